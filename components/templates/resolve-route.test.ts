import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentNode, ListEntry } from '@/lib/cms/types';

/* The content system as the route sees it: which node lives where, where moved addresses lead, how many pages
   each listing has, and a log of the reads the route asks for (each a request when cold), so a test can say what
   a page costs. */
const nodes = new Map<string, ContentNode>();
const pageCounts: Record<string, number> = {};
const emptyLists = new Set<string>();
let postsPage = '/';
const reads: string[] = [];

type Term = { taxonomy: string; slug: string } | undefined;
const termKey = (term: Term) => (term ? `${term.taxonomy === 'tag' ? 'tag:' : ''}${term.slug}` : '');

function listingData(type: string, page: number, term?: Term) {
  const key = `${type}:${termKey(term)}`;
  const count = pageCounts[key] ?? 1;
  // An archive of nothing still has its first page.
  const total = emptyLists.has(key) ? 0 : count * 12;
  return page > count
    ? undefined
    : { entries: [], hasNextPage: page < count, endCursor: null, page, pageCount: count, total };
}

const entry = (id: string) => ({ id, kind: 'post', uri: `/${id}/` }) as unknown as ListEntry;

vi.mock('@/lib/cms/nodes', () => ({
  RELATED_COUNT: 3,
  getNode: async (uri: string) => {
    reads.push(`node ${uri}`);
    const node = nodes.get(uri);
    if (!node) return undefined;
    return { node, lists: node.kind === 'post' ? { related: [entry('a')] } : {} };
  },
  getFrontPage: async () => {
    reads.push('front');
    const node = nodes.get('/');
    return node && { node, lists: { work: [entry('w')], insights: [entry('i')] } };
  },
  getNodeWithSiblings: async (uri: string, type: string) => {
    reads.push(`node+${type} ${uri}`);
    const node = nodes.get(uri);
    if (!node) return undefined;
    return { node, lists: node.kind === type ? { siblings: [entry('s')] } : {} };
  },
}));
vi.mock('@/lib/cms/forms', () => ({
  getNodeWithForm: async (uri: string, formId: number) => {
    reads.push(`node+form ${formId} ${uri}`);
    const node = nodes.get(uri);
    if (!node) return undefined;
    return { node, lists: { form: { databaseId: formId } } };
  },
}));
vi.mock('@/lib/cms/listings', () => ({
  getListingRoute: async (uri: string, type: string, term: Term, page: number) => {
    reads.push(`listing ${uri} ${page}`);
    const node = nodes.get(uri);
    return node && { node, data: listingData(type, page, term) };
  },
  getListingPage: async (type: string, page: number, term?: Term) => {
    reads.push(`list ${type} ${termKey(term)} ${page}`);
    return listingData(type, page, term);
  },
  getLatest: async (type: string) => {
    reads.push(`latest ${type}`);
    return [entry('x'), entry('y')];
  },
}));

vi.mock('@/lib/cms/posts-page', async (original) => ({
  ...(await original<typeof import('@/lib/cms/posts-page')>()),
  getPostsPageUri: async () => {
    reads.push('posts page');
    return postsPage;
  },
}));

vi.mock('@/lib/cms/sticky', async (original) => ({
  ...(await original<typeof import('@/lib/cms/sticky')>()),
  getStickyPosts: async () => {
    reads.push('sticky');
    return [];
  },
}));

const { resolveRoute } = await import('./resolve-route');

function pageNode(uri: string, extra: Record<string, unknown> = {}): ContentNode {
  return { kind: 'page', uri, title: uri, ...extra } as unknown as ContentNode;
}

beforeEach(() => {
  nodes.clear();
  emptyLists.clear();
  postsPage = '/';
  reads.length = 0;
  nodes.set('/', pageNode('/', { isFrontPage: true }));
  nodes.set('/insights/', pageNode('/insights/'));
  nodes.set('/about-us/', pageNode('/about-us/'));
  nodes.set('/category/events/', {
    kind: 'category',
    uri: '/category/events/',
    slug: 'events',
    name: 'Events',
  } as ContentNode);
  nodes.set('/topics/news/', { kind: 'category', uri: '/topics/news/', slug: 'news', name: 'News' } as ContentNode);
  nodes.set('/a-post/', { kind: 'post', id: 'p', uri: '/a-post/' } as unknown as ContentNode);
  nodes.set('/team/maya/', { kind: 'teamMember', id: 'm', uri: '/team/maya/' } as unknown as ContentNode);
  nodes.set('/team/odd-page/', pageNode('/team/odd-page/'));
  pageCounts['post:'] = 3;
  pageCounts['post:events'] = 2;
  pageCounts['post:news'] = 2;
  nodes.set('/tag/8bit/', { kind: 'tag', uri: '/tag/8bit/', slug: '8bit', name: '8BIT' } as ContentNode);
  nodes.set('/tag/unused/', { kind: 'tag', uri: '/tag/unused/', slug: 'unused', name: 'Unused' } as ContentNode);
  // A tag named like a category: its archive lists the tag's posts, not the category's.
  nodes.set('/tag/events/', { kind: 'tag', uri: '/tag/events/', slug: 'events', name: 'Events' } as ContentNode);
  pageCounts['post:tag:8bit'] = 2;
  pageCounts['post:tag:events'] = 1;
  emptyLists.add('post:tag:unused');
});

/** A node's route on page `page` of a listing that matches `listing`. */
const listingPage = (page: number, listing: object) => ({ kind: 'node', page, listing });

describe('resolveRoute', () => {
  it('adds the first page of its listing to a listing page, in one read', async () => {
    const route = await resolveRoute('/insights/');
    expect(route).toMatchObject(
      listingPage(1, { baseUri: '/insights/', listing: { type: 'post' }, data: { page: 1, pageCount: 3 } }),
    );
    expect(reads).toEqual(['listing /insights/ 1']);
  });

  it('resolves numbered pages of listings and category archives in one read', async () => {
    expect(await resolveRoute('/insights/page/3/')).toMatchObject(listingPage(3, { data: { page: 3 } }));
    expect(await resolveRoute('/category/events/page/2/')).toMatchObject(
      listingPage(2, { listing: { term: { taxonomy: 'category', slug: 'events' } } }),
    );
    expect(reads).toEqual(['listing /insights/ 3', 'listing /category/events/ 2']);
  });

  it('still pages a category archive at an address of its own, reading its listing separately', async () => {
    expect(await resolveRoute('/topics/news/page/2/')).toMatchObject(
      listingPage(2, { listing: { term: { taxonomy: 'category', slug: 'news' } } }),
    );
    expect(reads).toEqual(['node /topics/news/', 'list post news 2']);
  });

  it('lists a tag’s posts at /tag/<slug>/, paged like a category archive, each page in one read', async () => {
    expect(await resolveRoute('/tag/8bit/')).toMatchObject({
      kind: 'node',
      page: 1,
      node: { kind: 'tag', name: '8BIT' },
      listing: {
        baseUri: '/tag/8bit/',
        listing: { type: 'post', term: { taxonomy: 'tag', slug: '8bit' }, heading: 'Posts tagged 8BIT' },
        data: { page: 1, pageCount: 2 },
      },
    });
    expect(await resolveRoute('/tag/8bit/page/2/')).toMatchObject(listingPage(2, { data: { page: 2 } }));
    expect(await resolveRoute('/tag/8bit/page/1/')).toEqual({ kind: 'redirect', to: '/tag/8bit/', permanent: true });
    expect(await resolveRoute('/tag/8bit/page/3/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/tag/events/')).toMatchObject({
      listing: { listing: { term: { taxonomy: 'tag', slug: 'events' } }, data: { pageCount: 1 } },
    });
    expect(reads).toEqual([
      'listing /tag/8bit/ 1',
      'listing /tag/8bit/ 2',
      'listing /tag/8bit/ 1',
      'listing /tag/8bit/ 3',
      'listing /tag/events/ 1',
    ]);
  });

  it('has no archive for an unknown tag, nor for a tag that holds no post', async () => {
    expect(await resolveRoute('/tag/nothing/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/tag/unused/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/tag/unused/page/1/')).toEqual({ kind: 'missing' });
    // An empty category keeps its page, as WordPress's does.
    emptyLists.add('post:events');
    expect(await resolveRoute('/category/events/')).toMatchObject({ kind: 'node', listing: { data: { total: 0 } } });
  });

  it('sends date and author archives, paged or not, to WordPress’s Posts page for good', async () => {
    postsPage = '/blog/';
    for (const uri of [
      '/2024/',
      '/2024/05/',
      '/2024/05/07/',
      '/2024/page/2/',
      '/author/admin/',
      '/author/admin/page/3/',
    ])
      expect(await resolveRoute(uri), uri).toEqual({ kind: 'redirect', to: '/blog/', permanent: true });
    // Not date archives: a month or day that is none, an entry below a year.
    nodes.set('/2024/05/a-post/', { kind: 'post', id: 'd', uri: '/2024/05/a-post/' } as unknown as ContentNode);
    expect(await resolveRoute('/2024/13/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/2024/05/32/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/2024/05/a-post/')).toMatchObject({ kind: 'node', node: { id: 'd' } });
  });

  it('without a Posts page, sends them to the listing of every post, or home when WordPress has no such page', async () => {
    expect(await resolveRoute('/2023/')).toEqual({ kind: 'redirect', to: '/insights/', permanent: true });
    nodes.delete('/insights/');
    expect(await resolveRoute('/author/maya/')).toEqual({ kind: 'redirect', to: '/', permanent: true });
  });

  it('redirects page 1 to the archive itself', async () => {
    expect(await resolveRoute('/insights/page/1/')).toEqual({ kind: 'redirect', to: '/insights/', permanent: true });
  });

  it('has nothing past the last page, nor pages of what lists nothing', async () => {
    expect(await resolveRoute('/insights/page/4/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/about-us/page/2/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/nowhere/')).toEqual({ kind: 'missing' });
  });

  it('answers a page only at its own address, though WordPress also finds it at its paged form', async () => {
    // WordPress's nodeByUri answers /about-us/page/2/ with the About Us page (its <!--nextpage--> pagination).
    nodes.set('/about-us/page/2/', pageNode('/about-us/'));
    expect(await resolveRoute('/about-us/page/2/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/about-us/')).toMatchObject({ kind: 'node', page: 1 });
  });

  it('renders a plain page without a listing, in one read', async () => {
    const route = await resolveRoute('/about-us/');
    expect(route).toMatchObject({ kind: 'node', page: 1 });
    expect(route).not.toHaveProperty('listing');
    expect(reads).toEqual(['node /about-us/']);
  });

  it('reads the front page with its sections, a post with its related posts, an entry with its siblings: one read each', async () => {
    expect(await resolveRoute('/')).toMatchObject({
      kind: 'node',
      lists: { work: [{ id: 'w' }], insights: [{ id: 'i' }] },
    });
    expect(await resolveRoute('/a-post/')).toMatchObject({ kind: 'node', lists: { related: [{ id: 'a' }] } });
    expect(await resolveRoute('/team/maya/')).toMatchObject({ kind: 'node', lists: { siblings: [{ id: 's' }] } });
    expect(reads).toEqual(['front', 'node /a-post/', 'node+teamMember /team/maya/']);
  });

  it('reads a page that carries a form with its form, in one read', async () => {
    nodes.set('/contact/', pageNode('/contact/'));
    expect(await resolveRoute('/contact/')).toMatchObject({ kind: 'node', lists: { form: { databaseId: 1 } } });
    expect(reads).toEqual(['node+form 1 /contact/']);
  });

  it('lists the posts on the "Posts page" of Settings → Reading, wherever it lives', async () => {
    nodes.set('/insights/', pageNode('/insights/', { isPostsPage: true }));
    expect(await resolveRoute('/insights/')).toMatchObject({
      kind: 'node',
      listing: { baseUri: '/insights/', listing: { type: 'post', noun: 'insights' }, data: { page: 1 } },
    });
    nodes.set('/blog/', pageNode('/blog/', { isPostsPage: true }));
    expect(await resolveRoute('/blog/')).toMatchObject({
      kind: 'node',
      listing: { baseUri: '/blog/', listing: { type: 'post', noun: 'posts' }, data: { page: 1, pageCount: 3 } },
    });
    expect(await resolveRoute('/blog/page/2/')).toMatchObject(listingPage(2, { data: { page: 2 } }));
    // The Posts page also reads which posts are sticky (one cached read, lib/cms/sticky.ts).
    expect(reads).toEqual([
      'listing /insights/ 1',
      'sticky',
      'node /blog/',
      'list post  1',
      'sticky',
      'node /blog/',
      'list post  2',
      'sticky',
    ]);
  });

  it('shows the front page’s sections when the front page is where WordPress lists the posts', async () => {
    nodes.set('/', pageNode('/', { isFrontPage: true, isPostsPage: true }));
    const route = await resolveRoute('/');
    expect(route).toMatchObject({ kind: 'node', lists: { work: [{ id: 'w' }], insights: [{ id: 'i' }] } });
    expect(route).not.toHaveProperty('listing');
  });

  it('guesses an entry by its address but renders whatever lives there', async () => {
    const route = await resolveRoute('/team/odd-page/');
    expect(route).toMatchObject({ kind: 'node', node: { kind: 'page' }, lists: {} });
    expect(reads).toEqual(['node+teamMember /team/odd-page/']);
  });
});
