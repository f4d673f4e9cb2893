/**
 * `npm run bench:freshness`: how long an editor's saved change takes to reach visitors, on a real WordPress.
 *
 * Starts a fresh real WordPress seeded with the demo content (the kit of `npm run test:wordpress`), the site on it
 * as `npm start` runs it (built into BENCH_FRESHNESS_DIST_DIR, default `.next-bench-freshness`) and nginx with
 * deploy/nginx.conf in front. Then, EDITS times (default 20, at least 20 for the report's percentiles to mean
 * anything), it renames a published post through WordPress's REST API as an editor's save does (the companion
 * plugin sends its change notice when the save ends) and, from the moment the save has answered, asks the site and
 * nginx for the post's page every 100 ms until each serves the new title. It reports p50, p95 and the slowest for
 * each, against the goal (p95 ≤ 5 s), writes bench/results/<date>-freshness.md and exits 1 when the goal is missed.
 * The post's title is put back at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startNginx, type RunningNginx } from '../harness/nginx';
import { freePort, wordpressPhp } from '../harness/wordpress/kit';
import { startSiteOnWordPress } from '../harness/site';

const EDITS = Number(process.env.EDITS || 20);
const GOAL_P95_MS = 5000;
/** How long one edit may take to show before the run gives up on it. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 100;

const log = (line: string) => console.log(line);

/** The nearest-rank percentile of `values` (ms). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Asks `url` every POLL_MS until its page contains `text`; the time since `since`, in ms. */
async function until(url: string, text: string, since: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if ((await response.text()).includes(text)) return Date.now() - since;
    } catch {
      // a failed request counts as not yet
    }
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`${url} did not show "${text}" within ${GIVE_UP_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!Number.isInteger(EDITS) || EDITS < 1) throw new Error('EDITS must be a whole number of edits, e.g. 20');
  const ports = { site: await freePort(), cms: await freePort(), nginx: await freePort() };

  const site = await startSiteOnWordPress({
    port: ports.site,
    cmsPort: ports.cms,
    distDir: process.env.BENCH_FRESHNESS_DIST_DIR || '.next-bench-freshness',
  });
  let nginx: RunningNginx | undefined;
  let restore: (() => Promise<unknown>) | undefined;
  try {
    nginx = await startNginx({ port: ports.nginx, upstreamPort: ports.site });
    const { origin, wpDir } = site.wordpress;

    // An editor: the administrator with an Application Password, saving through the REST API as the block editor does.
    const password = wordpressPhp(
      wpDir,
      "list($password) = WP_Application_Passwords::create_new_application_password(1, array('name' => 'bench:freshness')); echo $password;",
    ).trim();
    const auth = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    const [post] = (await (await fetch(`${origin}/wp-json/wp/v2/posts?per_page=1&_fields=id,link,title`)).json()) as {
      id: number;
      link: string;
      title: { rendered: string };
    }[];
    if (!post) throw new Error('WordPress has no published post to edit');
    const path = new URL(post.link).pathname;
    const save = async (title: string) => {
      const response = await fetch(`${origin}/wp-json/wp/v2/posts/${post.id}`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      if (!response.ok) throw new Error(`saving the post answered ${response.status}: ${await response.text()}`);
    };
    const original = post.title.rendered;
    restore = () => save(original);
    log(`Editing "${original}" (${path}) ${EDITS} times; each edit is read back from the site and through nginx…`);
    for (const url of [site.url, nginx.url]) await until(`${url}${path}`, '<', Date.now());

    const loadBefore = loadavg()[0]!;
    const rows: { save: number; site: number; nginx: number }[] = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const title = `Freshness check ${edit} ${Math.random().toString(36).slice(2, 8)}`;
      const started = Date.now();
      await save(title);
      const saved = Date.now();
      const [throughSite, throughNginx] = await Promise.all([
        until(`${site.url}${path}`, title, saved),
        until(`${nginx.url}${path}`, title, saved),
      ]);
      rows.push({ save: saved - started, site: throughSite, nginx: throughNginx });
      log(
        `  edit ${edit}: saved in ${seconds(saved - started)}, on the site after ${seconds(throughSite)}, through nginx after ${seconds(throughNginx)}`,
      );
      await new Promise((done) => setTimeout(done, 500));
    }
    const loadAfter = loadavg()[0]!;

    const summary = (values: number[]) => ({
      p50: percentile(values, 50),
      p95: percentile(values, 95),
      max: Math.max(...values),
    });
    const bySite = summary(rows.map((row) => row.site));
    const byNginx = summary(rows.map((row) => row.nginx));
    const bySave = summary(rows.map((row) => row.save));
    const ok = bySite.p95 <= GOAL_P95_MS && byNginx.p95 <= GOAL_P95_MS;
    const date = new Date().toISOString().slice(0, 10);
    const report = [
      `# Freshness on a real WordPress (${date})`,
      '',
      `From a saved edit (the REST API's answer to the save) to the new title being served, over ${EDITS} edits of one`,
      `post, asking every ${POLL_MS} ms. Goal: p95 ≤ ${GOAL_P95_MS / 1000} s through the site and through nginx.`,
      '',
      '|                                  | p50 | p95 | slowest |',
      '| -------------------------------- | --- | --- | ------- |',
      `| The site (\`npm start\`)           | ${seconds(bySite.p50)} | ${seconds(bySite.p95)} | ${seconds(bySite.max)} |`,
      `| nginx with deploy/nginx.conf     | ${seconds(byNginx.p50)} | ${seconds(byNginx.p95)} | ${seconds(byNginx.max)} |`,
      `| The save itself (REST API)       | ${seconds(bySave.p50)} | ${seconds(bySave.p95)} | ${seconds(bySave.max)} |`,
      '',
      ok ? 'Goal met.' : 'Goal missed.',
      '',
      `Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; Node.js ${process.version}.`,
      `Command: \`npm run bench:freshness\` (EDITS=${EDITS}).`,
      '',
    ].join('\n');
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/${date}-freshness.md`;
    writeFileSync(file, report);
    log(`\n${report}\nWritten to ${file}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await restore?.().catch(() => undefined);
    await nginx?.stop();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
