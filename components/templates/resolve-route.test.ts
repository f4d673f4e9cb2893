import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentNode } from '@/lib/cms/types';

const nodes = new Map<string, ContentNode>();
const pageCounts: Record<string, number> = {};

vi.mock('@/lib/cms/nodes', () => ({ getNodeByUri: async (uri: string) => nodes.get(uri) }));
vi.mock('@/lib/cms/listings', () => ({
  getListingPage: async (type: string, page: number, category?: string) => {
    const count = pageCounts[`${type}:${category ?? ''}`] ?? 1;
    return page > count ? undefined : { entries: [], hasNextPage: page < count, endCursor: null, page, pageCount: count, total: count * 12 };
  },
}));

const { resolveRoute } = await import('./resolve-route');

function pageNode(uri: string): ContentNode {
  return { kind: 'page', uri, title: uri } as unknown as ContentNode;
}

beforeEach(() => {
  nodes.clear();
  nodes.set('/insights/', pageNode('/insights/'));
  nodes.set('/about-us/', pageNode('/about-us/'));
  nodes.set('/category/events/', { kind: 'category', uri: '/category/events/', slug: 'events', name: 'Events' } as ContentNode);
  pageCounts['post:'] = 3;
  pageCounts['post:events'] = 2;
});

describe('resolveRoute', () => {
  it('adds the first page of its listing to a listing page', async () => {
    const route = await resolveRoute('/insights/');
    expect(route).toMatchObject({ kind: 'node', page: 1, listing: { baseUri: '/insights/', listing: { type: 'post' }, data: { page: 1, pageCount: 3 } } });
  });

  it('resolves numbered pages of listings and category archives', async () => {
    expect(await resolveRoute('/insights/page/3/')).toMatchObject({ kind: 'node', page: 3, listing: { data: { page: 3 } } });
    expect(await resolveRoute('/category/events/page/2/')).toMatchObject({ kind: 'node', page: 2, listing: { listing: { category: 'events' } } });
  });

  it('redirects page 1 to the archive itself', async () => {
    expect(await resolveRoute('/insights/page/1/')).toEqual({ kind: 'redirect', to: '/insights/' });
  });

  it('has nothing past the last page, nor pages of what lists nothing', async () => {
    expect(await resolveRoute('/insights/page/4/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/about-us/page/2/')).toEqual({ kind: 'missing' });
    expect(await resolveRoute('/nowhere/')).toEqual({ kind: 'missing' });
  });

  it('renders a plain page without a listing', async () => {
    const route = await resolveRoute('/about-us/');
    expect(route).toMatchObject({ kind: 'node', page: 1 });
    expect(route).not.toHaveProperty('listing');
  });
});
