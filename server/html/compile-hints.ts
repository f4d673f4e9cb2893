/**
 * Lets Chrome compile the scripts every page starts with while they stream, not on each function's first call in
 * one long task at start-up: after `next build` compiles (next.config.ts, `runAfterProductionCompile`), the chunks
 * pages name in their HTML (`rootMainFiles` and each route's `entryJSFiles`) begin with `//# allFunctionsCalledOnLoad`;
 * chunks loaded on demand stay lazy. Measured, and when to delete: docs/performance.md, "Compile hints on the
 * start-up chunks".
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

/** The client reference manifests of every app route (one JS file per route). */
async function clientManifests(distDir: string): Promise<ClientReferenceManifest[]> {
  const appDir = join(distDir, PRERENDERED_APP_DIR);
  if (!existsSync(appDir)) return [];
  const files = (await readdir(appDir, { recursive: true }))
    .filter((file) => CLIENT_REFERENCE_MANIFEST_FILE.test(file))
    .sort();
  const manifests: ClientReferenceManifest[] = [];
  for (const file of files) {
    // Each file assigns into a global: run in an empty context of its own, it is read from there.
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
