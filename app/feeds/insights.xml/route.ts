import { getLatest } from '@/lib/cms/listings';
import type { PostEntry } from '@/lib/cms/types';
import { env } from '@/lib/env';
import { postFeedItem, RSS_HEADERS } from '@/lib/seo/feeds';
import { renderFeed } from '@/lib/seo/rss';

export const dynamic = 'force-dynamic';

/** The newest 30 insights of every category. */
export async function GET(): Promise<Response> {
  const { siteName, siteUrl } = env();
  const posts = (await getLatest('post', 30)).filter((entry): entry is PostEntry => entry.kind === 'post');
  const xml = renderFeed(
    {
      title: `${siteName} Insights`,
      url: `${siteUrl}/insights/`,
      feedUrl: `${siteUrl}/feeds/insights.xml`,
      description: `Agency news, thought leadership and podcast episodes from ${siteName}.`,
      language: 'en-us',
    },
    posts.map((post) => postFeedItem(post, siteUrl)),
  );
  return new Response(xml, { headers: RSS_HEADERS });
}
