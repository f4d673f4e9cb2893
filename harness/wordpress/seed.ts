/**
 * Seeds a real WordPress with the demo content pack the embedded content server serves (content-server/content-pack):
 * the pack goes over as JSON and wordpress/dev/seed.php enters it through WordPress's own functions.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPack } from '../../content-server/content-pack/index';
import { KitError, REPO_ROOT, runDevScript, type WordPress } from './kit';

export const PACK_UPLOADS = join(REPO_ROOT, 'content-server', 'content-pack', 'uploads');

export function seedWordPress(wordpress: WordPress): string {
  const packFile = join(wordpress.dataDir, 'pack.json');
  writeFileSync(packFile, JSON.stringify(contentPack));
  const result = runDevScript(wordpress.wpDir, 'seed.php', [packFile, PACK_UPLOADS], 16 << 20);
  if (result.status !== 0) {
    throw new KitError(`Seeding WordPress failed (exit ${result.status}):\n${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout.trim();
}
