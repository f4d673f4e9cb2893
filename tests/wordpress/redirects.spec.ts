/**
 * Redirects an editor manages in WordPress (the companion plugin's Tools → Redirects, here through its
 * `updateSiteRedirects` mutation and a plain `update_option`), as visitors meet them on the site: each answers
 * 308 or 307 as chosen within seconds of the save, in one Location header that keeps the query string the visitor
 * came with (merged with the destination's own), keeps answering while WordPress is down, and stops once removed.
 *
 * One WordPress, edited here: this test puts back the list it found.
 */
import { expect, FRESH_WITHIN_MS, test } from '../support/fixtures';
import { adminToken, whileWordPressFrozen, wpGraphQL, wpPhp } from '../../harness/wordpress/test-wordpress';

const SAVE = `mutation ($redirects: [SiteRedirectRuleInput!]!) {
  updateSiteRedirects(input: { redirects: $redirects }) { redirects { from } } }`;

test('an editor’s redirects answer 308 or 307 to the chosen place, survive an outage, and stop once removed', async ({
  request,
}) => {
  const seeded = wpPhp("echo json_encode(get_option('altitude_redirects'));");
  const stamp = Date.now();
  const brochure = `/redirect-test-brochure-${stamp}/`;
  const offer = `/redirect-test-offer-${stamp}/`;
  // Never visited before the save: its first answer is a first render, not a cached page turned into a redirect.
  const campaign = `/redirect-test-campaign-${stamp}/`;
  /** The status and where it leads: every Location line as sent, so a repeated one shows (`a | a`). */
  const answer = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const locations = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => header.value);
    return { status: response.status(), location: locations.join(' | ') || undefined };
  };
  try {
    // The seeded example, and two addresses the site has already answered (and cached) as missing.
    expect(await answer('/get-in-touch/')).toMatchObject({ status: 308, location: '/contact/' });
    expect(await answer('/get-in-touch/?utm_source=x&utm_medium=mail')).toMatchObject({
      status: 308,
      location: '/contact/?utm_source=x&utm_medium=mail',
    });
    expect((await answer(brochure)).status).toBe(404);
    expect((await answer(offer)).status).toBe(404);

    const saved = await wpGraphQL(
      SAVE,
      {
        redirects: [
          { from: '/get-in-touch/', to: '/contact/', permanent: true },
          { from: brochure.slice(0, -1), to: '/about-us/', permanent: true },
          { from: offer, to: 'https://shop.example.com/spring?ref=site', permanent: false },
          { from: campaign, to: '/contact/?from=campaign#form', permanent: false },
        ],
      },
      await adminToken(),
    );
    expect(saved.errors ?? []).toEqual([]);
    await expect(async () => {
      expect(await answer(brochure)).toMatchObject({ status: 308, location: '/about-us/' });
      expect(await answer(offer)).toMatchObject({
        status: 307,
        location: 'https://shop.example.com/spring?ref=site',
      });
    }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500, 1000] });
    // The visitor's query goes along: added to the destination's own (whose value wins for a name both use),
    // before its fragment, on a first render as on a redirect replayed from the cache.
    expect(await answer(`${campaign}?utm_source=x&from=mine`)).toMatchObject({
      status: 307,
      location: '/contact/?from=campaign&utm_source=x#form',
    });
    expect(await answer(`${campaign}?utm_source=y`)).toMatchObject({
      status: 307,
      location: '/contact/?from=campaign&utm_source=y#form',
    });
    expect(await answer(`${brochure}?utm_source=x`)).toMatchObject({
      status: 308,
      location: '/about-us/?utm_source=x',
    });
    expect(await answer(`${offer}?ref=mine&utm_campaign=spring`)).toMatchObject({
      status: 307,
      location: 'https://shop.example.com/spring?ref=site&utm_campaign=spring',
    });
    // Once seen, the answer stays the same visit after visit.
    for (let visit = 0; visit < 2; visit++) {
      expect(await answer(brochure)).toMatchObject({ status: 308, location: '/about-us/' });
    }

    // WordPress frozen (requests hang, as on an overloaded server): the site answers from what it cached.
    await whileWordPressFrozen(async () => {
      expect(await answer(brochure)).toMatchObject({ status: 308, location: '/about-us/' });
      expect(await answer(`${brochure}?utm_source=x`)).toMatchObject({
        status: 308,
        location: '/about-us/?utm_source=x',
      });
      expect(await answer(offer)).toMatchObject({ status: 307, location: 'https://shop.example.com/spring?ref=site' });
    });

    // Removed by any other way of writing the option (WP-CLI's `option update`, a script): the site follows.
    wpPhp(
      `update_option('altitude_redirects', array(array('from' => '/get-in-touch/', 'to' => '/contact/', 'permanent' => true), array('from' => '${offer}', 'to' => 'https://shop.example.com/spring?ref=site', 'permanent' => false)));`,
    );
    await expect(async () => {
      expect((await answer(brochure)).status).toBe(404);
    }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
    expect(await answer(offer)).toMatchObject({ status: 307, location: 'https://shop.example.com/spring?ref=site' });
  } finally {
    wpPhp(`update_option('altitude_redirects', json_decode('${seeded}', true));`);
  }
});
