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
 */

export const BOOT_LIST_ID = '__boot_scripts';

/**
 * The loader, byte for byte as it appears in pages (its SHA-256 is what the policy admits). It waits for the
 * browser's first paint entry, reported once the first frame is on screen. A page with nothing to paint
 * before it hydrates (Next.js streams some error pages as data only) reports no paint: it
 * starts at the first frame after `load`. A browser without paint timing starts at its first frame. A page
 * that is (or goes) out of sight paints nothing, so it loads them at once.
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

const ASSETS = '/_next/static/';
/** Exactly the tag Next.js writes for an app script. Anything else (nomodule, inline, other origins) stays. */
const APP_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
const LINK = /<link\b[^>]*>/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

function isScriptPreload(tag: string): boolean {
  return (
    attribute(tag, 'rel')?.toLowerCase() === 'preload' &&
    attribute(tag, 'as')?.toLowerCase() === 'script' &&
    (attribute(tag, 'href') ?? '').startsWith(ASSETS)
  );
}

/** `<`, `>` and `&` escaped so the list can never end its `<script>` element early. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const decodeAttribute = (value: string) => value.replace(/&amp;/g, '&');

/**
 * The page with its app scripts loaded after the first paint. A page without such scripts (or one already
 * rewritten) comes back unchanged.
 */
export function deferBootScripts(html: string): string {
  if (html.includes(`id="${BOOT_LIST_ID}"`)) return html;
  const head = html.indexOf('</head>');
  const tags = [...html.matchAll(APP_SCRIPT)].filter((match) => match[1]!.startsWith(ASSETS));
  // The loader must sit in the head, where the first app script was.
  if (head === -1 || tags.length === 0 || tags[0]!.index > head) return html;
  const scripts = [...new Set(tags.map((match) => decodeAttribute(match[1]!)))];
  const block =
    `<script type="application/json" id="${BOOT_LIST_ID}">${jsonForScript(scripts)}</script>` +
    `<script>${BOOT_LOADER}</script>`;
  let out = '';
  let from = 0;
  tags.forEach((match, i) => {
    out += html.slice(from, match.index) + (i === 0 ? block : '');
    from = match.index + match[0].length;
  });
  out += html.slice(from);
  return out.replace(LINK, (tag) =>
    isScriptPreload(tag) && scripts.includes(decodeAttribute(attribute(tag, 'href')!)) ? '' : tag,
  );
}

/** The app scripts a rewritten page loads after its first paint (empty for any other page). */
export function bootScriptList(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${BOOT_LIST_ID}">([^<]*)</script>`).exec(html);
  if (!match) return [];
  const list: unknown = JSON.parse(match[1]!);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}
