/**
 * Next.js's inline data scripts, and one script in place of a run of them.
 *
 * A page carries the data React hydrates (the RSC payload) as a run of inline scripts at the end of its body,
 * one `self.__next_f.push(…)` per chunk of the stream, back to back. The site's Content Security Policy admits
 * each inline script by its hash (server/security/csp.ts), so every one of them also costs the response about 54
 * bytes of header; on the home page five of them made the difference between a document that arrives in a new
 * connection's first round trip and one that needs a second (docs/performance.md, "What the simulation
 * counts"). The production server therefore writes each such run as one script: the same statements in the
 * same order, one per line (`;` and a line break between them), so the browser runs exactly what it ran before.
 * A raw line break never occurs inside one of them (their argument is JSON, whose strings escape it), so the
 * policy still checks every statement on its own (`isFrameworkSequence`).
 */
import { FLIGHT_BOOTSTRAP_THEN, INLINE_SCRIPT_PREFIXES } from '../../lib/next-internals.mjs';
import { readPage, type Tag } from './boot-scripts';

/** Between two statements of a merged run. */
const SEPARATOR = ';\n';

/**
 * True for the inline scripts Next.js writes (a push whose argument is plain JSON, ../next-internals.mjs);
 * everything else is left unhashed (and so blocked).
 */
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

/**
 * The page with every run of back-to-back data scripts (nothing between them, not even a space) written as
 * one script. Anything else, and a page without such a run, comes back unchanged.
 */
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
    out += `${html.slice(from, tags[0]!.start)}<script>${statements.join(SEPARATOR)}</script>`;
    from = tags[tags.length - 1]!.end;
  }
  return out + html.slice(from);
}
