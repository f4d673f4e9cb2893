import type { Metadata } from 'next';
import { listingForUri, listingUriForCategory, pagedUri } from '@/lib/cms/listing-table';
import { partUri } from '@/lib/cms/content-parts';
import { isTermNode, type ContentNode, type Image } from '@/lib/cms/types';
import { absoluteUrl } from '@/lib/uploads/urls';
import { plainText, truncate } from './text';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  /** Said of the site when a page has nothing of its own to say. */
  description: string;
}

/** The address search engines should index for a node: a category archive shown by a listing page is that page. */
export function canonicalUri(node: ContentNode, page = 1): string {
  const base = node.kind === 'category' ? (listingUriForCategory(node.slug) ?? node.uri) : node.uri;
  // Part N of a paginated entry is a page of its own (`/story/2/`), as WordPress's canonical link says.
  if (!isTermNode(node) && node.part && node.part.number > 1) return partUri(node.uri, node.part.number);
  return pagedUri(base, page);
}

function titleOf(node: ContentNode): string {
  if (node.kind === 'category' || node.kind === 'tag') return node.name;
  if (node.kind === 'page') return node.title;
  return node.title;
}

function describe(node: ContentNode, site: SiteInfo): { description: string; social: string } {
  let own = '';
  let social = '';
  switch (node.kind) {
    case 'category':
    case 'tag':
      own = plainText(node.description);
      break;
    case 'page':
      own = node.metadata.metaDescription || plainText(node.excerpt);
      social = node.metadata.openGraphDescription;
      break;
    case 'teamMember':
      own = plainText(node.excerpt) || [node.role, node.quote].filter(Boolean).join('. ');
      break;
    default:
      own = plainText(node.excerpt) || plainText(node.content);
  }
  const description = truncate(own || site.description);
  return { description, social: truncate(social || description, 200) };
}

function imageOf(node: ContentNode): Image | null {
  if (node.kind === 'category' || node.kind === 'tag') return null;
  if (node.kind === 'page') return node.metadata.openGraphImage ?? node.image ?? node.hero.image;
  return node.image;
}

/**
 * A node's title, description, canonical address, Open Graph and Twitter cards. Pages use their metadata
 * fields; anything empty falls back to the excerpt, the content, then the site's own description.
 */
export function nodeMetadata(node: ContentNode, site: SiteInfo, page = 1): Metadata {
  const isFront = node.kind === 'page' && node.isFrontPage;
  const baseTitle = titleOf(node);
  const part = isTermNode(node) ? 1 : (node.part?.number ?? 1);
  const title = page > 1 || part > 1 ? `${baseTitle} — page ${Math.max(page, part)}` : baseTitle;
  const { description, social } = describe(node, site);
  const canonical = canonicalUri(node, page);
  const image = imageOf(node);
  // Absolute on the site's own origin: a card is read by other sites, with no page to resolve a path against.
  const images = image
    ? [
        {
          url: absoluteUrl(image.url, site.siteUrl),
          width: image.width,
          height: image.height,
          alt: image.alt || baseTitle,
        },
      ]
    : undefined;
  const isArticle = node.kind === 'post';
  // A page editors keep out of the sitemap (a thank-you page, the block reference) is kept out of search results
  // too, and so is an entry behind a password (nothing of it shows); their links are still followed.
  const unlisted =
    (node.kind === 'page' && node.metadata.excludeFromSitemap) ||
    ('passwordProtected' in node && node.passwordProtected === true);
  return {
    // The front page is the site itself: the layout's default title names it.
    title: isFront ? { absolute: site.siteName } : title,
    description,
    ...(unlisted ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical, ...feedsOf(node, site) },
    openGraph: {
      type: isArticle ? 'article' : 'website',
      siteName: site.siteName,
      locale: 'en_US',
      title: isFront ? site.siteName : title,
      description: social,
      url: canonical,
      ...(images ? { images } : {}),
      ...(isArticle
        ? {
            // UTC instants: `date` is in whatever time zone WordPress is set to.
            ...(node.dateGmt ? { publishedTime: node.dateGmt } : {}),
            ...(node.modifiedGmt ? { modifiedTime: node.modifiedGmt } : {}),
            authors: [node.guestAuthor || node.author?.name].filter((name): name is string => Boolean(name)),
            section: node.categories[0]?.name,
          }
        : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: isFront ? site.siteName : title,
      description: social,
      ...(images ? { images: images.map((entry) => entry.url) } : {}),
    },
  };
}

/** Insights pages and posts point feed readers at the insights feed; podcast pages at the podcast feed too. */
function feedsOf(node: ContentNode, site: SiteInfo): { types?: Record<string, { url: string; title: string }[]> } {
  const listing = node.kind === 'page' ? listingForUri(node.uri) : undefined;
  const isInsight =
    node.kind === 'post' ||
    node.kind === 'category' ||
    node.kind === 'tag' ||
    listing?.type === 'post' ||
    (node.kind === 'page' && node.isPostsPage);
  if (!isInsight) return {};
  const feeds = [{ url: '/feeds/insights.xml', title: `${site.siteName} Insights` }];
  const isPodcast = listing?.term?.slug === 'podcast' || (node.kind === 'post' && node.podcast !== null);
  if (isPodcast) feeds.push({ url: '/feeds/podcast.xml', title: `${site.siteName} Podcast` });
  return { types: { 'application/rss+xml': feeds } };
}
