import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_REFRESH_TOKEN } from '../../lib/env';

const distDir = process.env.NEXT_DIST_DIR || '.next';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe('the form token stays on the server', () => {
  test('no client asset of the build contains it', () => {
    const assets = filesUnder(join(distDir, 'static'));
    expect(assets.length).toBeGreaterThan(5);
    const leaking = assets.filter((file) => readFileSync(file).includes(DEMO_REFRESH_TOKEN));
    expect(leaking).toEqual([]);
  });

  for (const path of ['/', '/contact/', '/hot-air/', '/about-us/', '/no-such-page/']) {
    test(`the HTML of ${path} does not contain it`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      expect(html.length).toBeGreaterThan(500);
      expect(html).not.toContain(DEMO_REFRESH_TOKEN);
    });
  }
});
