/**
 * Starts the site for the corpora suite (playwright.corpora.config.ts) as `npm start` does, in its own build
 * folder (NEXT_DIST_DIR). A build is made for one content source (harness/build-stamp.ts), so this WordPress
 * would need one of its own; when the demo WordPress suite's build (COPY_BUILD_FROM) is current with the sources,
 * it is copied instead, without the content it cached (lib/next-internals.mjs, CONTENT_CACHE_DIRS: the server
 * adopts the new source on an empty cache, server/cache/adopt-content-source.ts), and served as it is
 * (`--no-build`). Its prerendered pages (not found, temporarily unavailable) then keep the menus of the WordPress
 * it was built on; no test here reads them.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CONTENT_CACHE_DIRS } from '../../lib/next-internals.mjs';
import { buildContentSource, buildIsCurrent } from '../../harness/build-stamp';

const dist = resolve(process.env.NEXT_DIST_DIR || '.next-corpora');
const from = process.env.COPY_BUILD_FROM ? resolve(process.env.COPY_BUILD_FROM) : undefined;
const source = process.env.WORDPRESS_GRAPHQL_URL;
const args: string[] = [];

if (source && !buildIsCurrent(source, dist) && from && existsSync(from)) {
  const builtFor = buildContentSource(from);
  if (builtFor && buildIsCurrent(builtFor, from)) {
    const started = Date.now();
    const skipped = ['cache', ...CONTENT_CACHE_DIRS].map((dir) => join(from, dir));
    rmSync(dist, { recursive: true, force: true });
    cpSync(from, dist, {
      recursive: true,
      filter: (path) => !skipped.some((dir) => path === dir || path.startsWith(`${dir}/`)),
    });
    args.push('--no-build');
    console.log(
      `[corpora] copied the build of ${relative(process.cwd(), from)} to ${relative(process.cwd(), dist)} ` +
        `without its caches in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
