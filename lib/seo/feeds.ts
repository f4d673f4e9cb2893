import type { PostEntry } from '@/lib/cms/types';
import { absoluteUrl } from '@/lib/uploads/urls';
import { audioType, type FeedItem } from './rss';
import { plainText, truncate } from './text';

/**
 * A post as a feed item; episodes carry their audio as the enclosure, with its length and type. Feed readers
 * have no page to resolve a path against: the site's own uploads are written on its origin.
 */
export function postFeedItem(post: PostEntry, siteUrl: string): FeedItem {
  const podcast = post.podcast;
  const episodeImage = podcast?.thumbnail?.url ?? post.image?.url;
  return {
    title: post.title,
    url: new URL(post.uri, `${siteUrl}/`).href,
    description: truncate(plainText(post.excerpt), 600),
    // The UTC instant: `date` is in WordPress's own time zone, which a feed reader cannot know.
    published: post.dateGmt || new Date(0).toISOString(),
    author: post.guestAuthor || post.author?.name || undefined,
    categories: post.categories.map((category) => category.name),
    ...(podcast
      ? {
          enclosure: {
            url: absoluteUrl(podcast.audioUrl, siteUrl),
            length: podcast.audioLength ?? 0,
            type: audioType(podcast.audioUrl),
          },
          episodeNumber: podcast.episodeNumber,
          image: episodeImage ? absoluteUrl(episodeImage, siteUrl) : null,
        }
      : {}),
  };
}

export const RSS_HEADERS = {
  'Content-Type': 'application/rss+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
} as const;
