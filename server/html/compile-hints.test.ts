import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, bootChunks } from './compile-hints';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dist!, file)), { recursive: true });
  writeFileSync(join(dist!, file), text);
};
const read = (file: string) => readFileSync(join(dist!, file), 'utf8');
const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,(e)=>{}]);`;

/** A build folder shaped as `next build` leaves it (Turbopack): manifests, boot chunks, on-demand chunks. */
function build() {
  dist = mkdtempSync(join(tmpdir(), 'hints-'));
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'],
    }),
  );
  const manifest = (route: string, entries: Record<string, string[]>) =>
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`;
  write(
    'server/app/[[...uri]]/page_client-reference-manifest.js',
    manifest('/[[...uri]]/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/[[...uri]]/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
    }),
  );
  write('server/app/_not-found/page_client-reference-manifest.js', manifest('/_not-found/page', {}));
  for (const name of ['react', 'turbopack-runtime', 'layout', 'page', 'polyfills', 'gsap', 'splide'])
    write(`static/chunks/${name}.js`, chunk(name));
}

describe('compile hints', () => {
  it('finds the chunks pages start with: the framework’s and each route’s entry chunks', async () => {
    build();
    expect(await bootChunks(dist!)).toEqual([
      'static/chunks/layout.js',
      'static/chunks/page.js',
      'static/chunks/react.js',
      'static/chunks/turbopack-runtime.js',
    ]);
  });

  it('puts the hint on the first line of those chunks only, once, leaving their code as it was', async () => {
    build();
    const changed = await addCompileHints(dist!);
    expect(changed).toHaveLength(4);
    for (const name of ['react', 'turbopack-runtime', 'layout', 'page'])
      expect(read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + chunk(name));
    // Loaded on demand, or only by old browsers: stay lazily compiled.
    for (const name of ['gsap', 'splide', 'polyfills']) expect(read(`static/chunks/${name}.js`)).toBe(chunk(name));
    // A second run (e.g. the hook running again on the same folder) changes nothing.
    expect(await addCompileHints(dist!)).toEqual([]);
    expect(read('static/chunks/react.js')).toBe(COMPILE_HINT + chunk('react'));
  });

  it('fails the build when a manifest names a chunk that is not there', async () => {
    build();
    rmSync(join(dist!, 'static/chunks/page.js'));
    await expect(addCompileHints(dist!)).rejects.toThrow(
      /static\/chunks\/page\.js is named by the build manifests but missing/,
    );
  });
});
