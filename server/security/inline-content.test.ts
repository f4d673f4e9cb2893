import { describe, expect, it } from 'vitest';
import { decodeEntities, findInlineContent, isExecutableType } from './inline-content';

describe('inline script and style text', () => {
  it('is the text as written, byte for byte: no reference decoded, no markup-like text taken for a tag', () => {
    const script = `if (a < b && c) d = "&amp;&lt;<!-- x -->" + '</p><b>' + "</scr" + x;`;
    const style = `a::after{content:"&amp; <p>"}`;
    const found = findInlineContent(`<p>&amp;</p><script>${script}</script><style>${style}</style>`);
    expect(found.scripts).toEqual([{ text: script, type: '' }]);
    expect(found.styles).toEqual([style]);
  });

  it('comes back whole however long it is', () => {
    const script = Array.from({ length: 5000 }, (_, i) => `x[${i}]="</b>&amp;<i>${i}";`).join('\n');
    expect(findInlineContent(`<script>${script}</script>`).scripts).toEqual([{ text: script, type: '' }]);
  });

  it('keeps the text of empty and unterminated elements', () => {
    expect(findInlineContent('<script></script><style></style>')).toEqual({
      scripts: [{ text: '', type: '' }],
      styles: [''],
      pictures: [],
    });
    expect(findInlineContent('<script>go()').scripts).toEqual([{ text: 'go()', type: '' }]);
  });
});

describe('what is not an inline script', () => {
  it('a script in a comment', () => {
    const found = findInlineContent('<!-- <script>x()</script> --><!--<style>a{}</style>--><script>y()</script>');
    expect(found).toEqual({ scripts: [{ text: 'y()', type: '' }], styles: [], pictures: [] });
  });

  it('script-looking text inside a textarea or a title', () => {
    const found = findInlineContent(
      '<title>a <script>x()</script></title><textarea><script>y()</script><style>b{}</style></textarea>',
    );
    expect(found).toEqual({ scripts: [], styles: [], pictures: [] });
  });

  it('script-looking text in an attribute, even after a ">"', () => {
    const found = findInlineContent(`<a title="1 > 0 <script>x()</script>" data-y='<style>a{}</style>'>z</a>`);
    expect(found).toEqual({ scripts: [], styles: [], pictures: [] });
  });

  it('an external script, however its src is written', () => {
    const found = findInlineContent('<script src="/a.js"></script><SCRIPT SRC=/b.js></SCRIPT><script src>c()</script>');
    expect(found.scripts).toEqual([]);
  });
});

describe('tags and attributes', () => {
  it('reads upper-case tags and attribute names, and lower-cases the type', () => {
    const found = findInlineContent('<SCRIPT Type="Module">go()</SCRIPT><Style>a{}</STYLE>');
    expect(found).toEqual({ scripts: [{ text: 'go()', type: 'module' }], styles: ['a{}'], pictures: [] });
  });

  it('decodes references in attribute values, quoted or not', () => {
    const found = findInlineContent(
      `<script type="&#x6D;odule">a()</script><script type=text&#47;javascript>b()</script>`,
    );
    expect(found.scripts).toEqual([
      { text: 'a()', type: 'module' },
      { text: 'b()', type: 'text/javascript' },
    ]);
    expect(decodeEntities('a &amp; b &quot;c&quot; &#x27;d&#39; &lt;e&gt; "f"')).toBe(`a & b "c" 'd' <e> "f"`);
  });

  it('a data block keeps its type, and is not executable', () => {
    const found = findInlineContent('<script type="application/ld+json">{"a":"&amp;"}</script>');
    expect(found.scripts).toEqual([{ text: '{"a":"&amp;"}', type: 'application/ld+json' }]);
    expect(isExecutableType(found.scripts[0]!.type)).toBe(false);
    expect(isExecutableType(' Module ')).toBe(true);
  });
});
