import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.env.NEXT_DIST_DIR || '.next';
const STAMP = join(DIST, 'altitude-build.json');
const SOURCES = ['app', 'components', 'lib', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** The content system's host is baked into the build (image optimisation), so it is part of the stamp. */
function cmsHost(graphqlUrl: string): string {
  return new URL(graphqlUrl).hostname;
}

/** True when a production build exists, is newer than every source, and was made for the same CMS host. */
export function buildIsCurrent(graphqlUrl: string): boolean {
  if (!existsSync(join(DIST, 'BUILD_ID')) || !existsSync(STAMP)) return false;
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as { cmsHost?: string; builtAt?: number };
    if (stamp.cmsHost !== cmsHost(graphqlUrl) || typeof stamp.builtAt !== 'number') return false;
    return Math.max(...SOURCES.map(newestMtime)) < stamp.builtAt;
  } catch {
    return false;
  }
}

export function writeBuildStamp(graphqlUrl: string): void {
  writeFileSync(STAMP, JSON.stringify({ cmsHost: cmsHost(graphqlUrl), builtAt: Date.now() }));
}
