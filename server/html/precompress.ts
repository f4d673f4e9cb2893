/**
 * The build's static text files (scripts, stylesheets, SVG, JSON), compressed once when the site is built.
 *
 * Next.js compresses each static file again for every request that asks for it, with gzip or deflate (it has no
 * brotli), on the server's one thread. A first visit asks for 12–13 of them (the app scripts and stylesheets),
 * just as the page starts. Written once at build time, at brotli's top quality and gzip's,
 * they cost nothing to compress per visit and are smaller: 141 KB against Next's 163 KB per page, sent in
 * 0.41–0.48× the time (docs/performance.md, "The build's scripts and stylesheets compressed at build time").
 * The site server sends them (server/static-files.ts).
 *
 * After `next build` compiles (next.config.ts, `compiler.runAfterProductionCompile`, after the compile hints that
 * change the chunks), every such file of `static/` gets a `.br` and a `.gz` beside it, unless compressing does not
 * make it smaller. Fonts and pictures are compressed formats already.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { STATIC_DIR } from '../../lib/next-documented.mjs';

/** The precompressed codings, best first, and the suffix each file takes. */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** Text the build writes to `static/`: what is worth compressing. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.html', '.xml']);

/** Below this a file goes as it is (Next.js's own threshold for compressing). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One file's precompressed forms, each only when it is smaller than the file. */
async function compressedForms(body: Buffer): Promise<{ suffix: string; body: Buffer }[]> {
  if (body.length < MIN_BYTES) return [];
  const encode = {
    br: () =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: () => gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
  const forms = await Promise.all(
    PRECOMPRESSED.map(async ({ coding, suffix }) => ({ suffix, body: await encode[coding]() })),
  );
  return forms.filter((form) => form.body.length < body.length);
}

/** Writes the `.br` and `.gz` of every text file under the build folder's `static/`; returns how many files. */
export async function precompressStatic(distDir: string): Promise<number> {
  const root = join(distDir, STATIC_DIR);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run in libuv's thread pool (four threads): a few files at a time keep it busy.
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const forms = await compressedForms(await readFile(file));
      for (const form of forms) await writeFile(file + form.suffix, form.body);
      if (forms.length > 0) written++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}
