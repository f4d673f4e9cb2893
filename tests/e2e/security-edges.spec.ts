import { test } from '../support/fixtures';
import { EDGE_CHECKS, EDGE_SITE_ENV } from '../security/edge-checks';
import { startSecuredSite } from '../support/secured-site';
import { sharedBySpec } from '../support/spec-server';

/**
 * The hostile requests of tests/security/edge-checks.ts against the production server (behind its security
 * layer), started with the checks' own environment. Desktop only, plain HTTP: no browser is opened.
 */
const site = sharedBySpec(test, () => startSecuredSite(EDGE_SITE_ENV), 120_000);

for (const check of EDGE_CHECKS) {
  test(`finding ${check.finding}: ${check.name}`, async () => {
    await check.run(site.url);
  });
}
