/**
 * Finds what a page's HTML carries inline: `<script>` bodies and `<style>` bodies.
 * A small tokenizer over the markup React and Next.js write (not a general HTML parser): it skips comments,
 * reads each start tag's attributes, and takes the raw text of script, style, textarea and title elements up
 * to their end tag, so markup-looking text inside them is never mistaken for tags.
 */

export interface InlineScript {
  /** The text between `<script …>` and `</script>`, exactly as the browser hashes it. */
  text: string;
  /** The `type` attribute, lower-cased; '' when absent. */
  type: string;
}

export interface InlineContent {
  /** Scripts without a `src`: executable ones and data blocks alike (see isExecutableType). */
  scripts: InlineScript[];
  /** Bodies of `<style>` elements. */
  styles: string[];
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references React and Next.js write in attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Script types a browser runs; anything else (JSON-LD, templates) is a data block that never executes. */
export function isExecutableType(type: string): boolean {
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript';
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

interface StartTag {
  name: string;
  attributes: Map<string, string>;
  /** Index just past the tag's `>`. */
  end: number;
}

function readStartTag(html: string, at: number): StartTag | undefined {
  const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(at, at + 64));
  if (!nameMatch) return undefined;
  const attributes = new Map<string, string>();
  let i = at + nameMatch[0].length;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i]!)) i += 1;
    if (html[i] === '>') return { name: nameMatch[1]!.toLowerCase(), attributes, end: i + 1 };
    ATTRIBUTE.lastIndex = i;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute || attribute[0].length === 0) return undefined;
    const name = attribute[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    i = ATTRIBUTE.lastIndex;
  }
  return undefined;
}

export function findInlineContent(html: string): InlineContent {
  const found: InlineContent = { scripts: [], styles: [] };
  const lower = html.toLowerCase();
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag = readStartTag(html, open);
    if (!tag) {
      i = open + 1;
      continue;
    }
    i = tag.end;
    if (RAW_TEXT.has(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, tag.end);
      const text = html.slice(tag.end, close === -1 ? html.length : close);
      if (tag.name === 'script' && !tag.attributes.has('src'))
        found.scripts.push({ text, type: tag.attributes.get('type') ?? '' });
      if (tag.name === 'style') found.styles.push(text);
      i = close === -1 ? html.length : close;
    }
  }
  return found;
}
