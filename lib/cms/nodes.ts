import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { CONTENT_TYPES, type SiblingType } from './content-types';
import { FRONT_PAGE_QUERY, NODE_BY_URI_QUERY, siblingsQuery } from './queries/node-by-uri';
import { reshapeListEntry, reshapeNode } from './reshape';
import { listTag, tags } from './tags';
import type { ContentNode, Form, ListEntry } from './types';
import type { FrontPageQuery, NodeByUriQuery } from './generated/operations';
import type { WpListEntry, WpNode, WpNodeWithSiblingsQuery } from './wp-types';

/** How many related posts a post shows. */
export const RELATED_COUNT = 3;

/** The lists a node's page shows beside the node itself, read in the node's own request. */
export interface NodeLists {
  /** A post's newest siblings in its first category (without itself). */
  related?: ListEntry[];
  /** A team member's, case study's or opening's newest siblings of the same type (without itself). */
  siblings?: ListEntry[];
  /** The front page's sections. */
  work?: ListEntry[];
  insights?: ListEntry[];
  /** The form a page carries (lib/forms/page-forms.ts); `null` when WordPress has no such form or no forms. */
  form?: Form | null;
}

export interface NodeData {
  node: ContentNode;
  lists: NodeLists;
}

const entries = (nodes: WpListEntry[] | null | undefined): ListEntry[] =>
  (nodes ?? [])
    .map((node) => reshapeListEntry(node, env().graphqlUrl))
    .filter((entry): entry is ListEntry => entry !== undefined);

const without = (list: ListEntry[], node: ContentNode, count: number) =>
  list.filter((entry) => entry.id !== node.id).slice(0, count);

/** The node of an answer, with a post's related posts picked out of it. */
export function nodeDataOf(wp: WpNode | null): NodeData | undefined {
  const node = wp ? reshapeNode(wp, env().graphqlUrl) : undefined;
  if (!node) return undefined;
  const lists: NodeLists = {};
  if (node.kind === 'post' && wp?.__typename === 'Post' && wp.related) {
    lists.related = without(entries(wp.related.nodes[0]?.posts?.nodes), node, RELATED_COUNT);
  }
  return { node, lists };
}

/**
 * The content at a site path with what its page lists beside it, or `undefined` when nothing lives there (an
 * address that moved never gets here: proxy.ts answers it from the redirect map). One request, cached under the
 * node's tag. Throws `Failed to fetch API` when the content system is broken. Shared by a page and its metadata
 * within one request.
 */
export const getNode = cache(async (uri: string): Promise<NodeData | undefined> => {
  const data = await fetchAPI<NodeByUriQuery>(NODE_BY_URI_QUERY, { variables: { uri }, ...cached([tags.node(uri)]) });
  return nodeDataOf(data.nodeByUri);
});

/** Just the node at a site path (same request and cache entry as `getNode`). */
export async function getNodeByUri(uri: string): Promise<ContentNode | undefined> {
  return (await getNode(uri))?.node;
}

/** The front page with its sections (newest case studies, newest insights) in one request. */
export const getFrontPage = cache(async (): Promise<NodeData | undefined> => {
  const data = await fetchAPI<FrontPageQuery>(FRONT_PAGE_QUERY, {
    variables: { uri: '/' },
    ...cached([tags.node('/'), tags.list('caseStudy'), tags.list('post')]),
  });
  const result = nodeDataOf(data.nodeByUri);
  if (!result) return undefined;
  return {
    node: result.node,
    lists: { ...result.lists, work: entries(data.work?.nodes), insights: entries(data.insights?.nodes) },
  };
});

/** A team member, case study or opening with the newest entries of its type, in one request. */
export const getNodeWithSiblings = cache(async (uri: string, type: SiblingType): Promise<NodeData | undefined> => {
  const data = await fetchAPI<WpNodeWithSiblingsQuery>(siblingsQuery(type), {
    variables: { uri },
    ...cached([tags.node(uri), listTag(type)]),
  });
  const result = nodeDataOf(data.nodeByUri);
  if (!result) return result;
  // Only an entry of the type asked for lists these siblings; anything else found there shows its own lists.
  if (result.node.kind !== type) return result;
  // One more is read than shown, so the list stays full once the entry itself is left out.
  const siblings = without(entries(data.siblings?.nodes), result.node, CONTENT_TYPES[type].siblings - 1);
  return { ...result, lists: { ...result.lists, siblings } };
});
