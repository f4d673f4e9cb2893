/**
 * Block markup as WordPress renders it for `content`: the block delimiters (`<!-- wp:… -->`) go, and a block
 * that takes a layout gets the classes WordPress's layout support adds to its outer element
 * (`wp_render_layout_support_flag`): `is-layout-{type}` and `wp-block-{name}-is-layout-{type}` for the layout
 * the editor chose or the block's default, and, from the editor's own choice only, `is-vertical`,
 * `is-content-justification-{value}` and `is-nowrap`. WordPress also adds a `wp-container-*` class naming a
 * style it prints in its own theme's head; a headless site never receives that style, so it is left out here.
 *
 * The blocks are read with WordPress's own parser (@wordpress/block-serialization-default-parser, the
 * JavaScript twin of core's WP_Block_Parser); the outer element's start tag is read with htmlparser2 and written
 * again from its attributes, never patched with patterns over the markup.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import { Parser } from 'htmlparser2';

type ParsedBlock = ReturnType<typeof parse>[number];

interface LayoutAttribute {
  type?: string;
  inherit?: boolean;
  orientation?: string;
  justifyContent?: string;
  flexWrap?: string;
}

/** The core blocks with layout support, and the layout each has when the editor chose none (their block.json). */
const LAYOUT_DEFAULTS: Record<string, string> = {
  'core/group': 'flow',
  'core/column': 'flow',
  'core/columns': 'flex',
  'core/buttons': 'flex',
  'core/social-links': 'flex',
};

/** `sanitize_title` for the values WordPress saves here (keywords such as `space-between`). */
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The classes WordPress's layout support adds to a block, in the order it adds them. */
export function layoutClasses(blockName: string, attrs: Record<string, unknown>): string[] {
  const fallback = LAYOUT_DEFAULTS[blockName];
  if (!fallback) return [];
  const chosen = (attrs.layout ?? {}) as LayoutAttribute;
  const type = chosen.inherit ? 'constrained' : chosen.type || fallback;
  if (!/^(flow|constrained|flex|grid)$/.test(type)) return [];
  const classes: string[] = [];
  if (chosen.orientation === 'vertical') classes.push('is-vertical');
  if (chosen.justifyContent) classes.push(`is-content-justification-${slug(chosen.justifyContent)}`);
  if (chosen.flexWrap === 'nowrap') classes.push('is-nowrap');
  classes.push(
    `is-layout-${type}`,
    `wp-block-${blockName.replace(/^core\//, '').replace(/\//g, '-')}-is-layout-${type}`,
  );
  return classes;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Adds `classes` to the first element of `html` (as WP_HTML_Tag_Processor's add_class: no class twice). */
function addClasses(html: string, classes: string[]): string {
  if (!classes.length) return html;
  let tag: { start: number; end: number; name: string; attributes: Record<string, string> } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      tag ??= { start: parser.startIndex, end: parser.endIndex, name, attributes };
      // The first start tag is all that is needed: the rest of the block (its inner blocks) is not read.
      parser.pause();
    },
  });
  parser.write(html);
  if (!tag) return html;
  const own = (tag.attributes.class ?? '').split(/\s+/).filter(Boolean);
  const attributes = { ...tag.attributes, class: [...own, ...classes.filter((name) => !own.includes(name))].join(' ') };
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const selfClosing = /\/\s*>$/.test(html.slice(tag.start, tag.end + 1));
  return `${html.slice(0, tag.start)}<${tag.name}${written}${selfClosing ? ' />' : '>'}${html.slice(tag.end + 1)}`;
}

function renderBlock(block: ParsedBlock): string {
  let inner = 0;
  const html = block.innerContent.map((part) => part ?? renderBlock(block.innerBlocks[inner++]!)).join('');
  return block.blockName ? addClasses(html, layoutClasses(block.blockName, block.attrs ?? {})) : html;
}

/** The saved content of an entry, rendered as WordPress's `the_content` renders its blocks' layouts. */
export function renderBlocks(content: string): string {
  if (!content.includes('<!-- wp:')) return content;
  return parse(content).map(renderBlock).join('');
}
