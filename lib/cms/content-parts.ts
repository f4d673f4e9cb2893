/**
 * A paginated entry (`<!--nextpage-->`, the Page Break block) is read part by part, as WordPress shows it: part 1
 * at the entry's address, part N at `<address>N/`. WPGraphQL gives the whole content with the break as a comment;
 * the classic editor's paragraphs may run across it (`<p>One<br />\n<!--nextpage--><br />\nTwo</p>`), so a
 * paragraph cut there is closed at the end of one part and opened again at the start of the next.
 */
const BREAK = /(?:<br\s*\/?>\s*)?<!--nextpage-->(?:\s*<br\s*\/?>)?/;

/** The parts of an entry's content, in order; one part for content without a break. */
export function contentParts(html: string): string[] {
  if (!BREAK.test(html)) return [html];
  const parts: string[] = [];
  let openParagraph = false;
  for (const raw of html.split(new RegExp(BREAK, 'g'))) {
    let part: string = openParagraph ? `<p>${raw}` : raw;
    openParagraph = (part.match(/<p[\s>]/g)?.length ?? 0) > (part.match(/<\/p>/g)?.length ?? 0);
    if (openParagraph) part += '</p>';
    parts.push(part.replace(/<p>\s*<\/p>/g, ''));
  }
  // A break at the very start or end leaves nothing to read on its own.
  const filled = parts.filter((part) => part.replace(/<!--[\s\S]*?-->/g, '').trim() !== '');
  return filled.length ? filled : [html];
}

/** The address of part `number` of the entry at `uri`: `uri` itself for part 1. */
export function partUri(uri: string, number: number): string {
  return number <= 1 ? uri : `${uri}${number}/`;
}

/** `/story/3/` → `{ baseUri: '/story/', number: 3 }`; anything else is not a part's address. */
export function splitPartUri(uri: string): { baseUri: string; number: number } | undefined {
  const match = /^(\/(?:[^/]+\/)+)([1-9][0-9]{0,3})\/$/.exec(uri);
  return match ? { baseUri: match[1]!, number: Number(match[2]) } : undefined;
}
