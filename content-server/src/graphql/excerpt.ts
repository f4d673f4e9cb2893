/** How many words WordPress's generated excerpt keeps (`excerpt_length`). */
const EXCERPT_WORDS = 55;

/**
 * The excerpt WordPress generates for an entry without one of its own, as its blog shows it (with the companion
 * plugin, WPGraphQL answers the same): the words of the first page (`<!--nextpage-->`) up to the "more" tag, tags
 * left out, cut at 55 words with ` […]`, in a paragraph. '' for content with no words.
 */
export function generatedExcerpt(content: string): string {
  const firstPage = content.split(/<!--nextpage-->/)[0]!;
  const teaser = firstPage.split(/<!--more(?:.*?)?-->/)[0]!;
  const text = teaser
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const kept = words.slice(0, EXCERPT_WORDS).join(' ');
  return `<p>${kept}${words.length > EXCERPT_WORDS ? ' [&hellip;]' : ''}</p>\n`;
}
