/**
 * `npm run bench:static -- <origin> [--rounds=N]`: what a first visit's scripts and stylesheets cost the site server
 * and the connection, as compressed when the site was built against as compressed for each request.
 *
 * For each budget page of the running site at `<origin>`, the files a first visit fetches from the build
 * (`/_next/static/`: the app scripts the page lists, its stylesheets) are asked for one after the other, in
 * rounds (default 7): once as a browser asks (`Accept-Encoding: gzip, deflate, br, zstd`, answered with the
 * brotli written at build time: server/static-files.ts), once with `Accept-Encoding: deflate`, which has no copy
 * made at build time, so Next.js compresses the file for that request as it did for every request before.
 * Both in the same round, on the same server, so the machine's load falls on both alike. Prints per page the
 * bytes sent and the median time until the last byte, summed over the page's files: on loopback that time is
 * the server's work.
 */
import { request } from 'node:http';
import { bootScriptList } from '../lib/html/boot-scripts';
import { STATIC_ASSETS_PATH } from '../lib/next-internals.mjs';
import { resolveBudgetPages } from './lib/pages';

const BROWSER = 'gzip, deflate, br, zstd';
const PER_REQUEST = 'deflate';

/** One answer as it travels: its coding, its length on the wire and the time until its last byte. */
function fetchRaw(url: string, acceptEncoding: string): Promise<{ coding: string; bytes: number; ms: number }> {
  const start = process.hrtime.bigint();
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) return fail(new Error(`${url} answered ${response.statusCode}`));
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        done({ coding: String(response.headers['content-encoding'] ?? 'identity'), bytes, ms });
      });
    })
      .on('error', fail)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The build's files a first visit to the page fetches: its app scripts and its stylesheets. */
function staticFiles(html: string, origin: string): string[] {
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => href?.startsWith(STATIC_ASSETS_PATH) === true);
  return [...new Set([...bootScriptList(html), ...stylesheets])].map((path) => `${origin}${path}`);
}

async function main() {
  const args = process.argv.slice(2);
  const origin = args.find((arg) => !arg.startsWith('--'));
  if (!origin) throw new Error('Usage: npm run bench:static -- <origin> [--rounds=7]   (a running build of the site)');
  const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 7);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number ≥ 1');
  const base = new URL(origin).origin;
  const lines = [
    `| Page | Files | Built-in brotli: bytes · ms (median) | Compressed per request (Next.js, deflate): bytes · ms (median) | Time ratio |`,
    '| --- | --- | --- | --- | --- |',
  ];
  for (const page of await resolveBudgetPages(base)) {
    const html = await (await fetch(`${base}${page.path}`)).text();
    const files = staticFiles(html, base);
    if (files.length === 0) throw new Error(`${page.path} lists no scripts or stylesheets of the build`);
    const built = { bytes: 0, ms: [] as number[] };
    const perRequest = { bytes: 0, ms: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      let builtMs = 0;
      let perRequestMs = 0;
      for (const file of files) {
        const a = await fetchRaw(file, BROWSER);
        const b = await fetchRaw(file, PER_REQUEST);
        if (a.coding !== 'br') throw new Error(`${file} came as ${a.coding}, not in the brotli made at build time`);
        if (round === 0) {
          built.bytes += a.bytes;
          perRequest.bytes += b.bytes;
        }
        builtMs += a.ms;
        perRequestMs += b.ms;
      }
      built.ms.push(builtMs);
      perRequest.ms.push(perRequestMs);
    }
    const a = median(built.ms);
    const b = median(perRequest.ms);
    lines.push(
      `| ${page.name} \`${page.path}\` | ${files.length} | ${built.bytes.toLocaleString('en')} B · ${a.toFixed(1)} ms | ` +
        `${perRequest.bytes.toLocaleString('en')} B · ${b.toFixed(1)} ms | ${(a / b).toFixed(2)}× |`,
    );
  }
  console.log(lines.join('\n'));
  console.log(`\nMedians of ${rounds} rounds; each round asks for every file both ways, one right after the other.`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
