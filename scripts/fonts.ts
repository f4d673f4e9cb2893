/**
 * `npm run fonts`: rebuilds the self-hosted faces in lib/fonts/ from the @fontsource packages.
 *
 * Each face is @fontsource's Latin file (every character it has, no more), with its weight axis narrowed to
 * the weights the stylesheets use (400–700) and only the OpenType features a browser applies by default to
 * running text kept (Inter Tight's fraction and figure alternates go). On a phone the two faces together
 * cost about 61 KB instead of 80 KB, bytes that otherwise compete with the hero picture for the first second.
 *
 * Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli). The results are committed, so
 * neither building nor running the site needs Python.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Lightest and heaviest weights the stylesheets ask for; lighter or heavier requests get the nearest. */
const WEIGHTS = { min: 400, max: 700 };
const FEATURES = 'kern,liga,calt,ccmp,locl,mark,mkmk,rvrn';

const FACES = [
  { source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', out: 'fraunces-latin.woff2' },
  {
    source: '@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2',
    out: 'inter-tight-latin.woff2',
  },
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
  try {
    for (const face of FACES) {
      const source = resolve('node_modules', face.source);
      const narrowed = join(work, `${face.out}.ttf`);
      const out = resolve('lib/fonts', face.out);
      run(['-m', 'fontTools.varLib.instancer', source, `wght=${WEIGHTS.min}:${WEIGHTS.max}`, '-q', '-o', narrowed]);
      run([
        '-m',
        'fontTools.subset',
        narrowed,
        '--unicodes=*',
        `--layout-features=${FEATURES}`,
        '--flavor=woff2',
        `--output-file=${out}`,
      ]);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(`${face.out}: ${kb(statSync(out).size)} (from ${kb(statSync(source).size)})`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
