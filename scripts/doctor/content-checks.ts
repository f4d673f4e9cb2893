/** Settings an editor or administrator makes in WordPress's admin, checked through what GraphQL answers. */
import type { Run } from './context';
import { MENU_LOCATIONS, siteReadsType, siteSelects } from './site-knowledge';
import type { Finding } from './types';

const PERMALINKS_FIX = 'Settings → Permalinks → Permalink structure: "Post name" (/%postname%/) → Save Changes.';
const REWRITE_FIX =
  'Settings → Permalinks → Save Changes (saving rebuilds the rewrite rules), or deactivate and activate "Altitude Headless" again.';

const skipped = (id: string, title: string, message: string): Finding => ({ id, title, status: 'skipped', message });

const LOCATION_LABELS: Record<(typeof MENU_LOCATIONS)[number], string> = {
  PRIMARY: 'Primary navigation',
  FOOTER: 'Footer navigation',
};

/** Both menu locations have a menu with items. */
export async function checkMenus(run: Run): Promise<Finding> {
  const title = 'Menus';
  if (run.causes.has('companion'))
    return skipped('menus', title, 'not checked: the menu locations come with the companion plugin');
  const query = `query DoctorMenus { ${MENU_LOCATIONS.map(
    (location) =>
      `${location.toLowerCase()}: menuItems(first: 100, where: { location: ${location} }) { nodes { parentId } }`,
  ).join(' ')} }`;
  const reply = await run.gql<Record<string, { nodes: { parentId: string | null }[] } | null>>(query);
  if (reply.errors.length) {
    return {
      id: 'menus',
      title,
      status: 'problem',
      message: `WordPress refused the menus query: ${reply.errors.map((error) => error.message).join(' ')}`,
      fix: 'Check that "Altitude Headless" is active (it registers the menu locations).',
    };
  }
  const counts = MENU_LOCATIONS.map((location) => ({
    location,
    items: reply.data?.[location.toLowerCase()]?.nodes.filter((item) => !item.parentId).length ?? 0,
  }));
  const empty = counts.filter((count) => count.items === 0);
  if (empty.length) {
    const names = empty.map((count) => count.location).join(' and ');
    return {
      id: 'menus',
      title,
      status: 'problem',
      message: `${names} ${empty.length > 1 ? 'have' : 'has'} no menu (no menu assigned, or an empty one): the site shows its built-in ${empty.length > 1 ? 'menus' : 'menu'} there`,
      fix:
        `Appearance → Menus → Manage Locations: choose a menu for ${empty.map((count) => `"${LOCATION_LABELS[count.location]}"`).join(' and ')} → Save Changes ` +
        '(lib/menus/default-menus.ts lists what the built-in menus hold).',
    };
  }
  return {
    id: 'menus',
    title,
    status: 'ok',
    message: counts.map((count) => `${count.location} has ${count.items} top-level items`).join(', '),
  };
}

interface Entry {
  id: string;
  uri: string | null;
  slug: string | null;
}

/** The first entry of each type resolves at its own address: the rewrite rules know the custom post types. */
export async function checkAddresses(run: Run): Promise<Finding[]> {
  const title = 'Addresses';
  const types = [
    { field: 'posts', label: 'post' },
    ...(run.causes.has('companion')
      ? []
      : run.knowledge.companion.plurals.map(({ field, typeName }) => ({
          field,
          label: typeName.replace(/(?!^)([A-Z])/g, ' $1').toLowerCase(),
        }))),
  ];
  const reply = await run.gql<Record<string, { nodes: Entry[] } | null>>(
    `query DoctorEntries { ${types.map(({ field }) => `${field}(first: 1) { nodes { id uri slug } }`).join(' ')} }`,
  );
  if (reply.errors.length) {
    return [
      {
        id: 'addresses',
        title,
        status: 'problem',
        message: `WordPress refused the entries query: ${reply.errors.map((error) => error.message).join(' ')}`,
        fix: 'Fix the plugin problems above first.',
      },
    ];
  }
  const checked: string[] = [];
  const broken: string[] = [];
  const plain: string[] = [];
  const none: string[] = [];
  let postPath: string | undefined;
  for (const { field, label } of types) {
    const entry = reply.data?.[field]?.nodes[0];
    if (!entry?.uri) {
      none.push(label);
      continue;
    }
    if (entry.uri.includes('?')) {
      plain.push(entry.uri);
      continue;
    }
    const found = await run.gql<{ nodeByUri: { id: string } | null }>(
      'query DoctorNodeByUri($uri: String!) { nodeByUri(uri: $uri) { id } }',
      { uri: entry.uri },
    );
    if (found.data?.nodeByUri?.id === entry.id) checked.push(`${label} ${entry.uri}`);
    else broken.push(`${entry.uri} (the first ${label})`);
    if (field === 'posts' && entry.slug && entry.uri !== `/${entry.slug}/`) postPath = entry.uri;
  }

  const findings: Finding[] = [];
  if (plain.length) {
    findings.push({
      id: 'permalinks',
      title: 'Permalinks',
      status: 'problem',
      message: `WordPress's permalinks are plain (${plain.join(', ')}): the site's addresses need pretty permalinks`,
      fix: PERMALINKS_FIX,
    });
  }
  if (broken.length) {
    findings.push({
      id: 'addresses',
      title,
      status: 'problem',
      message: `nodeByUri finds nothing at ${broken.join(', ')}: WordPress's rewrite rules lack these addresses, so the site answers "not found" there`,
      fix: REWRITE_FIX,
    });
  } else if (checked.length) {
    const missing = none.length ? ` (no ${none.join(', ')} to check)` : '';
    findings.push({
      id: 'addresses',
      title,
      status: 'ok',
      message: `${checked.join(', ')} resolve to their entries${missing}`,
    });
  } else if (!plain.length) {
    findings.push(skipped('addresses', title, 'not checked: there are no entries yet'));
  }
  if (postPath) {
    findings.push({
      id: 'post-addresses',
      title: 'Post addresses',
      status: 'warning',
      message: `posts live at addresses like ${postPath}; the site and its redirects expect /post-name/`,
      fix: PERMALINKS_FIX,
    });
  }
  return findings;
}

/**
 * A static front page (the site's home page is a page at `/`) and, if set, where the posts page is. WordPress
 * answers a "Posts page" address — or `/` when the front page shows the latest posts — with the post type (a
 * `ContentType`); whether the site shows that as a post list depends on whether its queries read that type.
 */
export async function checkReading(run: Run): Promise<Finding[]> {
  const reply = await run.gql<{
    nodeByUri: { __typename: string; title?: string | null } | null;
    readingSettings: { pageForPosts: number | null } | null;
    contentType: { uri: string | null } | null;
  }>(
    `query DoctorReading {
      nodeByUri(uri: "/") { __typename ... on Page { title } }
      readingSettings { pageForPosts }
      contentType(id: "post", idType: NAME) { uri }
    }`,
  );
  const staticFix =
    'Settings → Reading → Your homepage displays: "A static page", Homepage: the home page → Save Changes.';
  const front = reply.data?.nodeByUri;
  const title = 'Front page';
  const findings: Finding[] = [];
  if (reply.errors.length && !front) {
    findings.push({
      id: 'front-page',
      title,
      status: 'problem',
      message: `WordPress refused the front page query: ${reply.errors.map((error) => error.message).join(' ')}`,
      fix: staticFix,
    });
  } else if (front?.__typename === 'Page') {
    findings.push({
      id: 'front-page',
      title,
      status: 'ok',
      message: `/ is the page "${front.title ?? ''}" (a static front page)`,
    });
  } else if (front?.__typename === 'ContentType' && siteReadsType('ContentType', 'FrontPage', run.operations)) {
    findings.push({
      id: 'front-page',
      title,
      status: 'warning',
      message:
        '/ lists the latest posts (Settings → Reading: "Your latest posts"): the site shows a post list as its home page, not a page of its own',
      fix: staticFix,
    });
  } else {
    const what = !front
      ? '/ resolves to nothing'
      : front.__typename === 'ContentType'
        ? '/ lists the latest posts (Settings → Reading: "Your latest posts")'
        : `/ is a ${front.__typename}, not a page`;
    findings.push({
      id: 'front-page',
      title,
      status: 'problem',
      message: `${what}: the site's home page reads a page there and answers "not found" without one`,
      fix: staticFix,
    });
  }

  const postsPage = reply.data?.readingSettings?.pageForPosts ?? 0;
  if (postsPage > 0) {
    const uri = reply.data?.contentType?.uri ?? '?';
    const page = await run.gql<{ page: { title: string | null } | null }>(
      'query DoctorPostsPage($id: ID!) { page(id: $id, idType: DATABASE_ID) { title } }',
      { id: String(postsPage) },
    );
    const where = `WordPress lists posts at ${uri} (Settings → Reading → Posts page: the page${page.data?.page?.title ? ` "${page.data.page.title}"` : ''})`;
    findings.push(
      siteReadsType('ContentType', 'NodeByUri', run.operations)
        ? {
            id: 'posts-page',
            title: 'Posts page',
            status: 'ok',
            message: `${where}; the site shows its post list there`,
          }
        : {
            id: 'posts-page',
            title: 'Posts page',
            status: 'warning',
            message: `${where}: GraphQL answers that address with the post list instead of the page, which this site does not read, so it answers "not found" at ${uri}`,
            fix: 'Settings → Reading → Posts page: "— Select —" → Save Changes (the site lists posts on its own listing pages).',
          },
    );
  }
  return findings;
}

/** A named time zone: with a bare UTC offset WordPress's local times ignore daylight saving. */
export async function checkTimeZone(run: Run): Promise<Finding> {
  const reply = await run.gql<{ generalSettings: { timezone: string | null; dateFormat: string | null } | null }>(
    'query DoctorTimeZone { generalSettings { timezone dateFormat } }',
  );
  const title = 'Time zone';
  const zone = reply.data?.generalSettings?.timezone?.trim() ?? '';
  const format = reply.data?.generalSettings?.dateFormat ?? '';
  if (reply.errors.length && !reply.data?.generalSettings) {
    return skipped('timezone', title, `not checked: ${reply.errors.map((error) => error.message).join(' ')}`);
  }
  const offsetOnly = zone === '' || /^(UTC)?[+-]\d{1,2}(:\d{2}|\.\d+)?$/i.test(zone);
  if (!offsetOnly) {
    return { id: 'timezone', title, status: 'ok', message: `${zone}${format ? `, dates written "${format}"` : ''}` };
  }
  const shown = zone || 'none';
  const consequence = siteSelects('dateGmt', run.operations)
    ? 'the site reads the GMT dates, so visitors see the right dates either way, but editors see and schedule posts in that fixed offset in the admin (no daylight saving)'
    : "the site shows WordPress's local dates (date, not dateGmt), which then follow that fixed offset all year (no daylight saving), as editors do in the admin";
  return {
    id: 'timezone',
    title,
    status: 'warning',
    message: `WordPress's time zone is a bare UTC offset (${shown}), not a place: ${consequence}`,
    fix: 'Settings → General → Timezone: choose the editors\' city (e.g. "New York") → Save Changes.',
  };
}
