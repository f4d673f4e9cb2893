/**
 * Redirects as visitors meet them, on a private copy of the site (fresh cache, own content server;
 * tests/support/private-site.ts), so that a first render really is one: an editor's redirect (the content server's
 * `updateSiteRedirects`, as the companion plugin's) and a renamed entry's old address lead on with the query
 * string the visitor came with (server/redirect-hook.ts), in exactly one Location header.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { sharedBySpec } from '../support/spec-server';

const site = sharedBySpec(test, startPrivateSite, 180_000);

const SAVE = `mutation ($redirects: [SiteRedirectRuleInput!]!) {
  updateSiteRedirects(input: { redirects: $redirects }) { redirects { from } } }`;

/** The status, every Location line as sent, and whether Next.js rendered the answer now or replayed it. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(`${site.url}${path}`, { maxRedirects: 0 });
  return {
    status: response.status(),
    locations: response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => header.value),
    cache: response.headers()['x-nextjs-cache'],
  };
}

test('an editor’s redirect keeps the visitor’s query, merged with the destination’s own, in one Location', async ({
  request,
  page,
}) => {
  // The seeded redirect, rendered for the first time: Next.js alone would send its Location twice.
  expect(await answer(request, '/get-in-touch/?utm_source=x&utm_medium=mail')).toEqual({
    status: 308,
    locations: ['/contact/?utm_source=x&utm_medium=mail'],
    cache: 'MISS',
  });
  // Replayed from the cache, with each visitor's own query (the page is cached for its path alone).
  expect(await answer(request, '/get-in-touch/?ref=newsletter')).toEqual({
    status: 308,
    locations: ['/contact/?ref=newsletter'],
    cache: 'HIT',
  });
  expect((await answer(request, '/get-in-touch/')).locations).toEqual(['/contact/']);

  const stamp = Date.now().toString(36);
  const offer = `/spring-offer-${stamp}/`;
  const brochure = `/brochure-${stamp}/`;
  await site.cms(SAVE, {
    redirects: [
      { from: '/get-in-touch/', to: '/contact/', permanent: true },
      { from: offer, to: 'https://shop.example.com/spring?ref=site#top', permanent: false },
      { from: brochure, to: '/about-us/?from=brochure#team', permanent: true },
    ],
  });
  // The destination's parameters and fragment stay; the visitor's are added, except one the destination names.
  expect(await answer(request, `${offer}?ref=mine&utm_source=x`)).toMatchObject({
    status: 307,
    locations: ['https://shop.example.com/spring?ref=site&utm_source=x#top'],
  });
  expect(await answer(request, `${brochure}?utm_campaign=spring`)).toMatchObject({
    status: 308,
    locations: ['/about-us/?from=brochure&utm_campaign=spring#team'],
  });

  // A browser arrives with its query.
  await page.goto(`${site.url}/get-in-touch/?utm_source=x`);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact/?utm_source=x');
});

test('a renamed entry’s old address keeps the visitor’s query too, once its cached page turns into the redirect', async ({
  request,
}) => {
  const { posts } = await site.cms<{ posts: { nodes: { uri: string; databaseId: number }[] } }>(
    '{ posts(first: 1, where: { orderby: [{ field: DATE, order: ASC }] }) { nodes { uri databaseId } } }',
  );
  const post = posts.nodes[0]!;
  expect((await answer(request, post.uri)).status).toBe(200);

  const slug = `renamed-${Date.now().toString(36)}`;
  const renamed = await site.cms<{ updatePost: { post: { uri: string } } }>(
    'mutation($id: ID!, $slug: String!) { updatePost(input: { id: $id, slug: $slug }) { post { uri } } }',
    { id: post.databaseId, slug },
  );
  const moved = renamed.updatePost.post.uri;
  // The old address's page is regenerated in the background as a redirect, and replayed from the cache.
  await expect
    .poll(
      async () => {
        const { status, locations } = await answer(request, `${post.uri}?utm_source=x`);
        return { status, locations };
      },
      { timeout: 15_000 },
    )
    .toEqual({ status: 308, locations: [`${moved}?utm_source=x`] });
  expect((await answer(request, post.uri)).locations).toEqual([moved]);
});

test('a link followed inside the site to an address that redirects keeps its query too', async ({ page }) => {
  await page.goto(`${site.url}/about-us/`);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // A link an editor wrote in the content, to the seeded redirect's old address, with a campaign's parameters.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/get-in-touch/?utm_source=mail&note=caf%C3%A9%3Bbar';
    link.textContent = 'Talk to us';
    link.id = 'old-address';
    document.querySelector('main p')!.append(' ', link);
  });
  await page.locator('#old-address').click();
  await expect(page).toHaveURL(`${site.url}/contact/?utm_source=mail&note=caf%C3%A9%3Bbar`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The site's router followed it: no page was loaded anew.
  expect(documents).toEqual([]);
});
