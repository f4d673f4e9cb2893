/**
 * The redirects editors manage, as the companion plugin keeps them (Tools → Redirects, `updateSiteRedirects`):
 * `siteRedirect(uri)` answers them before renamed posts' old addresses, with the type the editor chose; a saved
 * list is checked as the plugin checks it and announced to the site for exactly the addresses that changed.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSignature, revalidatePayload } from '@/lib/cms/revalidate';
import { noticeReceiver } from '@/tests/support/notice-receiver';
import type { ContentServer } from '../src/server';
import { cleanRedirects } from '../src/graphql/site-redirects';
import { fixturePack } from '../src/test-fixtures/fixture-pack';
import { askServer, removeDir, startTestServer } from './support';

const SECRET = 'a-shared-secret-of-the-site';

let dir: string;
let cms: ContentServer;
const receiver = noticeReceiver();
const { notices } = receiver;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-redirects-'));
  const port = await receiver.listen();
  cms = await startTestServer(fixturePack, dir, {
    siteWebhook: { url: `http://127.0.0.1:${port}/api/revalidate`, secret: SECRET, retryDelayMs: 50 },
  });
});

afterAll(async () => {
  await cms?.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await cms.webhookIdle();
  notices.length = 0;
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}, auth = true) =>
  askServer<T>(cms, query, variables, auth);

type Rule = { from: string; to: string; permanent: boolean };

const SAVE =
  'mutation($redirects: [SiteRedirectRuleInput!]!) { updateSiteRedirects(input: { redirects: $redirects }) { redirects { from to permanent } } }';

async function save(redirects: Rule[], auth = true) {
  return gql<{ updateSiteRedirects: { redirects: Rule[] } | null }>(SAVE, { redirects }, auth);
}

async function redirectOf(uri: string) {
  const answer = await gql<{ siteRedirect: { uri: string; permanent: boolean } | null }>(
    'query($uri: String!) { siteRedirect(uri: $uri) { uri permanent } }',
    { uri },
    false,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.siteRedirect;
}

describe('redirects editors manage', () => {
  it('come seeded from the content pack', async () => {
    expect(await redirectOf('/get-in-touch/')).toEqual({ uri: '/contact/', permanent: true });
  });

  it('answer at their address with or without its slashes, with the type the editor chose, ahead of a renamed post', async () => {
    const answer = await save([
      { from: '/get-in-touch/', to: '/contact/', permanent: true },
      { from: 'spring-offer', to: 'https://shop.example.com/spring?ref=site', permanent: false },
      { from: '/old-news//', to: '/insights/', permanent: true },
    ]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateSiteRedirects?.redirects).toEqual([
      { from: '/get-in-touch/', to: '/contact/', permanent: true },
      { from: '/spring-offer/', to: 'https://shop.example.com/spring?ref=site', permanent: false },
      { from: '/old-news/', to: '/insights/', permanent: true },
    ]);
    expect(await redirectOf('/spring-offer/')).toEqual({
      uri: 'https://shop.example.com/spring?ref=site',
      permanent: false,
    });
    expect(await redirectOf('/spring-offer')).toEqual({
      uri: 'https://shop.example.com/spring?ref=site',
      permanent: false,
    });
    expect(await redirectOf('/Spring-Offer/?utm_source=mail')).toEqual({
      uri: 'https://shop.example.com/spring?ref=site',
      permanent: false,
    });
    expect(await redirectOf('/spring-offer/more/')).toBeNull();
    expect(await redirectOf('/old-news/')).toEqual({ uri: '/insights/', permanent: true });
  });

  it('tell the site which addresses changed, signed like every notice, in a shape it accepts', async () => {
    await save([{ from: '/get-in-touch/', to: '/contact/', permanent: true }]);
    await cms.webhookIdle();
    notices.length = 0;
    await save([
      { from: '/get-in-touch/', to: '/contact/', permanent: false },
      { from: '/brochure/', to: '/about-us/', permanent: true },
    ]);
    await cms.webhookIdle();
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(JSON.parse(notice.body)).toEqual({
      kind: 'redirects',
      uris: ['/get-in-touch/', '/brochure/'],
      notice: expect.any(String),
    });
    expect(checkSignature(SECRET, notice.body, notice.signature, notice.timestamp)).toBe('ok');
    expect(revalidatePayload.safeParse(JSON.parse(notice.body)).success).toBe(true);

    // Saving the same list again changes nothing and announces nothing; removing one announces it.
    notices.length = 0;
    await save([
      { from: '/get-in-touch/', to: '/contact/', permanent: false },
      { from: '/brochure/', to: '/about-us/', permanent: true },
    ]);
    await save([{ from: '/get-in-touch/', to: '/contact/', permanent: false }]);
    await cms.webhookIdle();
    expect(notices.map((sent) => JSON.parse(sent.body))).toEqual([
      { kind: 'redirects', uris: ['/brochure/'], notice: expect.any(String) },
    ]);
    expect(await redirectOf('/brochure/')).toBeNull();
  });

  it('are refused without the token, or with any bad row, and then nothing changes', async () => {
    await save([{ from: '/get-in-touch/', to: '/contact/', permanent: true }]);
    await cms.webhookIdle();
    notices.length = 0;
    const anonymous = await save([], false);
    expect(anonymous.errors?.[0]?.message).toBe('Sorry, you are not allowed to manage redirects.');
    const bad = await save([
      { from: '/a/', to: '/b/', permanent: true },
      { from: '/b', to: '/a/?again', permanent: true },
      { from: '/c/', to: '/c', permanent: true },
      { from: '/', to: '/d/', permanent: true },
      { from: '/e/', to: '', permanent: true },
      { from: '/f/', to: 'javascript:alert(1)', permanent: true },
    ]);
    expect(bad.errors?.[0]?.message).toBe(
      'Row 1: /a/ leads back to itself through other redirects. Row 2: /b/ leads back to itself through other redirects. ' +
        'Row 3: /c/ would redirect to itself. Row 4: The front page (/) cannot be redirected. Row 5: To is empty. ' +
        'Row 6: To (javascript:alert(1)) must be a path on the site, such as /new-page/, or a full address starting with https://.',
    );
    expect(await redirectOf('/get-in-touch/')).toEqual({ uri: '/contact/', permanent: true });
    expect(await redirectOf('/a/')).toBeNull();
    await cms.webhookIdle();
    expect(notices).toEqual([]);
  });

  it('are checked as the plugin checks them: empty rows dropped, a From listed twice refused', () => {
    const checked = cleanRedirects([
      { from: '', to: '' },
      { from: '/x/', to: '/y/', permanent: true },
      { from: '/X', to: '/z/', permanent: true },
      { from: '/w/?q=1', to: '/y/', permanent: true },
      { from: '//promo//', to: '//elsewhere.example/', permanent: true },
      { from: '/quote/', to: '/x/?q="<b>', permanent: true },
    ]);
    expect(checked.redirects).toEqual([{ from: '/x/', to: '/y/', permanent: true }]);
    expect([...checked.errors]).toEqual([
      [3, '/X/ is already redirected in row 2.'],
      [4, 'From (/w/?q=1) must be a path on the site, such as /old-page/, without ? or #.'],
      [
        5,
        'To (//elsewhere.example/) must be a path on the site, such as /new-page/, or a full address starting with https://.',
      ],
      [6, 'To (/x/?q="<b>) must be a path on the site, such as /new-page/, or a full address starting with https://.'],
    ]);
  });

  it('start empty in a database from before them, and can be saved there', async () => {
    const older = await startTestServer();
    try {
      await older.stop();
      const db = new Database(older.dbPath);
      db.exec('DROP TABLE site_redirects');
      db.pragma('user_version = 2');
      db.close();
      const again = await startTestServer(fixturePack, older.dir);
      try {
        const ask = (uri: string) =>
          again.gql<{ siteRedirect: unknown }>('query($uri: String!) { siteRedirect(uri: $uri) { uri } }', { uri });
        expect((await ask('/get-in-touch/')).body.data).toEqual({ siteRedirect: null });
        const saved = await again.gql(
          SAVE,
          { redirects: [{ from: '/old/', to: '/contact/', permanent: true }] },
          {
            auth: true,
          },
        );
        expect(saved.body.errors).toBeUndefined();
        expect((await ask('/old/')).body.data).toEqual({ siteRedirect: { uri: '/contact/' } });
      } finally {
        await again.stop();
      }
    } finally {
      removeDir(older.dir);
    }
  });
});
