/**
 * `siteRedirects`, as the companion plugin answers it on WordPress: every address that leads elsewhere in one list
 * (the site's redirect map), each as `siteRedirect(uri)` answers it, and none where something lives.
 */
import { describe, expect, it } from 'vitest';
import { serverForFile } from './support';

const server = serverForFile();

interface Rule {
  from: string;
  to: string;
  permanent: boolean;
}

const ask = <T>(query: string, variables: Record<string, unknown> = {}, auth = false) =>
  server.data<T>(query, variables, { auth });

const redirectMap = async () =>
  (await ask<{ siteRedirects: Rule[] }>('{ siteRedirects { from to permanent } }')).siteRedirects;

async function rename(uri: string, slug: string): Promise<void> {
  const { nodeByUri } = await ask<{ nodeByUri: { databaseId: number } }>(
    'query($uri: String!) { nodeByUri(uri: $uri) { ... on ContentNode { databaseId } } }',
    { uri },
  );
  await ask(
    'mutation($id: ID!, $slug: String!) { updatePost(input: { id: $id, slug: $slug }) { clientMutationId } }',
    {
      id: nodeByUri.databaseId,
      slug,
    },
    true,
  );
}

describe('siteRedirects', () => {
  it('lists the editors’ redirects where nothing lives, then renamed entries’ old addresses, as siteRedirect answers each', async () => {
    expect(await redirectMap()).toEqual([{ from: '/get-in-touch/', to: '/contact/', permanent: true }]);

    await ask(
      'mutation($redirects: [SiteRedirectRuleInput!]!) { updateSiteRedirects(input: { redirects: $redirects }) { clientMutationId } }',
      {
        redirects: [
          { from: '/old-offer/', to: '/contact/?from=offer', permanent: false },
          // A published page lives there: the page is shown, so the map leaves it out.
          { from: '/about-us/', to: '/contact/', permanent: true },
          { from: '/spring-launch/', to: 'https://shop.example.com/spring', permanent: true },
        ],
      },
      true,
    );
    await rename('/spring-launch/', 'spring-launch-2024');
    await rename('/summer-hires/', 'summer-hires-2023');
    await rename('/brand-clarity/', 'clarity');
    // Another post takes an address one left: it lives there now, and is shown.
    await rename('/new-office/', 'summer-hires');

    const map = await redirectMap();
    expect(map).toEqual([
      { from: '/old-offer/', to: '/contact/?from=offer', permanent: false },
      // The editor's redirect wins over the renamed post's old address.
      { from: '/spring-launch/', to: 'https://shop.example.com/spring', permanent: true },
      { from: '/brand-clarity/', to: '/clarity/', permanent: true },
      { from: '/new-office/', to: '/summer-hires/', permanent: true },
    ]);
    for (const { from, to, permanent } of map) {
      const { siteRedirect } = await ask<{ siteRedirect: { uri: string; permanent: boolean } | null }>(
        'query($uri: String!) { siteRedirect(uri: $uri) { uri permanent } }',
        { uri: from },
      );
      expect(siteRedirect).toEqual({ uri: to, permanent });
    }
  });
});
