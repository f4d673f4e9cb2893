/**
 * Load generation with wrk (Debian package `wrk`): a C tool that costs the 2-core benchmark machine far
 * less CPU than a Node.js load generator would, so the server under test gets the cores. A small Lua
 * script spreads requests over a list of paths and prints the summary and exact latency percentiles.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkOptions {
  /** Origin, e.g. http://127.0.0.1:3441 */
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
  threads?: number;
  headers?: Record<string, string>;
}

export interface WrkResult {
  command: string;
  requests: number;
  seconds: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  bytes: number;
  /** Socket errors (connect, read, write, timeout) plus answers that were not 2xx or 3xx. */
  errors: number;
  errorDetail: { connect: number; read: number; write: number; timeout: number; status: number };
}

export const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip', Accept: 'text/html' };

export function wrkVersion(): string {
  const result = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  if (result.error) throw new Error('wrk is not installed: apt-get install wrk');
  return (result.stdout + result.stderr).split('\n')[0]!.trim();
}

function luaScript(paths: string[]): string {
  const list = paths.map((path) => JSON.stringify(path)).join(', ');
  return `local paths = { ${list} }
local counter = 0
function setup(thread)
  thread:set("offset", math.random(#paths))
end
function init(args)
  counter = tonumber(offset) or 0
end
function request()
  counter = counter + 1
  return wrk.format(nil, paths[(counter % #paths) + 1])
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"mean":%f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, latency.mean))
end
`;
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'altitude-wrk-'));
  const script = join(dir, 'paths.lua');
  writeFileSync(script, luaScript(options.paths));
  const threads = options.threads ?? 2;
  const args = [
    '-t',
    String(threads),
    '-c',
    String(options.connections),
    '-d',
    `${options.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
  ];
  for (const [name, value] of Object.entries(options.headers ?? BROWSER_HEADERS)) args.push('-H', `${name}: ${value}`);
  args.push(`${options.origin}${options.paths[0]}`);
  const output = await new Promise<string>((done, fail) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(text) : fail(new Error(`wrk failed (exit ${code}): ${text}`))));
  });
  rmSync(dir, { recursive: true, force: true });
  const line = /WRK_JSON (\{.*\})/.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const raw = JSON.parse(line) as Record<string, number>;
  const seconds = raw.duration_us! / 1e6;
  const errorDetail = {
    connect: raw.connect!,
    read: raw.read!,
    write: raw.write!,
    timeout: raw.timeout!,
    status: raw.status!,
  };
  return {
    command: `wrk ${args.map((arg) => (/[\s:]/.test(arg) ? `'${arg}'` : arg)).join(' ')}`.replace(
      script,
      `<paths.lua: ${options.paths.length} path(s)>`,
    ),
    requests: raw.requests!,
    seconds,
    rps: raw.requests! / seconds,
    p50: raw.p50! / 1000,
    p95: raw.p95! / 1000,
    p99: raw.p99! / 1000,
    max: raw.max! / 1000,
    mean: raw.mean! / 1000,
    bytes: raw.bytes!,
    errors: Object.values(errorDetail).reduce((sum, value) => sum + value, 0),
    errorDetail,
  };
}
