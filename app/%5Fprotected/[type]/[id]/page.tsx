import { isTermNode } from '@/lib/cms/types';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NodeTemplate } from '@/components/templates/node-template';
import { PasswordForm, type PasswordError } from '@/components/templates/password-form';
import { routeOfNode } from '@/components/templates/resolve-route';
import styles from '../../../../components/templates/templates.module.css';
import { cookieName, entryId, entryType, readProtectedEntry, tokenOpens } from '@/lib/entry-password/entry';
import { nodeMetadata } from '@/lib/seo/metadata';
import { siteInfo } from '@/lib/seo/site';

interface UnlockedProps {
  params: Promise<{ type: string; id: string }>;
  searchParams: Promise<{ error?: string }>;
}

// For the one browser that gave the password: rendered for each request, never kept by any cache
// (Cache-Control: private, no-store), read with the site's WordPress user.
export const dynamic = 'force-dynamic';

/** The entry behind a password at `/_protected/<type>/<id>/`, and whether this browser gave its password. */
const unlockedOf = cache(async (typeParam: string, idParam: string) => {
  const type = entryType(typeParam);
  const id = entryId(idParam);
  if (!type || id === undefined) return undefined;
  const entry = await readProtectedEntry(type, id);
  if (entry.kind === 'failed') throw new Error(`Protected ${type} ${id}: ${entry.reason}`);
  if (entry.kind === 'missing') return undefined;
  const open = tokenOpens((await cookies()).get(cookieName(id))?.value, id, entry.password);
  return { type, id, open, data: entry.data };
});

export async function generateMetadata({ params }: UnlockedProps): Promise<Metadata> {
  const { type, id } = await params;
  const found = await unlockedOf(type, id);
  const base = found ? nodeMetadata(found.data.node, siteInfo(), 1) : {};
  return { ...base, robots: { index: false, follow: false } };
}

export default async function UnlockedEntry({ params, searchParams }: UnlockedProps) {
  const { type, id } = await params;
  const found = await unlockedOf(type, id);
  if (!found) notFound();
  if (found.open) {
    const route = await routeOfNode(found.data);
    if (route.kind !== 'node') notFound();
    return <NodeTemplate node={route.node} page={1} lists={route.lists} listing={route.listing} />;
  }
  const { error } = await searchParams;
  const shown: PasswordError | undefined = error === 'wrong' || error === 'wait' ? error : undefined;
  return (
    <article data-template="protected">
      <header className={styles.articleHead}>
        <h1 className={styles.articleTitle} data-hero-headline>
          {isTermNode(found.data.node) ? found.data.node.name : found.data.node.title}
        </h1>
      </header>
      <div className={`prose entry-content ${styles.content}`} data-entry-content data-password-protected>
        <PasswordForm type={found.type} id={found.id} error={shown} />
      </div>
    </article>
  );
}
