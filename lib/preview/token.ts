import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { POST_TYPE_NAMES, type PostTypeName } from '@/lib/cms/content-types';

/**
 * Signed preview tokens, made by the companion plugin (`altitude_preview_token()` in
 * wordpress/altitude-headless/altitude-headless.php) and checked here, byte for byte the same scheme:
 *
 *   token = base64url(JSON payload) "." base64url(HMAC-SHA256(key, "<purpose>.<base64url payload>"))
 *   key   = HMAC-SHA256(secret, "altitude-preview")   (secret: PREVIEW_SECRET, else REVALIDATE_SECRET)
 *
 * The derived key means a preview token can never pass as a signed change notice or the other way round, even
 * when both share the webhook's secret. The purpose in the signed text keeps apart a Preview button's link
 * (`link`, made by WordPress, opens once), a link an editor shared (`share`, made by WordPress, opens until it
 * expires or is revoked) and the browser's preview session the site makes once either is opened (`session`,
 * `share-session`).
 */

export type PreviewPurpose = 'link' | 'session' | 'share' | 'share-session';

/** The post types WordPress can preview on the site, by their WordPress names: every content type the site reads. */
export const PREVIEW_POST_TYPES: readonly PostTypeName[] = POST_TYPE_NAMES;
export type PreviewPostType = PostTypeName;

export interface PreviewClaims {
  /** The post's database id. */
  post: number;
  /** Its WordPress post type. */
  type: PreviewPostType;
  /** The revision previewed: the latest autosave of a published post with unsaved changes, else 0 (the post). */
  revision: number;
  /** Unix seconds after which the token is refused. */
  expires: number;
  /** A random id, remembered once used so a link opens once. */
  id: string;
}

/** How long a browser may keep viewing (and reloading) a preview once its link was opened. */
export const SESSION_SECONDS = 60 * 60;

/**
 * The longest each kind of token may live: a token claiming more was not made by its issuer (the plugin gives a
 * Preview link ten minutes and a shared link at most 30 days).
 */
const LONGEST_SECONDS: Record<PreviewPurpose, number> = {
  link: 15 * 60,
  session: SESSION_SECONDS,
  share: 31 * 24 * 60 * 60,
  'share-session': SESSION_SECONDS,
};

export type TokenCheck =
  | { ok: true; claims: PreviewClaims }
  | { ok: false; reason: 'malformed' | 'tampered' | 'expired' | 'replayed' | 'wrong-post' };

const KEY_LABEL = 'altitude-preview';

export function previewKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(KEY_LABEL).digest();
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signature(key: Buffer, purpose: PreviewPurpose, payload: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}.${payload}`).digest();
}

/** Signs claims (the site signs sessions; tests sign links as the plugin does). */
export function signPreviewToken(key: Buffer, purpose: PreviewPurpose, claims: PreviewClaims): string {
  const payload = base64url(
    JSON.stringify({ p: claims.post, t: claims.type, r: claims.revision, e: claims.expires, n: claims.id }),
  );
  return `${payload}.${base64url(signature(key, purpose, payload))}`;
}

/**
 * The answer to the companion plugin's `previewSettingsCheck(challenge)` when it signs with the same secret as the
 * site: `npm run doctor` compares the two without either secret leaving its side. No token is signed over text
 * starting with "check.", so this can never pass as one.
 */
export function previewCheckSignature(key: Buffer, challenge: string): string {
  return base64url(createHmac('sha256', key).update(`check.${challenge}`).digest());
}

export function newTokenId(): string {
  return randomBytes(16).toString('hex');
}

function claimsOf(payload: string): PreviewClaims | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { p, t, r, e, n } = json as Record<string, unknown>;
  const whole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
  if (!whole(p) || p === 0 || !whole(r) || !whole(e)) return undefined;
  if (typeof t !== 'string' || !(PREVIEW_POST_TYPES as readonly string[]).includes(t)) return undefined;
  if (typeof n !== 'string' || !/^[0-9a-f]{16,64}$/.test(n)) return undefined;
  return { post: p, type: t as PreviewPostType, revision: r, expires: e, id: n };
}

/**
 * Checks a token's form, signature (constant time) and expiry, and with `post` that it is for that post. Replay
 * is the caller's to check (`UsedTokens`), after the signature: an unsigned id is never remembered.
 */
export function verifyPreviewToken(
  key: Buffer,
  purpose: PreviewPurpose,
  token: string | null | undefined,
  options: { now?: number; post?: number } = {},
): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/.exec(token?.trim() ?? '');
  if (!match) return { ok: false, reason: 'malformed' };
  const [, payload, given] = match as unknown as [string, string, string];
  const expected = signature(key, purpose, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'tampered' };
  const claims = claimsOf(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const longest = LONGEST_SECONDS[purpose];
  // A lifetime longer than the issuer ever gives is not one it made.
  if (claims.expires > now + longest) return { ok: false, reason: 'malformed' };
  if (claims.expires <= now) return { ok: false, reason: 'expired' };
  if (options.post !== undefined && claims.post !== options.post) return { ok: false, reason: 'wrong-post' };
  return { ok: true, claims };
}
