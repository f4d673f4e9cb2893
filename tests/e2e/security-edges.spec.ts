import { test } from './fixtures';
import { EDGE_CHECKS, EDGE_SITE_ENV } from '../security/edge-checks';
import { startSecuredSite, type SecuredSite } from './security-support';

/**
 * The hostile requests of tests/security/edge-checks.ts against the production server (behind its security
 * layer), started with the checks' own environment. Desktop only, plain HTTP: no browser is opened.
 */
test.describe.configure({ mode: 'serial' });

let site: SecuredSite;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  site = await startSecuredSite(EDGE_SITE_ENV);
});
test.afterAll(async () => {
  await site?.stop();
});

for (const check of EDGE_CHECKS) {
  test(`finding ${check.finding}: ${check.name}`, async () => {
    await check.run(site.url);
  });
}
