import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { audioType, renderFeed, rfc822 } from './rss';

const feed = {
  title: 'AMG Insights',
  url: 'https://amg.example/insights/',
  feedUrl: 'https://amg.example/feeds/insights.xml',
  description: 'Ideas & news',
  language: 'en-us',
};

describe('renderFeed', () => {
  it('writes well-formed RSS 2.0 with escaped text', () => {
    const xml = renderFeed(feed, [
      {
        title: 'Less <noise> & more signal',
        url: 'https://amg.example/a/',
        description: 'A "quote"',
        published: '2026-03-14T13:30:00Z',
        author: 'Maya',
        categories: ['News'],
      },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: {
        '@_version': string;
        channel: { title: string; item: { title: string; pubDate: string; guid: { '#text': string } } };
      };
    };
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss.channel.item.title).toBe('Less <noise> & more signal');
    expect(parsed.rss.channel.item.pubDate).toBe('Sat, 14 Mar 2026 13:30:00 GMT');
    expect(parsed.rss.channel.item.guid['#text']).toBe('https://amg.example/a/');
  });

  it('adds what podcast directories require', () => {
    const xml = renderFeed(
      {
        ...feed,
        podcast: {
          image: 'https://amg.example/show.jpg',
          author: 'AMG',
          ownerName: 'AMG',
          ownerEmail: 'hi@amg.example',
          category: 'Business',
          subcategory: 'Marketing',
        },
      },
      [
        {
          title: 'Episode 7',
          url: 'https://amg.example/ep-7/',
          description: 'Talk',
          published: '2026-03-14T13:30:00Z',
          categories: ['Podcast'],
          enclosure: { url: 'https://amg.example/wp-content/uploads/ep7.mp3', length: 1234567, type: 'audio/mpeg' },
          episodeNumber: 7,
          image: 'https://amg.example/ep7.jpg',
        },
      ],
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = (
      new XMLParser({ ignoreAttributes: false }).parse(xml) as {
        rss: { channel: Record<string, unknown> & { item: Record<string, unknown> } };
      }
    ).rss.channel;
    expect(channel['itunes:image']).toEqual({ '@_href': 'https://amg.example/show.jpg' });
    expect(channel['itunes:category']).toMatchObject({
      '@_text': 'Business',
      'itunes:category': { '@_text': 'Marketing' },
    });
    expect(channel.item.enclosure).toEqual({
      '@_url': 'https://amg.example/wp-content/uploads/ep7.mp3',
      '@_length': '1234567',
      '@_type': 'audio/mpeg',
    });
    expect(channel.item['itunes:episode']).toBe(7);
    expect(channel.item['itunes:image']).toEqual({ '@_href': 'https://amg.example/ep7.jpg' });
  });
});

describe('helpers', () => {
  it('guesses audio types and formats dates', () => {
    expect(audioType('https://x/ep.m4a?v=1')).toBe('audio/x-m4a');
    expect(audioType('https://x/ep')).toBe('audio/mpeg');
    expect(rfc822('2026-01-01T00:00:00Z')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
  });
});
