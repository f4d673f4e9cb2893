import { parseDocument } from 'htmlparser2';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

/** Text blocks that stay in the reading measure at every width (components/templates/blocks.css). */
const TEXT_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'pre', 'dl', 'address']);
/** Classes that take a block out of the measure from 1024 px up: wide and full blocks, designed sections, ledes. */
const BREAKS_OUT =
  /\b(?:align(?:wide|full)|is-style-(?:band|steps|cards|stats|wide)|wp-block-(?:pullquote|columns|group|media-text|gallery|cover|table|details|embed)|testimonials-splide|marquee|has-(?:medium|large|x-large|huge)-font-size)\b/;
/** A lede: larger text that runs wider than the measure, except as the content's first block beside an aside. */
const LEDE = /\bhas-(?:medium|large)-font-size\b/;

function staysInMeasure(node: Element, first: boolean): boolean {
  const className = node.attribs.class ?? '';
  if (first && node.name === 'p' && LEDE.test(className)) return !BREAKS_OUT.test(className.replace(LEDE, ''));
  if (BREAKS_OUT.test(className)) return false;
  if (TEXT_TAGS.has(node.name) || node.name === 'hr' || node.name === 'img') return true;
  // A picture in the measure (not wide, not full, or aligned at one side of it) is reading content too.
  return /^(?:figure|div)$/.test(node.name) && /\bwp-(?:block-image|caption)\b/.test(className);
}

function textLength(node: ChildNode): number {
  if (node.type === 'text') return node.data.replace(/\s+/g, ' ').length;
  return 'children' in node ? node.children.reduce((sum, child) => sum + textLength(child), 0) : 0;
}

/**
 * How many of the content's first blocks (the grid rows they take) stay in the reading measure before the first
 * block that breaks out of it (a lede that opens the content stays in it beside the aside, templates.module.css);
 * 0 when that opening holds fewer than `minCharacters` of text, about the height of the aside beside it in lines
 * of the measure (or there is none): the aside then goes above rather than stretch the opening's rows.
 */
export function leadRows(html: string, minCharacters = 900): number {
  let rows = 0;
  let characters = 0;
  for (const node of parseDocument(html).children) {
    if (node.type === 'text') {
      if (node.data.trim()) break; // loose text is a block of its own: stop at it
      continue;
    }
    if (node.type !== 'tag') continue; // comments and directives draw nothing
    if (!staysInMeasure(node, rows === 0)) break;
    rows += 1;
    characters += textLength(node);
  }
  return characters >= minCharacters ? rows : 0;
}
