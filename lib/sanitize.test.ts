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
    const block =
      '<div class="marquee"><div class="slide">One</div></div><div class="testimonials-splide splide" aria-label="Clients"></div>';
    expect(sanitizeContent(block)).toBe(block);
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
      '<a href="http://cms.example.com/wp-content/uploads/brochure.pdf?v=2">PDF</a><a href="//cms.example.com/wp-content/uploads/b.pdf">B</a><a href="http://cms.example.com/wp-admin/">Admin</a><a href="https://example.org/x">X</a><a href="/contact/">C</a>',
      { cmsOrigin },
    );
    expect(html).toContain('href="/wp-content/uploads/brochure.pdf?v=2"');
    expect(html).toContain('href="/wp-content/uploads/b.pdf"');
    expect(html).toContain('href="http://cms.example.com/wp-admin/"');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('href="/contact/"');
  });

  it('serves uploaded images through the optimiser from the site, keeping dimensions and alt text', () => {
    const html = sanitizeContent(
      '<img src="http://cms.example.com/wp-content/uploads/team.jpg" width="800" height="600" alt="The team" onerror="x()">',
      { cmsOrigin },
    );
    const src = encodeURIComponent('/wp-content/uploads/team.jpg');
    expect(html).toContain(`src="/_next/image?url=${src}&amp;w=828&amp;q=75"`);
    expect(html).toContain(`/_next/image?url=${src}&amp;w=1200&amp;q=75 1200w`);
    expect(html).not.toContain('1920w');
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
