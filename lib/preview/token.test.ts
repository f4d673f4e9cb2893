import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newTokenId, previewKey, signPreviewToken, verifyPreviewToken, type PreviewClaims } from './token';
import { UsedTokens } from './used-tokens';

const key = previewKey('a-shared-secret-of-some-length');
const now = Date.UTC(2026, 0, 1, 10, 0, 0);
const seconds = now / 1000;

function claims(overrides: Partial<PreviewClaims> = {}): PreviewClaims {
  return { post: 42, type: 'post', revision: 0, expires: seconds + 600, id: newTokenId(), ...overrides };
}

describe('preview tokens', () => {
  it('accepts a token it signed, for its post, before it expires', () => {
    const signed = claims({ revision: 77 });
    const check = verifyPreviewToken(key, 'link', signPreviewToken(key, 'link', signed), { now, post: 42 });
    expect(check).toEqual({ ok: true, claims: signed });
  });

  it('reads a token the companion plugin makes (PHP: hash_hmac over the same text)', () => {
    // What altitude_preview_token() writes: JSON with slashes unescaped, base64url without padding.
    const payload = Buffer.from(
      '{"p":42,"t":"case_study","r":0,"e":1767262200,"n":"0123456789abcdef0123456789abcdef"}',
    ).toString('base64url');
    const phpKey = createHmac('sha256', 'a-shared-secret-of-some-length').update('altitude-preview').digest();
    const sig = createHmac('sha256', phpKey).update(`link.${payload}`).digest('base64url');
    const check = verifyPreviewToken(key, 'link', `${payload}.${sig}`, { now });
    expect(check.ok && check.claims).toMatchObject({ post: 42, type: 'case_study', expires: 1767262200 });
  });

  it('refuses an expired token', () => {
    const token = signPreviewToken(key, 'link', claims({ expires: seconds - 1 }));
    expect(verifyPreviewToken(key, 'link', token, { now })).toEqual({ ok: false, reason: 'expired' });
    const atExpiry = signPreviewToken(key, 'link', claims({ expires: seconds }));
    expect(verifyPreviewToken(key, 'link', atExpiry, { now })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link that claims to live longer than fifteen minutes', () => {
    const token = signPreviewToken(key, 'link', claims({ expires: seconds + 16 * 60 }));
    expect(verifyPreviewToken(key, 'link', token, { now })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a tampered payload, a tampered signature and another key', () => {
    const token = signPreviewToken(key, 'link', claims());
    const [payload, sig] = token.split('.') as [string, string];
    const other = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('"p":42', '"p":43')).toString(
      'base64url',
    );
    expect(verifyPreviewToken(key, 'link', `${other}.${sig}`, { now })).toEqual({ ok: false, reason: 'tampered' });
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    expect(verifyPreviewToken(key, 'link', `${payload}.${flipped}`, { now })).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyPreviewToken(previewKey('another-secret-entirely'), 'link', token, { now })).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('lets a shared link live up to 31 days, and no kind of token pass as another', () => {
    const month = signPreviewToken(key, 'share', claims({ expires: seconds + 30 * 86_400 }));
    expect(verifyPreviewToken(key, 'share', month, { now }).ok).toBe(true);
    const tooLong = signPreviewToken(key, 'share', claims({ expires: seconds + 32 * 86_400 }));
    expect(verifyPreviewToken(key, 'share', tooLong, { now })).toEqual({ ok: false, reason: 'malformed' });
    const share = signPreviewToken(key, 'share', claims());
    for (const purpose of ['link', 'session', 'share-session'] as const) {
      expect(verifyPreviewToken(key, purpose, share, { now })).toEqual({ ok: false, reason: 'tampered' });
    }
  });

  it('keeps links and sessions apart', () => {
    const session = signPreviewToken(key, 'session', claims());
    expect(verifyPreviewToken(key, 'link', session, { now })).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a token for another post', () => {
    const token = signPreviewToken(key, 'session', claims({ post: 42 }));
    expect(verifyPreviewToken(key, 'session', token, { now, post: 43 })).toEqual({ ok: false, reason: 'wrong-post' });
  });

  it('refuses what is not a token', () => {
    for (const token of [null, '', 'abc', 'a.b.c', `${'x'.repeat(2000)}.${'y'.repeat(43)}`]) {
      expect(verifyPreviewToken(key, 'link', token, { now })).toEqual({ ok: false, reason: 'malformed' });
    }
    // Signed, but not claims the plugin writes: an unknown post type.
    const payload = Buffer.from('{"p":1,"t":"attachment","r":0,"e":1767262200,"n":"0123456789abcdef"}').toString(
      'base64url',
    );
    const sig = createHmac('sha256', key).update(`link.${payload}`).digest('base64url');
    expect(verifyPreviewToken(key, 'link', `${payload}.${sig}`, { now })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('opens a link once: a replay is refused until the token has expired', async () => {
    const used = new UsedTokens();
    const first = claims();
    expect(await used.use(first, now)).toBe(true);
    expect(await used.use(first, now + 1000)).toBe(false);
    expect(await used.use(claims(), now)).toBe(true);
    // Past its expiry the id is forgotten; the expiry check refuses the token from then on.
    const token = signPreviewToken(key, 'link', first);
    const later = now + 601_000;
    expect(await used.use(claims(), later)).toBe(true);
    expect(verifyPreviewToken(key, 'link', token, { now: later })).toEqual({ ok: false, reason: 'expired' });
  });
});
