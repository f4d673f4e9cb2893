import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { NodeTemplate } from '@/components/templates/node-template';
import { resolveRoute } from '@/components/templates/resolve-route';
import { nodeMetadata } from '@/lib/seo/metadata';
import { siteInfo } from '@/lib/seo/site';
import { uriFromSegments } from '@/lib/uri';

interface RouteProps {
  params: Promise<{ uri?: string[] }>;
}

// Content routes render on first request and are cached from then on: a build never needs WordPress.
// A rendered page is kept until the change webhook revalidates one of its content reads' tags; it is also
// refreshed in the background once its reads are older than CMS_REVALIDATE_SECONDS (default 300), the
// safety net for a missed notice. The route itself sets no interval, so that setting alone decides it.
export const dynamicParams = true;
export function generateStaticParams(): { uri: string[] }[] {
  return [];
}

async function resolve(params: RouteProps['params']) {
  const uri = uriFromSegments((await params).uri);
  return uri === undefined ? ({ kind: 'missing' } as const) : resolveRoute(uri);
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const route = await resolve(params);
  return route.kind === 'node' ? nodeMetadata(route.node, siteInfo(), route.page) : {};
}

export default async function ContentRoute({ params }: RouteProps) {
  const route = await resolve(params);
  // Thrown before anything streams (no loading boundary), so even a first request answers 308 or 307 itself.
  if (route.kind === 'redirect') {
    if (route.permanent) permanentRedirect(route.to);
    redirect(route.to);
  }
  if (route.kind === 'missing') notFound();
  return <NodeTemplate node={route.node} page={route.page} lists={route.lists} listing={route.listing} />;
}
