/**
 * `siteRedirect(uri)`, as the companion plugin answers it on WordPress: an address an editor moved an entry
 * away from (a changed slug, WordPress's `_wp_old_slug`) leads to where the entry lives now.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { fixturePack } from '../src/test-fixtures/fixture-pack';
import { serverForFile, startTestServer } from './support';

const server = serverForFile();

type Redirect = { uri: string; permanent: boolean } | null;

async function redirectOf(uri: string): Promise<Redirect> {
  const { body } = await server.gql<{ siteRedirect: Redirect }>(
    'query($uri: String!) { siteRedirect(uri: $uri) { uri permanent } }',
    { uri },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.siteRedirect;
}

async function databaseIdOf(uri: string): Promise<number> {
  const { body } = await server.gql<{ nodeByUri: { databaseId: number } }>(
    'query($uri: String!) { nodeByUri(uri: $uri) { ... on ContentNode { databaseId } } }',
    { uri },
  );
  return body.data!.nodeByUri.databaseId;
}

/** An editor's save through the update mutation of `type` (`Post`, `TeamMember`…). */
async function update(type: string, id: number, input: string): Promise<void> {
  const { body } = await server.gql(
    `mutation($id: ID!) { update${type}(input: { id: $id, ${input} }) { clientMutationId } }`,
    { id },
    { auth: true },
  );
  expect(body.errors).toBeUndefined();
}

describe('siteRedirect', () => {
  it('sends a renamed post’s old address to its new one, permanently, and nothing else anywhere', async () => {
    const id = await databaseIdOf('/spring-launch/');
    expect(await redirectOf('/spring-launch/')).toBeNull();
    await update('Post', id, 'slug: "spring-launch-2024"');
    expect(await redirectOf('/spring-launch/')).toEqual({ uri: '/spring-launch-2024/', permanent: true });
    // Asked for as WordPress takes an address: without its slashes, or with the host.
    expect(await redirectOf('spring-launch')).toEqual({ uri: '/spring-launch-2024/', permanent: true });
    expect(await redirectOf('http://localhost/spring-launch/?utm=x')).toEqual({
      uri: '/spring-launch-2024/',
      permanent: true,
    });
    expect(await redirectOf('/spring-launch-2024/')).toBeNull();
    expect(await redirectOf('/never-was-here/')).toBeNull();
    // The old slug under another type's base was never this post's address.
    expect(await redirectOf('/team/spring-launch/')).toBeNull();
  });

  it('sends a team member, a case study and an opening on within their own base', async () => {
    await update('TeamMember', await databaseIdOf('/team/jordan-cruz/'), 'slug: "jordan-cruz-lee"');
    await update('CaseStudy', await databaseIdOf('/work/orange-grove-bank/'), 'slug: "orange-grove"');
    await update('Career', await databaseIdOf('/careers/designer/'), 'slug: "senior-designer"');
    expect(await redirectOf('/team/jordan-cruz/')).toEqual({ uri: '/team/jordan-cruz-lee/', permanent: true });
    expect(await redirectOf('/work/orange-grove-bank/')).toEqual({ uri: '/work/orange-grove/', permanent: true });
    expect(await redirectOf('/careers/designer/')).toEqual({ uri: '/careers/senior-designer/', permanent: true });
    expect(await redirectOf('/jordan-cruz/')).toBeNull();
  });

  it('leads every address a post ever left to where it lives now, and never away from where it lives', async () => {
    const id = await databaseIdOf('/brand-clarity/');
    await update('Post', id, 'slug: "clarity"');
    await update('Post', id, 'slug: "brand-clarity-guide"');
    expect(await redirectOf('/brand-clarity/')).toEqual({ uri: '/brand-clarity-guide/', permanent: true });
    expect(await redirectOf('/clarity/')).toEqual({ uri: '/brand-clarity-guide/', permanent: true });
    // Back to its first name: that address is its own again, and the one it just left leads there.
    await update('Post', id, 'slug: "brand-clarity"');
    expect(await redirectOf('/brand-clarity/')).toBeNull();
    expect(await redirectOf('/brand-clarity-guide/')).toEqual({ uri: '/brand-clarity/', permanent: true });
    expect(await redirectOf('/clarity/')).toEqual({ uri: '/brand-clarity/', permanent: true });
  });

  it('follows the newest move when two entries left the same address, and never an address an entry took', async () => {
    const first = await databaseIdOf('/summer-hires/');
    const second = await databaseIdOf('/new-office/');
    await update('Post', first, 'slug: "summer-hires-2023"');
    await update('Post', second, 'slug: "summer-hires"');
    expect(await redirectOf('/summer-hires/')).toBeNull();
    await update('Post', second, 'slug: "new-office-downtown"');
    expect(await redirectOf('/summer-hires/')).toEqual({ uri: '/new-office-downtown/', permanent: true });
    expect(await redirectOf('/new-office/')).toEqual({ uri: '/new-office-downtown/', permanent: true });
  });

  it('follows only published entries, and keeps no old address for a draft or a page, as WordPress', async () => {
    const episode = await databaseIdOf('/episode-one/');
    await update('Post', episode, 'slug: "episode-1"');
    expect(await redirectOf('/episode-one/')).toEqual({ uri: '/episode-1/', permanent: true });
    await update('Post', episode, 'status: DRAFT');
    expect(await redirectOf('/episode-one/')).toBeNull();
    // WordPress keeps an old slug only when the entry is published after the save: a rename saved while a draft
    // leaves nothing behind, and the address it left before is followed again once the entry is back.
    await update('Post', episode, 'slug: "episode-one-remastered"');
    await update('Post', episode, 'status: PUBLISH');
    expect(await redirectOf('/episode-1/')).toBeNull();
    expect(await redirectOf('/episode-one/')).toEqual({ uri: '/episode-one-remastered/', permanent: true });

    await update('Page', await databaseIdOf('/contact/'), 'slug: "contact-us"');
    expect(await redirectOf('/contact/')).toBeNull();
  });

  it('keeps old addresses across a restart, and brings a database from before them forward', async () => {
    const id = await databaseIdOf('/work/park-avenue-bistro/');
    await update('CaseStudy', id, 'slug: "bistro"');
    await server.stop();
    Object.assign(server, await startTestServer(fixturePack, server.dir));
    expect(await redirectOf('/work/park-avenue-bistro/')).toEqual({ uri: '/work/bistro/', permanent: true });

    await server.stop();
    const db = new Database(server.dbPath);
    db.exec('DROP TABLE post_old_uris; DROP TABLE site_redirects');
    db.pragma('user_version = 1');
    db.close();
    Object.assign(server, await startTestServer(fixturePack, server.dir));
    expect(await redirectOf('/work/park-avenue-bistro/')).toBeNull();
    await update('CaseStudy', id, 'slug: "park-avenue"');
    expect(await redirectOf('/work/bistro/')).toEqual({ uri: '/work/park-avenue/', permanent: true });
  });
});
