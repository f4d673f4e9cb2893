/**
 * `npm run bench:scale`: what a WordPress with years of content costs the site, beside a small one.
 *
 * Two real WordPresses from the kit, one after the other on the same ports (so one build serves both): each seeded
 * with the demo content (its /insights/ lists every post), then
 *   - large: POSTS (default 20,000) more posts in CATEGORIES (300) categories and TAGS (2,000) tags, entered in one
 *     PHP process (wordpress/dev/seed-volume.php);
 *   - small: the WordPress theme unit test data (../shared/corpora/wordpress-theme-test-data/), imported with the
 *     kit's WordPress Importer (harness/wordpress/import.ts).
 * The site starts on each with empty caches and is asked, cold then warm: the home page, a post from the middle of
 * the archive, the listing's first and deepest page, the sitemap, and a search; then a post deep in the archive is edited in
 * WordPress (its change notice reaches the site) and the GraphQL requests it causes until the sitemap is fresh again are
 * counted. For each view: the time to the
 * last byte and the GraphQL requests WordPress answered for it (its nginx access log). Then the site server's
 * memory (RSS and peak). Writes bench/results/scale.md.
 *
 * Ports: BENCH_SCALE_PORT (default 3610) for the site, the two above it for WordPress and MariaDB.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { SOURCE_RECORD } from '../server/cache/adopt-content-source';
import { REPO_ROOT, startWordPress, wordpressPhp, type WordPress } from '../harness/wordpress/kit';
import { importWxr } from '../harness/wordpress/import';
import { seedWordPress } from '../harness/wordpress/seed';
import { createPreviewUser } from '../harness/wordpress/test-instance';
import { startSite, verboseLog, type RunningSite } from '../harness/site';

const SITE_PORT = Number(process.env.BENCH_SCALE_PORT || 3610);
const WORDPRESS_PORT = SITE_PORT + 1;
const DB_PORT = SITE_PORT + 2;
const CMS_PORT = SITE_PORT + 3;
const DIST_DIR = process.env.BENCH_SCALE_DIST_DIR || '.next-bench-scale';
const POSTS = Number(process.env.POSTS || 20_000);
const CATEGORIES = Number(process.env.CATEGORIES || 300);
const TAGS = Number(process.env.TAGS || 2_000);
const SECRET = 'bench-scale-revalidate-secret-0123456789';
const THEME_UNIT_TEST = resolve(
  REPO_ROOT,
  '../shared/corpora/wordpress-theme-test-data/themeunittestdata.wordpress.xml',
);

interface View {
  name: string;
  path: string;
}

interface Measure {
  status: number;
  ms: number;
  requests: number;
}

interface SiteResult {
  label: string;
  content: string;
  posts: number;
  seedSeconds: number;
  views: { view: View; cold: Measure; warm: Measure }[];
  edit: Measure;
  rssMb: number;
  peakRssMb: number;
}

const log = (line: string) => console.log(line);

function graphqlRequests(wordpress: WordPress): number {
  const file = join(wordpress.dataDir, 'logs', 'nginx-access.log');
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"POST /graphql')).length;
}

/** Waits until WordPress has answered no GraphQL request for 5 s (at most a minute): work still under way is not counted. */
async function quiet(wordpress: WordPress): Promise<void> {
  const deadline = Date.now() + 60_000;
  let count = graphqlRequests(wordpress);
  let since = Date.now();
  while (Date.now() - since < 5_000 && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 500));
    const now = graphqlRequests(wordpress);
    if (now !== count) [count, since] = [now, Date.now()];
  }
}

async function measure(site: RunningSite, wordpress: WordPress, path: string): Promise<Measure> {
  await quiet(wordpress);
  const before = graphqlRequests(wordpress);
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(600_000) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  // nginx writes its log line as the answer ends; a moment for it to land.
  await new Promise((done) => setTimeout(done, 200));
  return { status: response.status, ms, requests: graphqlRequests(wordpress) - before };
}

/** The site server's memory: the process that listens on the site's port. */
function siteMemory(port: number): { rssMb: number; peakRssMb: number } {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

function importTestData(wordpress: WordPress): string {
  const [result] = importWxr(wordpress, [THEME_UNIT_TEST]);
  if (!result || result.entries.length === 0) throw new Error('the theme unit test data did not import');
  return 'the demo content and the theme unit test data';
}

async function benchOne(label: string, large: boolean): Promise<SiteResult> {
  log(`\n${label}: a fresh WordPress on port ${WORDPRESS_PORT}…`);
  const dataDir = join(REPO_ROOT, '.data', 'bench-scale-wordpress');
  const wordpress = await startWordPress({
    dataDir,
    fresh: true,
    port: WORDPRESS_PORT,
    dbPort: DB_PORT,
    log: verboseLog('wordpress'),
    constants: {
      ALTITUDE_REVALIDATE_URL: `http://127.0.0.1:${SITE_PORT}/api/revalidate`,
      ALTITUDE_REVALIDATE_SECRET: SECRET,
    },
  });
  let site: RunningSite | undefined;
  try {
    log(`  ${seedWordPress(wordpress).split('\n').at(-1)}`);
    const preview = createPreviewUser(wordpress);
    const seedStarted = performance.now();
    let content = 'the demo content';
    if (large) {
      const result = spawnSync(
        'php',
        [
          '-d',
          'memory_limit=1G',
          join(REPO_ROOT, 'wordpress/dev/seed-volume.php'),
          wordpress.wpDir,
          String(POSTS),
          String(CATEGORIES),
          String(TAGS),
        ],
        { encoding: 'utf8', cwd: wordpress.wpDir },
      );
      if (result.status !== 0) throw new Error(`seed-volume.php failed: ${result.stderr || result.stdout}`);
      log(`  seeded ${result.stdout.trim()}`);
      content = `the demo content and ${POSTS.toLocaleString('en')} posts in ${CATEGORIES} categories and ${TAGS.toLocaleString('en')} tags`;
    } else {
      content = importTestData(wordpress);
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const php = (code: string) => wordpressPhp(wordpress.wpDir, code).trim();
    const posts = Number(php("echo wp_count_posts('post')->publish;"));
    const middle = php(
      `$p = get_posts(array('numberposts' => 1, 'offset' => ${Math.floor(posts / 2)}, 'orderby' => 'date', 'order' => 'DESC')); echo wp_make_link_relative(get_permalink($p[0]));`,
    );
    const deep = Number(
      php(
        `$p = get_posts(array('numberposts' => 1, 'offset' => ${Math.floor((posts * 3) / 4)}, 'orderby' => 'date', 'order' => 'DESC', 'fields' => 'ids')); echo $p[0];`,
      ),
    );
    const deepest = Math.max(1, Math.ceil(posts / 12));
    const views: View[] = [
      { name: 'home', path: '/' },
      { name: 'a post', path: middle },
      { name: 'listing page 1', path: '/insights/' },
      { name: `deepest listing page (${deepest})`, path: deepest > 1 ? `/insights/page/${deepest}/` : '/insights/' },
      { name: 'sitemap', path: '/sitemap.xml' },
      // WordPress's own search over every type (app/search/): a word of the demo content, on both WordPresses.
      { name: 'search (marketing)', path: '/search/?q=marketing' },
    ];

    // Empty caches: the server forgets what the build folder cached for an earlier run (server/cache/adopt-content-source.ts).
    rmSync(join(DIST_DIR, SOURCE_RECORD), { force: true });
    log(`  starting the site on port ${SITE_PORT} (build folder ${DIST_DIR})…`);
    site = await startSite({
      port: SITE_PORT,
      cmsPort: CMS_PORT,
      distDir: DIST_DIR,
      readyPath: '/robots.txt',
      log: verboseLog('site'),
      wordpress: { graphqlUrl: wordpress.graphqlUrl, revalidateSecret: SECRET, preview },
    });
    const results: SiteResult['views'] = [];
    for (const view of views) results.push({ view, cold: await measure(site, wordpress, view.path), warm: undefined! });
    // Past the site server's moment-long page copy (PAGE_CACHE_TTL_MS): warm is Next's cache, not that copy.
    await new Promise((done) => setTimeout(done, 1_500));
    for (const result of results) result.warm = await measure(site, wordpress, result.view.path);
    for (const result of results) {
      log(
        `  ${result.view.name}: cold ${result.cold.ms.toFixed(0)} ms, ${result.cold.requests} req (${result.cold.status}); warm ${result.warm.ms.toFixed(0)} ms, ${result.warm.requests} req`,
      );
    }

    // An editor saves a post deep in the archive; its notice reaches the site, which marks what shows it stale. The
    // next visit to the sitemap is answered at once from the stale copy and refreshes it in the background: every
    // GraphQL request from the save until that refresh has had time is what the edit cost.
    const beforeEdit = graphqlRequests(wordpress);
    php(`wp_update_post(array('ID' => ${deep}, 'post_title' => 'Edited deep in the archive'));`);
    await new Promise((done) => setTimeout(done, 3_000));
    const edit = await measure(site, wordpress, '/sitemap.xml');
    await new Promise((done) => setTimeout(done, 10_000));
    const refreshed = await fetch(`${site.url}/sitemap.xml`);
    await refreshed.arrayBuffer();
    edit.status = refreshed.status;
    edit.requests = graphqlRequests(wordpress) - beforeEdit;
    log(`  an edit deep in the archive: ${edit.requests} GraphQL requests to refresh the sitemap`);
    const memory = siteMemory(SITE_PORT);
    log(`  site memory: ${memory.rssMb.toFixed(0)} MB (peak ${memory.peakRssMb.toFixed(0)} MB)`);
    return { label, content, posts, seedSeconds, views: results, edit, ...memory };
  } finally {
    await site?.stop();
    await wordpress.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: SiteResult[]): string {
  const [small, large] = results as [SiteResult, SiteResult];
  const ms = (m: Measure) => `${Math.round(m.ms)} ms`;
  const rows = small.views.map((row, i) => {
    const big = large.views[i]!;
    return `| ${row.view.name.replace(/ \(\d+\)/, '')} | ${ms(row.cold)} / ${row.cold.requests} | ${ms(row.warm)} / ${row.warm.requests} | ${ms(big.cold)} / ${big.cold.requests} | ${ms(big.warm)} / ${big.warm.requests} |`;
  });
  return `# bench:scale

${new Date().toISOString().slice(0, 10)}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${process.env.BENCH_MACHINE || 'a shared 2-core machine'}. \`npm run bench:scale\` (bench/scale.ts)${
    process.env.CMS_TIMEOUT_MS ? `, with CMS_TIMEOUT_MS=${process.env.CMS_TIMEOUT_MS}` : ''
  }.

- **small**: ${small.content}: ${small.posts.toLocaleString('en')} published posts (deepest listing page ${small.views[3]!.view.path}).
- **large**: ${large.content}: ${large.posts.toLocaleString('en')} published posts (deepest listing page ${large.views[3]!.view.path}), seeded in ${large.seedSeconds.toFixed(0)} s.

Each cell: time to the last byte / GraphQL requests WordPress answered for that view (its nginx log). Cold: the
first visit after the site started with empty caches, in the order of the rows (the first listing page takes its
page count from WordPress's count and walks the content index after its answer; the deepest page, asked at once,
joins that walk for its cursor). Warm: the same again 1.5 s later.

| View | small cold | small warm | large cold | large warm |
| ---- | ---------- | ---------- | ---------- | ---------- |
${rows.join('\n')}
| an edit deep in the archive: GraphQL requests until the sitemap is fresh | ${small.edit.requests} | | ${large.edit.requests} | |
| site server memory (RSS, peak) | ${small.rssMb.toFixed(0)} MB, ${small.peakRssMb.toFixed(0)} MB | | ${large.rssMb.toFixed(0)} MB, ${large.peakRssMb.toFixed(0)} MB | |
`;
}

async function main() {
  mkdirSync('bench/results', { recursive: true });
  const results = [await benchOne('small', false), await benchOne('large', true)];
  const text = report(results);
  writeFileSync('bench/results/scale.md', text);
  console.log(`\n${text}\nWritten to bench/results/scale.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
