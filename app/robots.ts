import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// The site's address is a runtime setting, so this is answered per request rather than at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = env();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
