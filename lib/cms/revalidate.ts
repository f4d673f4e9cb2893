import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CONTENT_TYPES, type ContentTypeKey } from './queries/content-list';
import { tags } from './tags';

/** Signature header: `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with REVALIDATE_SECRET. */
export const SIGNATURE_HEADER = 'x-altitude-signature';
export const TIMESTAMP_HEADER = 'x-altitude-timestamp';
/** Older webhooks are refused, so a captured one cannot be replayed later. */
export const MAX_SKEW_SECONDS = 300;

export function signPayload(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

/** Constant-time comparison of the expected and the given signature. */
export function checkSignature(
  secret: string,
  body: string,
  signature: string | null,
  timestamp: string | null,
  now = Date.now(),
): SignatureCheck {
  if (!signature || !timestamp) return 'missing';
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > MAX_SKEW_SECONDS) return 'stale';
  const expected = Buffer.from(signPayload(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'mismatch';
}

const contentTypeNames = Object.keys(CONTENT_TYPES) as [ContentTypeKey, ...ContentTypeKey[]];

export const revalidatePayload = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('node'),
    /** Site path of the changed node, e.g. `/about-us/`. */
    uri: z.string().startsWith('/').max(2000),
    /** WPGraphQL single name of its type, or a WordPress post type slug. */
    contentType: z.string().min(1).max(60),
    /** Category slugs of a post, whose archives list it. */
    categories: z.array(z.string().max(200)).max(100).optional(),
  }),
  z.object({ kind: z.literal('term'), uri: z.string().startsWith('/').max(2000) }),
  z.object({ kind: z.literal('menu'), location: z.enum(['PRIMARY', 'FOOTER', 'primary', 'footer']) }),
  z.object({ kind: z.literal('forms') }),
  z.object({ kind: z.literal('theme-css') }),
]);

export type RevalidatePayload = z.infer<typeof revalidatePayload>;

const POST_TYPE_ALIASES: Record<string, ContentTypeKey> = {
  team_member: 'teamMember',
  case_study: 'caseStudy',
};

function contentTypeKey(name: string): ContentTypeKey | undefined {
  if ((contentTypeNames as string[]).includes(name)) return name as ContentTypeKey;
  return POST_TYPE_ALIASES[name];
}

/** Exactly the cache tags that depend on a change. */
export function tagsFor(payload: RevalidatePayload): string[] {
  switch (payload.kind) {
    case 'node': {
      const type = contentTypeKey(payload.contentType);
      return [tags.node(payload.uri), ...(type ? [tags.list(type)] : [])];
    }
    case 'term':
      return [tags.node(payload.uri), tags.list('post')];
    case 'menu':
      return [tags.menu(payload.location)];
    case 'forms':
      return [tags.forms];
    case 'theme-css':
      return [tags.themeCss];
  }
}
