/**
 * `npm run cluster`: the site as several instances behind nginx, sharing one Redis cache, on loopback —
 * the embedded content server, Redis, N site instances from one production build (built when stale) and nginx.
 * Ctrl-C stops them all.
 *
 *   --instances N   site instances (default 3)
 *   --fresh-db      recreate the content database first
 *   --no-redis      every instance keeps its own cache (to compare)
 *
 * Ports: CLUSTER_SITE_PORT (first instance, 3451), CMS_PORT (4450), CLUSTER_REDIS_PORT (6450),
 * CLUSTER_NGINX_PORT (8450); build folder NEXT_DIST_DIR (.next-cluster); content database CMS_DB.
 */
import { z } from 'zod';
import { startCluster } from '../harness/cluster/cluster';
import { stopOnSignal } from '../harness/site';

const port = z.coerce.number().int().min(1).max(65535);
const settings = z
  .object({
    CLUSTER_SITE_PORT: port.default(3451),
    CMS_PORT: port.default(4450),
    CLUSTER_REDIS_PORT: port.default(6450),
    CLUSTER_NGINX_PORT: port.default(8450),
    NEXT_DIST_DIR: z.string().min(1).default('.next-cluster'),
    CMS_DB: z.string().min(1).default('.data/cluster.sqlite'),
  })
  .safeParse(process.env);

const args = process.argv.slice(2);
const instancesArg = args.includes('--instances') ? args[args.indexOf('--instances') + 1] : undefined;
const instances = z.coerce
  .number()
  .int()
  .min(1)
  .max(9)
  .safeParse(instancesArg ?? 3);

if (!settings.success || !instances.success) {
  const issues = [
    ...(settings.error?.issues ?? []),
    ...(instances.error?.issues.map((issue) => ({ ...issue, path: ['--instances'] })) ?? []),
  ];
  console.error(
    `Invalid settings:\n${issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );
  process.exit(1);
}

async function main() {
  const env = settings.data!;
  const cluster = await startCluster({
    instances: instances.data!,
    sitePort: env.CLUSTER_SITE_PORT,
    cmsPort: env.CMS_PORT,
    redisPort: env.CLUSTER_REDIS_PORT,
    nginxPort: env.CLUSTER_NGINX_PORT,
    distDir: env.NEXT_DIST_DIR,
    cmsDb: env.CMS_DB,
    freshDb: args.includes('--fresh-db'),
    redis: !args.includes('--no-redis'),
    siteEnv: process.env.REVALIDATE_SECRET ? { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET } : {},
    log: (line) => console.log(line),
  });
  console.log(`\nThe site: ${cluster.nginxUrl}/  (logs in ${cluster.options.workDir}/). Ctrl-C stops everything.`);

  stopOnSignal(async () => {
    console.log('\nStopping nginx, the instances, Redis and the content server…');
    await cluster.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
