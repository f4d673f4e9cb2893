import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { contentTypeByName, type ContentTypeKey } from './content-types';
import { termOfUri, type TermFilter } from './listing-table';
import { tags } from './tags';

/** Signature header: `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with REVALIDATE_SECRET. */
export const SIGNATURE_HEADER = 'x-altitude-signature';
export const TIMESTAMP_HEADER = 'x-altitude-timestamp';
/** Older webhooks are refused, so a captured one cannot be replayed later. */
export const MAX_SKEW_SECONDS = 300;

const SIGNATURE_FORMAT = /^sha256=([0-9a-f]{64})$/i;

function hmac(secret: string, timestamp: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
}

export function signPayload(secret: string, timestamp: string, body: string): string {
  return `sha256=${hmac(secret, timestamp, body).toString('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

/**
 * Checks a notice's signature. The comparison is constant-time: the given value is decoded to its 32 bytes
 * (a value of any other shape is compared against 32 zero bytes instead) and compared with the expected
 * HMAC by `timingSafeEqual`, so how long it takes never depends on how much of a guess was right.
 */
export function checkSignature(
  secret: string,
  body: string,
  signature: string | null,
  timestamp: string | null,
  now = Date.now(),
): SignatureCheck {
  if (!signature || !timestamp) return 'missing';
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - seconds) > MAX_SKEW_SECONDS) return 'stale';
  const expected = hmac(secret, timestamp, body);
  const hex = SIGNATURE_FORMAT.exec(signature.trim())?.[1];
  const given = hex ? Buffer.from(hex, 'hex') : Buffer.alloc(expected.length);
  return timingSafeEqual(expected, given) && hex !== undefined ? 'ok' : 'mismatch';
}

const sitePath = z.string().startsWith('/').max(2000);
const slug = z.string().min(1).max(200);

/** What the site accepts: one change per notice. */
export const revalidatePayload = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('node'),
    /** Site path of the changed node, e.g. `/about-us/`. */
    uri: sitePath,
    /** Its path before the change, when the change moved it (a new slug, unpublished). */
    previousUri: sitePath.optional(),
    /** WPGraphQL single name of its type, or a WordPress post type slug. */
    contentType: z.string().min(1).max(60),
    /**
     * A post's category slugs, before and after the change: whose lists show it. Left out, every category's
     * lists are refreshed.
     */
    categories: z.array(slug).max(100).optional(),
  }),
  z.object({
    kind: z.literal('term'),
    /** The term's archive path, e.g. `/category/podcast/`, `/tag/winter-park/`. */
    uri: sitePath,
    /** The term's slug; read from a `/category/<slug>/` or `/tag/<slug>/` path when left out. */
    slug: slug.optional(),
    /** `category` or `post_tag` (WordPress's names); read from the path when left out. */
    taxonomy: z.string().max(60).optional(),
  }),
  z.object({ kind: z.literal('menu'), location: z.enum(['PRIMARY', 'FOOTER', 'primary', 'footer']) }),
  z.object({ kind: z.literal('forms') }),
  z.object({ kind: z.literal('theme-css') }),
  /** The redirects editors manage changed: the From paths whose redirect appeared, changed or went. */
  z.object({ kind: z.literal('redirects'), uris: z.array(sitePath).min(1).max(1000) }),
  /** Changes nothing: lets `npm run doctor` prove the webhook is reachable and shares the secret. */
  z.object({ kind: z.literal('ping') }),
]);

export type RevalidatePayload = z.infer<typeof revalidatePayload>;

/** The category or tag a term notice is about, when it can be told. */
function termOf(payload: Extract<RevalidatePayload, { kind: 'term' }>): TermFilter | undefined {
  const fromUri = termOfUri(payload.uri);
  const taxonomy =
    payload.taxonomy === 'post_tag' ? 'tag' : payload.taxonomy === 'category' ? 'category' : fromUri?.taxonomy;
  const slugOf = payload.slug ?? fromUri?.slug;
  return taxonomy && slugOf ? { taxonomy, slug: slugOf } : undefined;
}

const category = (slugOf: string): TermFilter => ({ taxonomy: 'category', slug: slugOf });

/**
 * The tags a change invalidates directly: the node's own read (at its old and new address), the lists of its
 * type — a post's unfiltered lists and its categories' lists — or the menu, forms or stylesheet.
 */
export function tagsFor(payload: RevalidatePayload): string[] {
  switch (payload.kind) {
    case 'node': {
      const type = contentTypeByName(payload.contentType);
      const found = [tags.node(payload.uri)];
      if (payload.previousUri && payload.previousUri !== payload.uri) found.push(tags.node(payload.previousUri));
      if (type) found.push(tags.list(type));
      if (type === 'post') found.push(...(payload.categories ?? []).map(tags.categoryList));
      return unique(found);
    }
    case 'term': {
      const term = termOf(payload);
      return unique([
        tags.node(payload.uri),
        tags.categories,
        tags.list('post'),
        ...(term?.taxonomy === 'category' ? [tags.categoryList(term.slug)] : []),
      ]);
    }
    case 'menu':
      return [tags.menu(payload.location)];
    case 'forms':
      return [tags.forms];
    case 'theme-css':
      return [tags.themeCss];
    case 'redirects':
      // The read at each address holds its redirect (or its node, or nothing): what a visitor there gets.
      return unique(payload.uris.flatMap((uri) => [tags.node(uri), tags.node(decodedPath(uri))]));
    case 'ping':
      return [];
  }
}

/**
 * The terms whose posts' pages depend on a change: a post's related posts are the newest of its category, and a
 * post page names its categories and tags. `'all'` (every category) when a post notice does not say.
 */
function termsAffected(payload: RevalidatePayload): TermFilter[] | 'all' {
  if (payload.kind === 'node') {
    if (contentTypeByName(payload.contentType) !== 'post') return [];
    return payload.categories?.map(category) ?? 'all';
  }
  if (payload.kind === 'term') {
    const term = termOf(payload);
    return term ? [term] : [];
  }
  return [];
}

export interface DependentLookup {
  /** Every category's slug. */
  categories(): Promise<string[]>;
  /** The paths of the posts of a category or tag. */
  postsOf(term: TermFilter): Promise<string[]>;
  /**
   * The tags of the batches of a content index (of one term's posts) past the first that hold an entry at one of
   * `uris`: a change deep in a large index refreshes its batch, the list's tag the first.
   */
  indexBatches?(type: ContentTypeKey, term: TermFilter | undefined, uris: string[]): Promise<string[]>;
}

/**
 * Every tag a change invalidates: `tagsFor` plus the pages that show it through a term — the posts of the
 * affected categories (their related posts) or tag (they name it) and, when the notice names no categories, every
 * category's lists.
 */
export async function expandTags(payload: RevalidatePayload, lookup: DependentLookup): Promise<string[]> {
  const found = tagsFor(payload);
  const affected = termsAffected(payload);
  const terms = affected === 'all' ? (await lookup.categories()).map(category) : affected;
  if (affected === 'all') found.push(...terms.map((term) => tags.categoryList(term.slug)));
  for (const term of terms) found.push(...(await lookup.postsOf(term)).map(tags.node));
  const type = payload.kind === 'node' ? contentTypeByName(payload.contentType) : undefined;
  if (payload.kind === 'node' && type && lookup.indexBatches) {
    const uris = unique([payload.uri, payload.previousUri ?? payload.uri]);
    found.push(...(await lookup.indexBatches(type, undefined, uris)));
    for (const term of type === 'post' ? terms : []) found.push(...(await lookup.indexBatches(type, term, uris)));
  }
  return unique(found);
}

/** A path as the site's routes name it (percent-escapes decoded), or as given when it does not decode. */
function decodedPath(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
