/**
 * The yardstick: an empty Next.js App Router page built with this repository's own Next.js, so JavaScript
 * weight and throughput can be compared side by side. It is written to a temporary folder under the
 * git-ignored `.data/`, so it resolves this repository's node_modules (Turbopack does not follow a
 * node_modules symlink that leaves its root).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stopChild, waitForHttp } from '../../harness/site';

const nextBin = resolve('node_modules/next/dist/bin/next');

export interface EmptyApp {
  dir: string;
  serve(port: number): Promise<{ url: string; command: string; stop(): Promise<void> }>;
  remove(): void;
}

function run(args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`next ${args.slice(1).join(' ')} failed (exit ${code}):\n${output}`)),
    );
  });
}

export async function buildEmptyApp(): Promise<EmptyApp> {
  mkdirSync(resolve('.data'), { recursive: true });
  const dir = mkdtempSync(resolve('.data', 'empty-next-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true }));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(resolve('.'))} } };\n`,
  );
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(join(dir, 'app', 'page.jsx'), 'export default function Page() {\n  return <main>Empty</main>;\n}\n');
  await run([nextBin, 'build'], dir);
  return {
    dir,
    async serve(port: number) {
      const child: ChildProcess = spawn(
        process.execPath,
        [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
        {
          cwd: dir,
          env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
          stdio: 'ignore',
        },
      );
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/`, 60_000, child);
      return { url, command: `next start --port ${port} (in ${dir})`, stop: () => stopChild(child) };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
