/**
 * Pictures the content keeps on other hosts: which hosts, whether MEDIA_ORIGINS lists them (every page's policy
 * then allows them and the image optimiser serves them), and whether the optimiser can reach the ones it lists.
 * The content is read as the site draws it: each entry's HTML through the site's own sanitiser (uploads on
 * WordPress become the site's, so WordPress's own host is never named), then the pictures of that markup as
 * the policy finds them (server/security/inline-content.ts); featured pictures likewise.
 */
import { lookup } from 'node:dns/promises';
import { httpOrigin, isLocalHost, optimisedOrigins } from '../../lib/media-origins';
import { sanitizeContent } from '../../lib/sanitize';
import { findInlineContent } from '../../server/security/inline-content';
import { siteUploadUrl } from '../../lib/uploads/urls';
import type { Run } from './context';
import type { Finding } from './types';

/** Resolves a host name to its addresses (dns.lookup by default; tests pass their own). */
export type Resolve = (hostname: string) => Promise<string[]>;

const resolveWithDns: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

interface ContentPage {
  contentNodes: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: ({
      uri?: string | null;
      content?: string | null;
      featuredImage?: { node: { sourceUrl: string | null } | null } | null;
    } | null)[];
  } | null;
}

const QUERY = `query DoctorPictures($after: String) {
  contentNodes(first: 100, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes {
      uri
      ... on NodeWithContentEditor { content }
      ... on NodeWithFeaturedImage { featuredImage { node { sourceUrl } } }
    }
  }
}`;

interface HostUse {
  pictures: number;
  /** The first entry that shows one, for the report. */
  example: string;
}

/** The other hosts of every picture the content shows, with how many and where one is. */
export async function contentPictureHosts(
  run: Run,
  graphqlUrl: string,
): Promise<{ hosts: Map<string, HostUse>; entries: number }> {
  const hosts = new Map<string, HostUse>();
  let after: string | null = null;
  let entries = 0;
  for (;;) {
    const reply: { data?: ContentPage | null; errors: { message: string }[] } = await run.gql<ContentPage>(QUERY, {
      after,
    });
    if (reply.errors.length && !reply.data?.contentNodes) {
      throw new Error(`WordPress refused the content query: ${reply.errors.map((error) => error.message).join(' ')}`);
    }
    const connection = reply.data?.contentNodes;
    for (const node of connection?.nodes ?? []) {
      if (!node) continue;
      entries++;
      // Without optimised hosts: a picture the optimiser would serve keeps its own host here, to be counted.
      const html = sanitizeContent(node.content ?? '', { cmsOrigin: graphqlUrl });
      const featured = node.featuredImage?.node?.sourceUrl;
      const urls = [...findInlineContent(html).pictures, ...(featured ? [siteUploadUrl(featured, graphqlUrl)] : [])];
      for (const url of urls) {
        const origin = httpOrigin(url);
        if (!origin) continue;
        const use = hosts.get(origin) ?? { pictures: 0, example: node.uri ?? '?' };
        use.pictures++;
        hosts.set(origin, use);
      }
    }
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return { hosts, entries };
}

/** A loopback, private or link-local address: Next.js's optimiser refuses to fetch from one. */
function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return isLocalHost(mapped ? mapped[1]! : address);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function checkPictureHosts(
  run: Run,
  graphqlUrl: string,
  mediaOrigins: readonly string[],
  resolve: Resolve = resolveWithDns,
): Promise<Finding[]> {
  const title = 'Pictures on other hosts';
  const { hosts, entries } = await contentPictureHosts(run, graphqlUrl);
  const describe = (origin: string) => {
    const use = hosts.get(origin)!;
    return `${origin} (${plural(use.pictures, 'picture')}, e.g. ${use.example})`;
  };
  const findings: Finding[] = [];
  const unlisted = [...hosts.keys()].filter((origin) => !mediaOrigins.includes(origin));
  if (unlisted.length) {
    const value = [...mediaOrigins, ...unlisted].join(' ');
    findings.push({
      id: 'picture-hosts',
      title,
      status: 'warning',
      message:
        `the content shows pictures from ${plural(unlisted.length, 'host')} MEDIA_ORIGINS does not list: ${unlisted.map(describe).join(', ')}. ` +
        "They are shown as they are (not optimised), allowed by the policy of the page that shows them; reached by a link inside the site, such a page loads a second time, under its own policy (the browser keeps the first page's)",
      fix: `Set MEDIA_ORIGINS="${value}" where the site reads its environment (.env.local, the service's environment), then restart the site: every page's policy allows them, and the image optimiser serves those it can reach.`,
    });
  }

  // A listed host the optimiser cannot fetch from: a literal loopback or private host is shown as it is; a name
  // that resolves to a private address would be asked of the optimiser, which refuses it (a broken picture).
  const listed = mediaOrigins.filter((origin) => hosts.has(origin));
  const unreachable: string[] = [];
  for (const origin of optimisedOrigins(listed)) {
    const hostname = new URL(origin).hostname;
    const addresses = await resolve(hostname).catch(() => [] as string[]);
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) unreachable.push(origin);
  }
  if (unreachable.length) {
    findings.push({
      id: 'picture-optimiser',
      title: 'Image optimiser',
      status: 'problem',
      message: `the image optimiser cannot fetch from ${unreachable.map(describe).join(', ')} (no address, or a loopback or private one, which it refuses): those pictures are broken while MEDIA_ORIGINS lists them`,
      fix: `Set MEDIA_ORIGINS="${mediaOrigins.filter((origin) => !unreachable.includes(origin)).join(' ')}" (each page then allows their pictures as they are), or serve them from a public address.`,
    });
  }
  if (!findings.length) {
    const shown = [...hosts.keys()];
    findings.push({
      id: 'picture-hosts',
      title,
      status: 'ok',
      message: shown.length
        ? `${plural(entries, 'entry')} read: pictures from ${shown.map(describe).join(', ')}, all in MEDIA_ORIGINS`
        : `${plural(entries, 'entry')} read: every picture is WordPress's own upload, served by the site`,
    });
  }
  return findings;
}
