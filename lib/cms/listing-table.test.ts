import { describe, expect, it } from 'vitest';
import {
  cursorForPage,
  entryTypeForUri,
  pageSizeOf,
  listingForUri,
  listingUriForCategory,
  pageCount,
  pagedUri,
  sameTerm,
  splitPagedUri,
  termOfUri,
  termVariables,
} from './listing-table';

describe('splitPagedUri', () => {
  it('reads the page number of an archive page', () => {
    expect(splitPagedUri('/insights/page/3/')).toEqual({ baseUri: '/insights/', page: 3 });
    expect(splitPagedUri('/category/podcast/page/12/')).toEqual({ baseUri: '/category/podcast/', page: 12 });
  });

  it('leaves other addresses alone', () => {
    expect(splitPagedUri('/insights/')).toEqual({ baseUri: '/insights/', page: 1 });
    expect(splitPagedUri('/page/2/')).toEqual({ baseUri: '/page/2/', page: 1 });
    expect(splitPagedUri('/about/page/')).toEqual({ baseUri: '/about/page/', page: 1 });
  });

  it('accepts one spelling per number only', () => {
    for (const uri of [
      '/insights/page/0/',
      '/insights/page/03/',
      '/insights/page/-1/',
      '/insights/page/1e2/',
      '/insights/page/99999/',
    ]) {
      expect(splitPagedUri(uri).page).toBe(1);
    }
  });

  it('round-trips with pagedUri', () => {
    expect(pagedUri('/work/', 1)).toBe('/work/');
    expect(pagedUri('/work/', 4)).toBe('/work/page/4/');
    expect(splitPagedUri(pagedUri('/work/', 4))).toEqual({ baseUri: '/work/', page: 4 });
  });
});

describe('cursor arithmetic', () => {
  const cursors = Array.from({ length: 30 }, (_, index) => `c${index + 1}`);

  it('counts pages, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(30)).toBe(3);
  });

  it('starts each page after the last entry of the one before', () => {
    expect(cursorForPage(cursors, 1)).toBeNull();
    expect(cursorForPage(cursors, 2)).toBe('c12');
    expect(cursorForPage(cursors, 3)).toBe('c24');
  });

  it('shows a team of forty on one page, and pages only a much larger one', () => {
    const team = Array.from({ length: 40 }, (_, index) => `t${index + 1}`);
    expect(pageCount(team.length, pageSizeOf('teamMember'))).toBe(1);
    expect(cursorForPage(team, 2, pageSizeOf('teamMember'))).toBeUndefined();
    expect(pageSizeOf('post')).toBe(12);
    expect(pageSizeOf('teamMember')).toBeLessThanOrEqual(100);
  });

  it('has no page past the last one', () => {
    expect(cursorForPage(cursors, 4)).toBeUndefined();
    expect(cursorForPage(cursors, 0)).toBeUndefined();
    expect(cursorForPage([], 1)).toBeNull();
    expect(cursorForPage([], 2)).toBeUndefined();
  });
});

describe('the listing table', () => {
  it('maps listing pages to what they list', () => {
    expect(listingForUri('/podcast/')).toMatchObject({ type: 'post', term: { taxonomy: 'category', slug: 'podcast' } });
    expect(listingForUri('/team/')?.type).toBe('teamMember');
    expect(listingForUri('/about-us/')).toBeUndefined();
    expect(listingForUri('constructor')).toBeUndefined();
  });

  it('finds the listing page of a category', () => {
    expect(listingUriForCategory('thought-leadership')).toBe('/thought-leadership/');
    expect(listingUriForCategory('uncategorized')).toBeUndefined();
  });
});

describe('what an address most likely holds', () => {
  it('an entry of a custom type sits one level under its listing', () => {
    expect(entryTypeForUri('/team/maya-ortiz/')).toBe('teamMember');
    expect(entryTypeForUri('/work/harbor-bank/')).toBe('caseStudy');
    expect(entryTypeForUri('/careers/designer/')).toBe('career');
    expect(entryTypeForUri('/team/')).toBeUndefined();
    expect(entryTypeForUri('/team/a/b/')).toBeUndefined();
    expect(entryTypeForUri('/insights/some-post/')).toBeUndefined();
  });

  it("a category or tag archive at WordPress's default address", () => {
    expect(termOfUri('/category/podcast/')).toEqual({ taxonomy: 'category', slug: 'podcast' });
    expect(termOfUri('/category/caf%C3%A9/')).toEqual({ taxonomy: 'category', slug: 'café' });
    expect(termOfUri('/tag/8bit/')).toEqual({ taxonomy: 'tag', slug: '8bit' });
    expect(termOfUri('/tag/%CE%B1%CE%B2/')).toEqual({ taxonomy: 'tag', slug: 'αβ' });
    expect(termOfUri('/category/%E0%A4%A/')).toBeUndefined();
    expect(termOfUri('/category/a/b/')).toBeUndefined();
    expect(termOfUri('/tag/')).toBeUndefined();
    expect(termOfUri('/tags/8bit/')).toBeUndefined();
    expect(termOfUri('/podcast/')).toBeUndefined();
  });

  it('limits a post list to a category by `categoryName` and to a tag by `tag`, as WPGraphQL names them', () => {
    expect(termVariables({ taxonomy: 'category', slug: 'podcast' })).toEqual({ categoryName: 'podcast' });
    expect(termVariables({ taxonomy: 'tag', slug: 'podcast' })).toEqual({ tag: 'podcast' });
    expect(termVariables(undefined)).toEqual({});
    expect(sameTerm({ taxonomy: 'tag', slug: 'a' }, { taxonomy: 'category', slug: 'a' })).toBe(false);
    expect(sameTerm(undefined, undefined)).toBe(true);
  });
});
