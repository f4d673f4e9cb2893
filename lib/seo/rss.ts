/** RSS 2.0 documents: the insights feed and the podcast feed (with the iTunes tags directories require). */

export interface FeedItem {
  title: string;
  url: string;
  description: string;
  /** ISO 8601. */
  published: string;
  author?: string;
  categories: string[];
  enclosure?: { url: string; length: number; type: string };
  episodeNumber?: number | null;
  image?: string | null;
}

export interface Feed {
  title: string;
  url: string;
  feedUrl: string;
  description: string;
  language: string;
  /** Podcast feeds: the show's artwork, owner and category, for podcast directories. */
  podcast?: {
    image: string;
    author: string;
    ownerName: string;
    ownerEmail?: string;
    category: string;
    subcategory?: string;
  };
}

function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

/** RFC 822 dates, as RSS requires. */
export function rfc822(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** The MIME type of an audio file from its extension; MP3 when unknown (what podcast apps expect). */
export function audioType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return AUDIO_TYPES[extension] ?? 'audio/mpeg';
}

export function renderFeed(feed: Feed, items: FeedItem[]): string {
  const podcast = feed.podcast;
  const namespaces = [
    'xmlns:atom="http://www.w3.org/2005/Atom"',
    'xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ...(podcast
      ? [
          'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
          'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
        ]
      : []),
  ].join(' ');
  const channel = [
    element('title', feed.title),
    element('link', feed.url),
    element('description', feed.description),
    element('language', feed.language),
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [element('lastBuildDate', rfc822(items[0].published))] : []),
    ...(podcast
      ? [
          `<itunes:image href="${escapeXml(podcast.image)}"/>`,
          `<image><url>${escapeXml(podcast.image)}</url>${element('title', feed.title)}${element('link', feed.url)}</image>`,
          element('itunes:author', podcast.author),
          `<itunes:owner>${element('itunes:name', podcast.ownerName)}${podcast.ownerEmail ? element('itunes:email', podcast.ownerEmail) : ''}</itunes:owner>`,
          `<itunes:category text="${escapeXml(podcast.category)}">${
            podcast.subcategory ? `<itunes:category text="${escapeXml(podcast.subcategory)}"/>` : ''
          }</itunes:category>`,
          element('itunes:explicit', 'false'),
          element('itunes:type', 'episodic'),
          element('itunes:summary', feed.description),
        ]
      : []),
    ...items.map((item) => renderItem(item, Boolean(podcast))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ${namespaces}><channel>${channel.join('')}</channel></rss>\n`;
}

function renderItem(item: FeedItem, podcast: boolean): string {
  const parts = [
    element('title', item.title),
    element('link', item.url),
    `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
    element('pubDate', rfc822(item.published)),
    element('description', item.description),
    ...item.categories.map((category) => element('category', category)),
    ...(item.author ? [element(podcast ? 'itunes:author' : 'dc:creator', item.author)] : []),
  ];
  if (item.enclosure) {
    parts.push(
      `<enclosure url="${escapeXml(item.enclosure.url)}" length="${Math.max(0, Math.round(item.enclosure.length))}" type="${escapeXml(item.enclosure.type)}"/>`,
    );
  }
  if (podcast) {
    if (item.episodeNumber !== undefined && item.episodeNumber !== null)
      parts.push(element('itunes:episode', item.episodeNumber));
    parts.push(element('itunes:episodeType', 'full'));
    if (item.image) parts.push(`<itunes:image href="${escapeXml(item.image)}"/>`);
    parts.push(element('itunes:explicit', 'false'));
  }
  return `<item>${parts.join('')}</item>`;
}
