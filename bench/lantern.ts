/**
 * `npm run bench:lantern -- <url> [<url> …]`: what Lighthouse's simulation counts before a page's largest paint.
 *
 * Lighthouse's phone profile does not load the page on a slow network: it loads it at full speed, then replays
 * a graph of its requests and main-thread tasks on a simulated slow 4G link and 4× slower CPU. For the largest
 * paint, that graph holds every request that had finished before the largest paint was observed (all but
 * low-priority pictures, in the optimistic estimate; those too, in the pessimistic one) and the main-thread
 * work before it; the metric is the mean of the two estimates, and never earlier than the first paint. So a
 * face, a stylesheet or a script that merely finished in time on the fast load counts, on the slow one, as
 * if the paint had waited for it. This prints, for each address (one Lighthouse run, fresh Chromium), the two
 * estimates and each node of their graphs with its simulated start and end: which request ends last, and how
 * many bytes share the link with the picture. docs/performance.md ("What the simulation counts") reads it.
 *
 * Why not a library: no published tool prints Lighthouse's simulated graphs; this reads the node timings
 * Lighthouse's own simulator keeps for each estimate (`Simulator.allNodeTimings`).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { runLighthouse } from './lib/lighthouse';

type NodeTimings = Map<Lantern.Graph.Node, { startTime: number; endTime: number }>;

/** CPU tasks shorter than this are left out of the listing (they still count in the estimates). */
const SHORT_TASK_MS = 20;

/** The rows of one simulated graph, in order of their simulated start. */
export function graphRows(timings: NodeTimings): { start: number; end: number; text: string }[] {
  const rows: { start: number; end: number; text: string }[] = [];
  for (const [node, { startTime, endTime }] of timings) {
    if (node.type === 'network') {
      const { request } = node;
      const path = request.url.replace(/^[a-z]+:\/\/[^/]+/i, '');
      rows.push({
        start: startTime,
        end: endTime,
        text: `${String(request.transferSize).padStart(7)} B  ${request.priority.padEnd(8)} ${request.resourceType ?? ''} ${path.slice(0, 100)}`,
      });
    } else if (endTime - startTime >= SHORT_TASK_MS) {
      const names = [...new Set(node.childEvents.map((event) => event.name))].slice(0, 5).join(', ');
      rows.push({ start: startTime, end: endTime, text: `${'cpu'.padStart(9)}  ${names}` });
    }
  }
  return rows.sort((a, b) => a.start - b.start || a.end - b.end);
}

async function main() {
  const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (urls.length === 0) throw new Error('Usage: npm run bench:lantern -- <url> [<url> …]');
  for (const url of urls) {
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const run = await runLighthouse(url);
    console.log(
      `\n# ${url}\nFCP ${Math.round(run.fcpMs)} ms · LCP ${Math.round(run.lcpMs)} ms · TBT ${Math.round(run.tbtMs)} ms` +
        ` · largest paint: ${run.lcpElement?.selector ?? 'unknown'} · benchmark index ${Math.round(run.benchmarkIndex)}`,
    );
    for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!/ContentfulPaint$/.test(label)) continue;
      const rows = graphRows(timings as NodeTimings);
      const end = Math.max(...rows.map((row) => row.end));
      console.log(`\n## ${label}: ends at ${Math.round(end)} ms\n   start      end`);
      for (const row of rows)
        console.log(
          `${String(Math.round(row.start)).padStart(8)} ${String(Math.round(row.end)).padStart(8)}  ${row.text}`,
        );
    }
  }
}

if (process.argv[1]?.endsWith('lantern.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
