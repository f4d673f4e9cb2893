import { describe, expect, it } from 'vitest';
import { DEMO_SITE_LINKS, siteLinksFrom } from './site-links-model';

describe('siteLinksFrom', () => {
  it("leads the site's own links to the demo's pages where WordPress has them", () => {
    const pages = ['/', '/contact/', '/hot-air/', '/work/', '/insights/', '/about/'].map((uri) => ({ uri }));
    expect(siteLinksFrom(pages)).toEqual(DEMO_SITE_LINKS);
  });

  it('draws no link to a page WordPress does not hold, nor to one behind a password', () => {
    const pages = [
      { uri: '/' },
      { uri: '/sample-page/' },
      { uri: '/blog/' },
      { uri: '/work/', passwordProtected: true },
      { uri: '/contact/' },
    ];
    expect(siteLinksFrom(pages)).toEqual({ contact: '/contact/' });
    expect(siteLinksFrom([])).toEqual({});
  });
});
