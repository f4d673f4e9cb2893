/**
 * What the site does with a visitor's search before and after WordPress answers it: the query read from the
 * address (cut, not refused, when long), the words WordPress searches for (WP_Query's reading: quoted phrases,
 * stop words and single letters dropped), where an entry's title ranks, and an excerpt cut around the first
 * match with the matched words marked. Plain text in, plain segments out: React escapes every one of them.
 */

/** The longest query sent to WordPress, in characters; longer ones are cut at a word where one is near. */
export const MAX_QUERY_LENGTH = 100;

/** Results on one page of the search. */
export const SEARCH_PAGE_SIZE = 12;

/** WordPress's English stop words (`WP_Query::get_search_stopwords`). */
const STOP_WORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(
    ',',
  ),
);

export interface SearchQuery {
  /** The query as searched: one line, spaces collapsed, at most MAX_QUERY_LENGTH characters. */
  text: string;
  /** The visitor's query was longer and has been cut. */
  cut: boolean;
}

/** The visitor's `q` (the first when repeated, none when missing), made safe to search for. */
export function readQuery(raw: string | string[] | undefined): SearchQuery {
  const first = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  const text = first
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  if (chars.length <= MAX_QUERY_LENGTH) return { text, cut: false };
  let cut = chars.slice(0, MAX_QUERY_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  if (space > MAX_QUERY_LENGTH * 0.6) cut = cut.slice(0, space);
  return { text: cut.trim(), cut: true };
}

/** The visitor's `page`: a whole number from 1, or null when it is not one. */
export function readPage(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** Case and accents aside, as WordPress's database compares. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words WordPress searches for, as it reads them: quoted phrases whole, stop words, single letters and
 * excluded (`-word`) words left out. Empty when nothing is left: a query of stop words or punctuation only.
 */
export function searchWords(text: string): string[] {
  const found = text.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const words: string[] = [];
  for (const raw of found) {
    const word = /^".+"$/.test(raw) ? raw.replace(/^["']+|["']+$/g, '') : raw.replace(/^["' ]+|["' ]+$/g, '');
    if (!word || word.startsWith('-') || /^[a-z-]$/i.test(word)) continue;
    if (STOP_WORDS.has(word.toLowerCase())) continue;
    // A word of punctuation alone finds nothing anyone meant.
    if (!/[\p{L}\p{N}]/u.test(word)) continue;
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

/**
 * Where a title ranks for a search, as WordPress ranks titles (lower first): the whole query, every word, any
 * word; 4 when the match is elsewhere. Results of different types are merged by it (then by date).
 */
export function titleRank(title: string, query: string, words: string[]): number {
  const t = fold(title);
  if (t.includes(fold(query))) return 1;
  const inTitle = words.filter((word) => t.includes(fold(word))).length;
  if (words.length > 0 && inTitle === words.length) return 2;
  if (inTitle > 0) return 3;
  return 4;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** `text` split into segments, each word of `words` found in it (case and accents aside) marked. */
export function markWords(text: string, words: string[]): Segment[] {
  const folded = fold(text);
  // Folding may change lengths (a decomposed letter): mark only where the folded text lines up with the original.
  const aligned = folded.length === text.length;
  const needles = words.map(fold).filter((word) => word.length > 0);
  if (!aligned || needles.length === 0) return [{ text, mark: false }];
  const segments: Segment[] = [];
  let at = 0;
  while (at < text.length) {
    let next = -1;
    let length = 0;
    for (const needle of needles) {
      const found = folded.indexOf(needle, at);
      if (found !== -1 && (next === -1 || found < next || (found === next && needle.length > length))) {
        next = found;
        length = needle.length;
      }
    }
    if (next === -1) break;
    if (next > at) segments.push({ text: text.slice(at, next), mark: false });
    segments.push({ text: text.slice(next, next + length), mark: true });
    at = next + length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/** The most characters of an excerpt shown under a result. */
const EXCERPT_LENGTH = 220;

/** An excerpt of at most EXCERPT_LENGTH characters, around the first matched word when it is further in. */
export function excerptAround(text: string, words: string[]): string {
  const chars = Array.from(text);
  if (chars.length <= EXCERPT_LENGTH) return text;
  const folded = fold(text);
  const positions = words.map((word) => folded.indexOf(fold(word))).filter((found) => found >= 0);
  const first = positions.length && folded.length === text.length ? Math.min(...positions) : 0;
  const firstChar = Array.from(text.slice(0, first)).length;
  let start = Math.max(0, firstChar - 60);
  if (start > 0) {
    const space = chars.slice(start, firstChar).indexOf(' ');
    if (space !== -1) start += space + 1;
  }
  let end = Math.min(chars.length, start + EXCERPT_LENGTH);
  if (end < chars.length) {
    const space = chars.slice(start, end).lastIndexOf(' ');
    if (space > EXCERPT_LENGTH / 2) end = start + space;
  }
  return `${start > 0 ? '… ' : ''}${chars.slice(start, end).join('').trim()}${end < chars.length ? ' …' : ''}`;
}

/** The words of a site address worth searching for (`/insights/brand-strategy-2019/` → `brand strategy`). */
export function addressWords(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the address as it is.
  }
  const parts = decoded
    .slice(0, 300)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length > 1 && !/^\d+$/.test(part));
  const words = searchWords(parts.join(' ')).filter((word) => !ADDRESS_NOISE.has(word.toLowerCase()));
  return words.slice(0, 4);
}

/** Parts of addresses that say where, not what. */
const ADDRESS_NOISE = new Set(['page', 'category', 'tag', 'html', 'php', 'index', 'amp', 'feed']);
