import { describe, expect, it } from 'vitest';
import type { PostEntry } from '@/lib/cms/types';
import { postFeedItem } from './feeds';

const episode: PostEntry = {
  kind: 'post',
  id: 'p12',
  databaseId: 12,
  title: 'Episode 12',
  slug: 'episode-12',
  uri: '/insights/episode-12/',
  date: '2026-02-03T09:00:00',
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
};

describe('postFeedItem', () => {
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
