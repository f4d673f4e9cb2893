import { describe, expect, it } from 'vitest';
import { reshapeMenu, reshapeNode, toSitePath } from './reshape';
import type { WpMenuItem, WpNode } from './wp-types';

const menuItem = (over: Partial<WpMenuItem>): WpMenuItem => ({
  id: 'x',
  databaseId: 1,
  title: null,
  label: 'About Us',
  uri: '/about-us/',
  url: 'https://cms.example.com/about-us/',
  path: '/about-us/',
  cssClasses: [],
  description: null,
  linkRelationship: null,
  target: null,
  parentId: null,
  ...over,
});

describe('toSitePath', () => {
  it('makes the content system’s own links site-relative and keeps fragments', () => {
    expect(toSitePath('https://cms.example.com/about/#culture', 'https://cms.example.com/graphql')).toBe('/about/#culture');
    expect(toSitePath('/careers')).toBe('/careers/');
    expect(toSitePath('/wp-content/uploads/a.jpg')).toBe('/wp-content/uploads/a.jpg');
  });

  it('keeps other hosts absolute', () => {
    expect(toSitePath('https://podcasts.example.org/ep/1', 'https://cms.example.com/graphql')).toBe(
      'https://podcasts.example.org/ep/1',
    );
  });
});

describe('reshapeMenu', () => {
  it('lists top-level items only, with their children one level deep', () => {
    const menu = reshapeMenu(
      [
        menuItem({
          id: 'a',
          childItems: { edges: [{ node: menuItem({ id: 'b', label: 'Our Story', url: 'https://cms.example.com/about/', parentId: 'a' }) }] },
        }),
        menuItem({ id: 'b', label: 'Our Story', parentId: 'a' }),
      ],
      'https://cms.example.com/graphql',
    );
    expect(menu).toHaveLength(1);
    expect(menu[0]?.children.map((child) => [child.label, child.path])).toEqual([['Our Story', '/about/']]);
  });
});

describe('reshapeNode', () => {
  it('turns hero settings into a hero with a normalised overlay opacity and call to action', () => {
    const node = reshapeNode({
      __typename: 'Page',
      id: 'p',
      databaseId: 3,
      slug: 'contact',
      uri: '/contact/',
      date: '2026-01-01T09:00:00',
      contentTypeName: 'page',
      title: 'Get In Touch',
      content: '<p>Hi</p>',
      heroSettings: {
        heroSize: 'large',
        heroType: 'image',
        heroColor: 'paper',
        heroBgColor: 'dusk',
        heroOverlayColor: 'ink',
        heroOverlayOpacity: 40,
        heroScrollDown: true,
        heroInsightAltToggle: false,
        heroEyebrow: null,
        heroHeadline: null,
        heroImage: null,
        heroCta: { active: true, label: 'Say hello', link: { url: 'https://cms.example.com/contact/', title: 'Contact', target: '' } },
        heroCloudLeft: { position: 'top', style: 'cumulus' },
        heroCloudRight: null,
      },
    } satisfies WpNode, 'https://cms.example.com/graphql');
    expect(node?.kind).toBe('page');
    if (node?.kind !== 'page') return;
    expect(node.hero.headline).toBe('Get In Touch');
    expect(node.hero.overlayOpacity).toBeCloseTo(0.4);
    expect(node.hero.cta).toEqual({ label: 'Say hello', url: '/contact/', title: 'Contact', target: '' });
    expect(node.hero.cloudRight.style).toBe('none');
  });

  it('ignores types the site has no template for', () => {
    expect(reshapeNode({ __typename: 'ContentType', id: 'c', databaseId: 0, slug: null, uri: '/', date: null, contentTypeName: '' })).toBeUndefined();
  });
});
