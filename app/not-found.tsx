import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/search/not-found-page.client';

export const metadata: Metadata = { title: 'Page not found' };

/** Unknown addresses: a 404 in the site's shell, with the way back, a search and the site's own pages. */
export default function NotFound() {
  return <NotFoundPage />;
}
