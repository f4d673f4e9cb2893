import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentTemplate } from '@/components/templates/content-template';
import { getNodeByUri } from '@/lib/cms/nodes';
import { uriFromSegments } from '@/lib/uri';

interface RouteProps {
  params: Promise<{ uri?: string[] }>;
}

// Content routes render on first request and are cached from then on: a build never needs WordPress.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { uri: string[] }[] {
  return [];
}

async function resolve(params: RouteProps['params']) {
  const uri = uriFromSegments((await params).uri);
  return uri === undefined ? undefined : getNodeByUri(uri);
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const node = await resolve(params);
  if (!node) return {};
  if (node.kind === 'category') return { title: node.name, description: node.description || undefined };
  const description = node.kind === 'page' ? node.metadata.metaDescription || undefined : stripTags(node.excerpt);
  return { title: node.kind === 'page' && node.isFrontPage ? undefined : node.title, description, alternates: { canonical: node.uri } };
}

export default async function ContentRoute({ params }: RouteProps) {
  const node = await resolve(params);
  if (!node) notFound();
  return <ContentTemplate node={node} />;
}

function stripTags(html: string): string | undefined {
  const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text || undefined;
}
