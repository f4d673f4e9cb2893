import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkSignature,
  expandTags,
  revalidatePayload,
  signPayload,
  tagsFor,
  type DependentLookup,
} from './revalidate';

describe('webhook signature', () => {
  const secret = 'shh';
  const body = '{"kind":"forms"}';
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const timestamp = String(now / 1000);

  it('accepts the right signature, in either hex case', () => {
    const signature = signPayload(secret, timestamp, body);
    expect(checkSignature(secret, body, signature, timestamp, now)).toBe('ok');
    expect(checkSignature(secret, body, `sha256=${signature.slice(7).toUpperCase()}`, timestamp, now)).toBe('ok');
  });

  it('refuses a wrong secret, a changed body, a missing header and an old timestamp', () => {
    expect(checkSignature(secret, body, signPayload('other', timestamp, body), timestamp, now)).toBe('mismatch');
    expect(checkSignature(secret, '{"kind":"theme-css"}', signPayload(secret, timestamp, body), timestamp, now)).toBe(
      'mismatch',
    );
    expect(checkSignature(secret, body, null, timestamp, now)).toBe('missing');
    const old = String(now / 1000 - 3600);
    expect(checkSignature(secret, body, signPayload(secret, old, body), old, now)).toBe('stale');
    expect(checkSignature(secret, body, signPayload(secret, '1e9', body), '1e9', now)).toBe('stale');
  });

  it('refuses signatures of any other shape as a mismatch, without throwing', () => {
    const right = signPayload(secret, timestamp, body);
    for (const given of [
      '',
      'sha256=',
      right.slice(0, -2),
      `${right}00`,
      right.replace('sha256=', 'sha1='),
      `sha256=${'z'.repeat(64)}`,
      '\u00e9'.repeat(71),
    ]) {
      expect(checkSignature(secret, body, given || 'x', timestamp, now), given).toBe('mismatch');
    }
  });
});

describe('tagsFor: what a change invalidates directly', () => {
  it('a team member: its page and the lists of its type (which hold every team page\'s "rest of the team")', () => {
    const payload = revalidatePayload.parse({ kind: 'node', uri: '/team/maya-ortiz/', contentType: 'team_member' });
    expect(tagsFor(payload)).toEqual(['node:/team/maya-ortiz/', 'list:teamMember']);
  });

  it("a post: its page at its old and new address, the unfiltered post lists and its categories' lists", () => {
    const payload = revalidatePayload.parse({
      kind: 'node',
      uri: '/new-slug/',
      previousUri: '/old-slug/',
      contentType: 'post',
      categories: ['podcast', 'agency-news'],
    });
    expect(tagsFor(payload)).toEqual([
      'node:/new-slug/',
      'node:/old-slug/',
      'list:post',
      'list:post:podcast',
      'list:post:agency-news',
    ]);
  });

  it('a page: itself and the page index (the sitemap), nothing else', () => {
    expect(tagsFor(revalidatePayload.parse({ kind: 'node', uri: '/about-us/', contentType: 'page' }))).toEqual([
      'node:/about-us/',
      'list:page',
    ]);
  });

  it('a category: its archive, the category list and the post lists that show its name', () => {
    expect(tagsFor(revalidatePayload.parse({ kind: 'term', uri: '/category/podcast/' }))).toEqual([
      'node:/category/podcast/',
      'list:category',
      'list:post',
      'list:post:podcast',
    ]);
  });

  it('one menu location, the forms, the stylesheet', () => {
    expect(tagsFor(revalidatePayload.parse({ kind: 'menu', location: 'FOOTER' }))).toEqual(['menu:footer']);
    expect(tagsFor(revalidatePayload.parse({ kind: 'forms' }))).toEqual(['forms']);
    expect(tagsFor(revalidatePayload.parse({ kind: 'theme-css' }))).toEqual(['theme-css']);
  });

  it('changed redirects: what is cached at each address they leave from, and nothing through categories', async () => {
    const payload = revalidatePayload.parse({ kind: 'redirects', uris: ['/old-offer/', '/caf%C3%A9/'] });
    expect(tagsFor(payload)).toEqual(['node:/old-offer/', 'node:/caf%C3%A9/', 'node:/café/']);
    const lookup: DependentLookup = {
      categories: async () => expect.unreachable('redirects read no categories'),
      postsOf: async () => expect.unreachable('redirects read no posts'),
    };
    expect(await expandTags(payload, lookup)).toEqual(['node:/old-offer/', 'node:/caf%C3%A9/', 'node:/café/']);
    expect(revalidatePayload.safeParse({ kind: 'redirects', uris: [] }).success).toBe(false);
    expect(revalidatePayload.safeParse({ kind: 'redirects', uris: ['old-offer/'] }).success).toBe(false);
  });

  it('a ping refreshes nothing, not even through categories', async () => {
    const ping = revalidatePayload.parse({ kind: 'ping' });
    expect(tagsFor(ping)).toEqual([]);
    const lookup: DependentLookup = {
      categories: async () => expect.unreachable('a ping reads no categories'),
      postsOf: async () => expect.unreachable('a ping reads no posts'),
    };
    expect(await expandTags(ping, lookup)).toEqual([]);
  });

  it('refuses payloads it does not understand', () => {
    expect(revalidatePayload.safeParse({ kind: 'everything' }).success).toBe(false);
    expect(revalidatePayload.safeParse({ kind: 'node', uri: 'no-slash', contentType: 'post' }).success).toBe(false);
    expect(revalidatePayload.safeParse({ kind: 'menu', location: 'SIDEBAR' }).success).toBe(false);
    expect(
      revalidatePayload.safeParse({ kind: 'node', uri: '/x/', contentType: 'post', categories: [''] }).success,
    ).toBe(false);
  });
});

describe('expandTags: the pages that show a change through its category', () => {
  const lookup: DependentLookup & { asked: string[] } = {
    asked: [],
    categories: async () => ['podcast', 'agency-news'],
    postsOf: async ({ taxonomy, slug }) => {
      lookup.asked.push(taxonomy === 'tag' ? `tag:${slug}` : slug);
      if (taxonomy === 'tag') return slug === 'winter-park' ? ['/news-1/', '/essay-3/'] : [];
      return slug === 'podcast' ? ['/episode-1/', '/episode-2/'] : ['/news-1/'];
    },
  };
  beforeEach(() => {
    lookup.asked = [];
  });

  it('a post edit refreshes the other posts of its categories (their related posts), and no others', async () => {
    const payload = revalidatePayload.parse({
      kind: 'node',
      uri: '/episode-2/',
      contentType: 'post',
      categories: ['podcast'],
    });
    expect(await expandTags(payload, lookup)).toEqual([
      'node:/episode-2/',
      'list:post',
      'list:post:podcast',
      'node:/episode-1/',
    ]);
    expect(lookup.asked).toEqual(['podcast']);
  });

  it('a post notice without categories refreshes every category', async () => {
    const payload = revalidatePayload.parse({ kind: 'node', uri: '/news-1/', contentType: 'post' });
    expect(await expandTags(payload, lookup)).toEqual([
      'node:/news-1/',
      'list:post',
      'list:post:podcast',
      'list:post:agency-news',
      'node:/episode-1/',
      'node:/episode-2/',
    ]);
  });

  it('a category edit refreshes its posts (they name it); a team member edit asks for no posts', async () => {
    const term = revalidatePayload.parse({ kind: 'term', uri: '/category/agency-news/' });
    expect(await expandTags(term, lookup)).toContain('node:/news-1/');
    const member = revalidatePayload.parse({ kind: 'node', uri: '/team/maya/', contentType: 'teamMember' });
    expect(await expandTags(member, lookup)).toEqual(['node:/team/maya/', 'list:teamMember']);
    expect(lookup.asked).toEqual(['agency-news']);
  });

  it('a tag renamed refreshes its archive, the post lists and the posts that carry it, and no category list', async () => {
    const term = revalidatePayload.parse({
      kind: 'term',
      uri: '/tag/winter-park/',
      slug: 'winter-park',
      taxonomy: 'post_tag',
    });
    expect(await expandTags(term, lookup)).toEqual([
      'node:/tag/winter-park/',
      'list:category',
      'list:post',
      'node:/news-1/',
      'node:/essay-3/',
    ]);
    // Told by its address alone as well.
    await expandTags(revalidatePayload.parse({ kind: 'term', uri: '/tag/winter-park/' }), lookup);
    expect(lookup.asked).toEqual(['tag:winter-park', 'tag:winter-park']);
  });
});
