import { describe, expect, it } from 'vitest';
import { contrastRatio, transformBlocks, videoFromUrl } from './content-blocks';

describe('videoFromUrl', () => {
  it('reads every form of a YouTube address editors paste or oEmbed writes', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?v=aqz-KE-bpKQ&list=x',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ]) {
      expect(videoFromUrl(url), url).toEqual({
        provider: 'youtube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
        watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      });
    }
  });

  it('keeps a YouTube start time', () => {
    expect(videoFromUrl('https://youtu.be/aqz-KE-bpKQ?t=42')).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&start=42',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42',
    });
  });

  it('reads Vimeo pages and players, public and unlisted, and loads the player without tracking', () => {
    expect(videoFromUrl('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
      watchUrl: 'https://vimeo.com/76979871',
    });
    expect(videoFromUrl('https://vimeo.com/76979871/8272103f6e')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8272103f6e',
    );
    expect(videoFromUrl('https://player.vimeo.com/video/76979871?h=8272103f6e&app_id=1')?.watchUrl).toBe(
      'https://vimeo.com/76979871/8272103f6e',
    );
  });

  it('names no video for other hosts, malformed ids and other schemes', () => {
    for (const url of [
      'https://example.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>',
      'https://www.youtube.com/embed/videoseries?list=PL123',
      'https://vimeo.com/channels/staffpicks',
      'javascript:alert(1)',
      'ftp://vimeo.com/76979871',
      'not a url',
    ]) {
      expect(videoFromUrl(url), url).toBeUndefined();
    }
  });
});

describe('picture sizes', () => {
  const img = (extra = '') =>
    `<img src="/_next/image?url=x&amp;w=1920&amp;q=75" sizes="(min-width: 768px) min(1920px, 68ch), 100vw" alt=""${extra}>`;

  it('asks for the width a picture shows at: the viewport in full-width blocks and covers, the wrap in wide ones, its own when resized', () => {
    const html = transformBlocks(
      `<figure class="wp-block-image alignfull">${img()}</figure>` +
        `<div class="wp-block-cover">${img()}</div>` +
        `<figure class="wp-block-image alignwide">${img()}</figure>` +
        `<div class="alignwide"><figure class="wp-block-image is-resized">${img(' style="width:56px"')}</figure></div>` +
        `<figure class="wp-block-image">${img()}</figure>`,
    );
    const sizes = [...html.matchAll(/sizes="([^"]*)"/g)].map((match) => match[1]);
    expect(sizes).toEqual([
      '100vw',
      '100vw',
      '(min-width: 1240px) 1192px, 100vw',
      '56px',
      '(min-width: 768px) min(1920px, 68ch), 100vw',
    ]);
  });
});

describe('blocks that scroll within themselves', () => {
  it("lets a keyboard reach a table's figure and every code, verse or preformatted block (a long line scrolls in them)", () => {
    const html = transformBlocks(
      '<figure class="wp-block-table"><table><tbody><tr><td>1</td></tr></tbody></table></figure>' +
        '<pre class="wp-block-code"><code>const a = 1;</code></pre>' +
        '<pre>classic editor code</pre>' +
        '<pre class="wp-block-verse">Up with the sun</pre>' +
        '<pre class="wp-block-preformatted">Kept as typed</pre>',
    );
    const focusable = [...html.matchAll(/<(figure|pre)([^>]*)>/g)].map(([, tag, attributes]) => [
      tag,
      /tabindex="0"/.test(attributes!),
    ]);
    expect(focusable).toEqual([
      ['figure', true],
      ['pre', true],
      ['pre', true],
      ['pre', true],
      ['pre', true],
    ]);
  });
});

describe('names for what assistive technology would announce without one', () => {
  it('leaves an unnamed role="img" as decoration, and keeps a named one', () => {
    const html = transformBlocks(
      '<div class="a" role="img"></div><div class="b" role="img" aria-label="A summit at dawn"></div>',
    );
    expect(html).toContain('<div class="a"></div>');
    expect(html).toContain('<div class="b" role="img" aria-label="A summit at dawn"></div>');
  });

  it('names a link that holds only an unnamed picture after where it leads', () => {
    const html = transformBlocks(
      '<div class="wp-block-media-text"><figure class="wp-block-media-text__media"><a href="/wp-content/uploads/2008/06/img_0747.jpg"><img src="/a.jpg" alt=""></a></figure><div class="wp-block-media-text__content"><p>x</p></div></div>' +
        '<div class="wp-block-media-text"><figure class="wp-block-media-text__media"><a href="/about/"><img src="/a.jpg" alt=""></a></figure><div class="wp-block-media-text__content"><h3>Our   studio</h3><p>In Winter Park.</p></div></div>' +
        '<figure class="wp-block-image"><a href="https://example.com/2008/06/a-day-at-the-lake/"><img src="/a.jpg" alt=""></a></figure>',
    );
    const names = [...html.matchAll(/<a [^>]*aria-label="([^"]*)"/g)].map(([, name]) => name);
    expect(names).toEqual(['View the full-size picture', 'Our studio', 'Open: a day at the lake']);
  });

  it('leaves links that have a name alone: text, a picture with alternative text, a label', () => {
    const source =
      '<p><a href="/a/">Read</a><a href="/b/"><img src="/b.jpg" alt="The team"></a><a href="/c/" aria-label="C"><img src="/c.jpg" alt=""></a></p>';
    expect(transformBlocks(source)).toBe(source);
  });
});

describe("WordPress's palette", () => {
  it('leaves out a text colour that would not read on its background, and keeps one that does', () => {
    const html = transformBlocks(
      '<p class="has-vivid-red-color has-pale-cyan-blue-background-color has-text-color has-background">a</p>' +
        '<p class="has-black-color has-pale-cyan-blue-background-color has-text-color has-background">b</p>' +
        '<pre class="wp-block-preformatted has-vivid-green-cyan-color has-vivid-purple-background-color has-text-color has-background">c</pre>' +
        '<p class="has-white-color has-vivid-purple-background-color has-text-color has-background">d</p>' +
        '<p class="has-luminous-vivid-amber-color has-text-color">e</p>',
    );
    expect(html).toContain('<p class="has-pale-cyan-blue-background-color has-background">a</p>');
    expect(html).toContain(
      '<p class="has-black-color has-pale-cyan-blue-background-color has-text-color has-background">b</p>',
    );
    expect(html).toContain('class="wp-block-preformatted has-vivid-purple-background-color has-background"');
    expect(html).toContain(
      '<p class="has-white-color has-vivid-purple-background-color has-text-color has-background">d</p>',
    );
    expect(html).toContain('<p>e</p>');
    expect(
      transformBlocks(
        '<a class="has-white-color has-luminous-dusk-gradient-background has-text-color has-background">f</a>',
      ),
    ).toContain('class="has-white-color has-luminous-dusk-gradient-background has-text-color has-background"');
    // A gradient preset is drawn on the site's ink: black text on it would not read.
    expect(
      transformBlocks(
        '<a class="has-black-color has-pale-ocean-gradient-background has-text-color has-background">h</a>',
      ),
    ).toContain('<a class="has-pale-ocean-gradient-background has-background">h</a>');
    // A colour of the editor's own is drawn: the choice stands.
    expect(
      transformBlocks(
        '<p class="has-white-color has-text-color has-background" style="background-color:#000000">g</p>',
      ),
    ).toContain('class="has-white-color has-text-color has-background"');
    // Code sits on the site's ink panel: a red that reads on paper does not read there.
    expect(
      transformBlocks('<pre class="wp-block-code has-vivid-red-color has-text-color"><code>x</code></pre>'),
    ).toContain('<pre class="wp-block-code" tabindex="0">');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#cf2e2e', '#8ed1fc')).toBeLessThan(4.5);
  });
});

describe('display type', () => {
  it('sets headings and pull quotes in typographer’s quotes, never attributes, code or body text', () => {
    const html = transformBlocks(
      `<h2 class="wp-block-heading" title="a &quot;b&quot;">Why "<em>lift</em>" isn't a metric</h2>` +
        `<h3>Set <code>data-x="1"</code> first</h3>` +
        `<figure class="wp-block-pullquote"><blockquote><p>"Ship it," she said.</p><cite>Ana's team</cite></blockquote></figure>` +
        `<p>Body text keeps "its" quotes.</p>`,
    );
    expect(html).toBe(
      `<h2 class="wp-block-heading" title="a &quot;b&quot;">Why “<em>lift</em>” isn’t a metric</h2>` +
        `<h3>Set <code>data-x="1"</code> first</h3>` +
        `<figure class="wp-block-pullquote"><blockquote><p>“Ship it,” she said.</p><cite>Ana’s team</cite></blockquote></figure>` +
        `<p>Body text keeps "its" quotes.</p>`,
    );
  });
});

describe('e-mail addresses', () => {
  it('lets an address in a link break only after its @ and its dots', () => {
    const html = '<p>Write to <a href="mailto:hello@altitude.example">hello@altitude.example</a> today.</p>';
    expect(transformBlocks(html)).toBe(
      '<p>Write to <a href="mailto:hello@altitude.example">hello@<wbr>altitude.<wbr>example</a> today.</p>',
    );
  });

  it('keeps the words around an address as they were, escaped', () => {
    const html = '<p><a href="mailto:a.b@c.example">Mail a.b@c.example &amp; more</a></p>';
    expect(transformBlocks(html)).toBe(
      '<p><a href="mailto:a.b@c.example">Mail a.<wbr>b@<wbr>c.<wbr>example &amp; more</a></p>',
    );
  });

  it('leaves other links and a link without an address untouched', () => {
    const html = '<p><a href="mailto:hello@altitude.example">Email us.</a> <a href="/a.b@c/">a.b@c</a></p>';
    expect(transformBlocks(html)).toBe(html);
  });
});
