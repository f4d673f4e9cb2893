/**
 * Lets the browser compile the scripts every page starts with away from the main thread.
 *
 * V8 compiles a script's functions lazily: the first call of each one compiles it, on the main thread, in
 * the middle of the page's start-up. The framework's start-up calls most of the functions in its chunks
 * (React, the router, the Turbopack runtime, the root layout's client components), so that compilation
 * lands in one long task just when the page becomes interactive. A script that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` is compiled whole, eagerly, while it streams in (Chrome's explicit compile
 * hints; other browsers ignore the comment). In Lighthouse's phone profile this halves the blocking time of
 * start-up on a post and on the contact page (`npm run audit:lighthouse`).
 *
 * After `next build` compiles (next.config.ts, `compiler.runAfterProductionCompile`), the comment is written
 * at the top of exactly the chunks pages name in their HTML: the framework's (`rootMainFiles` of the build
 * manifest) and the entry chunks of each app route (`entryJSFiles` of its client reference manifest).
 * Chunks loaded on demand (GSAP, Splide, a form's extras) stay lazy: most of their functions may never run.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  BUILD_MANIFEST,
  CLIENT_REFERENCE_MANIFEST_FILE,
  CLIENT_REFERENCE_MANIFEST_GLOBAL,
  PRERENDERED_APP_DIR,
} from '../../lib/next-internals.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** The client reference manifests of every app route, as Next writes them (one JS file per route). */
async function clientManifests(distDir: string): Promise<ClientReferenceManifest[]> {
  const appDir = join(distDir, PRERENDERED_APP_DIR);
  if (!existsSync(appDir)) return [];
  const files = (await readdir(appDir, { recursive: true }))
    .filter((file) => CLIENT_REFERENCE_MANIFEST_FILE.test(file))
    .sort();
  const manifests: ClientReferenceManifest[] = [];
  for (const file of files) {
    // Each file assigns into a global (globalThis.__RSC_MANIFEST); run it in an empty context of its own to read it.
    const context: Record<string, Record<string, ClientReferenceManifest> | undefined> = {};
    runInNewContext(await readFile(join(appDir, file), 'utf8'), context, { timeout: 1000 });
    manifests.push(...Object.values(context[CLIENT_REFERENCE_MANIFEST_GLOBAL] ?? {}));
  }
  return manifests;
}

/** The chunks pages start with, relative to the build folder (`static/chunks/….js`), sorted. */
export async function bootChunks(distDir: string): Promise<string[]> {
  const chunks = new Set<string>();
  const buildManifest = JSON.parse(await readFile(join(distDir, BUILD_MANIFEST), 'utf8')) as {
    rootMainFiles?: string[];
  };
  for (const file of buildManifest.rootMainFiles ?? []) chunks.add(file);
  for (const manifest of await clientManifests(distDir))
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
  return [...chunks].filter((file) => file.startsWith('static/') && file.endsWith('.js')).sort();
}

/** Writes the hint at the top of every boot chunk that lacks it; returns the chunks it changed. */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const changed: string[] = [];
  for (const chunk of await bootChunks(distDir)) {
    const file = join(distDir, chunk);
    if (!existsSync(file)) throw new Error(`compile hints: ${chunk} is named by the build manifests but missing`);
    const text = await readFile(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + text);
    changed.push(chunk);
  }
  return changed;
}
