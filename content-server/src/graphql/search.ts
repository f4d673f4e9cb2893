/**
 * WordPress's keyword search (`WP_Query`'s `s`, which WPGraphQL's `where: { search }` sets), as
 * `WP_Query::parse_search`, `parse_search_terms` and `parse_search_order` read it: the words (quoted phrases kept
 * whole, a leading `-` excluding a word), stop words and single letters dropped, each word matched anywhere in the
 * title, excerpt or content; ranked by the whole phrase in the title, then every word in the title, then any word
 * in the title, then the phrase in the excerpt, then in the content (the date and id break ties, as the store orders).
 * MySQL's default collation compares without case or accents, and so does this.
 */

/** WordPress's English stop words (`get_search_stopwords`). */
const STOP_WORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(
    ',',
  ),
);

/** The most searches whose reading is kept (each is a few short strings). */
const KEPT_SEARCHES = 200;

export interface ParsedSearch {
  /** The search as WordPress reads it (line breaks removed), folded. */
  sentence: string;
  /** How many words WordPress found before dropping stop words (`search_terms_count`). */
  count: number;
  /** The words every match must have (folded). */
  include: string[];
  /** The words no match may have (folded). */
  exclude: string[];
  /** Whether the phrase ranks (no word of it is excluded). */
  phraseRanks: boolean;
}

/** Case and accents aside, as MySQL's utf8mb4 collations compare. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const parsed = new Map<string, ParsedSearch | null>();

/** How WordPress reads a search; null for an empty one (no search at all). */
export function parseSearch(search: string): ParsedSearch | null {
  const kept = parsed.get(search);
  if (kept !== undefined) return kept;
  const result = readSearch(search);
  if (parsed.size >= KEPT_SEARCHES) parsed.delete(parsed.keys().next().value!);
  parsed.set(search, result);
  return result;
}

function readSearch(search: string): ParsedSearch | null {
  const s = search.replace(/[\r\n]/g, '');
  if (s === '') return null;
  const found = s.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  let terms = found.length ? checkedTerms(found) : [s];
  if (terms.length === 0 || terms.length > 9) terms = [s];
  const include: string[] = [];
  const exclude: string[] = [];
  for (const term of terms) {
    if (term.startsWith('-')) exclude.push(fold(term.slice(1)));
    else include.push(fold(term));
  }
  return {
    sentence: fold(s),
    count: found.length || 1,
    include,
    exclude,
    phraseRanks: !/(?:\s|^)-/.test(s),
  };
}

/** `parse_search_terms`: quotes trimmed, single letters and dashes and stop words dropped. */
function checkedTerms(terms: string[]): string[] {
  const checked: string[] = [];
  for (const raw of terms) {
    const term = /^".+"$/.test(raw) ? raw.replace(/^["']+|["']+$/g, '') : raw.replace(/^["' ]+|["' ]+$/g, '');
    if (!term || /^[a-z-]$/i.test(term)) continue;
    if (STOP_WORDS.has(term.toLowerCase())) continue;
    checked.push(term);
  }
  return checked;
}

/**
 * Where an entry ranks for a search (lower first), or null when it does not match: every included word in its
 * title, excerpt or content, no excluded word in any of them.
 */
export function searchRank(search: ParsedSearch, title: string, excerpt: string, content: string): number | null {
  const t = fold(title);
  const e = fold(excerpt);
  const c = fold(content);
  for (const word of search.include) if (!t.includes(word) && !e.includes(word) && !c.includes(word)) return null;
  for (const word of search.exclude) if (t.includes(word) || e.includes(word) || c.includes(word)) return null;
  return rank(search, t, e, c);
}

/** Where an entry ranks, matching or not (a cursor's entry is placed by it), from its folded fields. */
export function rankOf(search: ParsedSearch, title: string, excerpt: string, content: string): number {
  return rank(search, fold(title), fold(excerpt), fold(content));
}

function rank(search: ParsedSearch, t: string, e: string, c: string): number {
  if (search.count <= 1) {
    // A single word or phrase: title matches first.
    const word = search.include[0];
    return word !== undefined && t.includes(word) ? 1 : 2;
  }
  if (search.phraseRanks && t.includes(search.sentence)) return 1;
  const words = search.include;
  if (words.length > 0 && words.length < 7) {
    const inTitle = words.filter((word) => t.includes(word)).length;
    if (inTitle === words.length) return 2;
    if (words.length > 1 && inTitle > 0) return 3;
  }
  if (search.phraseRanks && e.includes(search.sentence)) return 4;
  if (search.phraseRanks && c.includes(search.sentence)) return 5;
  return 6;
}

/**
 * Whether a category's or tag's name or slug holds the search, as WP_Term_Query's `search` (WPGraphQL's
 * `where: { search }` on terms) asks MySQL: the whole text, anywhere, without case or accents; no text, every term.
 */
export function termMatches(search: string, name: string, slug: string): boolean {
  if (search === '') return true;
  const text = fold(search);
  return fold(name).includes(text) || fold(slug).includes(text);
}
