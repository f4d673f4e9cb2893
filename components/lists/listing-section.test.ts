import { describe, expect, it } from 'vitest';
import { listingHeading } from './listing-section';

describe('listingHeading', () => {
  it('never repeats the page’s heading one level down', () => {
    const news = { heading: 'Agency news', noun: 'stories' };
    expect(listingHeading(news, 'Agency News')).toBe('Latest stories');
    expect(listingHeading(news, 'Newsroom', 'Agency  news!')).toBe('Latest stories');
    expect(listingHeading({ heading: 'Thought leadership', noun: 'articles' }, 'Thought Leadership')).toBe(
      'Latest articles',
    );
  });

  it('keeps its own heading under a page of another name', () => {
    expect(listingHeading({ heading: 'Episodes', noun: 'episodes' }, 'Podcast', 'Thin Air')).toBe('Episodes');
  });
});
