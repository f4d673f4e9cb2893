import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { fetchAPI } from './client';
import { NODE_BY_URI_QUERY } from './queries/node-by-uri';
import { reshapeNode } from './reshape';
import { tags } from './tags';
import type { ContentNode } from './types';
import type { WpNode } from './wp-types';

/**
 * The content at a site path, or `undefined` when nothing lives there. Throws `Failed to fetch API`
 * when the content system is broken. Shared by a page and its metadata within one request.
 */
export const getNodeByUri = cache(async (uri: string): Promise<ContentNode | undefined> => {
  const data = await fetchAPI<{ nodeByUri: WpNode | null }>(NODE_BY_URI_QUERY, {
    variables: { uri },
    tags: [tags.node(uri)],
  });
  return data.nodeByUri ? reshapeNode(data.nodeByUri, env().graphqlUrl) : undefined;
});
