import { describe, expect, it } from 'vitest';
import { DomUtils, parseDocument } from 'htmlparser2';
import { sanitizeContent } from './sanitize';

describe('sanitizeContent', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeContent(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="/a.jpg" onerror="alert(2)" alt="A"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('alt="A"');
  });

  it('keeps the blocks the layout brings to life', () => {
    const block =
      '<div class="marquee"><div class="slide">One</div></div><div class="testimonials-splide splide" aria-label="Clients"></div>';
    expect(sanitizeContent(block)).toBe(block);
  });

  it('drops a form whole, words included: a search block leaves no stray label or button text', () => {
    // As WordPress 7.1 renders the search block.
    const search =
      '<form role="search" method="get" action="https://cms.example/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search">' +
      '<label class="wp-block-search__label" for="wp-block-search__input-1">Search</label><div class="wp-block-search__inside-wrapper">' +
      '<input class="wp-block-search__input" id="wp-block-search__input-1" type="search" name="s" required />' +
      '<button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit">Search</button></div></form>';
    expect(sanitizeContent(`<p>Before</p>${search}<p>After</p>`)).toBe('<p>Before</p><p>After</p>');
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeContent('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('links and images of the content system', () => {
  const cmsOrigin = 'http://cms.example.com/graphql';

  it('makes links to the content system site-relative, with the trailing slash', () => {
    const html = sanitizeContent(
      '<a href="http://cms.example.com/about-us">About</a><a href="http://cms.example.com/work/x/?a=1#b">W</a>',
      { cmsOrigin },
    );
    expect(html).toContain('href="/about-us/"');
    expect(html).toContain('href="/work/x/?a=1#b"');
  });

  it('serves linked uploads from the site, and leaves other hosts, its other files and relative links as they are', () => {
    const html = sanitizeContent(
      '<a href="http://cms.example.com/wp-content/uploads/brochure.pdf?v=2">PDF</a><a href="//cms.example.com/wp-content/uploads/b.pdf">B</a><a href="http://cms.example.com/wp-includes/css/dist.css">Styles</a><a href="https://example.org/x">X</a><a href="/contact/">C</a>',
      { cmsOrigin },
    );
    expect(html).toContain('href="/wp-content/uploads/brochure.pdf?v=2"');
    expect(html).toContain('href="/wp-content/uploads/b.pdf"');
    expect(html).toContain('href="http://cms.example.com/wp-includes/css/dist.css"');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('href="/contact/"');
  });

  it('serves uploaded images through the optimiser from the site, keeping dimensions and alt text', () => {
    const html = sanitizeContent(
      '<img src="http://cms.example.com/wp-content/uploads/team.jpg" width="800" height="600" alt="The team" onerror="x()">',
      { cmsOrigin },
    );
    const src = encodeURIComponent('/wp-content/uploads/team.jpg');
    // The sources next/image gives (getImageProps), as for every other picture of the site.
    expect(html).toMatch(new RegExp(`src="/_next/image\\?url=${src}&amp;w=\\d+&amp;q=75"`));
    expect(html).toContain(`/_next/image?url=${src}&amp;w=828&amp;q=75 828w`);
    expect(html).toContain(`/_next/image?url=${src}&amp;w=750&amp;q=75 750w`);
    expect(html).toContain('sizes="(min-width: 768px) min(800px, 68ch), 100vw"');
    expect(html).not.toContain('cms.example.com');
    expect(html).toMatch(/width="800"[^>]*height="600"/);
    expect(html).toContain('alt="The team"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('onerror');
  });

  it('serves uploads without dimensions from the site unoptimised, with their srcset, and leaves other hosts alone', () => {
    const html = sanitizeContent(
      '<img src="https://example.org/a.jpg" width="10" alt=""><img src="http://cms.example.com/wp-content/uploads/b.jpg" srcset="http://cms.example.com/wp-content/uploads/b-300x200.jpg 300w, https://example.org/b.jpg 1024w" alt="">',
      { cmsOrigin },
    );
    expect(html).toContain('src="https://example.org/a.jpg"');
    expect(html).toContain('src="/wp-content/uploads/b.jpg"');
    expect(html).toContain('srcset="/wp-content/uploads/b-300x200.jpg 300w, https://example.org/b.jpg 1024w"');
  });

  it('shows uploaded vector pictures as they are: the optimiser does not take SVG', () => {
    const html = sanitizeContent(
      '<img src="http://cms.example.com/wp-content/uploads/logo.svg" width="120" alt="Logo">',
      {
        cmsOrigin,
      },
    );
    expect(html).toContain('src="/wp-content/uploads/logo.svg"');
    expect(html).not.toContain('_next/image');
  });

  it('plays uploaded audio and video from the site, and media on other hosts from there', () => {
    const html = sanitizeContent(
      [
        '<audio controls src="http://cms.example.com/wp-content/uploads/ep1.mp3"></audio>',
        '<video controls poster="https://cms.example.com/wp-content/uploads/poster.jpg"><source src="//cms.example.com/wp-content/uploads/clip.mp4" type="video/mp4"></video>',
        '<audio controls src="https://media.example-podcasts.com/ep12.mp3"></audio>',
      ].join(''),
      { cmsOrigin },
    );
    expect(html).toContain('<audio controls src="/wp-content/uploads/ep1.mp3">');
    expect(html).toContain('poster="/wp-content/uploads/poster.jpg"');
    expect(html).toContain('<source src="/wp-content/uploads/clip.mp4" type="video/mp4">');
    expect(html).toContain('src="https://media.example-podcasts.com/ep12.mp3"');
    expect(html).not.toContain('cms.example.com');
  });
});

describe('what only WordPress itself can answer', () => {
  const cmsOrigin = 'http://cms.example.com/graphql';
  const hrefs = (html: string) =>
    DomUtils.findAll((node) => node.name === 'a', parseDocument(html).children).map((a) => a.attribs.href);

  it('keeps a link within the page, wherever WordPress rendered it', () => {
    const html = sanitizeContent(
      '<div class="wp-block-button"><a class="wp-block-button__link" href="#">Go</a></div>',
      {
        cmsOrigin,
      },
    );
    expect(hrefs(html)).toEqual(['#']);
    expect(hrefs(sanitizeContent('<p><a href="#top">Top</a></p>', { cmsOrigin }))).toEqual(['#top']);
  });

  it('leaves out the login/out block, the comment form, reply links and query or comment pagination, words and all', () => {
    const html = sanitizeContent(
      [
        '<p>Before</p>',
        '<div class="logged-out wp-block-loginout"><a href="http://cms.example.com/wp-login.php?redirect_to=http%3A%2F%2Fcms.example.com%2Fgraphql">Log in</a></div>',
        '<div id="respond" class="comment-respond wp-block-post-comments-form"><h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/graphql#respond">Cancel reply</a></small></h3><form action="http://cms.example.com/wp-comments-post.php" method="post"><p><label for="c">Comment</label><textarea id="c"></textarea></p></form></div>',
        '<div class="wp-block-comment-reply-link has-small-font-size"><a rel="nofollow" class="comment-reply-link" href="http://cms.example.com/comments/?replytocom=35#respond">Reply</a></div>',
        '<nav class="wp-block-query-pagination is-layout-flex" aria-label="Pagination"><div class="wp-block-query-pagination-numbers"><span aria-current="page" class="page-numbers current">1</span><a class="page-numbers" href="?query-1-page=2">2</a></div><a href="/graphql?query-1-page=2" class="wp-block-query-pagination-next">Next Page</a></nav>',
        '<p>After</p>',
      ].join(''),
      { cmsOrigin },
    );
    expect(html).toBe('<p>Before</p><p>After</p>');
  });

  it("unwraps any other link into WordPress's admin, login, GraphQL endpoint, XML-RPC, a reply or a query loop's page", () => {
    const html = sanitizeContent(
      [
        '<a href="http://cms.example.com/wp-admin/post.php?post=1&action=edit">Edit</a>',
        '<a href="http://cms.example.com/wp-admin">Dashboard</a>',
        '<a href="/wp-login.php?action=register">Register</a>',
        '<a href="http://cms.example.com/graphql?query-2-page=3">Page 3</a>',
        '<a href="/graphql/">Endpoint</a>',
        '<a href="http://cms.example.com/xmlrpc.php?rsd">RSD</a>',
        '<a href="http://cms.example.com/hello/?replytocom=4#respond">Reply</a>',
        '<a href="?query-0-page=2">Next</a>',
        '<a href="http://cms.example.com/hello/?cpage=2#comments">Older comments</a>',
      ].join(' '),
      { cmsOrigin },
    );
    expect(hrefs(html)).toEqual([]);
    expect(html).toBe('Edit Dashboard Register Page 3 Endpoint RSD Reply Next Older comments');
  });

  it('keeps links to the site, to uploads, to comments on a page and to other hosts, WordPress or not', () => {
    const html = sanitizeContent(
      [
        '<a href="http://cms.example.com/hello/#comment-35">A comment</a>',
        '<a href="http://cms.example.com/wp-content/uploads/a.pdf">PDF</a>',
        '<a href="https://other.example.org/wp-login.php">Their login</a>',
        '<a href="https://other.example.org/graphql">Their API</a>',
        '<a href="/graphql-guide/">Guide</a>',
        '<a href="/about/?page=2">About</a>',
      ].join(''),
      { cmsOrigin },
    );
    expect(hrefs(html)).toEqual([
      '/hello/#comment-35',
      '/wp-content/uploads/a.pdf',
      'https://other.example.org/wp-login.php',
      'https://other.example.org/graphql',
      '/graphql-guide/',
      '/about/?page=2',
    ]);
  });

  it('knows the GraphQL endpoint by the address the site reads it at', () => {
    const html = sanitizeContent(
      '<a href="http://cms.example.com/about/">A</a><a href="/api/gql?x=1">B</a><a href="http://cms.example.com/api/gql/">C</a>',
      {
        cmsOrigin: 'http://cms.example.com/api/gql',
      },
    );
    expect(hrefs(html)).toEqual(['/about/']);
  });
});

describe('block layout saved as inline styles', () => {
  it('keeps the layout WordPress saves: spacer height, column width, cover height and focal point, media & text split', () => {
    const html = sanitizeContent(
      '<div style="height:64px" aria-hidden="true" class="wp-block-spacer"></div>' +
        '<div class="wp-block-column" style="flex-basis:33.33%">a</div>' +
        '<div class="wp-block-cover" style="min-height:420px"><img class="wp-block-cover__image-background" alt="" src="/a.jpg" style="object-position:50% 35%"/></div>' +
        '<div class="wp-block-media-text is-stacked-on-mobile" style="grid-template-columns:40% auto">m</div>' +
        '<div class="wp-block-media-text has-media-on-the-right" style="grid-template-columns:auto 25%">m</div>',
    );
    expect(html).toContain('style="height:64px"');
    expect(html).toContain('style="flex-basis:33.33%"');
    expect(html).toContain('style="min-height:420px"');
    expect(html).toContain('style="object-position:50% 35%"');
    expect(html).toContain('style="grid-template-columns:40% auto"');
    expect(html).toContain('style="grid-template-columns:auto 25%"');
  });

  it('keeps custom hex colours of groups, covers and their overlay', () => {
    const html = sanitizeContent(
      '<div class="wp-block-group has-background" style="background-color:#1a2b3c;color:#fff">g</div>' +
        '<span aria-hidden="true" class="wp-block-cover__background has-background-dim" style="background-color:#0F2A44"></span>',
    );
    expect(html).toContain('style="background-color:#1a2b3c;color:#fff"');
    expect(html).toContain('style="background-color:#0F2A44"');
  });

  it('drops every other property and any value outside its pattern', () => {
    const html = sanitizeContent(
      '<div class="wp-block-column" style="flex-basis:33%;position:fixed;top:0;z-index:9999">a</div>' +
        '<div style="background-color:red;background-image:url(https://evil.example/x.png)">b</div>' +
        '<div style="height:calc(100vh + 1px)">c</div>' +
        '<div style="min-height:expression(alert(1))">d</div>' +
        '<img src="/a.jpg" alt="" style="object-position:left top;width:100%">' +
        '<p style="color:red;font-size:calc(1px + 90vw)">e</p>' +
        '<div style="grid-template-columns:repeat(99, 1fr)">f</div>',
    );
    expect(html).toContain('<div class="wp-block-column" style="flex-basis:33%">a</div>');
    expect(html).not.toMatch(/position|z-index|top:|background|calc|expression|url\(|object-position|font-size|repeat/);
    expect(html).toContain('<p>e</p>');
    expect(html).toContain('<div>f</div>');
  });

  it("keeps an editor's padding and margin when they are the site's spacing steps, and no other", () => {
    const html = sanitizeContent(
      '<div class="wp-block-group has-background" style="padding-top:var(--wp--preset--spacing--xl);padding-right:var(--wp--preset--spacing--m);padding-bottom:var(--wp--preset--spacing--2xl);padding-left:var(--wp--preset--spacing--m)">g</div>' +
        '<p style="margin-top:var(--wp--preset--spacing--l);margin-bottom:var(--wp--preset--spacing--2xs)">p</p>' +
        '<h2 style="padding-top:var(--wp--preset--spacing--50);margin-top:12px;margin-bottom:var(--wp--preset--spacing--s, 3px)">h</h2>' +
        '<figure class="wp-block-image" style="margin-top:var(--wp--preset--spacing--s)">f</figure>',
    );
    expect(html).toContain(
      '<div class="wp-block-group has-background" style="padding-top:var(--wp--preset--spacing--xl);padding-right:var(--wp--preset--spacing--m);padding-bottom:var(--wp--preset--spacing--2xl);padding-left:var(--wp--preset--spacing--m)">g</div>',
    );
    expect(html).toContain(
      '<p style="margin-top:var(--wp--preset--spacing--l);margin-bottom:var(--wp--preset--spacing--2xs)">p</p>',
    );
    // WordPress's default steps (50) and lengths of the editor's own are not the site's: dropped.
    expect(html).toContain('<h2>h</h2>');
    expect(html).toContain(
      '<figure class="wp-block-image" style="margin-top:var(--wp--preset--spacing--s)">f</figure>',
    );
  });

  it("keeps an editor's own colours and font sizes on text, and a button's own border, width and corners", () => {
    const html = sanitizeContent(
      '<p class="has-text-color" style="color:#7a1f3d;font-size:22px">p</p>' +
        '<h2 style="font-size:2.5rem">h</h2>' +
        '<p style="font-size:clamp(15.747px, 0.984rem + ((1vw - 3.2px) * 0.938), 22px)">fluid</p>' +
        '<p style="font-size:clamp(1px, var(--x), 2px)">v</p>' +
        '<p><mark style="background-color:rgba(0, 0, 0, 0)" class="has-inline-color has-vivid-red-color">m</mark></p>' +
        '<div class="wp-block-button"><a class="wp-block-button__link" href="/x/" style="color:#fff;background-color:#7a1f3d;border-color:#cf2e2e;border-width:2px;border-radius:0px">b</a></div>' +
        '<a href="/y/" style="position:absolute;border-radius:calc(1px)">y</a>' +
        '<div class="wp-block-button"><a class="wp-block-button__link" href="/z/" style="border-top-left-radius:12px;border-top-right-radius:0px;border-bottom-left-radius:0px;border-bottom-right-radius:12px">z</a></div>',
    );
    expect(html).toContain('<p class="has-text-color" style="color:#7a1f3d;font-size:22px">p</p>');
    expect(html).toContain('<h2 style="font-size:2.5rem">h</h2>');
    expect(html).toContain('<p style="font-size:clamp(15.747px, 0.984rem + ((1vw - 3.2px) * 0.938), 22px)">fluid</p>');
    expect(html).toContain('<p>v</p>');
    expect(html).toContain('style="background-color:rgba(0, 0, 0, 0)"');
    expect(html).toContain(
      'style="color:#fff;background-color:#7a1f3d;border-color:#cf2e2e;border-width:2px;border-radius:0px"',
    );
    expect(html).toContain('<a href="/y/">y</a>');
    // Corners set one by one in the editor's radius control.
    expect(html).toContain(
      'style="border-top-left-radius:12px;border-top-right-radius:0px;border-bottom-left-radius:0px;border-bottom-right-radius:12px"',
    );
  });

  it("draws a classic caption's figure at its picture's width", () => {
    const html = sanitizeContent(
      '<figure id="attachment_1" aria-describedby="caption-attachment-1" style="width: 300px" class="wp-caption alignleft"><img src="/a.jpg" alt="A" width="300" height="200"><figcaption id="caption-attachment-1" class="wp-caption-text">Cap</figcaption></figure>',
    );
    expect(html).toContain('<figure id="attachment_1" style="width:300px" class="wp-caption alignleft">');
    expect(html).toContain('<figcaption id="caption-attachment-1" class="wp-caption-text">Cap</figcaption>');
  });

  it("shows a cover's fixed or repeated background as its picture, decorative unless named", () => {
    const cover = (label = '') =>
      `<div class="wp-block-cover has-parallax"><div role="img"${label} class="wp-block-cover__image-background wp-image-761 has-parallax" style="background-position:50% 30%;background-image:url(https://cms.example.com/wp-content/uploads/2008/06/dsc.jpg)"></div><div class="wp-block-cover__inner-container"><p>x</p></div></div>`;
    const html = sanitizeContent(cover(), { cmsOrigin: 'https://cms.example.com' });
    expect(html).toContain(
      '<img class="wp-block-cover__image-background wp-image-761 has-parallax" src="/wp-content/uploads/2008/06/dsc.jpg" alt="" style="object-position:50% 30%"',
    );
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain('background-image');
    expect(sanitizeContent(cover(' aria-label="A lake at noon"'))).toContain('alt="A lake at noon"');
    // A background that is no picture address is left out, and the element is no longer announced as a picture.
    const odd = sanitizeContent(
      '<div role="img" class="wp-block-cover__image-background" style="background-image:url(javascript:alert(1))"></div>',
    );
    expect(odd).toBe('<div class="wp-block-cover__image-background"></div>');
  });

  it('keeps a resized image at its width', () => {
    expect(sanitizeContent('<img src="/a.jpg" alt="" style="width:56px;height:auto">')).toContain(
      'style="width:56px;height:auto"',
    );
  });

  it('offers a resized upload one source per pixel density at the width it shows at', () => {
    const html = sanitizeContent(
      '<img src="http://cms.example.com/wp-content/uploads/icon.webp" width="192" height="192" alt="" style="width:64px">',
      { cmsOrigin: 'http://cms.example.com/graphql' },
    );
    expect(html).toContain(
      'srcset="/_next/image?url=%2Fwp-content%2Fuploads%2Ficon.webp&amp;w=64&amp;q=75 1x, /_next/image?url=%2Fwp-content%2Fuploads%2Ficon.webp&amp;w=128&amp;q=75 2x"',
    );
    expect(html).not.toContain('sizes=');
    expect(html).toContain('style="width:64px"');
  });

  it('offers no source wider than the uploaded file', () => {
    const html = sanitizeContent(
      '<img src="http://cms.example.com/wp-content/uploads/photo.jpg" width="1000" height="600" alt="A lake">',
      { cmsOrigin: 'http://cms.example.com/graphql' },
    );
    const widths = [...html.matchAll(/&amp;w=(\d+)&amp;q=75 (\d+)w/g)].map((match) => Number(match[2]));
    // The optimiser's widths up to the first at or beyond the file's 1000 px (1080), which is also the fallback.
    expect(widths).toEqual([640, 750, 828, 1080]);
    expect(html).toContain('src="/_next/image?url=%2Fwp-content%2Fuploads%2Fphoto.jpg&amp;w=1080&amp;q=75"');
  });
});

describe('video embeds', () => {
  const embed = (provider: string, url: string, caption = '') =>
    `<figure class="wp-block-embed is-type-video is-provider-${provider} wp-block-embed-${provider} wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n${url}\n</div>${caption ? `<figcaption class="wp-element-caption">${caption}</figcaption>` : ''}</figure>`;

  it('draws a YouTube embed as the editor saves it (its URL as text) as a link to the video, with the privacy-enhanced player to load on request', () => {
    const html = sanitizeContent(embed('youtube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Big Buck Bunny'));
    expect(html).toContain('<a class="embed-facade__play" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">');
    expect(html).toContain('Watch on YouTube: Big Buck Bunny');
    expect(html).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"');
    expect(html).toContain('data-embed-title="Big Buck Bunny"');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<figcaption class="wp-element-caption">Big Buck Bunny</figcaption>');
  });

  it('draws the player oEmbed wrote (an iframe) the same way: no third-party frame in the page', () => {
    const html = sanitizeContent(
      '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper"><iframe title="Night glow" src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;dnt=1" width="640" height="360"></iframe></div></figure>' +
        '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" title="Pasted &amp; shared"></iframe>',
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      'data-embed-src="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1&amp;h=8272103f6e"',
    );
    expect(html).toContain('href="https://vimeo.com/76979871/8272103f6e"');
    expect(html).toContain('Watch on Vimeo: Night glow');
    expect(html).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"');
    expect(html).toContain('Watch on YouTube: Pasted &amp; shared');
  });

  it('escapes a caption that would break out of the placeholder', () => {
    const html = sanitizeContent(
      embed('youtube', 'https://youtu.be/aqz-KE-bpKQ', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'),
    );
    const document = parseDocument(html);
    expect(DomUtils.getElementsByTagName('img', document)).toEqual([]);
    expect(DomUtils.findAll((element) => 'onerror' in element.attribs, document.children)).toEqual([]);
    const facade = DomUtils.findOne((element) => element.attribs.class === 'embed-facade', document.children);
    expect(facade?.attribs['data-embed-title']).toBe('"><img src=x onerror=alert(1)>');
  });

  it("leaves an iframe from any other host out, and makes another provider's URL a link", () => {
    const html = sanitizeContent(
      '<iframe src="https://evil.example/x"></iframe>' + embed('twitter', 'https://twitter.com/altitude/status/1'),
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<a href="https://twitter.com/altitude/status/1">https://twitter.com/altitude/status/1</a>');
  });

  it('leaves a YouTube embed whose URL names no video as its text', () => {
    const html = sanitizeContent(embed('youtube', 'javascript:alert(1)'));
    expect(html).not.toContain('embed-facade');
    expect(html).not.toContain('href=');
  });
});

describe('heading anchors', () => {
  it('gives a heading with an anchor a link to itself, and leaves other headings as they are', () => {
    const html = sanitizeContent(
      '<h2 class="wp-block-heading" id="pricing">Pricing &amp; plans</h2><h3 class="wp-block-heading">Plain</h3>',
    );
    expect(html).toBe(
      '<h2 class="wp-block-heading" id="pricing">Pricing &amp; plans<a class="heading-anchor" href="#pricing" aria-label="Link to this section"><span aria-hidden="true">#</span></a></h2><h3 class="wp-block-heading">Plain</h3>',
    );
  });

  it('leaves content without anchors or embeds exactly as sanitised', () => {
    const html = '<p>Caf&eacute; &amp; more</p><img src="/a.jpg" alt="" /><br />';
    expect(sanitizeContent(html)).toBe('<p>Café &amp; more</p><img src="/a.jpg" alt="" /><br />');
  });
});

describe('pictures on other hosts', () => {
  const cmsOrigin = 'http://cms.example.com/graphql';
  const cdn = 'https://wpthemetestdata.files.wordpress.com';

  it('shows a picture on a host not listed as it is, src and srcset kept', () => {
    const html = sanitizeContent(
      `<img src="${cdn}/2008/06/a.jpg" srcset="${cdn}/2008/06/a-300.jpg 300w, ${cdn}/2008/06/a.jpg 1024w" width="1024" height="768" alt="A">`,
      { cmsOrigin },
    );
    expect(html).toContain(`src="${cdn}/2008/06/a.jpg"`);
    expect(html).toContain(`srcset="${cdn}/2008/06/a-300.jpg 300w, ${cdn}/2008/06/a.jpg 1024w"`);
    expect(html).not.toContain('/_next/image');
  });

  it('serves a picture on a host of MEDIA_ORIGINS through the optimiser, as an upload is', () => {
    const html = sanitizeContent(`<img src="${cdn}/2008/06/a.jpg" width="1024" height="768" alt="A">`, {
      cmsOrigin,
      optimisedOrigins: [cdn],
    });
    const optimised = `/_next/image?url=${encodeURIComponent(`${cdn}/2008/06/a.jpg`)}`;
    expect(html).toContain(`src="${optimised}&amp;w=`);
    expect(html).toContain(`${optimised}&amp;w=640&amp;q=75 640w`);
    expect(html).toContain('width="1024" height="768"');
    // Another host, or an SVG on a listed one, is still shown as it is.
    expect(
      sanitizeContent(`<img src="https://other.example/a.jpg" width="10" alt="">`, { optimisedOrigins: [cdn] }),
    ).toContain('src="https://other.example/a.jpg"');
    expect(sanitizeContent(`<img src="${cdn}/logo.svg" width="10" alt="">`, { optimisedOrigins: [cdn] })).toContain(
      `src="${cdn}/logo.svg"`,
    );
  });

  it("keeps a cover's and a media & text block's background picture (a cover's as its picture), an upload served from the site", () => {
    const html = sanitizeContent(
      `<div class="wp-block-cover has-parallax"><div role="img" class="wp-block-cover__image-background has-parallax" style="background-position:50% 50%;background-image:url(${cdn}/2008/06/dsc.jpg)"></div></div>` +
        '<div class="wp-block-cover has-background-dim" style="background-image:url(http://cms.example.com/wp-content/uploads/2020/01/old.jpg);min-height:274px"></div>' +
        `<div class="wp-block-media-text is-image-fill"><figure class="wp-block-media-text__media" style="background-image:url(${cdn}/2013/03/fill.jpg);background-position:50% 50%"></figure></div>`,
      { cmsOrigin },
    );
    expect(html).toContain(
      `<img class="wp-block-cover__image-background has-parallax" src="${cdn}/2008/06/dsc.jpg" alt="" style="object-position:50% 50%" />`,
    );
    expect(html).toContain('style="background-image:url(/wp-content/uploads/2020/01/old.jpg);min-height:274px"');
    expect(html).toContain(`style="background-image:url(${cdn}/2013/03/fill.jpg);background-position:50% 50%"`);
  });

  it('drops any other background, and a background URL that could end its url() or load anything but a picture', () => {
    const cover = (url: string) =>
      sanitizeContent(`<div class="wp-block-cover__image-background" style="background-image:url(${url})">x</div>`);
    for (const url of [
      'javascript:alert(1)',
      '"https://a.example/x.jpg") ; color:red',
      "data:image/svg+xml,<svg onload='alert(1)'>",
      '//a.example/x.jpg',
    ])
      expect(cover(url), url).not.toMatch(/background-image|url\(/);
    expect(cover('https://a.example/x.jpg);behavior:url(x')).toContain('src="https://a.example/x.jpg"');
    expect(cover('https://a.example/x.jpg);behavior:url(x')).not.toContain('behavior');
    expect(sanitizeContent(`<p class="wp-block-cover" style="background-image:url(${cdn}/a.jpg)">p</p>`)).toBe(
      '<p class="wp-block-cover">p</p>',
    );
    expect(sanitizeContent(`<section style="background-image:url(${cdn}/a.jpg)">s</section>`)).toBe(
      '<section>s</section>',
    );
  });
});
