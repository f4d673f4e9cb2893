import 'server-only';
import { env } from '@/lib/env';
import type { FetchApiOptions } from './client';

/**
 * How every content read is cached: kept until one of its tags is revalidated by the change webhook, and
 * refreshed in the background after CMS_REVALIDATE_SECONDS as a safety net for a missed notice.
 */
export function cached(tags: string[]): Pick<FetchApiOptions, 'tags' | 'revalidate'> {
  return { tags, revalidate: env().contentRevalidateSeconds };
}
