import { SITEMAP_HEADERS, sitemapRoot } from '@/lib/seo/sitemap-files';

// Read at request time (its content reads are cached): a build never needs the content system.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return new Response(await sitemapRoot(), { headers: SITEMAP_HEADERS });
}
