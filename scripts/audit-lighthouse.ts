/**
 * `npm run audit:lighthouse`: Lighthouse's mobile profile in Debian's Chromium, three runs per page on the
 * home page, a post, the team page, a podcast episode and the contact page; prints the medians and exits 1
 * when a budget is missed (Performance ≥ 95, Accessibility, Best Practices and SEO 100, CLS ≤ 0.02, largest
 * paint = the hero's headline or picture).
 *
 * Starts the site as `npm start` does (ports AUDIT_PORT, default 3444, and AUDIT_CMS_PORT, 4444), or
 * audits a running site: AUDIT_URL=http://127.0.0.1:3000 npm run audit:lighthouse
 */
import { auditLighthouse, lighthouseTable } from '../bench/lib/lighthouse-audit';
import { LIGHTHOUSE_PAGES } from '../bench/lib/pages';
import { siteToAudit } from '../harness/site';

async function main() {
  const site = await siteToAudit({ port: 3444, cmsPort: 4444 });
  const origin = site.origin;
  try {
    // Every page rendered once, so the audit sees what visitors get from the cache.
    for (const { path } of LIGHTHOUSE_PAGES) await (await fetch(`${origin}${path}`)).arrayBuffer();
    const verdicts = await auditLighthouse(origin, Number(process.env.AUDIT_RUNS || 3), (line) => console.log(line));
    console.log(`\nLighthouse, mobile profile, median of ${process.env.AUDIT_RUNS || 3} runs\n`);
    console.log(lighthouseTable(verdicts));
    const missed = verdicts.filter((verdict) => verdict.problems.length);
    console.log(missed.length ? `\n${missed.length} page(s) miss a budget.` : '\nEvery page meets its budget.');
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
