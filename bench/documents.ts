/**
 * `npm run bench:documents -- <origin>`: how many bytes each budget page's document takes on a phone's first
 * connection, and what each brotli quality would make of it.
 *
 * Lighthouse's network model gives a new connection a first TCP window of ten 1,460-byte segments (about 14.6 KB):
 * a document whose headers and compressed body fit in it arrives in one round trip, and one a byte over waits a
 * second one before the parser finds the end of the page. For each budget page of the running site at `<origin>`
 * this prints the answer a browser gets (headers and brotli body, asked for until the site sends its kept
 * top-quality encoding: server/encoding.ts), whether it fits, and the page's HTML at brotli qualities 5–11 with the
 * time each took here (median of three).
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { resolveBudgetPages } from './lib/pages';

/** Ten segments of 1,460 bytes: the first window Lighthouse's simulation gives a connection. */
const FIRST_WINDOW_BYTES = 14_600;
const QUALITIES = [5, 7, 9, 10, 11];

/** The bytes on the wire for one request: the status line and headers as sent, and the body's length as sent. */
async function answer(url: string, acceptEncoding: string): Promise<{ headers: number; body: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  // fetch hands the body over decoded: its length as sent is the Content-Length the site server always writes.
  const body = Number(response.headers.get('content-length'));
  if (!Number.isFinite(body) || body <= 0) throw new Error(`${url} sent no Content-Length`);
  let headers = 'HTTP/1.1 200 OK\r\n'.length + 2;
  response.headers.forEach((value, name) => (headers += name.length + 2 + value.length + 2));
  return { headers, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function brotli(html: Buffer, quality: number): { bytes: number; ms: number } {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run++) {
    const start = process.hrtime.bigint();
    bytes = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { bytes, ms: median(times) };
}

async function main() {
  const origin = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!origin) throw new Error('Usage: npm run bench:documents -- <origin>   (a running build of the site)');
  const base = new URL(origin).origin;
  const lines = [
    `| Page | Sent: headers + brotli body | First window (${FIRST_WINDOW_BYTES.toLocaleString('en')} B) | HTML | ${QUALITIES.map((q) => `Quality ${q}`).join(' | ')} |`,
    `| --- | --- | --- | --- | ${QUALITIES.map(() => '---').join(' | ')} |`,
  ];
  for (const page of await resolveBudgetPages(base)) {
    const url = `${base}${page.path}`;
    const html = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    // The first brotli answer of a page goes at the usual quality; the kept top-quality one follows it. Asked
    // again, past the page cache's one second, until an answer is no smaller than the one before.
    let sent = await answer(url, 'br');
    for (let tries = 0; tries < 10; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const next = await answer(url, 'br');
      if (next.body >= sent.body && tries > 0) break;
      if (next.body < sent.body) sent = next;
    }
    const total = sent.headers + sent.body;
    const fits = total <= FIRST_WINDOW_BYTES;
    const cells = QUALITIES.map((quality) => {
      const { bytes, ms } = brotli(html, quality);
      return `${bytes.toLocaleString('en')} B · ${ms.toFixed(0)} ms`;
    });
    lines.push(
      `| ${page.name} \`${page.path}\` | ${sent.headers.toLocaleString('en')} + ${sent.body.toLocaleString('en')} = ${total.toLocaleString('en')} B | ${fits ? '✓' : `✗ ${(total - FIRST_WINDOW_BYTES).toLocaleString('en')} B over`} | ${html.length.toLocaleString('en')} B | ${cells.join(' | ')} |`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
