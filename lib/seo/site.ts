import { env } from '@/lib/env';
import type { SiteInfo } from './metadata';

/** What search engines and feeds are told about the site as a whole. */
export function siteInfo(): SiteInfo {
  const { siteName, siteUrl } = env();
  return { siteName, siteUrl, description: `${siteName}: a marketing agency in Winter Park, Florida.` };
}
