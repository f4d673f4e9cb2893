/**
 * Lets a page paint before its JavaScript competes with it. Delete when Next.js defers its own bootstrap scripts:
 * https://github.com/vercel/next.js/issues/66958.
 *
 * Next.js writes the app's scripts as `<script src async>` in the head (plus a low-priority preload for one
 * of them), so a phone starts downloading ~150 KB of framework code at the same moment as the hero picture
 * and the display face, and may run it before the first frame. The production server rewrites each page
 * once (the result is memoised with its policy): those tags, and the preload of any chunk loaded on demand that
 * the page renders (the form renderer), become a list in a JSON data block and one small
 * loader that adds the same scripts, async as before, once the first frame and the page's priority picture
 * are on screen. The page hydrates as it did, a little later; the hero no longer shares the connection with
 * the framework. On a browser's first visit the same loader holds the two faces back until then, and
 * switches the page to them region by region (BOOT_LOADER says how).
 *
 * - A page opened in a background tab (or prerendered), or hidden before it painted, has no frame to wait
 *   for: it loads them at once.
 * - A page that paints nothing by itself starts them at the first frame after `load`.
 * - Without JavaScript nothing changes: the page never needed them to read.
 * - The loader is a fixed text, so the page's Content Security Policy admits it by hash
 *   (server/security/csp.ts); the scripts themselves come from the site's own origin.
 *
 * The page is read with htmlparser2's tokenizer (script and link tags, their attributes decoded, and where each
 * starts and ends), never with patterns over the text; the rewrite then cuts those tags out of the original
 * text, so every other byte of the page stays as Next.js wrote it.
 */
import { Parser } from 'htmlparser2';
import { STATIC_ASSETS_PATH as ASSETS } from '../../lib/next-documented.mjs';

export const BOOT_LIST_ID = '__boot_scripts';

/** The `localStorage` key that tells the loader a browser has had the two faces once (see BOOT_LOADER). */
export const FACES_KEY = 'altitude-faces';

/**
 * The family names next/font gives the two faces' cores (the names of their constants in lib/fonts.ts), which
 * the loader asks `document.fonts` to load. tests/e2e/fonts.spec.ts fails when they part.
 */
export const DISPLAY_FAMILY = 'displayFont';
export const TEXT_FAMILY = 'textFont';

/**
 * How much text (characters of `textContent`) a region of the page may hold when the loader switches it to the
 * faces in a task of its own (see BOOT_LOADER). An element with more is split into its child elements, unless
 * it has text of its own. At 1,000 characters a region's restyle and layout took 3–8 ms on this machine
 * without CPU throttling, under the 12.5 ms that Lighthouse's phone profile (4× slower) counts as blocking.
 */
export const REGION_CHARACTERS = 400;

/**
 * How long after the priority picture is decoded the loader waits for the browser to report it as the largest
 * paint (see BOOT_LOADER), before it starts anyway.
 */
export const PAINT_WAIT_MS = 1000;

/**
 * The loader, byte for byte as it appears in pages (its SHA-256 is what the policy admits).
 *
 * When to start. It waits for the browser's first paint entry, then for the page's priority picture (the
 * hero's or the featured image, `fetchpriority="high"`, the largest paint wherever a page has one) to be
 * loaded and decoded, then for the browser to report it as the largest paint. The frame after the decode was
 * not enough: on a slow renderer the picture reached the screen up to ~140 ms later, and a face asked for in
 * between shared its last round trips. A picture that is not the largest paint (a longer headline beside it)
 * never gets that report, so PAINT_WAIT_MS after its decode the loader starts anyway; a browser without
 * largest-paint timing starts the frame after the decode. Until then the picture has the connection to itself:
 * the framework's ~150 KB and the two faces (~43 KB) are asked for only after it (docs/performance.md, "The
 * faces after the largest paint"). A picture that fails starts them at once.
 *
 * A page with nothing to paint before it hydrates (Next.js streams some error pages as data only) reports no
 * paint by `load`: at the first frame after `load` the loader goes on as if the first paint had been reported,
 * and so a page without a priority picture starts then. A page whose first paint is reported late goes on the
 * same way: on a software renderer the report came up to ~200 ms after `load`, and starting at once then put
 * the faces ahead of the picture's paint. A browser without paint timing starts at its first frame. A page that
 * is (or goes) out of sight paints nothing, so it starts at once.
 *
 * What it starts. The app scripts, all added in one task (one per task measured the same side by side, five
 * rounds on a quiet machine: docs/performance.md "Judging a change side by side"). And, on a browser's first
 * visit only, the two faces:
 *
 * - Until then the page is set in their metric-matched fallbacks (`data-faces="later"` on the root element,
 *   set before the first layout; app/globals.css), so no face is requested before the largest paint.
 * - Both cores are then loaded (`document.fonts.load` fetches a declared face the page does not use yet).
 * - Once both are in, each face is first drawn once in a hidden line of its own, one per task: a face's first
 *   use (setting up the font for drawing) is the costly part of the switch, about 13 ms on this machine without
 *   throttling, and would otherwise fall in whichever region first uses it, with that region's own layout.
 * - Then the page switches to them a region at a time, one region per task: the body's elements,
 *   those holding more than REGION_CHARACTERS of text split into their children. Each region is marked with the
 *   face its own text is set in (`data-faces="display"`, `"text"`, or `"on"` for neither), which re-declares
 *   its family in the faces, and is laid out at once (`getBoundingClientRect`), so each task restyles and
 *   re-shapes only that region. Switching the whole page at once was one task of about 350 ms on the team page
 *   in Lighthouse's phone profile, all of it Total Blocking Time; then the root's attribute and the regions'
 *   marks go, which changes no face.
 * - A rest file (accented letters) follows only where the page's text needs it.
 * - Should a face fail, the switch happens all the same, and the stylesheet's own fallbacks stand in.
 * - Once both have loaded, a `localStorage` entry (FACES_KEY) records it: later pages find the faces in the
 *   HTTP cache (their files are named by content and cached for a year). There the loader asks for both at
 *   once, from the head, while the body is still arriving: the page's first style and layout wait for the
 *   header and main element (app/layout.tsx), and Chromium holds the first paint up to 50 ms for fonts asked
 *   for before the body (its render-blocking font loads). A warm cache has them in by then, so the page is
 *   styled and laid out once, in them; on a machine too busy for that, it is laid out in the fallbacks first and
 *   the faces swap in, as the stylesheet alone would have it. Left to the stylesheet, they were asked for only
 *   by that first layout, which then set the page in the fallbacks, looked up the local fonts they name, and
 *   laid it all out again when the faces came (docs/performance.md, "Fewer look-ups of the system's fonts").
 *   Should the HTTP cache have dropped them while the entry stayed, they are then fetched ahead of the page's
 *   priority picture, which a first visit avoids.
 * - A page out of sight switches at once (its timers are throttled, and it paints nothing).
 * - Without JavaScript or without storage the page is set in the faces from the start, as the stylesheet
 *   declares them.
 */
export const BOOT_LOADER =
  '(function(){var d=document,w=window,h=d.documentElement,l=JSON.parse(d.getElementById("' +
  BOOT_LIST_ID +
  '").textContent),s=0,q=0,f=0,L,p;try{L=w.localStorage;f=!L.getItem("' +
  FACES_KEY +
  '");if(!f&&d.fonts&&d.fonts.load)for(var k=0;k<2;k++)d.fonts.load("1em "+["' +
  DISPLAY_FAMILY +
  '","' +
  TEXT_FAMILY +
  '"][k]).then(null,function(){})}catch(e){}if(f)h.setAttribute("data-faces","later");' +
  'function keep(){try{L.setItem("' +
  FACES_KEY +
  '","1")}catch(e){}}' +
  'function on(){if(d.visibilityState!=="visible")return h.removeAttribute("data-faces");var R=[],i=0,b=d.body,j;' +
  'function cut(e){if(/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|LINK)$/.test(e.tagName))return;var c=e.children,t=c.length>0&&e.textContent.length>' +
  REGION_CHARACTERS +
  ';for(var n=e.firstChild;t&&n;n=n.nextSibling)if(n.nodeType===3&&n.data.trim())t=0;if(!t)return R.push(e);for(var k=0;k<c.length;k++)cut(c[k])}' +
  'for(j=0;j<b.children.length;j++)cut(b.children[j]);' +
  'var W=["' +
  DISPLAY_FAMILY +
  '","' +
  TEXT_FAMILY +
  '"];function next(){if(W.length){var p=d.createElement("span"),y=p.style;p.textContent="Aa";y.position="absolute";' +
  'y.visibility="hidden";y.fontFamily=W.shift();b.appendChild(p);p.getBoundingClientRect();b.removeChild(p);return setTimeout(next,0)}' +
  'var e=R[i++];if(e){var g=getComputedStyle(e).fontFamily;' +
  'e.setAttribute("data-faces",g.indexOf("Display Fallback")>=0?"display":g.indexOf("Text Fallback")>=0?"text":"on");' +
  'e.getBoundingClientRect();setTimeout(next,0)}' +
  'else{h.removeAttribute("data-faces");for(j=0;j<R.length;j++)R[j].removeAttribute("data-faces")}}next()}' +
  'function go(){if(s)return;s=1;var F=d.fonts;if(f){if(F&&F.load)Promise.all([F.load("1em ' +
  DISPLAY_FAMILY +
  '"),F.load("1em ' +
  TEXT_FAMILY +
  '")]).then(function(){on();keep()},on);else on()}' +
  'for(var i=0;i<l.length;i++){var e=d.createElement("script");' +
  'e.src=l[i];e.async=true;d.head.appendChild(e)}}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'function seen(){if(P.supportedEntryTypes.indexOf("largest-contentful-paint")<0)return frame();' +
  'new P(function(x,o){var E=x.getEntries();for(var k=0;k<E.length;k++)if(E[k].element===p){o.disconnect();go()}})' +
  '.observe({type:"largest-contentful-paint",buffered:true});setTimeout(go,' +
  String(PAINT_WAIT_MS) +
  ')}' +
  'function shown(){p=d.querySelector("img[fetchpriority=high]");if(!p)return go();' +
  'if(!p.complete){p.addEventListener("load",shown);p.addEventListener("error",go);return}' +
  'if(p.decode)p.decode().then(seen,go);else seen()}' +
  'function away(){if(d.visibilityState!=="visible")go()}away();if(s)return;d.addEventListener("visibilitychange",away);' +
  'var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'function painted(){if(!q){q=1;shown()}}new P(function(x,o){o.disconnect();painted()}).observe({type:"paint",buffered:true});' +
  'w.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(painted,0)})})}' +
  'else{frame()}})()';

/** A script or link element as the page writes it. */
export interface Tag {
  name: 'script' | 'link';
  /** Names lower-cased, values decoded, in the order the page writes them. */
  attributes: Record<string, string>;
  /** Where it starts in the page, and where it ends: just past `</script>`, or past a link's start tag. */
  start: number;
  end: number;
  /** A script's text, as written (the tokenizer decodes nothing in it). */
  text: string;
  /** Whether the page ends the element itself (a script cut off by the end of the page is not). */
  closed: boolean;
}

/** The page's script and link elements, and where its `</head>` is (-1 when it has none). */
export function readPage(html: string): { tags: Tag[]; headEnd: number } {
  const tags: Tag[] = [];
  let headEnd = -1;
  let open: Tag | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'script' && name !== 'link') return;
      open = { name, attributes, start: parser.startIndex, end: parser.endIndex + 1, text: '', closed: false };
      tags.push(open);
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name, implied) {
      if (name === 'head' && !implied && headEnd === -1) headEnd = parser.startIndex;
      if (!open || name !== open.name) return;
      // A link has no end tag: the tokenizer closes it at once, where its start tag ends.
      if (name === 'script') {
        open.end = parser.endIndex + 1;
        open.closed = !implied;
      }
      open = undefined;
    },
  });
  parser.end(html);
  return { tags, headEnd };
}

/** Exactly the tag Next.js writes for an app script. Anything else (nomodule, inline, other origins) stays. */
function isAppScript(tag: Tag): boolean {
  const { src, async } = tag.attributes;
  return (
    tag.name === 'script' &&
    Object.keys(tag.attributes).length === 2 &&
    async === '' &&
    src !== undefined &&
    src.startsWith(ASSETS) &&
    tag.text === '' &&
    tag.closed
  );
}

function isScriptPreload(tag: Tag): boolean {
  const { rel, as, href } = tag.attributes;
  return (
    tag.name === 'link' &&
    rel?.toLowerCase() === 'preload' &&
    as?.toLowerCase() === 'script' &&
    (href ?? '').startsWith(ASSETS)
  );
}

const isBootList = (tag: Tag) =>
  tag.name === 'script' && tag.attributes.id === BOOT_LIST_ID && tag.attributes.type === 'application/json';

/** `<`, `>` and `&` escaped so the list can never end its `<script>` element early. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The page with its app scripts loaded after the first paint. A page without such scripts (or one already
 * rewritten) comes back unchanged.
 */
export function deferBootScripts(html: string): string {
  const { tags, headEnd } = readPage(html);
  if (tags.some((tag) => tag.attributes.id === BOOT_LIST_ID)) return html;
  const appScripts = tags.filter(isAppScript);
  // The loader must sit in the head, where the first app script was.
  if (headEnd === -1 || appScripts.length === 0 || appScripts[0]!.start > headEnd) return html;
  // A chunk the page preloads without a tag of its own is a component loaded on demand that this page renders
  // (`next/dynamic`, a form): React needs it to hydrate, so it comes with the others, after the first paint.
  const preloads = tags.filter(isScriptPreload);
  const scripts = [
    ...new Set([...appScripts.map((tag) => tag.attributes.src!), ...preloads.map((tag) => tag.attributes.href!)]),
  ];
  const block =
    `<script type="application/json" id="${BOOT_LIST_ID}">${jsonForScript(scripts)}</script>` +
    `<script>${BOOT_LOADER}</script>`;
  // Tags come in page order, and none holds another: each is cut out where it stands.
  const removed = tags.filter((tag) => isAppScript(tag) || isScriptPreload(tag));
  let out = '';
  let from = 0;
  for (const tag of removed) {
    out += html.slice(from, tag.start) + (tag === appScripts[0] ? block : '');
    from = tag.end;
  }
  return out + html.slice(from);
}

/** The app scripts a rewritten page loads after its first paint (empty for any other page). */
export function bootScriptList(html: string): string[] {
  const tag = readPage(html).tags.find(isBootList);
  if (!tag) return [];
  const list: unknown = JSON.parse(tag.text);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}
