/**
 * `npm run bench:startup -- lantern <url> [<url> …]`: what Lighthouse's simulation counts before a page's largest paint.
 *
 * Lighthouse's phone profile does not load the page on a slow network: it loads it at full speed, then replays
 * a graph of its requests and main-thread tasks on a simulated slow 4G link and 4× slower CPU. For the largest
 * paint, that graph holds every request that had finished before the largest paint was observed (all but
 * low-priority pictures, in the optimistic estimate; those too, in the pessimistic one) and the main-thread
 * work before it; the metric is the mean of the two estimates, and never earlier than the first paint. So a
 * face, a stylesheet or a script that merely finished in time on the fast load counts, on the slow one, as
 * if the paint had waited for it. This prints, for each address (one Lighthouse run, fresh Chromium), the two
 * estimates and each node of their graphs with its simulated start and end: which request ends last, and how
 * many bytes share the link with the picture. docs/performance.md, "What the simulation counts".
 *
 * `npm run bench:startup -- lantern --blocking [--runs=N] <url> [<url> …]`: Total Blocking Time as the simulation counts
 * it, task by task. In its graph every main-thread task of the fast load is stretched by the CPU slowdown (4×;
 * a task that lays out, by half that), and what a stretched task runs past 50 ms after the first paint counts.
 * For each address and round (N rounds, default 3, the addresses in turn) it lists those tasks: their simulated
 * start and end, what they count, their unthrottled length and the trace events they spent it in. Then the
 * median of the rounds per kind of work: navigation (the document's commit), HTML parsing, style and layout,
 * paint, script by file (inline for the page's own), other. A second table sums, by the same kinds, the unthrottled
 * length of every task the simulation places past its first paint, counted or not: the work behind the metric,
 * apart from how it happens to be cut into tasks. docs/performance.md, "Where the blocking time goes".
 *
 * Why not a library: no published tool prints Lighthouse's simulated graphs; this reads the node timings
 * Lighthouse's own simulator keeps for each estimate (`Simulator.allNodeTimings`).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { median, runLighthouse } from './lighthouse';

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

/** Lantern's blocking threshold: a simulated task counts what it runs over this. */
const BLOCKING_MS = 50;

/** Trace event names by the kind of work they are, for saying what a blocking task spent its time on. */
const KINDS: [kind: string, names: string[]][] = [
  ['script', ['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'v8.compile']],
  ['parse HTML', ['ParseHTML']],
  ['style and layout', ['UpdateLayoutTree', 'Layout']],
  ['paint', ['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer']],
  ['navigation', ['DocumentLoader::CommitNavigation', 'DocumentLoader::BodyLoadingFinished']],
];

type TraceEvent = { name: string; dur?: number; args?: { data?: { url?: string } } };

/** What a task spent most of its time on: a kind of work, and for scripts the file. */
export function taskKind(events: readonly TraceEvent[]): string {
  let best = 'other';
  let bestMs = 0;
  for (const [kind, names] of KINDS) {
    const ms = events.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (ms > bestMs) [best, bestMs] = [kind, ms];
  }
  if (best !== 'script') return best;
  const script = events
    .filter((event) => event.name === 'EvaluateScript' || event.name === 'FunctionCall')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const file = script?.args?.data?.url?.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\?.*$/, '') ?? '';
  return `script ${/\/_next\//.test(file) ? file.replace(/^.*\//, '') : 'inline'}`;
}

/** The trace events a task spent its time in, longest first, with their unthrottled milliseconds. */
function taskContents(events: readonly TraceEvent[]): string {
  const totals = new Map<string, number>();
  for (const event of events) totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' · ');
}

/** The part of a simulated task that Total Blocking Time counts: what runs over 50 ms after the first paint. */
export function blockingMs(start: number, end: number, firstPaintMs: number): number {
  const clipped = end - Math.max(start, firstPaintMs);
  return clipped > BLOCKING_MS ? clipped - BLOCKING_MS : 0;
}

/** Lantern's estimate of a metric: where its simulated graph ends. */
function graphEnd(label: string): number {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label) as NodeTimings | undefined;
  if (!timings) throw new Error(`No simulation ${label}`);
  return Math.max(...[...timings.values()].map((timing) => timing.endTime));
}

/** A task of the simulated graphs: where it lies, what of it Total Blocking Time counts, what it did. */
interface SimulatedTask {
  start: number;
  end: number;
  /** Milliseconds counted in Total Blocking Time. */
  blocking: number;
  /** Its unthrottled milliseconds when the simulation places it past the first paint (the tasks TBT looks at). */
  afterPaint: number;
  /** Whether it is long enough (simulated) to be listed. */
  long: boolean;
  kind: string;
  text: string;
}

/**
 * Total Blocking Time as Lantern counts it, task by task: the mean of its optimistic graph (counted from the
 * pessimistic first paint) and its pessimistic graph (from the optimistic first paint), as Lighthouse does.
 * Tasks that do a layout are stretched by half the CPU slowdown, others by all of it. Every task is kept, with
 * its unthrottled length when it falls past the first paint (averaged over the two graphs the same way), so the
 * work behind the metric can be compared apart from how it happens to be cut into tasks.
 */
function simulatedTasks(): SimulatedTask[] {
  const rows = new Map<Lantern.Graph.Node, SimulatedTask>();
  for (const [graph, firstPaint] of [
    ['optimistic', 'pessimistic'],
    ['pessimistic', 'optimistic'],
  ] as const) {
    const fcp = graphEnd(`${firstPaint}FirstContentfulPaint`);
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(`${graph}TotalBlockingTime`) as NodeTimings;
    for (const [node, { startTime, endTime }] of timings) {
      if (node.type !== 'cpu') continue;
      const blocking = blockingMs(startTime, endTime, fcp) / 2;
      const afterPaint = endTime > fcp ? node.duration / 1000 / 2 : 0;
      const row = rows.get(node);
      if (row) {
        row.blocking += blocking;
        row.afterPaint += afterPaint;
        continue;
      }
      const events = node.childEvents as TraceEvent[];
      rows.set(node, {
        start: startTime,
        end: endTime,
        blocking,
        afterPaint,
        long: endTime - startTime > BLOCKING_MS,
        kind: taskKind(events),
        text: `${String(Math.round(node.duration / 1000)).padStart(4)} ms ${node.didPerformLayout() ? 'layout' : '      '}  ${taskContents(events)}`,
      });
    }
  }
  return [...rows.values()].sort((a, b) => a.start - b.start);
}

/**
 * Column headings for the addresses: their paths, or their origins and paths where two share a path (the same
 * page on two builds, side by side).
 */
export function columnLabels(urls: readonly string[]): string[] {
  const paths = urls.map((url) => url.replace(/^[a-z]+:\/\/[^/]+/i, ''));
  return urls.map((url, index) =>
    paths.indexOf(paths[index]!) === paths.lastIndexOf(paths[index]!) ? paths[index]! : url,
  );
}

/** Per kind of work, the median over the rounds of each column's sums (a round without that kind counts 0). */
export function medianTable(
  columns: readonly Map<string, number[]>[],
  rounds: number,
): { kind: string; medians: number[] }[] {
  const kinds = [...new Set(columns.flatMap((column) => [...column.keys()]))].sort();
  return kinds.map((kind) => ({
    kind,
    medians: columns.map((column) => {
      const values = column.get(kind) ?? [];
      return median([...values, ...Array<number>(rounds - values.length).fill(0)]);
    }),
  }));
}

async function printGraphs(url: string) {
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

/**
 * `--blocking`: each address's Total Blocking Time split by the kind of work of the tasks it counts, and the
 * unthrottled main-thread time past the first paint by the same kinds.
 */
async function printBlocking(urls: string[], runs: number) {
  const columns = urls.map(() => ({
    tbt: [] as number[],
    byKind: new Map<string, number[]>(),
    work: new Map<string, number[]>(),
    workTotal: [] as number[],
  }));
  const add = (into: Map<string, number[]>, totals: Map<string, number>) => {
    for (const [kind, ms] of totals) into.set(kind, [...(into.get(kind) ?? []), ms]);
  };
  for (let round = 1; round <= runs; round++) {
    for (const [index, url] of urls.entries()) {
      Lantern.Simulation.Simulator.allNodeTimings.clear();
      const run = await runLighthouse(url);
      const tasks = simulatedTasks();
      const column = columns[index]!;
      column.tbt.push(run.tbtMs);
      const totals = new Map<string, number>();
      const work = new Map<string, number>();
      for (const task of tasks) {
        if (task.blocking > 0) totals.set(task.kind, (totals.get(task.kind) ?? 0) + task.blocking);
        if (task.afterPaint > 0) work.set(task.kind, (work.get(task.kind) ?? 0) + task.afterPaint);
      }
      add(column.byKind, totals);
      add(column.work, work);
      column.workTotal.push([...work.values()].reduce((a, b) => a + b, 0));
      console.log(
        `\n# ${url}, round ${round}: TBT ${Math.round(run.tbtMs)} ms (tasks below: ${Math.round([...totals.values()].reduce((a, b) => a + b, 0))} ms)` +
          ` · main-thread time past the first paint ${Math.round(column.workTotal.at(-1)!)} ms unthrottled` +
          ` · benchmark index ${Math.round(run.benchmarkIndex)}\n   start      end  counts  unthrottled`,
      );
      for (const task of tasks.filter((row) => row.long))
        console.log(
          `${String(Math.round(task.start)).padStart(8)} ${String(Math.round(task.end)).padStart(8)} ${String(Math.round(task.blocking)).padStart(7)}  ${task.text}`,
        );
    }
  }
  const header = `| Work | ${columnLabels(urls).join(' | ')} |\n| --- | ${urls.map(() => '---').join(' | ')} |`;
  const line = (label: string, values: number[]) => `| ${label} | ${values.map((ms) => Math.round(ms)).join(' | ')} |`;
  console.log(`\n## Total Blocking Time by kind of work, median of ${runs} (ms)\n\n${header}`);
  const tbt = columns.map((column) => median(column.tbt));
  console.log(line("Lighthouse's TBT", tbt));
  const blocking = columns.map((column) => column.byKind);
  for (const { kind, medians } of medianTable(blocking, runs)) console.log(line(kind, medians));
  const work = columns.map((column) => column.work);
  console.log(
    `\n## Main-thread time past the first paint, unthrottled, by kind of work, median of ${runs} (ms)\n\n${header}`,
  );
  const allWork = columns.map((column) => median(column.workTotal));
  console.log(line('all', allWork));
  for (const { kind, medians } of medianTable(work, runs)) console.log(line(kind, medians));
}

/** `bench:startup -- lantern …`: the arguments after `lantern`. */
export async function lantern(args: string[]): Promise<void> {
  const urls = args.filter((arg) => !arg.startsWith('--'));
  if (urls.length === 0)
    throw new Error('Usage: npm run bench:startup -- lantern [--blocking [--runs=N]] <url> [<url> …]');
  if (args.includes('--blocking')) {
    const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
    await printBlocking(urls, runs);
    return;
  }
  for (const url of urls) await printGraphs(url);
}
