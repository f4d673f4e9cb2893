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

  it('draws straight quotes as typographer’s quotes, across its markup, but not in code', () => {
    expect(draw(`The "<em>Lift</em>" brief: don't 'guess'`)).toBe(
      '<h3><a href="https://amg.example/x/">The “<em>Lift</em>” brief: don’t ‘guess’</a></h3>',
    );
    expect(draw(`Set <code>data-x="1"</code> and "go"`)).toBe(
      '<h3><a href="https://amg.example/x/">Set <code>data-x=&quot;1&quot;</code> and “go”</a></h3>',
    );
    expect(renderToStaticMarkup(<RichTitle text={`It's "plain"`} />)).toBe('It’s “plain”');
  });

  it('draws entities once: one ampersand, escaped tags as text', () => {
    expect(draw('Media &amp; Text')).toBe('<h3><a href="https://amg.example/x/">Media &amp; Text</a></h3>');
    expect(draw('&lt;em&gt; &quot;x&quot;')).toBe('<h3><a href="https://amg.example/x/">&lt;em&gt; “x”</a></h3>');
  });

  it('draws anything that is not a bare allowed element as text', () => {
    const html = renderToStaticMarkup(<RichTitle text="" markup={'<em onclick="x">a</em><script>b</script></b>'} />);
    // The stray closing tags (`</em>`, `</b>`) close nothing and are dropped.
    // Drawn as text, so in the text's typographer's quotes.
    expect(html).toBe('&lt;em onclick=“x”&gt;a&lt;script&gt;b&lt;/script&gt;');
  });

  it('draws a plain title as text when there is no markup', () => {
    expect(renderToStaticMarkup(<RichTitle text="A <b> & C" />)).toBe('A &lt;b&gt; &amp; C');
  });

  it('marks words in each run of text of its markup, when asked, and leaves the markup whole', () => {
    const title = 'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>';
    const mark = (text: string) => text.replace(/(title|with)/gi, '[$1]');
    expect(renderToStaticMarkup(<RichTitle text={titleText(title)} markup={titleMarkup(title)} mark={mark} />)).toBe(
      'Markup: [Title] <em>[With]</em> <b>Mark<sup>up</sup></b>',
    );
    expect(renderToStaticMarkup(<RichTitle text="A title" mark={mark} />)).toBe('A [title]');
  });
});
