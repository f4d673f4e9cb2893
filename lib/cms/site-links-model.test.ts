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

  it('leads "All insights" to WordPress\'s Posts page where the demo\'s /insights/ is not there', () => {
    const pages = [{ uri: '/' }, { uri: '/a-blog-page/' }, { uri: '/insights/', passwordProtected: true }];
    expect(siteLinksFrom(pages, '/a-blog-page/')).toEqual({ insights: '/a-blog-page/' });
    expect(siteLinksFrom([{ uri: '/insights/' }, { uri: '/blog/' }], '/blog/')).toEqual({ insights: '/insights/' });
    expect(siteLinksFrom([{ uri: '/' }], '/')).toEqual({});
  });
});
