/**
 * Runs commands with a fresh, seeded real WordPress up (harness/wordpress/test-instance.ts), then stops it:
 *
 *   tsx scripts/wordpress/with-wordpress.ts "vitest run --config vitest.wordpress.config.ts" "playwright test …"
 *
 * Each command runs in turn with TEST_WORDPRESS (the instance as JSON) in its environment; the exit code is the
 * first failing command's. With --corpora first, the WordPress holds the imported test corpora instead
 * (harness/wordpress/corpora-instance.ts), described in TEST_CORPORA_WORDPRESS:
 *
 *   tsx scripts/wordpress/with-wordpress.ts --corpora "playwright test -c playwright.corpora.config.ts"
 */
import { spawn } from 'node:child_process';
import { startCorporaWordPress } from '../../harness/wordpress/corpora-instance';
import { KitError } from '../../harness/wordpress/kit';
import { startTestWordPress } from '../../harness/wordpress/test-instance';

async function main() {
  const corpora = process.argv[2] === '--corpora';
  const commands = process.argv.slice(corpora ? 3 : 2);
  const log = (line: string) => console.log(`[wordpress] ${line}`);
  let started;
  try {
    started = corpora ? await startCorporaWordPress(log) : await startTestWordPress(log);
  } catch (error) {
    console.error(`[wordpress] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof KitError ? 1 : 2);
  }
  const env = {
    ...process.env,
    [corpora ? 'TEST_CORPORA_WORDPRESS' : 'TEST_WORDPRESS']: JSON.stringify(started.instance),
  };
  let code = 0;
  for (const command of commands) {
    const exit = await new Promise<number>((done) => {
      const child = spawn(command, { shell: true, stdio: 'inherit', env });
      child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
    });
    if (exit !== 0 && code === 0) code = exit;
  }
  await started.stop();
  process.exit(code);
}

void main();
