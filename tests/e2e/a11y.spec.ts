import { expect, test } from '../support/fixtures';
import { PAGE_TYPES, addressOf, auditAddress } from '../../harness/pages';

/**
 * The accessibility audit: axe (WCAG 2.2 A and AA) on every template, at the desktop and the phone
 * width. `npm run audit:a11y` runs the same audit and prints it as a table.
 */
test.describe('accessibility of every template', () => {
  for (const pageType of PAGE_TYPES) {
    test(`axe: ${pageType.type}`, async ({ page }) => {
      const path = await addressOf(page, pageType);
      const summary = await auditAddress(page, path, 'status' in pageType ? pageType.status : 200);
      expect(summary.violations, `axe on ${path}`).toEqual([]);
      expect(summary.passes).toBeGreaterThan(10);
    });
  }
});
