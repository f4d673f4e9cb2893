import { describe, expect, it } from 'vitest';
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
    const block = '<div class="marquee"><div class="slide">One</div></div><div class="testimonials-splide splide" aria-label="Clients"></div>';
    expect(sanitizeContent(block)).toBe(block);
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeContent('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
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

  it('leaves uploads, other hosts and relative links as they are', () => {
    const html = sanitizeContent(
      '<a href="http://cms.example.com/wp-content/uploads/brochure.pdf">PDF</a><a href="https://example.org/x">X</a><a href="/contact/">C</a>',
      { cmsOrigin },
    );
    expect(html).toContain('href="http://cms.example.com/wp-content/uploads/brochure.pdf"');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('href="/contact/"');
  });

  it('serves uploaded images through the optimiser, keeping dimensions and alt text', () => {
    const html = sanitizeContent(
      '<img src="http://cms.example.com/wp-content/uploads/team.jpg" width="800" height="600" alt="The team" onerror="x()">',
      { cmsOrigin },
    );
    const src = encodeURIComponent('http://cms.example.com/wp-content/uploads/team.jpg');
    expect(html).toContain(`src="/_next/image?url=${src}&amp;w=828&amp;q=75"`);
    expect(html).toContain(`/_next/image?url=${src}&amp;w=1200&amp;q=75 1200w`);
    expect(html).not.toContain('1920w');
    expect(html).toMatch(/width="800"[^>]*height="600"/);
    expect(html).toContain('alt="The team"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('onerror');
  });

  it('leaves images without dimensions or from elsewhere unoptimised', () => {
    const html = sanitizeContent('<img src="https://example.org/a.jpg" width="10" alt=""><img src="http://cms.example.com/wp-content/uploads/b.jpg" alt="">', {
      cmsOrigin,
    });
    expect(html).toContain('src="https://example.org/a.jpg"');
    expect(html).toContain('src="http://cms.example.com/wp-content/uploads/b.jpg"');
    expect(html).not.toContain('srcset');
  });
});
