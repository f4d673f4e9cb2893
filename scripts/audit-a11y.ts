/**
 * `npm run audit:a11y`: axe (WCAG 2.2 A and AA) in Chromium on every template of the site, at the desktop
 * and the phone width; prints a table per viewport and exits 1 when any page has a violation.
 *
 * Starts the site as `npm start` does (ports AUDIT_PORT, default 3443, and AUDIT_CMS_PORT, 4443), or
 * audits a running site: AUDIT_URL=http://127.0.0.1:3000 npm run audit:a11y
 */
import { chromium, devices } from '@playwright/test';
import { siteToAudit } from '../harness/site';
import { launchOptions } from '../harness/chromium';
import { PAGE_TYPES, addressOf, auditAddress, type AxeSummary } from '../harness/pages';

const VIEWPORTS = [
  { name: 'desktop 1280×800', options: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  { name: 'phone 390×844', options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
];

async function main() {
  const site = await siteToAudit({ port: 3443, cmsPort: 4443 });
  const origin = site.origin;
  const browser = await chromium.launch(launchOptions);
  let failed = 0;
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ ...viewport.options, baseURL: origin });
      const page = await context.newPage();
      const rows: string[] = [];
      for (const pageType of PAGE_TYPES) {
        let path: string = 'path' in pageType ? pageType.path : pageType.listing;
        let summary: AxeSummary | undefined;
        let error = '';
        try {
          path = await addressOf(page, pageType);
          summary = await auditAddress(page, path, 'status' in pageType ? pageType.status : 200);
        } catch (caught) {
          error = caught instanceof Error ? caught.message.split('\n')[0]! : String(caught);
        }
        const violations = summary?.violations ?? [];
        const ok = !error && violations.length === 0;
        if (!ok) failed++;
        const detail =
          error ||
          violations
            .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.join(', ')}`)
            .join('; ');
        rows.push(
          `| ${pageType.type} | \`${path}\` | ${summary?.passes ?? '—'} | ${violations.length} | ${ok ? '✓' : `✗ ${detail}`} |`,
        );
      }
      await context.close();
      console.log(`\nAccessibility, ${viewport.name} (axe, WCAG 2.2 A and AA)\n`);
      console.log('| Template | Address | Rules passed | Violations | Result |\n| --- | --- | --- | --- | --- |');
      console.log(rows.join('\n'));
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(failed ? `\n${failed} page(s) with accessibility violations.` : '\nEvery template passes.');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
