import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPack } from '../content-pack/types';
import { siteTimeToGmt } from '../src/store/site-time';
import { fixturePack } from '../src/test-fixtures/fixture-pack';
import { removeDir, serverForFile, startTestServer, type TestServer } from './support';

const server = serverForFile();

type ListPage = {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { databaseId: number; slug: string; date: string } }[];
  nodes: { slug: string }[];
};

const LIST = `query L($first: Int, $after: String, $last: Int, $before: String, $cat: String) {
  posts(first: $first, after: $after, last: $last, before: $before, where: { orderby: [{ field: DATE, order: DESC }], categoryName: $cat }) {
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { databaseId slug date } }
    nodes { slug }
  }
}`;

const list = async (variables: Record<string, unknown>) =>
  (await server.data<{ posts: ListPage }>(LIST, variables)).posts;

describe('content lists', () => {
  it('pages through every post newest first, ids breaking date ties, with no duplicates or gaps', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const page: ListPage = await list({ first: 2, after });
      seen.push(...page.edges.map((edge) => edge.node.slug));
      expect(page.nodes.map((node) => node.slug)).toEqual(page.edges.map((edge) => edge.node.slug));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    // spring-launch and new-office share a date; the later id (new-office) comes first.
    expect(seen).toEqual(['new-office', 'spring-launch', 'brand-clarity', 'episode-one', 'summer-hires']);
    expect(new Set(seen).size).toBe(fixturePack.posts.length);
  });

  it('uses WPGraphQL cursors (base64 arrayconnection:id) and the default page size of 10', async () => {
    const page = await list({});
    expect(page.edges).toHaveLength(5);
    const first = page.edges[0]!;
    expect(Buffer.from(first.cursor, 'base64').toString()).toBe(`arrayconnection:${first.node.databaseId}`);
  });

  it('pages backwards with last/before', async () => {
    const all = await list({ first: 5 });
    const back = await list({ last: 2, before: all.edges[3]!.cursor });
    expect(back.edges.map((edge) => edge.node.slug)).toEqual(['spring-launch', 'brand-clarity']);
    expect(back.pageInfo.hasPreviousPage).toBe(true);
    expect(back.pageInfo.hasNextPage).toBe(true);
  });

  it('filters posts by category slug, and an unknown category lists nothing', async () => {
    const news = await list({ cat: 'agency-news' });
    expect(news.edges.map((edge) => edge.node.slug)).toEqual(['new-office', 'spring-launch', 'summer-hires']);
    const firstOnly = await list({ cat: 'agency-news', first: 1 });
    const rest = await list({ cat: 'agency-news', first: 5, after: firstOnly.pageInfo.endCursor });
    expect(rest.edges.map((edge) => edge.node.slug)).toEqual(['spring-launch', 'summer-hires']);
    expect((await list({ cat: 'no-such-category' })).edges).toEqual([]);
  });

  it('filters posts by tag as WPGraphQL does: `tag` (a slug, or several for any), `tagSlugIn`, beside a category', async () => {
    const query = `query T($tag: String, $in: [String], $cat: String, $first: Int, $after: String) {
      posts(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }], tag: $tag, tagSlugIn: $in, categoryName: $cat }) {
        pageInfo { hasNextPage endCursor }
        nodes { slug tags { nodes { __typename slug name uri } } categories { nodes { slug } } }
      }
    }`;
    const slugs = async (variables: Record<string, unknown>) => {
      const { body } = await server.gql<{
        posts: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { slug: string }[] };
      }>(query, variables);
      expect(body.errors).toBeUndefined();
      return body.data!.posts;
    };
    expect((await slugs({ tag: 'winter-park' })).nodes.map((post) => post.slug)).toEqual([
      'new-office',
      'spring-launch',
    ]);
    const first = await slugs({ tag: 'brand', first: 1 });
    expect(first.nodes.map((post) => post.slug)).toEqual(['new-office']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await slugs({ tag: 'brand', first: 5, after: first.pageInfo.endCursor });
    expect(rest.nodes.map((post) => post.slug)).toEqual(['brand-clarity']);
    expect((await slugs({ in: ['winter-park', 'brand'] })).nodes.map((post) => post.slug)).toEqual([
      'new-office',
      'spring-launch',
      'brand-clarity',
    ]);
    expect((await slugs({ tag: 'winter-park,brand' })).nodes).toHaveLength(3);
    expect((await slugs({ tag: 'brand', cat: 'thought-leadership' })).nodes.map((post) => post.slug)).toEqual([
      'brand-clarity',
    ]);
    expect((await slugs({ tag: 'print' })).nodes).toEqual([]);
    expect((await slugs({ tag: 'no-such-tag' })).nodes).toEqual([]);
    // A post's tags are its tags only, and its categories its categories only.
    const [office] = (await slugs({ tag: 'winter-park', first: 1 })).nodes as unknown as {
      tags: { nodes: unknown[] };
      categories: { nodes: unknown[] };
    }[];
    expect(office!.tags.nodes).toEqual([
      { __typename: 'Tag', slug: 'brand', name: 'Brand', uri: '/tag/brand/' },
      { __typename: 'Tag', slug: 'winter-park', name: 'Winter Park', uri: '/tag/winter-park/' },
    ]);
    expect(office!.categories.nodes).toEqual([{ slug: 'agency-news' }]);
  });

  it('rejects a negative page size and a cursor that is not one', async () => {
    const negative = await server.gql(LIST, { first: -1 });
    expect(negative.body.errors?.[0]?.message).toBe('first must be a positive integer.');
    const bogus = await server.gql(LIST, { after: 'not-a-cursor' });
    expect(bogus.body.errors?.[0]?.message).toMatch(/Invalid "after" cursor/);
  });

  it.each([
    ['pages', 'Page', 5],
    ['teamMembers', 'TeamMember', 3],
    ['caseStudies', 'CaseStudy', 3],
    ['careers', 'Career', 2],
  ])('lists %s', async (field, typename, count) => {
    const { body } = await server.gql<Record<string, { nodes: { __typename: string; date: string }[] }>>(
      `{ ${field}(first: 12, where: { orderby: [{ field: DATE, order: DESC }] }) { nodes { __typename date } } }`,
    );
    expect(body.errors).toBeUndefined();
    const nodes = body.data![field]!.nodes;
    expect(nodes).toHaveLength(count);
    expect(nodes.every((node) => node.__typename === typename)).toBe(true);
    expect([...nodes.map((node) => node.date)].sort().reverse()).toEqual(nodes.map((node) => node.date));
  });

  it('answers every list field of a post', async () => {
    const { body } = await server.gql<{ post: Record<string, unknown> }>(`{
      post(id: "episode-one", idType: SLUG) {
        id databaseId title slug uri link date dateGmt modified excerpt content(format: RENDERED) status contentTypeName
        featuredImage { node { sourceUrl altText mediaItemUrl mediaDetails { width height } } }
        author { node { name firstName lastName avatar { url } } }
        categories { nodes { name slug uri } }
        insightsArticle { insightsArticleAuthor }
        podcastInformation { audioUrl audioLength episodeUrl podcastEpisodeNumber podcastEpisodeThumbnail { node { mediaItemUrl altText } } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const post = body.data!.post;
    expect(post).toMatchObject({
      title: 'Episode one',
      uri: '/episode-one/',
      link: `${server.url}/episode-one/`,
      date: '2024-02-01T07:00:00',
      dateGmt: '2024-02-01T12:00:00',
      status: 'publish',
      contentTypeName: 'post',
      featuredImage: {
        node: {
          sourceUrl: `${server.url}/wp-content/uploads/sky.jpg`,
          altText: 'A blue sky',
          mediaDetails: { width: 8, height: 6 },
        },
      },
      author: {
        node: {
          name: 'Maya Ortiz',
          firstName: 'Maya',
          lastName: 'Ortiz',
          avatar: { url: `${server.url}/wp-content/uploads/avatar.svg` },
        },
      },
      categories: { nodes: [{ name: 'Podcast', slug: 'podcast', uri: '/category/podcast/' }] },
      insightsArticle: { insightsArticleAuthor: '' },
      podcastInformation: {
        audioUrl: 'https://cdn.example.com/episode-one.mp3',
        audioLength: 1234567,
        podcastEpisodeNumber: 1,
        podcastEpisodeThumbnail: {
          node: { mediaItemUrl: `${server.url}/wp-content/uploads/sun.png`, altText: 'An orange sun' },
        },
      },
    });
    expect(Buffer.from(post.id as string, 'base64').toString()).toBe(`post:${post.databaseId}`);
  });
});

describe('nodeByUri', () => {
  const NODE = `query N($uri: String!) { nodeByUri(uri: $uri) { __typename uri ... on Page { title isFrontPage heroSettings { fieldGroupName heroOverlayOpacity heroCta { active link { url title target } } heroCloudLeft { position style } } pageMetadata { metaDescription openGraphImage { node { sourceUrl } } } } ... on TeamMember { teamMemberDetails { teamMemberRole } } ... on CaseStudy { caseStudyDetails { client } } ... on Career { careerDetails { location } } ... on Category { name count } ... on Tag { name count } ... on Post { title } } }`;
  const node = async (uri: string) => {
    const { body } = await server.gql<{ nodeByUri: Record<string, unknown> | null }>(NODE, { uri });
    expect(body.errors).toBeUndefined();
    return body.data!.nodeByUri;
  };

  it('resolves "/" to the static front page', async () => {
    expect(await node('/')).toMatchObject({
      __typename: 'Page',
      uri: '/',
      isFrontPage: true,
      heroSettings: { fieldGroupName: 'HeroSettings', heroOverlayOpacity: 40 },
    });
  });

  it('answers ACF select fields as WPGraphQL for ACF does: a list even for a single choice', async () => {
    const { body } = await server.gql<{ nodeByUri: { heroSettings: Record<string, unknown> } }>(
      `{ nodeByUri(uri: "/") { ... on Page { heroSettings {
        heroSize heroType heroColor heroBgColor heroOverlayColor heroOverlayOpacity
        heroCloudLeft { position style } heroCloudRight { position style }
      } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.nodeByUri.heroSettings).toEqual({
      heroSize: ['large'],
      heroType: ['image'],
      heroColor: ['ink'],
      heroBgColor: ['sky'],
      heroOverlayColor: ['dusk'],
      heroOverlayOpacity: 40,
      heroCloudLeft: { position: ['top'], style: ['cumulus'] },
      heroCloudRight: { position: ['bottom'], style: ['wisp'] },
    });
  });

  it('resolves each type, with or without the trailing slash and ignoring a query string', async () => {
    expect(await node('/about-us/')).toMatchObject({
      __typename: 'Page',
      title: 'About Us',
      pageMetadata: { openGraphImage: { node: { sourceUrl: `${server.url}/wp-content/uploads/sky.jpg` } } },
    });
    expect(await node('/about-us/our-story')).toMatchObject({ __typename: 'Page', title: 'Our Story' });
    expect(await node('/new-office?utm=x')).toMatchObject({ __typename: 'Post', title: 'New office' });
    expect(await node('/team/sam-lee/')).toMatchObject({
      __typename: 'TeamMember',
      teamMemberDetails: { teamMemberRole: 'Strategist' },
    });
    expect(await node('/work/lakeside-clinic/')).toMatchObject({
      __typename: 'CaseStudy',
      caseStudyDetails: { client: 'lakeside-clinic' },
    });
    expect(await node('/careers/designer/')).toMatchObject({
      __typename: 'Career',
      careerDetails: { location: 'Winter Park, FL' },
    });
    expect(await node('/category/agency-news/')).toMatchObject({
      __typename: 'Category',
      name: 'Agency News',
      count: 3,
    });
    expect(await node('/tag/winter-park/')).toMatchObject({ __typename: 'Tag', name: 'Winter Park', count: 2 });
    // A tag no post carries is still a tag, with no count (WPGraphQL answers null for 0).
    expect(await node('/tag/print/')).toMatchObject({ __typename: 'Tag', name: 'Print', count: null });
  });

  it('renders content images as WordPress does: absolute upload URLs with the attachment size and class', async () => {
    const { body } = await server.gql<{ nodeByUri: { content: string } }>(
      `{ nodeByUri(uri: "/about-us/our-story/") { ... on Page { content } } }`,
    );
    const content = body.data!.nodeByUri.content;
    expect(content).toContain(
      `<img src="${server.url}/wp-content/uploads/sky.jpg" alt="A blue sky" width="8" height="6" class="wp-image-`,
    );
    // An upload the library does not know keeps its (now absolute) address and gains no invented size.
    expect(content).toContain(`<img src="${server.url}/wp-content/uploads/missing.png" alt="" />`);
    expect(content).not.toContain('src="/wp-content');
  });

  it('gives null for an unknown URI', async () => {
    expect(await node('/does-not-exist/')).toBeNull();
    expect(await node('/category/nothing/')).toBeNull();
    expect(await node('/tag/nothing/')).toBeNull();
    expect(await node('/tag/agency-news/')).toBeNull();
  });

  it('resolves "/" to the posts ContentType when no page is the front page', async () => {
    const pack: ContentPack = { ...fixturePack, pages: fixturePack.pages.filter((page) => page.uri !== '/') };
    const other = await startTestServer(pack);
    try {
      const { body } = await other.gql<{ nodeByUri: unknown }>(
        '{ nodeByUri(uri: "/") { __typename uri ... on ContentType { name isFrontPage isPostsPage } } }',
      );
      expect(body.data!.nodeByUri).toEqual({
        __typename: 'ContentType',
        uri: '/',
        name: 'post',
        isFrontPage: true,
        isPostsPage: true,
      });
    } finally {
      await other.stop();
      removeDir(other.dir);
    }
  });
});

describe('menus', () => {
  const MENU = `query M($location: MenuLocationEnum) {
    top: menuItems(first: 100, where: { location: $location, parentId: null }) { nodes { id databaseId label title uri url path cssClasses description target linkRelationship parentId order childItems { edges { node { label path parentId parentDatabaseId } } nodes { label } } } }
    topByDatabaseId: menuItems(first: 100, where: { location: $location, parentDatabaseId: 0 }) { nodes { label } }
    flat: menuItems(first: 100, where: { location: $location }) { nodes { label } }
  }`;

  it('lists top-level items with their children one level deep', async () => {
    const { body } = await server.gql<Record<'top' | 'topByDatabaseId' | 'flat', { nodes: Record<string, unknown>[] }>>(
      MENU,
      { location: 'PRIMARY' },
    );
    expect(body.errors).toBeUndefined();
    const top = body.data!.top.nodes;
    expect(top.map((item) => item.label)).toEqual(fixturePack.menus.PRIMARY.map((item) => item.label));
    expect(body.data!.topByDatabaseId.nodes.map((item) => item.label)).toEqual(top.map((item) => item.label));
    const about = top[0] as {
      childItems: { edges: { node: { label: string; parentId: string; parentDatabaseId: number } }[] };
      id: string;
      databaseId: number;
    };
    expect(about.childItems.edges.map((edge) => edge.node.label)).toEqual([
      'About Us',
      'Our Story',
      'Our Team',
      'Mission & Values',
      'AMG HQ',
      'Winter Park, FL',
    ]);
    expect(about.childItems.edges[0]!.node.parentId).toBe(about.id);
    expect(about.childItems.edges[0]!.node.parentDatabaseId).toBe(about.databaseId);
    expect(top[6]).toMatchObject({
      uri: '/contact/',
      path: '/contact/',
      url: `${server.url}/contact/`,
      cssClasses: ['menu-cta'],
      description: 'Say hello',
      parentId: null,
      order: 7,
    });
    // Without a parent filter WPGraphQL lists every item of the location flat.
    expect(body.data!.flat.nodes).toHaveLength(7 + 6 + 2);
  });

  it('serves the footer location', async () => {
    const { body } = await server.gql<Record<'top', { nodes: { label: string; childItems: { nodes: unknown[] } }[] }>>(
      MENU,
      { location: 'FOOTER' },
    );
    expect(body.data!.top.nodes).toHaveLength(6);
    expect(body.data!.top.nodes[3]!.childItems.nodes).toHaveLength(2);
  });
});

describe('forms and theme settings', () => {
  it('lists forms with every field setting', async () => {
    const { body } = await server.gql<{ gfForms: { nodes: Record<string, unknown>[] }; gfForm: { title: string } }>(`{
      gfForms(first: 10) { nodes { id databaseId title description isActive cssClass submitButton { text } pagination { lastPageButton { text type } }
        formFields(first: 50) { nodes { __typename id databaseId type visibility
          ... on NameField { label isRequired cssClass inputs { id key label placeholder isHidden } }
          ... on EmailField { label isRequired placeholder value }
          ... on PhoneField { placeholder }
          ... on SelectField { label choices { text value isSelected } }
          ... on TextField { maxLength value }
          ... on TextAreaField { placeholder maxLength } } } } }
      gfForm(id: 2, idType: DATABASE_ID) { title }
    }`);
    expect(body.errors).toBeUndefined();
    const [contact, newsletter] = body.data!.gfForms.nodes as [Record<string, unknown>, Record<string, unknown>];
    expect(contact).toMatchObject({
      databaseId: 1,
      title: 'Contact',
      isActive: true,
      cssClass: 'contact-form',
      submitButton: { text: 'Send' },
      pagination: { lastPageButton: { text: 'Previous', type: 'TEXT' } },
    });
    const fields = (contact.formFields as { nodes: Record<string, unknown>[] }).nodes;
    expect(fields.map((field) => field.__typename)).toEqual([
      'NameField',
      'EmailField',
      'PhoneField',
      'SelectField',
      'TextField',
      'TextAreaField',
      'TextField',
    ]);
    expect(fields[0]).toMatchObject({
      type: 'NAME',
      visibility: 'VISIBLE',
      isRequired: true,
      inputs: [
        { id: 1.3, key: 'first' },
        { id: 1.6, key: 'last' },
      ],
    });
    expect(fields[3]).toMatchObject({ type: 'SELECT', choices: [{ value: 'under-10k' }, { value: '10k-50k' }] });
    expect(fields[6]).toMatchObject({ visibility: 'HIDDEN', value: 'website' });
    expect(newsletter.title).toBe('Hot Air');
    expect(body.data!.gfForm.title).toBe('Hot Air');
  });

  it('serves the theme stylesheet', async () => {
    const { body } = await server.gql<{ themeSettings: { devTools: { tempCss: string; fieldGroupName: string } } }>(
      '{ themeSettings { devTools { tempCss } } }',
    );
    expect(body.data!.themeSettings.devTools.tempCss).toBe(fixturePack.themeCss);
  });
});

describe('HTTP surface', () => {
  it('serves uploads with their type, long-lived cache headers and an ETag', async () => {
    const jpg = await fetch(`${server.url}/wp-content/uploads/sky.jpg`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = jpg.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await jpg.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(
      (await fetch(`${server.url}/wp-content/uploads/sky.jpg`, { headers: { 'If-None-Match': etag! } })).status,
    ).toBe(304);
    expect((await fetch(`${server.url}/wp-content/uploads/avatar.svg`)).headers.get('content-type')).toBe(
      'image/svg+xml',
    );
    expect((await fetch(`${server.url}/wp-content/uploads/sun.png`)).headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for missing uploads and for any path that tries to leave the folder', async () => {
    for (const path of [
      'missing.jpg',
      '..%2F..%2Fpackage.json',
      '%2e%2e%2fcms.sqlite',
      '..%5Cfixture-pack.ts',
      'a%00.jpg',
      '.hidden',
    ]) {
      const response = await fetch(`${server.url}/wp-content/uploads/${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('serves a query explorer page, a health check and counts GraphQL requests', async () => {
    const page = await fetch(server.graphqlUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Query explorer');
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    server.resetRequestCount();
    await server.gql('{ __typename }');
    await server.gql('{ __typename }');
    expect(server.requestCount()).toBe(2);
  });
});

describe('nodeByUri with a "Posts page" set in Settings → Reading', () => {
  let reading: TestServer;
  beforeAll(async () => {
    reading = await startTestServer(fixturePack, undefined, { postsPage: '/insights' });
  });
  afterAll(async () => {
    await reading.stop();
    removeDir(reading.dir);
  });

  const NODE = `query N($uri: String!) { nodeByUri(uri: $uri) {
    __typename uri isFrontPage isPostsPage ... on ContentType { name label } ... on Page { title }
  } }`;

  it('answers the posts page’s address with the post type, as WordPress does', async () => {
    const { body } = await reading.gql<{ nodeByUri: Record<string, unknown> }>(NODE, { uri: '/insights/' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.nodeByUri).toEqual({
      __typename: 'ContentType',
      uri: '/insights/',
      isFrontPage: false,
      isPostsPage: true,
      name: 'post',
      label: 'Posts',
    });
  });

  it('keeps the page itself in the list of pages, marked as the posts page, with no uri but its link', async () => {
    const { body } = await reading.gql<{
      pages: { nodes: { uri: string | null; link: string; isPostsPage: boolean }[] };
    }>('{ pages(first: 20) { nodes { uri link isPostsPage } } }');
    // As WordPress 7.1 with WPGraphQL 2.20 answers: its address belongs to the post type.
    const postsPages = body.data!.pages.nodes.filter((page) => page.isPostsPage);
    expect(postsPages.map((page) => page.uri)).toEqual([null]);
    expect(postsPages.map((page) => new URL(page.link).pathname)).toEqual(['/insights/']);
  });

  it('finds pages by their slug (where: { name })', async () => {
    const { body } = await reading.gql<{ pages: { nodes: { slug: string; isPostsPage: boolean }[] } }>(
      '{ pages(first: 20, where: { name: "insights" }) { nodes { slug isPostsPage } } }',
    );
    expect(body.data!.pages.nodes).toEqual([{ slug: 'insights', isPostsPage: true }]);
  });

  it('gives the posts’ type the Posts page as its address (its archive link); home while none is set', async () => {
    const query =
      '{ contentType(id: "post", idType: NAME) { uri name } page: contentType(id: "page", idType: NAME) { name } }';
    const set = await reading.gql<{ contentType: { uri: string } }>(query);
    expect(set.body.data).toEqual({ contentType: { uri: '/insights/', name: 'post' }, page: { name: 'page' } });
    const unset = await server.gql<{ contentType: { uri: string } }>(query);
    expect(unset.body.data!.contentType).toEqual({ uri: '/', name: 'post' });
  });

  it('answers other addresses as before', async () => {
    const { body } = await reading.gql<{ nodeByUri: Record<string, unknown> }>(NODE, { uri: '/about-us/' });
    expect(body.data!.nodeByUri).toMatchObject({ __typename: 'Page', title: 'About Us', isPostsPage: false });
  });
});

describe('nodeByUri without a static front page', () => {
  it('answers "/" with the post type: the front page lists the posts', async () => {
    const pack = { ...fixturePack, pages: fixturePack.pages.filter((page) => page.uri !== '/' && !page.isFrontPage) };
    const bare = await startTestServer(pack);
    try {
      const { body } = await bare.gql<{ nodeByUri: Record<string, unknown> }>(
        '{ nodeByUri(uri: "/") { __typename uri isFrontPage isPostsPage ... on ContentType { name } } }',
      );
      expect(body.data!.nodeByUri).toEqual({
        __typename: 'ContentType',
        uri: '/',
        isFrontPage: true,
        isPostsPage: true,
        name: 'post',
      });
    } finally {
      await bare.stop();
      removeDir(bare.dir);
    }
  });
});

describe('dates', () => {
  type Dated = { date: string; dateGmt: string; modified: string; modifiedGmt: string };
  const DATES = 'nodes { date dateGmt modified modifiedGmt }';

  it('answers dateGmt and modifiedGmt as the UTC moments of date and modified, for every kind of content', async () => {
    const { body } = await server.gql<Record<string, { nodes: Dated[] }>>(`{
      posts(first: 100) { ${DATES} }
      pages(first: 100) { ${DATES} }
      teamMembers(first: 100) { ${DATES} }
      caseStudies(first: 100) { ${DATES} }
      careers(first: 100) { ${DATES} }
      pictures: posts(first: 100) { nodes { featuredImage { node { date dateGmt modified modifiedGmt } } } }
    }`);
    expect(body.errors).toBeUndefined();
    const { pictures, ...lists } = body.data! as unknown as Record<string, { nodes: Dated[] }> & {
      pictures: { nodes: { featuredImage: { node: Dated } | null }[] };
    };
    const media = pictures.nodes.flatMap((post) => (post.featuredImage ? [post.featuredImage.node] : []));
    expect(media.length).toBeGreaterThan(0);
    const all = [...Object.values(lists).flatMap((connection) => connection.nodes), ...media];
    expect(all.length).toBeGreaterThan(10);
    for (const node of all) {
      expect(node.dateGmt, node.date).toBe(siteTimeToGmt(node.date));
      expect(node.modifiedGmt, node.modified).toBe(siteTimeToGmt(node.modified));
    }
  });
});
