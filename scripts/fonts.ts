/**
 * `npm run fonts`: rebuilds the self-hosted faces in lib/fonts/ from the @fontsource packages.
 *
 * Each face is @fontsource's Latin file (every character it has, no more), with its weight axis narrowed to
 * the weights the stylesheets use (400–700) and only the OpenType features a browser applies by default to
 * running text kept (Inter Tight's fraction and figure alternates go). On a phone the two faces together
 * cost about 61 KB instead of 80 KB, bytes that otherwise compete with the hero picture for the first second.
 *
 * Each face is then written as two files (lib/fonts/subsets.ts): its core, the characters English copy uses,
 * which every page loads, and the rest of its Latin, which only a page using one of those characters loads.
 * The script prints each file's `unicode-range`, which lib/fonts.ts declares (lib/fonts.test.ts checks that
 * they agree).
 *
 * Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli). The results are committed, so
 * neither building nor running the site needs Python.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { coreCodePoints, restCodePoints, unicodeRange } from '../lib/fonts/subsets';

const require = createRequire(import.meta.url);
// Next.js's own copy of fontkit, the one its font loader reads font files with.
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as {
  default: (buffer: Buffer) => { characterSet: number[] };
};

/** Lightest and heaviest weights the stylesheets ask for; lighter or heavier requests get the nearest. */
const WEIGHTS = { min: 400, max: 700 };
const FEATURES = 'kern,liga,calt,ccmp,locl,mark,mkmk,rvrn';

const FACES = [
  { source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', out: 'fraunces' },
  { source: '@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2', out: 'inter-tight' },
];

function run(args: string[]) {
  const python = process.env.PYTHON || 'python3';
  const result = spawnSync(python, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(
      `${python} ${args.slice(0, 3).join(' ')} failed: ${result.error?.message ?? result.stderr.trim()}\n` +
        'fontTools is needed: apt-get install python3-fonttools python3-brotli',
    );
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'altitude-fonts-'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  try {
    for (const face of FACES) {
      const source = resolve('node_modules', face.source);
      const narrowed = join(work, `${face.out}.ttf`);
      run(['-m', 'fontTools.varLib.instancer', source, `wght=${WEIGHTS.min}:${WEIGHTS.max}`, '-q', '-o', narrowed]);
      const latin = fontkit.default(readFileSync(source)).characterSet;
      const core = new Set(coreCodePoints());
      const parts = {
        core: latin.filter((codePoint) => core.has(codePoint)),
        rest: restCodePoints(latin),
      };
      console.log(`${face.out} (from ${kb(statSync(source).size)}):`);
      for (const [part, codePoints] of Object.entries(parts)) {
        const out = resolve('lib/fonts', `${face.out}-${part}.woff2`);
        run([
          '-m',
          'fontTools.subset',
          narrowed,
          `--unicodes=${codePoints.map((codePoint) => codePoint.toString(16)).join(',')}`,
          `--layout-features=${FEATURES}`,
          '--flavor=woff2',
          `--output-file=${out}`,
        ]);
        console.log(
          `  ${face.out}-${part}.woff2: ${kb(statSync(out).size)}, unicode-range: ${unicodeRange(codePoints)}`,
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
