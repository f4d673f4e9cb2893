import { describe, expect, it } from 'vitest';
import { generatedExcerpt } from './excerpt';

describe('generatedExcerpt', () => {
  it('ends at the "more" tag, as the blog shows a post', () => {
    const content =
      '<!-- wp:paragraph -->\n<p>Teaser <em>words</em> here.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->\n\n<p>After the fold.</p>';
    expect(generatedExcerpt(content)).toBe('<p>Teaser words here.</p>\n');
  });

  it('sums up the first page of a paginated post only', () => {
    expect(generatedExcerpt('<p>Part one.</p>\n<!--nextpage-->\n<p>Part two.</p>')).toBe('<p>Part one.</p>\n');
  });

  it('keeps 55 words and marks the cut', () => {
    const words = Array.from({ length: 60 }, (_, index) => `w${index}`);
    expect(generatedExcerpt(`<p>${words.join(' ')}</p>`)).toBe(`<p>${words.slice(0, 55).join(' ')} [&hellip;]</p>\n`);
  });

  it('is empty for content without words', () => {
    expect(generatedExcerpt('<!-- wp:separator --><hr/><!-- /wp:separator -->')).toBe('');
  });
});
