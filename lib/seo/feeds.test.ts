import { describe, expect, it } from 'vitest';
import { testPost } from '@/lib/cms/test-entries';
import { postFeedItem } from './feeds';
import { renderFeed } from './rss';

const episode = testPost({
  id: 'p12',
  databaseId: 12,
  title: 'Episode 12',
  slug: 'episode-12',
  uri: '/insights/episode-12/',
  // WordPress set to New York: 09:00 there is 14:00 UTC.
  date: '2026-02-03T09:00:00',
  dateGmt: '2026-02-03T14:00:00Z',
  modifiedGmt: '2026-02-03T14:00:00Z',
  excerpt: '<p>Lift.</p>',
  image: { url: '/wp-content/uploads/cover.jpg', alt: '', width: 1200, height: 800 },
  author: null,
  categories: [{ name: 'Podcast', slug: 'podcast', uri: '/category/podcast/' }],
  guestAuthor: '',
  podcast: {
    audioUrl: '/wp-content/uploads/ep12.mp3',
    audioLength: 4096,
    episodeUrl: null,
    episodeNumber: 12,
    thumbnail: null,
  },
});

describe('postFeedItem', () => {
  it('publishes an item at its UTC moment, as pubDate must be, not at WordPress’s local time', () => {
    expect(postFeedItem(episode, 'https://amg.example').published).toBe('2026-02-03T14:00:00Z');
    const xml = renderFeed(
      {
        title: 'Podcast',
        url: 'https://amg.example/podcast/',
        feedUrl: 'https://amg.example/feeds/podcast.xml',
        description: '',
        language: 'en-us',
      },
      [postFeedItem(episode, 'https://amg.example')],
    );
    expect(xml).toContain('<pubDate>Tue, 03 Feb 2026 14:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 03 Feb 2026 14:00:00 GMT</lastBuildDate>');
  });

  it('is not shifted when WordPress keeps its default time zone, UTC', () => {
    const utc = { ...episode, date: '2026-02-03T09:00:00', dateGmt: '2026-02-03T09:00:00Z' };
    expect(postFeedItem(utc, 'https://amg.example').published).toBe('2026-02-03T09:00:00Z');
  });

  it('gives feed readers the site’s own uploads as absolute URLs on its origin', () => {
    const item = postFeedItem(episode, 'https://amg.example');
    expect(item.url).toBe('https://amg.example/insights/episode-12/');
    expect(item.enclosure).toEqual({
      url: 'https://amg.example/wp-content/uploads/ep12.mp3',
      length: 4096,
      type: 'audio/mpeg',
    });
    expect(item.image).toBe('https://amg.example/wp-content/uploads/cover.jpg');
  });

  it('keeps audio hosted elsewhere where it is', () => {
    const hosted = {
      ...episode,
      podcast: { ...episode.podcast!, audioUrl: 'https://media.example-podcasts.com/ep12.mp3' },
    };
    expect(postFeedItem(hosted, 'https://amg.example').enclosure?.url).toBe(
      'https://media.example-podcasts.com/ep12.mp3',
    );
  });
});
