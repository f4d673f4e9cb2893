/**
 * The build's static text files, compressed once when the site is built instead of by Next.js (no brotli) on every
 * request: after `next build` compiles (next.config.ts, after the compile hints), each file of `static/` gets a `.br`
 * (top quality) and a `.gz` beside it when smaller, which ../static-files.ts sends. Measured, and when to delete:
 * docs/performance.md, "The build's scripts and stylesheets compressed at build time".
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { STATIC_DIR } from '../../lib/next-documented.mjs';
import { brotliOptions, COMPRESSION_THRESHOLD_BYTES } from '../encoding';

/** The precompressed codings, best first, and the suffix each file takes. */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** Text the build writes to `static/`: what is worth compressing. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.html', '.xml']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One file's precompressed forms, each only when it is smaller than the file. */
async function compressedForms(body: Buffer): Promise<{ suffix: string; body: Buffer }[]> {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return [];
  const encode = {
    br: () => brotli(body, brotliOptions(body, constants.BROTLI_MAX_QUALITY)),
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
