import type { Metadata } from 'next';
import { cookies, draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NodeTemplate } from '@/components/templates/node-template';
import { routeOfNode } from '@/components/templates/resolve-route';
import { PreviewBar } from '@/components/preview/preview-bar';
import { env } from '@/lib/env';
import { readDraft, shareIsActive } from '@/lib/preview/draft';
import { SESSION_COOKIE } from '@/lib/preview/responses';
import { previewKey, verifyPreviewToken } from '@/lib/preview/token';
import { nodeMetadata } from '@/lib/seo/metadata';
import { siteInfo } from '@/lib/seo/site';

interface PreviewProps {
  params: Promise<{ id: string }>;
}

// Rendered for each request of the one browser that opened the preview link, and never kept: draft mode is on,
// the session cookie is read, and the draft is fetched with `cache: 'no-store'`.
export const dynamic = 'force-dynamic';

/**
 * The entry this browser may preview at `/_preview/<id>/`, read with the preview user's credentials; `undefined`
 * without draft mode, without a valid session for this id, or when WordPress has nothing to preview.
 */
const previewOf = cache(async (idParam: string) => {
  const { preview } = env();
  if (!preview.secret || !/^\d{1,12}$/.test(idParam) || !(await draftMode()).isEnabled) return undefined;
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  const key = previewKey(preview.secret);
  const post = Number(idParam);
  let check = verifyPreviewToken(key, 'session', session, { post });
  if (!check.ok) {
    // A session a shared link started: only while WordPress still has the share (revoking ends it at once).
    check = verifyPreviewToken(key, 'share-session', session, { post });
    if (!check.ok) return undefined;
    const active = await shareIsActive(check.claims.post, check.claims.id);
    if (typeof active === 'object') throw new Error(`Shared preview of ${check.claims.post}: ${active.failed}`);
    if (!active) return undefined;
  }
  const draft = await readDraft(check.claims.type, check.claims.post);
  if (draft.kind === 'failed') throw new Error(`Preview of ${check.claims.type} ${check.claims.post}: ${draft.reason}`);
  if (draft.kind === 'missing') {
    console.warn(
      `preview: WordPress has nothing to preview for ${check.claims.type} ${check.claims.post}: it was deleted, or WORDPRESS_PREVIEW_USER may not read it (its role, or a wrong Application Password, which WordPress treats as no sign-in)`,
    );
    return undefined;
  }
  return { route: await routeOfNode(draft.data), status: draft.status };
});

export async function generateMetadata({ params }: PreviewProps): Promise<Metadata> {
  const found = await previewOf((await params).id);
  const base = found?.route.kind === 'node' ? nodeMetadata(found.route.node, siteInfo(), 1) : {};
  const title = typeof base.title === 'string' ? base.title : 'Preview';
  return { ...base, title: `Preview: ${title}`, robots: { index: false, follow: false } };
}

export default async function PreviewPage({ params }: PreviewProps) {
  const found = await previewOf((await params).id);
  if (!found || found.route.kind !== 'node') notFound();
  const { node, lists, listing } = found.route;
  // Back to the published address, unless this entry has none yet.
  const exitTo = found.status === 'publish' || found.status === 'inherit' ? node.uri : undefined;
  return (
    <>
      <PreviewBar status={found.status} exitTo={exitTo} />
      <NodeTemplate node={node} page={1} lists={lists} listing={listing} />
    </>
  );
}
