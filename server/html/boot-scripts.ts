/**
 * Lets a page paint before its JavaScript competes with it: Next.js's `<script src async>` app scripts (and the
 * preloads of on-demand chunks the page renders) become a JSON list and one fixed loader (BOOT_LOADER, admitted by
 * hash in ../security/csp.ts) that adds them once the page's priority picture is on screen. Only the cut tags
 * change; without JavaScript nothing does. Measured effect: docs/performance.md, "Scripts after the first paint".
 * Delete when Next.js defers its own bootstrap scripts: https://github.com/vercel/next.js/issues/66958.
 */
import { Parser } from 'htmlparser2';
import { STATIC_ASSETS_PATH as ASSETS } from '../../lib/next-documented.mjs';

export const BOOT_LIST_ID = '__boot_scripts';

/** The `localStorage` key that tells the loader a browser has had the two faces once. */
export const FACES_KEY = 'altitude-faces';

/** The family names next/font gives the faces' cores (lib/fonts.ts); tests/e2e/fonts.spec.ts fails when they part. */
export const DISPLAY_FAMILY = 'displayFont';
export const TEXT_FAMILY = 'textFont';

/**
 * The most text a region switched to the faces in one task may hold: at 1,000 characters one took 3–8 ms
 * unthrottled, under the 12.5 ms that Lighthouse's phone profile (4× slower) counts as blocking.
 */
export const REGION_CHARACTERS = 400;

/** How long after the priority picture's decode the loader waits for it to be reported as the largest paint. */
export const PAINT_WAIT_MS = 1000;

/**
 * The loader, byte for byte as pages carry it. It starts after the first paint, once the priority picture is the
 * largest paint (PAINT_WAIT_MS after its decode at most; at once when hidden or failing; at the first frame after
 * `load` without paint timing). It adds the app scripts in one task and, on a browser's first visit (no FACES_KEY),
 * loads the two faces, draws each once hidden, then switches the page to them a region per task. Why each step:
 * docs/performance.md, "The faces after the largest paint" and "Fewer look-ups of the system's fonts".
 */
export const BOOT_LOADER = [
  `(function(){var d=document,w=window,h=d.documentElement,l=JSON.parse(d.getElementById(`,
  `"${BOOT_LIST_ID}").textContent),s=0,q=0,f=0,L,p;try{L=w.localStorage;f=!L.getItem("${FACES_KEY}");`,
  `if(!f&&d.fonts&&d.fonts.load)for(var k=0;k<2;`,
  `k++)d.fonts.load("1em "+["${DISPLAY_FAMILY}","${TEXT_FAMILY}"][k]).then(null,function(){})}catch(e){}`,
  `if(f)h.setAttribute("data-faces","later");function keep(){try{L.setItem("${FACES_KEY}","1")}catch(e){}}`,
  `function on(){if(d.visibilityState!=="visible")return h.removeAttribute("data-faces");var R=[],i=0,b=d.body,j;`,
  `function cut(e){if(/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|LINK)$/.test(e.tagName))return;`,
  `var c=e.children,t=c.length>0&&e.textContent.length>${REGION_CHARACTERS};for(var n=e.firstChild;t&&n;`,
  `n=n.nextSibling)if(n.nodeType===3&&n.data.trim())t=0;if(!t)return R.push(e);for(var k=0;k<c.length;k++)cut(c[k])}`,
  `for(j=0;j<b.children.length;j++)cut(b.children[j]);var W=["${DISPLAY_FAMILY}","${TEXT_FAMILY}"];`,
  `function next(){if(W.length){var p=d.createElement("span"),y=p.style;p.textContent="Aa";y.position="absolute";`,
  `y.visibility="hidden";y.fontFamily=W.shift();b.appendChild(p);p.getBoundingClientRect();b.removeChild(p);`,
  `return setTimeout(next,0)}var e=R[i++];if(e){var g=getComputedStyle(e).fontFamily;`,
  `e.setAttribute("data-faces",g.indexOf("Display Fallback")>=0?"display":g.indexOf("Text Fallback")>=0?"text":"on");`,
  `e.getBoundingClientRect();setTimeout(next,0)}else{h.removeAttribute("data-faces");for(j=0;j<R.length;`,
  `j++)R[j].removeAttribute("data-faces")}}next()}function go(){if(s)return;s=1;var F=d.fonts;`,
  `if(f){if(F&&F.load)Promise.all([F.load("1em ${DISPLAY_FAMILY}"),F.load("1em ${TEXT_FAMILY}")]).then(function(){on(`,
  `);keep()},on);else on()}for(var i=0;i<l.length;i++){var e=d.createElement("script");e.src=l[i];e.async=true;`,
  `d.head.appendChild(e)}}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}`,
  `function seen(){if(P.supportedEntryTypes.indexOf("largest-contentful-paint")<0)return frame();`,
  `new P(function(x,o){var E=x.getEntries();for(var k=0;k<E.length;k++)if(E[k].element===p){o.disconnect();go()}}`,
  `).observe({type:"largest-contentful-paint",buffered:true});setTimeout(go,${PAINT_WAIT_MS})}`,
  `function shown(){p=d.querySelector("img[fetchpriority=high]");if(!p)return go();`,
  `if(!p.complete){p.addEventListener("load",shown);p.addEventListener("error",go);return}`,
  `if(p.decode)p.decode().then(seen,go);else seen()}function away(){if(d.visibilityState!=="visible")go()}away();`,
  `if(s)return;d.addEventListener("visibilitychange",away);var P=w.PerformanceObserver;`,
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){function painted(){if(!q){q=1;shown()}}`,
  `new P(function(x,o){o.disconnect();painted()}).observe({type:"paint",buffered:true});`,
  `w.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(painted,0)})})}else{frame()}})()`,
].join('');

/** A script or link element as the page writes it (attributes decoded, a script's text as written). */
export interface Tag {
  name: 'script' | 'link';
  attributes: Record<string, string>;
  /** Where it starts, and ends: just past `</script>`, or past a link's start tag. */
  start: number;
  end: number;
  text: string;
  /** Whether the page ends the element itself (a script cut off by the end of the page is not). */
  closed: boolean;
}

/** The page's script and link elements (read by htmlparser2's tokenizer), and where `</head>` is (-1: none). */
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

/** The page with its app scripts loaded after the first paint; unchanged without them, or already rewritten. */
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
