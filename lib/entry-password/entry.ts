import { isTermNode } from '@/lib/cms/types';
import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { CONTENT_TYPE_KEYS, type ContentTypeKey } from '@/lib/cms/content-types';
import { nodeDataOf, type NodeData } from '@/lib/cms/nodes';
import type { WpNode } from '@/lib/cms/wp-types';
import { asPreviewUser, entryByIdQuery } from '@/lib/preview/draft';

/**
 * Entries an editor published with a password (_Visibility → Password protected_). WPGraphQL gives their content
 * to no visitor; the site reads them with its own WordPress user (the preview user's Application Password,
 * lib/preview/draft.ts), compares the password a visitor gives with WordPress's, and remembers a right one in a
 * cookie for that entry alone, as WordPress's `wp-postpass` cookie does.
 */

/** The unlocked entry's own address on the site: `/_protected/<type>/<database id>/`, never cached. */
export function unlockedPath(type: ContentTypeKey, id: number): string {
  return `/_protected/${type}/${id}/`;
}

export function cookieName(id: number): string {
  return `altitude_entry_${id}`;
}

/** How long a right password is remembered: ten days, as WordPress remembers it. */
export const REMEMBER_SECONDS = 10 * 24 * 60 * 60;

export function entryType(value: unknown): ContentTypeKey | undefined {
  return typeof value === 'string' ? CONTENT_TYPE_KEYS.find((key) => key === value) : undefined;
}

export function entryId(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9][0-9]{0,11}$/.test(value) ? Number(value) : undefined;
}

/** The entry with every field its template reads, and its password: answered only to a user who may edit it. */
export function protectedEntryQuery(type: ContentTypeKey): string {
  return entryByIdQuery(type, 'ProtectedEntry', { fields: 'password' });
}

export type ProtectedEntry =
  { kind: 'ok'; data: NodeData; password: string } | { kind: 'missing' } | { kind: 'failed'; reason: string };

/** A published entry behind a password, with its password; `missing` for anything else. Never cached. */
export async function readProtectedEntry(type: ContentTypeKey, id: number): Promise<ProtectedEntry> {
  const answer = await asPreviewUser<{ node?: (WpNode & { status?: string; password?: string | null }) | null }>(
    protectedEntryQuery(type),
    { id: String(id) },
  );
  if (answer.kind === 'failed') return answer;
  const node = answer.data?.node;
  if (!node || node.status !== 'publish' || !node.password) return { kind: 'missing' };
  const data = nodeDataOf(node);
  if (!data || isTermNode(data.node)) return { kind: 'missing' };
  // Read here with the content: shown as any entry is.
  return { kind: 'ok', data: { ...data, node: { ...data.node, passwordProtected: false } }, password: node.password };
}

/** Read once per process when no secret is set: cookies then last until a restart, on this instance. */
let processKey: Buffer | undefined;

function key(): Buffer {
  const secret = env().preview.secret;
  if (secret) return createHmac('sha256', secret).update('altitude entry password').digest();
  processKey ??= randomBytes(32);
  return processKey;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `given` is the entry's password, compared in constant time. */
export function passwordMatches(given: string, password: string): boolean {
  return timingSafeEqual(digest(given), digest(password));
}

/**
 * The cookie value that opens entry `id` while its password stays `password`: a changed password closes every
 * browser it opened, as in WordPress.
 */
export function unlockToken(id: number, password: string): string {
  return createHmac('sha256', key()).update(`${id}\n`).update(digest(password)).digest('base64url');
}

export function tokenOpens(token: string | undefined, id: number, password: string): boolean {
  if (!token) return false;
  const expected = Buffer.from(unlockToken(id, password));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
