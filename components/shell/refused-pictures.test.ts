import { describe, expect, it } from 'vitest';
import { drawsRefused, reloadsForRefusal } from './refused-pictures';

describe('a picture refused by the policy', () => {
  it('reloads a page reached by a link inside the site, under its own policy', () => {
    expect(reloadsForRefusal('img-src', 'https://amg.example/', 'https://amg.example/markup-post/')).toBe(true);
  });

  it('never reloads the page the browser loaded itself (in-page links included), nor for anything but pictures', () => {
    expect(reloadsForRefusal('img-src', 'https://amg.example/post/', 'https://amg.example/post/')).toBe(false);
    expect(reloadsForRefusal('img-src', 'https://amg.example/post/', 'https://amg.example/post/#gallery')).toBe(false);
    expect(reloadsForRefusal('img-src', undefined, 'https://amg.example/post/')).toBe(false);
    for (const directive of ['script-src-elem', 'style-src-attr', 'connect-src', 'frame-src', 'media-src'])
      expect(reloadsForRefusal(directive, 'https://amg.example/', 'https://amg.example/post/'), directive).toBe(false);
  });
});

describe('a picture refused before the new page’s address was shown', () => {
  const refused = new Set(['https://cdn.example/a.png']);

  it('is the arrived page’s when it is its source, one of its srcset candidates or in its inline style', () => {
    expect(drawsRefused([{ src: 'https://cdn.example/a.png' }], refused)).toBe(true);
    expect(drawsRefused([{ srcset: 'https://cdn.example/b.png 1x, https://cdn.example/a.png 2x' }], refused)).toBe(
      true,
    );
    expect(drawsRefused([{ style: 'background-image:url(https://cdn.example/a.png)' }], refused)).toBe(true);
  });

  it('is not when the arrived page draws other pictures only', () => {
    expect(
      drawsRefused([{ src: 'https://cdn.example/a.png.webp' }, { srcset: 'https://cdn.example/ab.png 2x' }], refused),
    ).toBe(false);
    expect(drawsRefused([], refused)).toBe(false);
  });
});
