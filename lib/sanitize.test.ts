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
