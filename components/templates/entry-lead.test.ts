import { describe, expect, it } from 'vitest';
import { leadRows } from './entry-lead';

const paragraph = (words: number) => `<p>${'word '.repeat(words).trim()}</p>`;

describe('leadRows', () => {
  it('counts the text blocks before the first block that breaks out of the measure', () => {
    const html = `${paragraph(100)}\n<h2>Heading</h2>\n${paragraph(100)}<figure class="wp-block-image alignwide"><img src="a.jpg" alt=""></figure>${paragraph(300)}`;
    expect(leadRows(html)).toBe(3);
  });

  it('counts a whole text-only entry, pictures in the measure included', () => {
    const html = `${paragraph(120)}<figure class="wp-block-image"><img src="a.jpg" alt=""></figure><ul><li>one</li></ul>${paragraph(120)}`;
    expect(leadRows(html)).toBe(4);
  });

  it('stops at designed sections, full blocks, ledes and loose text', () => {
    for (const block of [
      '<div class="wp-block-columns is-style-cards"></div>',
      '<div class="wp-block-cover alignfull"></div>',
      '<p class="has-large-font-size">A lede</p>',
      '<figure class="wp-block-pullquote"><blockquote><p>Quote</p></blockquote></figure>',
      '<ol class="is-style-steps"><li>Step</li></ol>',
      'loose text',
    ]) {
      expect(leadRows(`${paragraph(200)}${block}${paragraph(200)}`), block).toBe(1);
    }
  });

  it('keeps a lede that opens the content beside the aside, not one further down', () => {
    const lede = '<p class="has-large-font-size">A lede</p>';
    expect(leadRows(`${lede}${paragraph(200)}<div class="wp-block-gallery"></div>`)).toBe(2);
    expect(leadRows(`${paragraph(200)}${lede}${paragraph(200)}`)).toBe(1);
    expect(leadRows('<p class="has-huge-font-size">Big</p><p>x</p>', 0)).toBe(0);
  });

  it('asks for as much text as its aside is tall', () => {
    const html = `${paragraph(60)}<div class="wp-block-gallery"></div>`;
    expect(leadRows(html)).toBe(0);
    expect(leadRows(html, 250)).toBe(1);
  });

  it('leaves the aside above a short opening, or content that starts wide', () => {
    expect(leadRows(`${paragraph(20)}<div class="wp-block-gallery"></div>${paragraph(400)}`)).toBe(0);
    expect(leadRows(`<figure class="wp-block-image alignfull"></figure>${paragraph(400)}`)).toBe(0);
    expect(leadRows('')).toBe(0);
  });
});
