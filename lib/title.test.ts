import { describe, expect, it } from 'vitest';
import { titleMarkup, titleText } from './title';

const THEME_UNIT_TEST = 'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>';

describe('titles', () => {
  it('keep the inline markup WordPress allows in a title on the page', () => {
    expect(titleMarkup(THEME_UNIT_TEST)).toBe(THEME_UNIT_TEST);
    expect(titleMarkup('H<sub>2</sub>O, <i>i</i>, <strong>s</strong> and <code>npm</code>')).toBe(
      'H<sub>2</sub>O, <i>i</i>, <strong>s</strong> and <code>npm</code>',
    );
  });

  it('lose every other element and every attribute', () => {
    expect(
      titleMarkup(
        '<em class="x" onclick="alert(1)" style="color:red">a</em><script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">link</a><span>s</span>',
      ),
    ).toBe('<em>a</em> links');
    expect(titleMarkup('<em>unclosed')).toBe('<em>unclosed</em>');
  });

  it('keep entities as text: an ampersand is one ampersand, escaped tags stay text', () => {
    expect(titleMarkup('Media &amp; Text')).toBe('Media &amp; Text');
    expect(titleMarkup('Media &#038; Text')).toBe('Media &amp; Text');
    expect(titleMarkup('&lt;em&gt; is a tag')).toBe('&lt;em&gt; is a tag');
  });

  it('are plain text everywhere else: tags gone without a space, entities decoded', () => {
    expect(titleText(THEME_UNIT_TEST)).toBe('Markup: Title With Markup');
    expect(titleText('Media &amp; Text')).toBe('Media & Text');
    expect(titleText('Media &#038; Text')).toBe('Media & Text');
    expect(titleText('It&#8217;s &quot;quoted&quot; &lt;em&gt;')).toBe('It’s "quoted" <em>');
    expect(titleText('<script>alert(1)</script>Safe')).toBe('Safe');
    expect(titleText(null)).toBe('');
  });

  it('read a title without tags or entities the same way, without the parser', async () => {
    const { default: sanitizeHtml } = await import('sanitize-html');
    for (const title of ['Plain title', '  Spaced   out ', 'Quotes "like" this > that', 'Ünïcödé — ‘curly’', ''])
      expect([titleMarkup(title), titleText(title)], title).toEqual([
        sanitizeHtml(title, { allowedTags: ['em'], allowedAttributes: {} })
          .replace(/\s+/g, ' ')
          .trim(),
        title.replace(/\s+/g, ' ').trim(),
      ]);
  });
});
