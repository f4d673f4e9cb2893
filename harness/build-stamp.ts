/**
 * The stamp a production build carries (the content source it was made for, when): `npm start`, the cluster and
 * the corpora suite read it to start a current build rather than rebuild.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSourceIdentity } from '../server/cache/content-source.mjs';

const DIST = process.env.NEXT_DIST_DIR || '.next';
const stampFile = (dist: string) => join(dist, 'altitude-build.json');
const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'server/cache',
  'server/html',
  'server/security',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/**
 * A build is made for one content source: the pages it prerenders (the not-found and "temporarily
 * unavailable" pages, in the site's shell) carry that source's menus and stylesheet. Another protocol, host,
 * port or path is another source (server/cache/content-source.mjs).
 */
interface Stamp {
  contentSource?: string;
  builtAt?: number;
}

function readStamp(dist: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(stampFile(dist), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** True when a production build exists, is newer than every source, and was made for the same content source. */
export function buildIsCurrent(graphqlUrl: string, dist = DIST): boolean {
  if (!existsSync(join(dist, 'BUILD_ID'))) return false;
  const stamp = readStamp(dist);
  if (stamp?.contentSource !== contentSourceIdentity(graphqlUrl) || typeof stamp.builtAt !== 'number') return false;
  return Math.max(...SOURCES.map(newestMtime)) < stamp.builtAt;
}

/** The content source the build was made for, when `npm start` made it. */
export function buildContentSource(dist = DIST): string | undefined {
  return readStamp(dist)?.contentSource;
}

export function writeBuildStamp(graphqlUrl: string, dist = DIST, builtAt = Date.now()): void {
  const stamp: Stamp = { contentSource: contentSourceIdentity(graphqlUrl), builtAt };
  writeFileSync(stampFile(dist), JSON.stringify(stamp));
}
