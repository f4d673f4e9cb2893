/**
 * What the corpora suite reads: the WordPress that harness/wordpress/corpora-instance.ts started (described in
 * TEST_CORPORA_WORDPRESS), the entries it lists over GraphQL, and the links of a page's main content.
 */
import { Parser } from 'htmlparser2';
import type { CorporaWordPressInstance } from '@/harness/wordpress/corpora-instance';

export function corporaWordPress(): CorporaWordPressInstance {
  const described = process.env.TEST_CORPORA_WORDPRESS;
  if (!described) throw new Error('TEST_CORPORA_WORDPRESS is not set: run these tests through `npm run test:corpora`.');
  return JSON.parse(described) as CorporaWordPressInstance;
}

/** The posts and pages one of the imported files holds, as the import recorded them. */
export function entriesOf(file: string) {
  const imported = corporaWordPress().imports.find((entry) => entry.file === file);
  if (!imported) throw new Error(`${file} was not imported`);
  return imported.entries;
}

export interface ListedEntry {
  databaseId: number;
  type: string;
  title: string | null;
  /** Decoded, as WPGraphQL answers it (`/greek/επίπεδο-2/`); null when WordPress gives the entry no address. */
  uri: string | null;
}

let listed: Promise<ListedEntry[]> | undefined;

/** Every post and page WordPress shows an anonymous visitor (published), read from its GraphQL. */
export function publishedEntries(): Promise<ListedEntry[]> {
  listed ??= (async () => {
    const entries: ListedEntry[] = [];
    let after: string | null = null;
    for (;;) {
      const response = await fetch(corporaWordPress().graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: `query Entries($after: String) {
            contentNodes(first: 100, after: $after, where: { contentTypes: [POST, PAGE], status: PUBLISH }) {
              pageInfo { hasNextPage endCursor }
              nodes { databaseId uri link status contentTypeName ... on NodeWithTitle { title } }
            }
          }`,
          variables: { after },
        }),
      });
      const body = (await response.json()) as {
        data?: {
          contentNodes: {
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
            nodes: {
              databaseId: number;
              uri: string | null;
              link: string | null;
              status: string;
              contentTypeName: string;
              title: string | null;
            }[];
          };
        };
        errors?: unknown;
      };
      if (!body.data) throw new Error(`WordPress did not list its entries: ${JSON.stringify(body.errors)}`);
      for (const node of body.data.contentNodes.nodes) {
        if (node.status !== 'publish') continue;
        // WPGraphQL answers no `uri` for the Posts page; its `link` (the permalink) is its address.
        const uri = node.uri ?? (node.link ? decodeURI(new URL(node.link).pathname) : null);
        entries.push({ databaseId: node.databaseId, type: node.contentTypeName, title: node.title, uri });
      }
      if (!body.data.contentNodes.pageInfo.hasNextPage) break;
      after = body.data.contentNodes.pageInfo.endCursor;
    }
    return entries;
  })();
  return listed;
}

/** A path as WordPress links it: percent-encoded, lower-case hex (`get_permalink()`: `/greek/%ce%b5…/`). */
export function wordpressPath(uri: string): string {
  return encodeURI(uri).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
}

/** The `href` of every link inside the page's `<main>` (the entry's article and what the template adds to it). */
export function mainLinks(html: string): string[] {
  const links: string[] = [];
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'main') depth++;
        else if (depth > 0 && (name === 'a' || name === 'area') && attributes.href !== undefined) {
          links.push(attributes.href);
        }
      },
      onclosetag(name) {
        if (name === 'main' && depth > 0) depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
