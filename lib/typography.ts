/**
 * Typographer's quotes for display type (headings, pull quotes, the hero): straight ' and " become ’ ‘ “ ” as
 * WordPress's wptexturize would make them, so a title typed with straight quotes does not show typewriter marks
 * in the display face. Text only: callers never pass attributes or code. Plain, no dependencies: the navigation's
 * labels run it in the browser too.
 */

/** Characters after which a quote mark closes (or is an apostrophe): letters, digits and closing punctuation. */
const CLOSES_AFTER = /[\p{L}\p{N}.,!?;:%)\]}’”…*_]/u;

/**
 * `text` with its straight quotes curled. `before` is the character that precedes it on the page (the end of the
 * text node before, across inline markup), so `"<em>Lift</em>"` closes its quote.
 */
export function curlyQuotes(text: string, before = ''): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  let out = '';
  let previous = before.slice(-1);
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1] ?? '';
    let curled = char;
    if (char === "'") {
      // An apostrophe inside or at the end of a word, a closing quote after one; an elided year ('90s) too.
      // Otherwise it opens, unless a space follows it. At the end of the text, the markup after it follows.
      if (CLOSES_AFTER.test(previous) || (/\d/.test(next) && /\d/.test(text[index + 2] ?? ''))) curled = '’';
      else curled = /\s/.test(next) ? '’' : '‘';
    } else if (char === '"') {
      curled = CLOSES_AFTER.test(previous) || /\s/.test(next) ? '”' : '“';
    }
    out += curled;
    previous = curled;
  }
  return out;
}
