/**
 * The HTML `next build` prerendered for a static route (`app/…/page.tsx` with no dynamic input), read from
 * the build folder: the status pages the site server sends in place of Next's own answer start from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_APP_DIR } from '../lib/next-internals.mjs';

/** `route` as the site addresses it (`/_status/unavailable/`); undefined when the build has no such page. */
export function readPrerenderedPage(distDir: string, route: string): string | undefined {
  const file = join(distDir, PRERENDERED_APP_DIR, `${route.replace(/\/$/, '')}.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
