/**
 * Titles as WordPress gives them: HTML, with the inline markup editors may put in a title (`Title <em>With</em>
 * <b>Mark<sup>up</sup></b>`) and entities (`Media &amp; Text`, `&#8217;`). On the page a title keeps that inline
 * markup and nothing else (components/rich-title.tsx draws it); everywhere else — `<title>`, descriptions, Open
 * Graph, feeds, JSON-LD, labels — it is plain text.
 */
import sanitizeHtml from 'sanitize-html';

/** The inline elements a title keeps on the page, without any attribute. */
const TITLE_TAGS = ['em', 'strong', 'b', 'i', 'sup', 'sub', 'code'] as const;

/** What sanitize-html escapes in text; nothing else is left as an entity in its output. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!);

/** As sanitize-html escapes text. */
const escape = (text: string) => text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);

/** Most titles hold neither a tag nor an entity: they need no parser (a site's index reshapes thousands). */
const isPlain = (html: string) => !/[<&]/.test(html);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A title's markup with only the inline elements of TITLE_TAGS, no attribute; entities as sanitize-html writes them. */
export function titleMarkup(html: string | null | undefined): string {
  if (isPlain(html ?? '')) return escape(collapse(html ?? ''));
  return collapse(sanitizeHtml(html ?? '', { allowedTags: [...TITLE_TAGS], allowedAttributes: {} }));
}

/** A title as plain text: tags dropped (`Mark<sup>up</sup>` is one word), entities decoded, spaces collapsed. */
export function titleText(html: string | null | undefined): string {
  if (isPlain(html ?? '')) return collapse(html ?? '');
  return collapse(unescape(sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {} })));
}
