import { describe, expect, it } from 'vitest';
import {
  addressWords,
  excerptAround,
  markWords,
  MAX_QUERY_LENGTH,
  readPage,
  readQuery,
  searchWords,
  titleRank,
} from './query';

describe('readQuery', () => {
  it('takes the first q, collapses spaces and control characters, and cuts a long query at a word', () => {
    expect(readQuery(['  brand \n  voice ', 'second'])).toEqual({ text: 'brand voice', cut: false });
    expect(readQuery(undefined)).toEqual({ text: '', cut: false });
    const long = readQuery('strategy '.repeat(40));
    expect(long.cut).toBe(true);
    expect(Array.from(long.text).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(long.text.endsWith('strategy')).toBe(true);
    // Cut by characters, never inside one (an emoji is two UTF-16 units).
    const emoji = readQuery('🦄'.repeat(150));
    expect(Array.from(emoji.text)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji.text).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});

describe('readPage', () => {
  it('reads whole numbers from 1 and refuses anything else', () => {
    expect(readPage(undefined)).toBe(1);
    expect(readPage('3')).toBe(3);
    expect(readPage(['2', '5'])).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '9999999', '1e3']) expect(readPage(bad)).toBeNull();
  });
});

describe('searchWords', () => {
  it('reads words as WordPress does, and finds none in stop words or punctuation alone', () => {
    expect(searchWords('The "brand voice" of a -print shop')).toEqual(['brand voice', 'shop']);
    expect(searchWords('the of a')).toEqual([]);
    expect(searchWords('!!! ??? ...')).toEqual([]);
    expect(searchWords('Ζέφυρος café')).toEqual(['Ζέφυρος', 'café']);
  });
});

describe('titleRank', () => {
  it('ranks the whole query in a title, then every word, then any word, then none', () => {
    const words = ['brand', 'voice'];
    expect(titleRank('Finding your Brand Voice', 'brand voice', words)).toBe(1);
    expect(titleRank('Voice of the brand', 'brand voice', words)).toBe(2);
    expect(titleRank('Brand basics', 'brand voice', words)).toBe(3);
    expect(titleRank('Basics', 'brand voice', words)).toBe(4);
  });
});

describe('markWords', () => {
  it('marks each word wherever it appears, without case or accents, leaving the rest as text', () => {
    expect(markWords('Cafe culture at the CAFÉ', ['café'])).toEqual([
      { text: 'Cafe', mark: true },
      { text: ' culture at the ', mark: false },
      { text: 'CAFÉ', mark: true },
    ]);
    expect(markWords('<script>alert(1)</script>', ['script'])).toEqual([
      { text: '<', mark: false },
      { text: 'script', mark: true },
      { text: '>alert(1)</', mark: false },
      { text: 'script', mark: true },
      { text: '>', mark: false },
    ]);
  });
});

describe('excerptAround', () => {
  it('shows the part of a long excerpt where the first word matches', () => {
    const text = `${'filler '.repeat(60)}the zephyr campaign ${'tail '.repeat(60)}`;
    const excerpt = excerptAround(text, ['zephyr']);
    expect(excerpt).toContain('zephyr');
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerptAround('Short text.', ['zephyr'])).toBe('Short text.');
  });
});

describe('addressWords', () => {
  it('reads the words of an address, without numbers, stop words or address parts', () => {
    expect(addressWords('/insights/the-brand-strategy-of-2019/page/2/')).toEqual(['insights', 'brand', 'strategy']);
    expect(addressWords('/%E2%9C%93-%CE%B6%CE%AD%CF%86%CF%85%CF%81%CE%BF%CF%82/')).toEqual(['ζέφυρος']);
    // A malformed escape is read as it stands, never thrown.
    expect(addressWords('/%E0%A4%A/brand/')).toEqual(['E0', 'A4', 'brand']);
  });
});
