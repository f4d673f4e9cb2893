import { describe, expect, it } from 'vitest';
import { heroModel } from '@/components/hero/hero-model';
import {
  reshapeListEntry,
  reshapeMenu,
  reshapeNode,
  reshapeRedirect,
  selectChoice,
  toSitePath,
  utcInstant,
} from './reshape';
import { postFeedItem } from '@/lib/seo/feeds';
import { postLd, serialiseLd } from '@/lib/seo/json-ld';
import { nodeMetadata } from '@/lib/seo/metadata';
import { renderFeed } from '@/lib/seo/rss';
import type { WpHeroSettings, WpListEntry, WpMenuItem, WpNode } from './wp-types';

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
    expect(toSitePath('https://cms.example.com/about/#culture', 'https://cms.example.com/graphql')).toBe(
      '/about/#culture',
    );
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
          childItems: {
            edges: [
              { node: menuItem({ id: 'b', label: 'Our Story', url: 'https://cms.example.com/about/', parentId: 'a' }) },
            ],
          },
        }),
        menuItem({ id: 'b', label: 'Our Story', parentId: 'a' }),
      ],
      'https://cms.example.com/graphql',
    );
    expect(menu).toHaveLength(1);
    expect(menu[0]?.children.map((child) => [child.label, child.path])).toEqual([['Our Story', '/about/']]);
  });

  it('never passes on the content system’s host: its links become site paths, links elsewhere stay as they are', () => {
    const [own, elsewhere] = reshapeMenu(
      [
        menuItem({ id: 'a', url: 'https://cms.example.com/about-us/' }),
        menuItem({ id: 'b', label: 'Podcast', url: 'https://podcasts.example.org/thin-air' }),
      ],
      'https://cms.example.com/graphql',
    );
    expect([own?.path, own?.url]).toEqual(['/about-us/', '/about-us/']);
    expect(JSON.stringify(own)).not.toContain('cms.example.com');
    expect([elsewhere?.path, elsewhere?.url]).toEqual([
      'https://podcasts.example.org/thin-air',
      'https://podcasts.example.org/thin-air',
    ]);
  });
});

describe('reshapeNode', () => {
  it('turns hero settings into a hero with a normalised overlay opacity and call to action', () => {
    const node = reshapeNode(
      {
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
          heroCta: {
            active: true,
            label: 'Say hello',
            link: { url: 'https://cms.example.com/contact/', title: 'Contact', target: '' },
          },
          heroCloudLeft: { position: 'top', style: 'cumulus' },
          heroCloudRight: null,
        },
        // Select fields as plain strings: the older shape a server may answer, not the schema's lists.
      } as unknown as WpNode,
      'https://cms.example.com/graphql',
    );
    expect(node?.kind).toBe('page');
    if (node?.kind !== 'page') return;
    expect(node.hero.headline).toBe('Get In Touch');
    expect(node.hero.overlayOpacity).toBeCloseTo(0.4);
    expect(node.hero.cta).toEqual({ label: 'Say hello', url: '/contact/', title: 'Contact', target: '' });
    expect(node.hero.cloudRight.style).toBe('none');
  });

  it('keeps a hero’s settings and image from real-shaped data, where every select field is a list', () => {
    const node = reshapeNode(pageWithHero(realHero), 'https://cms.example.com/graphql');
    expect(node?.kind).toBe('page');
    if (node?.kind !== 'page') return;
    expect(node.hero).toMatchObject({
      size: 'full',
      type: 'image',
      color: 'paper',
      bgColor: 'dusk',
      overlayColor: 'ink',
      overlayOpacity: 0.35,
      cloudLeft: { position: 'bottom', style: 'cumulus' },
      cloudRight: { position: 'top', style: 'wisp' },
    });
    expect(node.hero.image).toEqual({
      url: '/wp-content/uploads/hero.jpg',
      alt: 'Balloons at sunrise',
      width: 2400,
      height: 1350,
    });
    // What a visitor sees: the full-height image hero with its picture, not the default headline hero.
    const model = heroModel(node.hero);
    expect(model).toMatchObject({ size: 'full', type: 'image', bgColor: 'dusk' });
    expect(model.image?.url).toBe('/wp-content/uploads/hero.jpg');
    expect(model.clouds.map((cloud) => [cloud.side, cloud.position, cloud.style])).toEqual([
      ['left', 'bottom', 'cumulus'],
      ['right', 'top', 'wisp'],
    ]);
  });

  it('falls back to the hero defaults for select fields answered null or as empty lists', () => {
    const node = reshapeNode(
      pageWithHero({
        ...realHero,
        heroSize: null,
        heroType: [],
        heroColor: [null],
        heroBgColor: [''],
        heroOverlayColor: null,
        heroCloudLeft: { position: [], style: null },
        heroCloudRight: null,
      }),
    );
    if (node?.kind !== 'page') throw new Error('expected a page');
    expect(node.hero).toMatchObject({
      size: 'medium',
      type: 'headline',
      color: 'ink',
      bgColor: 'sky',
      overlayColor: 'ink',
      cloudLeft: { position: '', style: 'none' },
      cloudRight: { position: '', style: 'none' },
    });
  });

  it('turns the "Posts page" WordPress answers as a ContentType into a page that lists the posts', () => {
    const node = reshapeNode(
      {
        __typename: 'ContentType',
        id: 'cG9zdF90eXBlOnBvc3Q=',
        uri: '/insights/',
        name: 'post',
        label: 'Posts',
        isFrontPage: false,
        isPostsPage: true,
      } as WpNode,
      'https://cms.example.com/graphql',
    );
    expect(node).toMatchObject({
      kind: 'page',
      uri: '/insights/',
      title: 'Insights',
      isPostsPage: true,
      isFrontPage: false,
      content: '',
      hero: { headline: 'Insights', size: 'medium', type: 'headline', image: null },
      metadata: { excludeFromSitemap: false, metaDescription: '' },
    });
  });

  it('reads a front page that lists the posts as the front page, titled by the post type', () => {
    const node = reshapeNode({
      __typename: 'ContentType',
      id: 'cG9zdF90eXBlOnBvc3Q=',
      uri: '/',
      name: 'post',
      label: 'Posts',
      isFrontPage: true,
      isPostsPage: true,
    } as WpNode);
    expect(node).toMatchObject({ kind: 'page', uri: '/', title: 'Posts', isFrontPage: true, isPostsPage: true });
  });

  it('marks an entry WordPress holds behind a password, which it answers with a title and no content', () => {
    const post = (hasPassword: boolean, content: string | null) =>
      reshapeNode({
        __typename: 'Post',
        id: 'cG9zdDo3',
        databaseId: 7,
        slug: 'workshop-notes',
        uri: '/workshop-notes/',
        date: '2026-02-03T09:00:00',
        contentTypeName: 'post',
        title: 'Workshop notes',
        hasPassword,
        content,
      } as unknown as WpNode);
    expect(post(true, null)).toMatchObject({ kind: 'post', passwordProtected: true, content: '' });
    expect(post(false, '<p>Open</p>')).not.toHaveProperty('passwordProtected');
  });

  it('keeps a title’s inline markup for the page and gives every other use its plain text', () => {
    const site = { siteName: 'Altitude', siteUrl: 'https://amg.example', description: '' };
    const node = reshapeNode({
      __typename: 'Post',
      id: 'cG9zdDoxMjA3',
      databaseId: 1207,
      slug: 'title-with-markup',
      uri: '/title-with-markup/',
      date: '2013-01-05T10:00:00',
      dateGmt: '2013-01-05T10:00:00',
      contentTypeName: 'post',
      title: 'Markup: Title <em class="x">With</em> <b>Mark<sup>up</sup></b> &amp; <script>x</script>',
      content: '<p>Body</p>',
    } as unknown as WpNode);
    expect(node?.kind).toBe('post');
    if (node?.kind !== 'post') return;
    expect(node.titleHtml).toBe('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b> &amp;');
    expect(node.title).toBe('Markup: Title With Markup &');
    expect(nodeMetadata(node, site).title).toBe('Markup: Title With Markup &');
    expect(serialiseLd(postLd(node, site))).toContain('"headline":"Markup: Title With Markup &"');
    expect(
      renderFeed({ title: 'Feed', url: site.siteUrl, feedUrl: site.siteUrl, description: '', language: 'en' }, [
        postFeedItem(node, site.siteUrl),
      ]),
    ).toContain('<title>Markup: Title With Markup &amp;</title>');
  });

  it('gives a menu label its inline markup for the menus and its plain text for everything else', () => {
    const [item] = reshapeMenu([menuItem({ label: 'Title <em>With</em> Markup &amp; more' })]);
    expect(item?.label).toBe('Title With Markup & more');
    expect(item?.labelHtml).toBe('Title <em>With</em> Markup &amp; more');
  });

  it('ignores types the site has no template for', () => {
    expect(
      reshapeNode({
        __typename: 'ContentType',
        id: 'c',
        databaseId: 0,
        slug: null,
        uri: '/',
        date: null,
        contentTypeName: '',
      } as unknown as WpNode),
    ).toBeUndefined();
  });
});

describe('reshapeRedirect', () => {
  it('leads a moved address to its new path on this site, permanently or for now as WordPress says', () => {
    expect(reshapeRedirect({ to: '/new-name/', permanent: true })).toEqual({ to: '/new-name/', permanent: true });
    expect(reshapeRedirect({ to: '/team/new-name/', permanent: false })).toEqual({
      to: '/team/new-name/',
      permanent: false,
    });
    expect(reshapeRedirect({ to: '/', permanent: true })).toEqual({ to: '/', permanent: true });
  });

  it('has nothing for an address that did not move', () => {
    expect(reshapeRedirect(null)).toBeUndefined();
    expect(reshapeRedirect(undefined)).toBeUndefined();
  });

  it('leads to another host only by a whole http(s) address an editor wrote', () => {
    expect(reshapeRedirect({ to: 'https://elsewhere.example/new-name/?ref=site', permanent: false })).toEqual({
      to: 'https://elsewhere.example/new-name/?ref=site',
      permanent: false,
    });
    expect(reshapeRedirect({ to: 'http://elsewhere.example', permanent: true })).toEqual({
      to: 'http://elsewhere.example/',
      permanent: true,
    });
  });

  it('never leads a visitor to another host any other way', () => {
    for (const uri of [
      'https://user:secret@elsewhere.example/',
      'https:///elsewhere.example/',
      'https://\\elsewhere.example/',
      'ftp://elsewhere.example/',
      'data:text/html,hi',
      '//elsewhere.example/new-name/',
      '/\\elsewhere.example/new-name/',
      '/\t/elsewhere.example/',
      '/new name/',
      'new-name/',
      'javascript:alert(1)',
      '',
    ]) {
      expect(reshapeRedirect({ to: uri, permanent: true }), uri).toBeUndefined();
    }
  });
});

describe('selectChoice', () => {
  it('reads the first choice of a list, a plain string as it is, and nothing as empty', () => {
    expect(selectChoice(['full'])).toBe('full');
    expect(selectChoice([null, 'large', 'small'])).toBe('large');
    expect(selectChoice('medium')).toBe('medium');
    expect(selectChoice([])).toBe('');
    expect(selectChoice(null)).toBe('');
    expect(selectChoice(undefined)).toBe('');
  });
});

/** A hero as a real WordPress (WPGraphQL for ACF 2.7) answers it. */
const realHero: WpHeroSettings = {
  heroSize: ['full'],
  heroType: ['image'],
  heroColor: ['paper'],
  heroBgColor: ['dusk'],
  heroOverlayColor: ['ink'],
  heroOverlayOpacity: 35,
  heroScrollDown: true,
  heroInsightAltToggle: false,
  heroEyebrow: 'Winter Park, Florida',
  heroHeadline: 'Marketing that rises above',
  heroImage: {
    node: {
      sourceUrl: 'https://cms.example.com/wp-content/uploads/hero.jpg',
      altText: 'Balloons at sunrise',
      mediaDetails: { width: 2400, height: 1350 },
    },
  },
  heroCta: null,
  heroCloudLeft: { position: ['bottom'], style: ['cumulus'] },
  heroCloudRight: { position: ['top'], style: ['wisp'] },
};

function pageWithHero(heroSettings: WpHeroSettings): WpNode {
  return {
    __typename: 'Page',
    id: 'cG9zdDoy',
    databaseId: 2,
    slug: 'home',
    uri: '/',
    date: '2026-01-01T09:00:00',
    contentTypeName: 'page',
    title: 'Home',
    content: '',
    isFrontPage: true,
    heroSettings,
  } as WpNode;
}

describe('media of an entry', () => {
  const upload = (file: string) => `https://cms.example.com/wp-content/uploads/${file}`;
  const episode = (audioUrl: string, avatar: string): WpNode =>
    ({
      __typename: 'Post',
      id: 'cG9zdDo5',
      databaseId: 9,
      slug: 'episode-12',
      uri: '/insights/episode-12/',
      date: '2026-02-03T09:00:00',
      contentTypeName: 'post',
      title: 'Episode 12',
      featuredImage: { node: { sourceUrl: upload('2026/02/cover.jpg?v=2'), altText: 'Cover', mediaDetails: null } },
      author: { node: { name: 'Ada', firstName: 'Ada', lastName: 'Lee', avatar: { url: avatar } } },
      podcastInformation: {
        audioUrl,
        audioLength: 1000,
        episodeUrl: null,
        podcastEpisodeNumber: 12,
        podcastEpisodeThumbnail: { node: { mediaItemUrl: upload('thumb.png'), altText: 'Artwork' } },
      },
    }) as WpNode;

  it('serves the content system’s uploads from the site: pictures, avatars, artwork and audio', () => {
    const node = reshapeNode(episode(upload('ep12.mp3'), upload('ada.svg')), 'https://cms.example.com/graphql');
    if (node?.kind !== 'post') throw new Error('expected a post');
    expect(node.image?.url).toBe('/wp-content/uploads/2026/02/cover.jpg?v=2');
    expect(node.author?.avatarUrl).toBe('/wp-content/uploads/ada.svg');
    expect(node.podcast).toMatchObject({
      audioUrl: '/wp-content/uploads/ep12.mp3',
      thumbnail: { url: '/wp-content/uploads/thumb.png', alt: 'Artwork' },
    });
    expect(JSON.stringify(node)).not.toContain('cms.example.com');
  });

  it('leaves audio on a podcast host and Gravatar avatars where they are', () => {
    const gravatar = 'https://secure.gravatar.com/avatar/abc?s=96&d=mm';
    const node = reshapeNode(
      episode('https://media.example-podcasts.com/ep12.mp3', gravatar),
      'https://cms.example.com/graphql',
    );
    if (node?.kind !== 'post') throw new Error('expected a post');
    expect(node.podcast?.audioUrl).toBe('https://media.example-podcasts.com/ep12.mp3');
    expect(node.author?.avatarUrl).toBe(gravatar);
  });

  it('serves a page’s hero and Open Graph pictures from the site', () => {
    const page = {
      ...pageWithHero(realHero),
      pageMetadata: {
        excludeFromSitemap: false,
        metaDescription: null,
        openGraphDescription: null,
        openGraphImage: { node: { sourceUrl: upload('social.png'), altText: '', mediaDetails: null } },
      },
    };
    const node = reshapeNode(page, 'https://cms.example.com/graphql');
    if (node?.kind !== 'page') throw new Error('expected a page');
    expect(node.hero.image?.url).toBe('/wp-content/uploads/hero.jpg');
    expect(node.metadata.openGraphImage?.url).toBe('/wp-content/uploads/social.png');
  });
});

describe('dates', () => {
  it('reads WordPress’s GMT dates as UTC instants, and nothing else', () => {
    expect(utcInstant('2026-03-14T13:30:00')).toBe('2026-03-14T13:30:00Z');
    expect(utcInstant('2026-03-14T13:30:00Z')).toBe('2026-03-14T13:30:00Z');
    expect(utcInstant('2026-03-14T13:30:00+00:00')).toBe('2026-03-14T13:30:00Z');
    expect(utcInstant('2026-03-14T09:30:00-04:00')).toBe('2026-03-14T13:30:00Z');
    expect(utcInstant(null)).toBe('');
    expect(utcInstant('not a date')).toBe('');
  });

  it('keeps the local date for display and the UTC moments for machines', () => {
    const entry = reshapeListEntry({
      __typename: 'Post',
      id: 'p',
      databaseId: 9,
      slug: 'late-night',
      uri: '/late-night/',
      // 23:30 in New York on March 14 is 03:30 UTC on March 15.
      date: '2026-03-14T23:30:00',
      dateGmt: '2026-03-15T03:30:00',
      modifiedGmt: '2026-03-16T12:00:00',
      contentTypeName: 'post',
    } as WpListEntry);
    expect(entry).toMatchObject({
      date: '2026-03-14T23:30:00',
      dateGmt: '2026-03-15T03:30:00Z',
      modifiedGmt: '2026-03-16T12:00:00Z',
    });
  });
});

describe('an entry published without a title', () => {
  const untitled = (over: Partial<WpListEntry>) =>
    ({
      __typename: 'Post',
      id: 'p',
      databaseId: 1169,
      slug: 'edge-case-no-title',
      uri: '/2009/05/edge-case-no-title/',
      date: '2009-05-19T11:00:00',
      contentTypeName: 'post',
      title: '',
      ...over,
    }) as WpListEntry;

  it('is named by its date wherever it is listed, linked or shown', () => {
    expect(reshapeListEntry(untitled({}))?.title).toBe('Untitled, May 19, 2009');
    expect(reshapeListEntry(untitled({ title: null }))?.title).toBe('Untitled, May 19, 2009');
    // Spaces alone are no title either.
    expect(reshapeListEntry(untitled({ title: '  ' }))?.title).toBe('Untitled, May 19, 2009');
    expect(reshapeNode({ ...untitled({}), content: '<p>Body</p>' } as WpNode)?.kind).toBe('post');
    const node = reshapeNode({ ...untitled({}), content: '<p>Body</p>' } as WpNode);
    expect(node && 'title' in node ? node.title : undefined).toBe('Untitled, May 19, 2009');
  });

  it('is still named without a date, and a written title is kept as written', () => {
    expect(reshapeListEntry(untitled({ date: null }))?.title).toBe('Untitled');
    expect(reshapeListEntry(untitled({ title: 'Edge Case: No Content' }))?.title).toBe('Edge Case: No Content');
  });
});

describe('postFormatOf', () => {
  it('reads WordPress’s post format terms, standard for none or an unknown one', async () => {
    const { postFormatOf } = await import('./reshape');
    expect(postFormatOf('post-format-quote')).toBe('quote');
    expect(postFormatOf('post-format-aside')).toBe('aside');
    expect(postFormatOf(undefined)).toBe('standard');
    expect(postFormatOf('post-format-banner')).toBe('standard');
  });
});

describe('link fields', () => {
  const CMS = 'https://cms.example.com/graphql';
  const heroWith = (link: { url: string; target?: string }) => {
    const node = reshapeNode(
      pageWithHero({ ...realHero, heroCta: { active: true, label: 'Go', link: { title: 'Go', target: '', ...link } } }),
      CMS,
    );
    return node?.kind === 'page' ? node.hero.cta : undefined;
  };

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('never writes %s into a hero’s call to action', (url) => {
    expect(heroWith({ url })).toBeNull();
  });

  it.each([
    ['https://elsewhere.example/a', 'https://elsewhere.example/a'],
    ['mailto:hello@altitude.example', 'mailto:hello@altitude.example'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['/contact', '/contact/'],
    ['#team', '#team'],
  ])('keeps %s', (url, href) => {
    expect(heroWith({ url })?.url).toBe(href);
  });

  it.each([
    ['_blank', '_blank'],
    ['_SELF', '_self'],
    ['_top', ''],
    ['evil" onclick="alert(1)', ''],
    ['someFrame', ''],
  ])('writes a target of %s as %s', (target, expected) => {
    expect(heroWith({ url: '/contact/', target })?.target).toBe(expected);
    expect(reshapeMenu([menuItem({ target })])[0]?.target).toBe(expected);
  });

  it('leads a menu item with another scheme nowhere but home', () => {
    const [item] = reshapeMenu([menuItem({ url: 'data:text/html,hi', path: null, uri: null })]);
    expect(item?.path).toBe('/');
  });
});
