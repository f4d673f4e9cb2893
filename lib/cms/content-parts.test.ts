import { describe, expect, it } from 'vitest';
import { contentParts, partUri, splitPartUri } from './content-parts';

describe('contentParts', () => {
  it('cuts block content at each page break', () => {
    const html =
      '\n<p class="wp-block-paragraph">Part one.</p>\n\n\n\n<!--nextpage-->\n\n\n\n<p class="wp-block-paragraph">Part two.</p>\n\n<!--nextpage-->\n<p>Three.</p>';
    const parts = contentParts(html);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toContain('Part one.');
    expect(parts[0]).not.toContain('Part two.');
    expect(parts[1]).toContain('Part two.');
    expect(parts[2]).toContain('Three.');
  });

  it('closes and reopens a classic paragraph the break runs through', () => {
    const html = '<p>Classic one.<br />\n<!--nextpage--><br />\nClassic two.</p>\n<p>More classic.</p>\n';
    expect(contentParts(html)).toEqual(['<p>Classic one.</p>', '<p>\nClassic two.</p>\n<p>More classic.</p>\n']);
  });

  it('leaves content without a break whole, and drops empty parts', () => {
    expect(contentParts('<p>Whole.</p>')).toEqual(['<p>Whole.</p>']);
    expect(contentParts('<p>Only.</p>\n<!--nextpage-->\n')).toEqual(['<p>Only.</p>\n']);
  });
});

describe('part addresses', () => {
  it('puts part N under the entry’s address, part 1 at the address itself', () => {
    expect(partUri('/story/', 1)).toBe('/story/');
    expect(partUri('/story/', 2)).toBe('/story/2/');
    expect(splitPartUri('/story/2/')).toEqual({ baseUri: '/story/', number: 2 });
    expect(splitPartUri('/about/team/12/')).toEqual({ baseUri: '/about/team/', number: 12 });
    expect(splitPartUri('/story/')).toBeUndefined();
    expect(splitPartUri('/story/02/')).toBeUndefined();
    expect(splitPartUri('/2/')).toBeUndefined();
  });
});
