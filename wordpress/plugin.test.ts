import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSignature, signPayload } from '@/lib/cms/revalidate';

const plugin = fileURLToPath(new URL('./altitude-headless/altitude-headless.php', import.meta.url));

/** Loads the plugin with WordPress's hook functions stubbed, runs a PHP expression, returns its output. */
function php(expression: string): string {
  const program = `
    define('ABSPATH', '/');
    function add_action(...$args) {}
    function add_filter(...$args) {}
    require ${JSON.stringify(plugin)};
    echo ${expression};
  `;
  return execFileSync('php', ['-r', program], { encoding: 'utf8' });
}

describe('the WordPress companion plugin', () => {
  it('is valid PHP', () => {
    expect(execFileSync('php', ['-l', plugin], { encoding: 'utf8' })).toContain('No syntax errors');
  });

  it('signs change notices exactly as the site verifies them', () => {
    const body = JSON.stringify({ kind: 'node', uri: '/about-us/', contentType: 'page', categories: [] });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = php(`altitude_sign('a-shared-secret-value', '${timestamp}', ${JSON.stringify(body).replace(/\$/g, '\\$')})`);
    expect(signature).toBe(signPayload('a-shared-secret-value', timestamp, body));
    expect(checkSignature('a-shared-secret-value', body, signature, timestamp)).toBe('ok');
  });
});
