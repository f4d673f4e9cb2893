import { describe, expect, it } from 'vitest';
import { layoutClasses, renderBlocks } from './block-layout';

/** The class list of each element of `html` that has one, in order. */
const classLists = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]);

describe('block layouts rendered as WordPress renders them', () => {
  // Each expectation is what WordPress 7.1 with WPGraphQL 2.20 answered for the same saved markup (without its
  // wp-container-* class, which names a style a headless site never receives).
  it('a row justified space-between that does not wrap', () => {
    const html = renderBlocks(
      '<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->\n' +
        '<div class="wp-block-group"><!-- wp:paragraph -->\n<p>Left side</p>\n<!-- /wp:paragraph --></div>\n' +
        '<!-- /wp:group -->',
    );
    expect(html).not.toContain('<!--');
    expect(classLists(html)).toEqual([
      'wp-block-group is-content-justification-space-between is-nowrap is-layout-flex wp-block-group-is-layout-flex',
    ]);
    expect(html).toContain('<p>Left side</p>');
  });

  it('a stack, centred', () => {
    expect(
      layoutClasses('core/group', { layout: { type: 'flex', orientation: 'vertical', justifyContent: 'center' } }),
    ).toEqual(['is-vertical', 'is-content-justification-center', 'is-layout-flex', 'wp-block-group-is-layout-flex']);
  });

  it('a grid, and a constrained group justified left', () => {
    expect(layoutClasses('core/group', { layout: { type: 'grid', columnCount: 3 } })).toEqual([
      'is-layout-grid',
      'wp-block-group-is-layout-grid',
    ]);
    expect(layoutClasses('core/group', { layout: { type: 'constrained', justifyContent: 'left' } })).toEqual([
      'is-content-justification-left',
      'is-layout-constrained',
      'wp-block-group-is-layout-constrained',
    ]);
    expect(layoutClasses('core/group', { layout: { inherit: true } })).toEqual([
      'is-layout-constrained',
      'wp-block-group-is-layout-constrained',
    ]);
  });

  it('the default layout of each block when the editor chose none', () => {
    const html = renderBlocks(
      '<!-- wp:columns {"isStackedOnMobile":false} -->\n<div class="wp-block-columns is-not-stacked-on-mobile">' +
        '<!-- wp:column -->\n<div class="wp-block-column"><!-- wp:paragraph -->\n<p>Col A</p>\n<!-- /wp:paragraph --></div>\n' +
        '<!-- /wp:column --></div>\n<!-- /wp:columns -->\n\n' +
        '<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center","orientation":"vertical"}} -->\n' +
        '<div class="wp-block-buttons"><!-- wp:button -->\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Talk to us</a></div>\n' +
        '<!-- /wp:button --></div>\n<!-- /wp:buttons -->',
    );
    expect(classLists(html)).toEqual([
      'wp-block-columns is-not-stacked-on-mobile is-layout-flex wp-block-columns-is-layout-flex',
      'wp-block-column is-layout-flow wp-block-column-is-layout-flow',
      'wp-block-buttons is-vertical is-content-justification-center is-layout-flex wp-block-buttons-is-layout-flex',
      'wp-block-button',
      'wp-block-button__link wp-element-button',
    ]);
  });

  it('keeps every other attribute and the text as saved; adds no class twice; leaves classic content alone', () => {
    const html = renderBlocks(
      '<!-- wp:group {"layout":{"type":"flex"}} -->\n<section id="a&amp;b" class="wp-block-group is-layout-flex" data-note=\'say "hi"\'><p>Tom &amp; Jerry</p></section>\n<!-- /wp:group -->',
    );
    expect(html).toBe(
      '\n<section id="a&amp;b" class="wp-block-group is-layout-flex wp-block-group-is-layout-flex" data-note="say &quot;hi&quot;"><p>Tom &amp; Jerry</p></section>\n',
    );
    const classic = '<p>An entry written in the classic editor.</p>';
    expect(renderBlocks(classic)).toBe(classic);
    expect(layoutClasses('core/paragraph', { layout: { type: 'flex' } })).toEqual([]);
  });
});
