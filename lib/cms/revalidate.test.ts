import { describe, expect, it } from 'vitest';
import { checkSignature, revalidatePayload, signPayload, tagsFor } from './revalidate';

describe('webhook signature', () => {
  const secret = 'shh';
  const body = '{"kind":"forms"}';
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const timestamp = String(now / 1000);

  it('accepts the right signature', () => {
    expect(checkSignature(secret, body, signPayload(secret, timestamp, body), timestamp, now)).toBe('ok');
  });

  it('refuses a wrong secret, a changed body, a missing header and an old timestamp', () => {
    expect(checkSignature(secret, body, signPayload('other', timestamp, body), timestamp, now)).toBe('mismatch');
    expect(checkSignature(secret, '{"kind":"theme-css"}', signPayload(secret, timestamp, body), timestamp, now)).toBe('mismatch');
    expect(checkSignature(secret, body, null, timestamp, now)).toBe('missing');
    const old = String(now / 1000 - 3600);
    expect(checkSignature(secret, body, signPayload(secret, old, body), old, now)).toBe('stale');
  });
});

describe('tagsFor', () => {
  it('invalidates a node and the list of its type', () => {
    const payload = revalidatePayload.parse({ kind: 'node', uri: '/team/maya-ortiz/', contentType: 'team_member' });
    expect(tagsFor(payload)).toEqual(['node:/team/maya-ortiz/', 'list:teamMember']);
  });

  it('invalidates one menu location', () => {
    expect(tagsFor(revalidatePayload.parse({ kind: 'menu', location: 'FOOTER' }))).toEqual(['menu:footer']);
  });

  it('refuses payloads it does not understand', () => {
    expect(revalidatePayload.safeParse({ kind: 'everything' }).success).toBe(false);
    expect(revalidatePayload.safeParse({ kind: 'node', uri: 'no-slash', contentType: 'post' }).success).toBe(false);
  });
});
