/**
 * The content server on its own.
 *
 *   npm run cms                         serve (CMS_PORT, CMS_DB, WORDPRESS_REFRESH_TOKEN, CMS_PUBLIC_URL,
 *                                       CMS_GRAPHIQL, CMS_INTROSPECTION; SITE_REVALIDATE_URL with
 *                                       REVALIDATE_SECRET: announce every edit to the site's webhook;
 *                                       CMS_POSTS_PAGE=/insights/: that page is the "Posts page" of
 *                                       Settings → Reading, answered as WordPress does)
 *   npm run cms -- --no-graphiql --no-introspection   serve without the query explorer and introspection
 *   npm run cms:reset                   delete the database and seed it again from the content pack
 *   npm run cms -- entries [--form ID] [--json]   print stored form entries
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { listEntries } from './store/entries';
import { migrate } from './store/migrations';
import { openStore } from './store/open-store';
import { DEMO_REFRESH_TOKEN, startContentServer } from './server';
import { contentServerSwitches, SwitchError } from './switches';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0)
  .max(65535, 'must be between 0 and 65535');
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  CMS_PORT: port.default(4000),
  CMS_DB: z.string().trim().min(1, 'must name a file').default('.data/cms.sqlite'),
  WORDPRESS_REFRESH_TOKEN: optionalText,
  CMS_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SITE_REVALIDATE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be the site's webhook, e.g. http://127.0.0.1:3000/api/revalidate" })
      .optional(),
  ),
  REVALIDATE_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  CMS_POSTS_PAGE: optionalText.pipe(
    z
      .string()
      .regex(/^\/[^?#]*$/, 'must be a page address such as /insights/')
      .optional(),
  ),
});

function readEnv() {
  const parsed = envSchema
    .refine((env) => !env.SITE_REVALIDATE_URL || env.REVALIDATE_SECRET, {
      path: ['REVALIDATE_SECRET'],
      message: "must be set (to the site's own value) when SITE_REVALIDATE_URL is",
    })
    .safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `Invalid environment:\n${parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
    process.exit(1);
  }
  return parsed.data;
}

async function loadPack() {
  return (await import('../content-pack/index')).contentPack;
}

function removeDatabase(dbPath: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
}

async function serve(args: string[]): Promise<void> {
  const env = readEnv();
  let switches;
  try {
    switches = contentServerSwitches(process.env, args);
  } catch (error) {
    if (!(error instanceof SwitchError)) throw error;
    console.error(`Cannot start the content server: ${error.message}`);
    process.exit(1);
  }
  const server = await startContentServer({
    port: env.CMS_PORT,
    dbPath: resolve(env.CMS_DB),
    token: env.WORDPRESS_REFRESH_TOKEN ?? DEMO_REFRESH_TOKEN,
    publicUrl: env.CMS_PUBLIC_URL,
    postsPage: env.CMS_POSTS_PAGE,
    ...switches,
    siteWebhook:
      env.SITE_REVALIDATE_URL && env.REVALIDATE_SECRET
        ? { url: env.SITE_REVALIDATE_URL, secret: env.REVALIDATE_SECRET }
        : undefined,
  });
  const off = Object.entries(switches).filter(([, on]) => !on);
  const note = off.length ? `; ${off.map(([name]) => name).join(' and ')} off` : '';
  console.log(`Content server on ${server.graphqlUrl} (database ${env.CMS_DB}${note})`);
  if (env.SITE_REVALIDATE_URL) console.log(`Edits are announced to ${env.SITE_REVALIDATE_URL}`);
  if (env.CMS_POSTS_PAGE) console.log(`${env.CMS_POSTS_PAGE} is the posts page (Settings → Reading)`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function reset(): Promise<void> {
  const env = readEnv();
  const dbPath = resolve(env.CMS_DB);
  removeDatabase(dbPath);
  openStore(dbPath, await loadPack()).close();
  console.log(`Recreated and seeded ${env.CMS_DB}`);
}

function entries(args: string[]): void {
  const env = readEnv();
  const formFlag = args.indexOf('--form');
  let formId: number | undefined;
  if (formFlag !== -1) {
    const parsed = z.coerce
      .number()
      .int()
      .positive()
      .safeParse(args[formFlag + 1]);
    if (!parsed.success) {
      console.error('--form needs a form id, e.g. --form 1');
      process.exit(1);
    }
    formId = parsed.data;
  }
  const dbPath = resolve(env.CMS_DB);
  if (!existsSync(dbPath)) {
    console.error(`No content database at ${env.CMS_DB}: start the server once (npm run cms) to create it.`);
    process.exit(1);
  }
  const db = new Database(dbPath);
  try {
    migrate(db);
    const list = listEntries(db, formId);
    if (args.includes('--json')) {
      console.log(JSON.stringify(list, null, 2));
      return;
    }
    if (list.length === 0) {
      console.log('No form entries.');
      return;
    }
    for (const entry of list) {
      const key = entry.clientMutationId ? ` key ${entry.clientMutationId}` : '';
      console.log(`#${entry.id}  form ${entry.formId}  ${entry.dateCreatedGmt} UTC${key}`);
      for (const [field, value] of Object.entries(entry.values)) console.log(`    ${field}: ${value}`);
    }
    console.log(`${list.length} ${list.length === 1 ? 'entry' : 'entries'}.`);
  } finally {
    db.close();
  }
}

const argv = process.argv.slice(2);
const [command = 'serve', ...rest] = argv[0]?.startsWith('--') ? ['serve', ...argv] : argv;
switch (command) {
  case 'serve':
    await serve(rest);
    break;
  case 'reset':
    await reset();
    break;
  case 'entries':
    entries(rest);
    break;
  default:
    console.error(`Unknown command "${command}". Use: serve | reset | entries [--form ID] [--json]`);
    process.exit(1);
}
