import { describe, expect, it } from 'vitest';
import { plainText, truncate } from './text';

describe('plainText', () => {
  it('drops tags, scripts and decodes entities', () => {
    expect(
      plainText('<p>Hello&nbsp;<strong>world</strong> &amp; co&#8217;s &#x2014; end</p><script>x()</script>'),
    ).toBe('Hello world & co’s — end');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(truncate('Short.', 20)).toBe('Short.');
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
  });
});
