/**
 * What a page's HTML carries inline (script and style bodies) and the pictures it loads, read with htmlparser2's
 * tokenizer as a browser reads it: comments, attributes holding `>`, raw text elements. Script and style text is
 * the source's own, character for character: what the browser hashes.
 */
import { Parser } from 'htmlparser2';

export interface InlineContent {
  /** Scripts without a `src`, data blocks too; `type` lower-cased, '' when absent. */
  scripts: { text: string; type: string }[];
  styles: string[];
  /** `src`/`srcset` of img and source, a video's poster, a preloaded picture, `url(…)` in style attributes. */
  pictures: string[];
}

/** The absolute URLs of a `srcset` (only origins matter to the policy): each word that starts as one. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/\s+/)
    .map((word) => word.replace(/^,+|,+$/g, ''))
    .filter((word) => /^(?:https?:)?\/\//i.test(word));
}

/** The URLs in a style attribute's `url(…)`s, quoted or not. */
function styleUrls(style: string): string[] {
  return [...style.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].map((match) => match[2]!.trim());
}

function pictureUrls(name: string, attributes: Record<string, string>): string[] {
  const urls = attributes.style ? styleUrls(attributes.style) : [];
  if (name === 'img' || name === 'source') {
    if (attributes.src) urls.push(attributes.src);
    if (attributes.srcset) urls.push(...srcsetUrls(attributes.srcset));
  } else if (name === 'video' && attributes.poster) {
    urls.push(attributes.poster);
  } else if (name === 'link' && attributes.as === 'image' && /(?:^|\s)preload(?:\s|$)/i.test(attributes.rel ?? '')) {
    if (attributes.href) urls.push(attributes.href);
    if (attributes.imagesrcset) urls.push(...srcsetUrls(attributes.imagesrcset));
  }
  return urls;
}

/** An attribute value with its character references decoded, as the tokenizer decodes those it reads. */
export function decodeEntities(value: string): string {
  let decoded = value;
  const parser = new Parser({ onattribute: (_name, attributeValue) => (decoded = attributeValue) });
  parser.end(`<a v="${value.replace(/"/g, '&quot;')}">`);
  return decoded;
}

/** Script types a browser runs; anything else (JSON-LD, templates) is a data block that never executes. */
export function isExecutableType(type: string): boolean {
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript';
}

export function findInlineContent(html: string): InlineContent {
  const found: InlineContent = { scripts: [], styles: [], pictures: [] };
  /** The script or style element being read, and its text so far (it may come in pieces). */
  let open: { name: 'script' | 'style'; type: string; src: boolean; text: string } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      found.pictures.push(...pictureUrls(name, attributes));
      if (name !== 'script' && name !== 'style') return;
      open = { name, type: (attributes.type ?? '').toLowerCase(), src: attributes.src !== undefined, text: '' };
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (!open || name !== open.name) return;
      if (open.name === 'style') found.styles.push(open.text);
      else if (!open.src) found.scripts.push({ text: open.text, type: open.type });
      open = undefined;
    },
  });
  parser.end(html);
  return found;
}
