import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Arrow, WithArrow } from './arrow';

describe('arrows beside link words', () => {
  it('are drawings hidden from assistive technology, not characters', () => {
    const html = renderToStaticMarkup(<Arrow />);
    expect(html).toMatch(/^<svg class="arrow"[^>]* aria-hidden="true" focusable="false"/);
    expect(html).not.toMatch(/[→←]/);
  });

  it('keep the last word and the arrow on one line, and leave the other words free to wrap', () => {
    expect(renderToStaticMarkup(<WithArrow>Hot Air, our newsletter</WithArrow>)).toMatch(
      /^Hot Air, our <span class="arrow-glue">newsletter <svg class="arrow"[^>]*data-direction="right".*<\/svg><\/span>$/,
    );
    expect(renderToStaticMarkup(<WithArrow>Older</WithArrow>)).toMatch(
      /^<span class="arrow-glue">Older <svg class="arrow".*<\/svg><\/span>$/,
    );
  });

  it('pointing left, keep the arrow with the first word', () => {
    expect(renderToStaticMarkup(<WithArrow direction="left">Newer posts</WithArrow>)).toMatch(
      /^<span class="arrow-glue"><svg class="arrow"[^>]*data-direction="left".*<\/svg> Newer<\/span> posts$/,
    );
  });
});
