import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { titleMarkup, titleText } from '@/lib/title';
import { RichTitle } from './rich-title';

const draw = (title: string) =>
  renderToStaticMarkup(
    <h3>
      <a href="https://amg.example/x/">
        <RichTitle text={titleText(title)} markup={titleMarkup(title)} />
      </a>
    </h3>,
  );

describe('RichTitle', () => {
  it('draws a title with its inline markup, never its tags as text', () => {
    expect(draw('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')).toBe(
      '<h3><a href="https://amg.example/x/">Markup: Title <em>With</em> <b>Mark<sup>up</sup></b></a></h3>',
    );
  });

  it('draws entities once: one ampersand, escaped tags as text', () => {
    expect(draw('Media &amp; Text')).toBe('<h3><a href="https://amg.example/x/">Media &amp; Text</a></h3>');
    expect(draw('&lt;em&gt; &quot;x&quot;')).toBe(
      '<h3><a href="https://amg.example/x/">&lt;em&gt; &quot;x&quot;</a></h3>',
    );
  });

  it('draws anything that is not a bare allowed element as text', () => {
    const html = renderToStaticMarkup(<RichTitle text="" markup={'<em onclick="x">a</em><script>b</script></b>'} />);
    // The stray closing tags (`</em>`, `</b>`) close nothing and are dropped.
    expect(html).toBe('&lt;em onclick=&quot;x&quot;&gt;a&lt;script&gt;b&lt;/script&gt;');
  });

  it('draws a plain title as text when there is no markup', () => {
    expect(renderToStaticMarkup(<RichTitle text="A <b> & C" />)).toBe('A &lt;b&gt; &amp; C');
  });
});
