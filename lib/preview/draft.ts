import 'server-only';
import { env } from '@/lib/env';
import { CONTENT_TYPES, contentTypeByName, type ContentTypeKey } from '@/lib/cms/content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from '@/lib/cms/queries/fragments';
import { nodeDataOf, type NodeData } from '@/lib/cms/nodes';
import type { WpNode } from '@/lib/cms/wp-types';
import type { PreviewPostType } from './token';

/**
 * One entry by its database id, with every field its template reads and its status, as the preview user reads it
 * (`asPreviewUser`): `operation` names the query, `args` adds arguments to the root field and `fields` fields to
 * the entry. Its WPGraphQL root field, type name and own fields' fragment come from the content types' table.
 */
export function entryByIdQuery(
  type: ContentTypeKey,
  operation: string,
  { args = '', fields = '' }: { args?: string; fields?: string } = {},
): string {
  const { single, typename, fragment } = CONTENT_TYPES[type];
  return /* GraphQL */ `
  query ${operation}${typename}($id: ID!) {
    node: ${single}(id: $id, idType: DATABASE_ID${args}) {
      __typename
      id
      uri
      status
      ${fields}
      ...ListEntryFields
      content
      ...${fragment.name}
    }
  }
  ${LIST_ENTRY_FIELDS}
  ${IMAGE_FIELDS}
  ${fragment.text}
`;
}

/**
 * The preview of one entry: WPGraphQL answers the latest revision (an autosave of unsaved changes) or the draft
 * itself with `asPreview: true`, and only to a user allowed to edit the entry.
 */
export function previewQuery(type: PreviewPostType): string {
  return entryByIdQuery(contentTypeByName(type)!, 'Preview', { args: ', asPreview: true' });
}

export type DraftResult =
  /** `status`: WordPress's post status (`draft`, `pending`, `future`, `publish` for unsaved changes…). */
  { kind: 'ok'; data: NodeData; status: string } | { kind: 'missing' } | { kind: 'failed'; reason: string };

/** Whether a link an editor shared still works (the companion plugin's `previewShareActive`). */
export const PREVIEW_SHARE_QUERY = /* GraphQL */ `
  query PreviewShare($postId: Int!, $shareId: String!) {
    previewShareActive(postId: $postId, shareId: $shareId)
  }
`;

type Answer<T> = { kind: 'ok'; data: T | null | undefined } | { kind: 'failed'; reason: string };

/**
 * One GraphQL request as the preview user, with its Application Password (HTTP Basic), never cached anywhere:
 * not in Next.js's data cache (`cache: 'no-store'`), not by the site's content cache tags.
 */
export async function asPreviewUser<T>(query: string, variables: Record<string, unknown>): Promise<Answer<T>> {
  const { graphqlUrl, cmsTimeoutMs, preview } = env();
  if (!preview.user || !preview.appPassword) return { kind: 'failed', reason: 'no preview user is configured' };
  const credentials = Buffer.from(`${preview.user}:${preview.appPassword}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(graphqlUrl, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Basic ${credentials}`,
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(cmsTimeoutMs),
    });
  } catch (error) {
    return { kind: 'failed', reason: `could not reach the content system: ${String(error)}` };
  }
  if (response.status === 401 || response.status === 403) {
    return {
      kind: 'failed',
      reason: `the preview user was refused (HTTP ${response.status}): check its Application Password`,
    };
  }
  let json: { data?: T | null; errors?: { message: string }[] };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    return { kind: 'failed', reason: `answered HTTP ${response.status} with a body that is not JSON` };
  }
  if (json.errors?.length) return { kind: 'failed', reason: json.errors.map((error) => error.message).join('; ') };
  return { kind: 'ok', data: json.data };
}

/** The preview of an entry, read as the preview user. */
export async function readDraft(type: PreviewPostType, post: number): Promise<DraftResult> {
  const answer = await asPreviewUser<{ node?: (WpNode & { status?: string }) | null }>(previewQuery(type), {
    id: String(post),
  });
  if (answer.kind === 'failed') return answer;
  const node = answer.data?.node;
  if (!node) return { kind: 'missing' };
  const data = nodeDataOf(node);
  return data ? { kind: 'ok', data, status: node.status ?? '' } : { kind: 'missing' };
}

/**
 * Whether WordPress still has the shared link `shareId` of `post` (not expired, not revoked): asked each time a
 * shared link or its preview is opened, so revoking one takes effect at once.
 */
export async function shareIsActive(post: number, shareId: string): Promise<boolean | { failed: string }> {
  const answer = await asPreviewUser<{ previewShareActive?: boolean | null }>(PREVIEW_SHARE_QUERY, {
    postId: post,
    shareId,
  });
  if (answer.kind === 'failed') return { failed: answer.reason };
  return answer.data?.previewShareActive === true;
}
