import { SITEMAP_HEADERS, sitemapFile } from '@/lib/seo/sitemap-files';

export const dynamic = 'force-dynamic';

/** `/sitemap/<n>.xml`, a file of the sitemap index `/sitemap.xml` names once it is split. */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^(0|[1-9][0-9]{0,5})\.xml$/.exec((await context.params).file);
  const xml = match ? await sitemapFile(Number(match[1])) : undefined;
  if (xml === undefined) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
