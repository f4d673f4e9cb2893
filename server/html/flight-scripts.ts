/**
 * Next.js's inline data scripts (`self.__next_f.push(…)`, one per chunk of the RSC stream), and one script in place
 * of a run of them: the policy admits each inline script by a hash in the header, so each costs the page about 54
 * bytes of head, enough on home to need a second round trip (docs/performance.md, "Pictures as markup, the form
 * renderer on demand, one data script"). A run becomes the same statements in order, one per line; their JSON
 * never holds a raw line break, so the policy still checks each on its own. Delete when the policy can admit
 * Next.js's inline scripts by nonce on cached pages.
 */
import { FLIGHT_BOOTSTRAP_THEN, INLINE_SCRIPT_PREFIXES } from '../../lib/next-internals.mjs';
import { readPage, type Tag } from './boot-scripts';

/** The inline scripts Next.js writes: a push whose argument is plain JSON (lib/next-internals.mjs). */
export function isFrameworkScript(text: string): boolean {
  let code = text.trim().replace(/;$/, '');
  if (code.startsWith(FLIGHT_BOOTSTRAP_THEN)) code = code.slice(FLIGHT_BOOTSTRAP_THEN.length);
  const prefix = INLINE_SCRIPT_PREFIXES.find((candidate) => code.startsWith(candidate));
  if (!prefix || !code.endsWith(')')) return false;
  try {
    JSON.parse(code.slice(prefix.length, -1));
    return true;
  } catch {
    return false;
  }
}

/** True for a run of Next.js's data scripts merged by `mergeFlightScripts`: every line one of them. */
export function isFrameworkSequence(text: string): boolean {
  const lines = text.split('\n');
  return lines.length > 1 && lines.every(isFrameworkScript);
}

/** The two prefixes of the data stream's scripts (not Turbopack's chunk pushes, which are never in a run). */
const FLIGHT_PREFIXES = INLINE_SCRIPT_PREFIXES.filter((prefix) => prefix.includes('__next_f'));

function isFlightScript(tag: Tag): boolean {
  return (
    tag.name === 'script' &&
    Object.keys(tag.attributes).length === 0 &&
    tag.closed &&
    FLIGHT_PREFIXES.some((prefix) => tag.text.startsWith(prefix)) &&
    isFrameworkScript(tag.text)
  );
}

/** The page with every run of back-to-back data scripts (nothing between them) written as one script. */
export function mergeFlightScripts(html: string): string {
  const runs: Tag[][] = [];
  let run: Tag[] = [];
  for (const tag of readPage(html).tags) {
    const flight = isFlightScript(tag);
    if (flight && run.length > 0 && run[run.length - 1]!.end === tag.start) {
      run.push(tag);
      continue;
    }
    if (run.length > 1) runs.push(run);
    run = flight ? [tag] : [];
  }
  if (run.length > 1) runs.push(run);
  if (runs.length === 0) return html;
  let out = '';
  let from = 0;
  for (const tags of runs) {
    const statements = tags.map((tag) => tag.text.trim().replace(/;$/, ''));
    out += `${html.slice(from, tags[0]!.start)}<script>${statements.join(';\n')}</script>`;
    from = tags[tags.length - 1]!.end;
  }
  return out + html.slice(from);
}
