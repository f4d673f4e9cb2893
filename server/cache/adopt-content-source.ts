/**
 * A change of content source (the demo to a real WordPress, or WordPress at another address) never shows the
 * previous source's pages or pictures: Next.js keeps what it renders, fetches and optimises in the build folder,
 * keyed by address alone, so the folder records whose they are (`cache/content-source.json`) and a build
 * (next.config.ts) or a starting server (instrumentation.ts) for another source empties them first. Prerendered
 * pages are the build's own: a source change makes the build out of date instead (harness/build-stamp.ts).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildFolder } from '../../lib/env';
import { BUILD_ID_FILE, CONTENT_CACHE_DIRS } from '../../lib/next-internals.mjs';
import { contentSourceIdentity, contentSourceUrl } from './content-source.mjs';

/** Whose content the caches hold. Beside them, so it goes wherever the cache folder goes. */
export const SOURCE_RECORD = 'cache/content-source.json';

/** `unchanged`: the caches are the source's; `recorded`: nothing was cached yet; `emptied`: another's were. */
export type Adoption = 'unchanged' | 'recorded' | 'emptied';

/** Makes the build folder's caches belong to `source` (a contentSourceIdentity), emptying another source's. */
export function adoptContentSource(distDir: string, source: string, log: Pick<Console, 'log'> = console): Adoption {
  const recorded = readRecord(join(distDir, SOURCE_RECORD));
  if (recorded === source) return 'unchanged';
  const held = CONTENT_CACHE_DIRS.filter((dir) => holdsFiles(join(distDir, dir)));
  if (recorded === undefined && held.length === 0) {
    writeRecord(distDir, source);
    return 'recorded';
  }
  for (const dir of CONTENT_CACHE_DIRS) {
    try {
      rmSync(join(distDir, dir), { recursive: true, force: true });
    } catch (error) {
      // Serving on would show the other source's pages: better not to start than to do that.
      throw new Error(
        `content source is now ${source}, but ${join(distDir, dir)} (cached for ${recorded ?? 'an unrecorded source'}) could not be emptied`,
        { cause: error },
      );
    }
  }
  writeRecord(distDir, source);
  log.log(
    `content source changed from ${recorded ?? 'an unrecorded source'} to ${source}: emptied the cached pages, ` +
      `content reads and pictures in ${distDir} (${held.length ? held.join(', ') : 'nothing was cached'})`,
  );
  return 'emptied';
}

/** The content source this process's environment names (WORDPRESS_GRAPHQL_URL or the embedded server). */
export function configuredContentSource(env: Record<string, string | undefined> = process.env): string {
  return contentSourceIdentity(contentSourceUrl(env));
}

/** For a starting server: the build folder and content source this process's environment names. */
export function adoptServerContentSource(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
  log: Pick<Console, 'log'> = console,
): Adoption | undefined {
  // Named at run time, so not the build's to trace (it would take in the whole project).
  const distDir = resolve(/* turbopackIgnore: true */ cwd, buildFolder(env));
  if (!existsSync(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ distDir, BUILD_ID_FILE)))
    return undefined;
  return adoptContentSource(distDir, configuredContentSource(env), log);
}

function readRecord(file: string): string | undefined {
  try {
    const { source } = JSON.parse(readFileSync(file, 'utf8')) as { source?: unknown };
    return typeof source === 'string' ? source : undefined;
  } catch {
    return undefined;
  }
}

function holdsFiles(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

/** Written whole or not at all: several instances sharing a build folder may start together. */
function writeRecord(distDir: string, source: string): void {
  const file = join(distDir, SOURCE_RECORD);
  mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ source })}\n`);
  renameSync(temporary, file);
}
