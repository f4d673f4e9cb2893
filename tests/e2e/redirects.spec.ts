/**
 * Redirects as visitors meet them, on a private copy of the site (fresh cache, own content server;
 * tests/support/private-site.ts): an editor's redirect (the content server's `updateSiteRedirects`, as the
 * companion plugin's) and a renamed entry's old address are answered from the redirect map by proxy.ts, before
 * anything renders or is replayed (no `x-nextjs-cache` on the answer), with the query string the visitor came
 * with (lib/redirects/visitor-query.ts), in exactly one Location header.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { sharedBySpec } from '../support/spec-server';

const site = sharedBySpec(test, startPrivateSite, 180_000);

const SAVE = `mutation ($redirects: [SiteRedirectRuleInput!]!) {
  updateSiteRedirects(input: { redirects: $redirects }) { redirects { from } } }`;

/** The status, every Location line as sent, and whether Next.js rendered the answer now or replayed it (none: neither). */
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
  // The seeded redirect, on the site's first visit: decided from the map, nothing rendered.
  expect(await answer(request, '/get-in-touch/?utm_source=x&utm_medium=mail')).toEqual({
    status: 308,
    locations: ['/contact/?utm_source=x&utm_medium=mail'],
    cache: undefined,
  });
  expect(await answer(request, '/get-in-touch/?ref=newsletter')).toEqual({
    status: 308,
    locations: ['/contact/?ref=newsletter'],
    cache: undefined,
  });
  expect((await answer(request, '/get-in-touch/')).locations).toEqual(['/contact/']);
  // Nothing lives there, so the content route alone would answer 404: the map is the one place it is decided.
  expect(await site.cms('{ nodeByUri(uri: "/get-in-touch/") { id } }')).toEqual({ nodeByUri: null });

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
  // The site reads the map again when WordPress's notice arrives. The destination's parameters and fragment stay;
  // the visitor's are added, except one the destination names.
  await expect
    .poll(() => answer(request, `${offer}?ref=mine&utm_source=x`), { timeout: 10_000 })
    .toEqual({
      status: 307,
      locations: ['https://shop.example.com/spring?ref=site&utm_source=x#top'],
      cache: undefined,
    });
  expect(await answer(request, `${brochure}?utm_campaign=spring`)).toEqual({
    status: 308,
    locations: ['/about-us/?from=brochure&utm_campaign=spring#team'],
    cache: undefined,
  });

  // A browser arrives with its query.
  await page.goto(`${site.url}/get-in-touch/?utm_source=x`);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact/?utm_source=x');
});

test('a renamed entry’s old address redirects, with the visitor’s query, as soon as the notice arrives, whatever was cached there', async ({
  request,
}) => {
  const { posts } = await site.cms<{ posts: { nodes: { uri: string; databaseId: number }[] } }>(
    '{ posts(first: 1, where: { orderby: [{ field: DATE, order: ASC }] }) { nodes { uri databaseId } } }',
  );
  const post = posts.nodes[0]!;
  // Rendered, kept by Next.js and by the site server's page cache.
  expect((await answer(request, post.uri)).status).toBe(200);
  expect(await answer(request, post.uri)).toMatchObject({ status: 200, cache: 'HIT' });

  const slug = `renamed-${Date.now().toString(36)}`;
  const renamed = await site.cms<{ updatePost: { post: { uri: string } } }>(
    'mutation($id: ID!, $slug: String!) { updatePost(input: { id: $id, slug: $slug }) { post { uri } } }',
    { id: post.databaseId, slug },
  );
  const moved = renamed.updatePost.post.uri;
  // Never the cached page again: the map decides first, and nothing is rendered or replayed for the old address.
  await expect
    .poll(() => answer(request, `${post.uri}?utm_source=x`), { timeout: 10_000 })
    .toEqual({ status: 308, locations: [`${moved}?utm_source=x`], cache: undefined });
  expect(await answer(request, post.uri)).toEqual({ status: 308, locations: [moved], cache: undefined });
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
