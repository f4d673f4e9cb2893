import { getLatest } from '@/lib/cms/listings';
import { getNodeByUri } from '@/lib/cms/nodes';
import type { PostEntry } from '@/lib/cms/types';
import { env } from '@/lib/env';
import { postFeedItem, RSS_HEADERS } from '@/lib/seo/feeds';
import { renderFeed } from '@/lib/seo/rss';
import { plainText } from '@/lib/seo/text';
import { absoluteUrl } from '@/lib/uploads/urls';

export const dynamic = 'force-dynamic';

/** Every episode with audio, for podcast directories: show artwork, owner, category, and per episode its enclosure. */
export async function GET(): Promise<Response> {
  const { siteName, siteUrl } = env();
  const [entries, showPage] = await Promise.all([
    getLatest('post', 100, { taxonomy: 'category', slug: 'podcast' }),
    getNodeByUri('/podcast/'),
  ]);
  const episodes = entries.filter((entry): entry is PostEntry => entry.kind === 'post' && entry.podcast !== null);
  const page = showPage?.kind === 'page' ? showPage : undefined;
  const artwork = absoluteUrl(
    page?.metadata.openGraphImage?.url ??
      page?.image?.url ??
      page?.hero.image?.url ??
      episodes[0]?.podcast?.thumbnail?.url ??
      '/icon.png',
    siteUrl,
  );
  const description =
    page?.metadata.metaDescription ||
    plainText(page?.excerpt ?? '') ||
    `Conversations about marketing from ${siteName}.`;
  const xml = renderFeed(
    {
      title: page?.title && page.title !== 'Podcast' ? page.title : `The ${siteName} Podcast`,
      url: `${siteUrl}/podcast/`,
      feedUrl: `${siteUrl}/feeds/podcast.xml`,
      description,
      language: 'en-us',
      podcast: {
        image: artwork,
        author: siteName,
        ownerName: siteName,
        category: 'Business',
        subcategory: 'Marketing',
      },
    },
    episodes.map((episode) => postFeedItem(episode, siteUrl)),
  );
  return new Response(xml, { headers: RSS_HEADERS });
}
