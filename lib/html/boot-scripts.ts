/**
 * Lets a page paint before its JavaScript competes with it.
 *
 * Next.js writes the app's scripts as `<script src async>` in the head (plus a low-priority preload for one
 * of them), so a phone starts downloading ~150 KB of framework code at the same moment as the hero picture
 * and the display face, and may run it before the first frame. The production server rewrites each page
 * once (the result is memoised with its policy): those tags become a list in a JSON data block and one small
 * loader that adds the same scripts, async as before, as soon as the first frame is on screen. The page
 * hydrates as it did, a frame later; the hero no longer shares the connection with the framework.
 *
 * - A page opened in a background tab (or prerendered), or hidden before it painted, has no frame to wait
 *   for: it loads them at once.
 * - A page that paints nothing by itself starts them at the first frame after `load`.
 * - Without JavaScript nothing changes: the page never needed them to read.
 * - The loader is a fixed text, so the page's Content Security Policy admits it by hash
 *   (lib/security/csp.ts); the scripts themselves come from the site's own origin.
 *
 * The page is read with htmlparser2's tokenizer (script and link tags, their attributes decoded, and where each
 * starts and ends), never with patterns over the text; the rewrite then cuts those tags out of the original
 * text, so every other byte of the page stays as Next.js wrote it.
 */
import { Parser } from 'htmlparser2';
import { STATIC_ASSETS_PATH as ASSETS } from '../next-internals.mjs';

export const BOOT_LIST_ID = '__boot_scripts';

/**
 * The loader, byte for byte as it appears in pages (its SHA-256 is what the policy admits). It waits for the
 * browser's first paint entry, reported once the first frame is on screen. A page with nothing to paint
 * before it hydrates (Next.js streams some error pages as data only) reports no paint: it
 * starts at the first frame after `load`. A browser without paint timing starts at its first frame. A page
 * that is (or goes) out of sight paints nothing, so it loads them at once.
 *
 * All of them are added in one task. Adding each in a task of its own was measured side by side with this
 * (`npm run bench:compare`, five rounds on a quiet machine, docs/performance.md "Judging a change side by side"):
 * Total Blocking Time differed by −29 to +40 ms across the five templates, the first paint by −115 to +38 ms and
 * the largest by −14 to +48 ms, nothing beyond the machine's noise, so the simpler loader stays.
 */
export const BOOT_LOADER =
  '(function(){var d=document,w=window,l=JSON.parse(d.getElementById("' +
  BOOT_LIST_ID +
  '").textContent),s=0;function go(){if(s)return;s=1;for(var i=0;i<l.length;i++){var e=d.createElement("script");' +
  'e.src=l[i];e.async=true;d.head.appendChild(e)}}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'function away(){if(d.visibilityState!=="visible")go()}away();if(s)return;d.addEventListener("visibilitychange",away);' +
  'var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(x,o){o.disconnect();go()}).observe({type:"paint",buffered:true});w.addEventListener("load",frame)}' +
  'else{frame()}})()';

/** A script or link element as the page writes it. */
interface Tag {
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
function readPage(html: string): { tags: Tag[]; headEnd: number } {
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
  const scripts = [...new Set(appScripts.map((tag) => tag.attributes.src!))];
  const block =
    `<script type="application/json" id="${BOOT_LIST_ID}">${jsonForScript(scripts)}</script>` +
    `<script>${BOOT_LOADER}</script>`;
  // Tags come in page order, and none holds another: each is cut out where it stands.
  const removed = tags.filter(
    (tag) => isAppScript(tag) || (isScriptPreload(tag) && scripts.includes(tag.attributes.href!)),
  );
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
