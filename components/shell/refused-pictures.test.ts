import { describe, expect, it } from 'vitest';
import { reloadsForRefusal } from './refused-pictures';

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
