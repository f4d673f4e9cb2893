/**
 * Entries and searches whose answers WordPress gives (WP_Query's `s` through WPGraphQL): the embedded server's
 * tests (search.test.ts) and the live WordPress's (tests/wordpress/search.test.ts) run the same table.
 */
export interface SearchEntry {
  slug: string;
  date: string;
  title: string;
  excerpt: string;
  content: string;
}

/** Newest first by date, so relevance is seen to overrule it. */
export const SEARCH_ENTRIES: SearchEntry[] = [
  {
    slug: 'body-only',
    date: '2025-06-01T09:00:00',
    title: 'Autumn notes',
    excerpt: '',
    content: '<p>We plan a zephyr campaign.</p>',
  },
  {
    slug: 'excerpt-phrase',
    date: '2025-05-01T09:00:00',
    title: 'Notes',
    excerpt: 'A zephyr campaign recap.',
    content: '<p>Recap.</p>',
  },
  {
    slug: 'one-word-title',
    date: '2025-04-01T09:00:00',
    title: 'Zephyr things',
    excerpt: '',
    content: '<p>The campaign.</p>',
  },
  {
    slug: 'all-words-title',
    date: '2025-03-01T09:00:00',
    title: 'Campaign for Zephyr',
    excerpt: '',
    content: '<p>Text.</p>',
  },
  {
    slug: 'phrase-title',
    date: '2025-02-01T09:00:00',
    title: 'The Zephyr Campaign',
    excerpt: '',
    content: '<p>Text.</p>',
  },
  { slug: 'accented', date: '2025-01-01T09:00:00', title: 'Ζέφυρος café', excerpt: '', content: '<p>Greek wind.</p>' },
];

/** An entry no search may list: a draft (the tests make it one, and private or password-protected on WordPress). */
export const HIDDEN_ENTRY: SearchEntry = {
  slug: 'hidden-zephyr',
  date: '2025-07-01T09:00:00',
  title: 'Zephyr campaign unseen',
  excerpt: '',
  content: '<p>Not for visitors.</p>',
};

/** Each search with the slugs it lists, in order. */
export const SEARCH_CASES: [string, string[]][] = [
  // The phrase in a title, then every word in a title, then any word, then the phrase in the excerpt, then the body.
  ['zephyr campaign', ['phrase-title', 'all-words-title', 'one-word-title', 'excerpt-phrase', 'body-only']],
  // One word: the titles that have it first, then the newest.
  ['zephyr', ['one-word-title', 'all-words-title', 'phrase-title', 'body-only', 'excerpt-phrase']],
  // Every word needed, stop words dropped.
  ['the zephyr recap', ['excerpt-phrase']],
  // A quoted phrase is one word.
  ['"campaign for zephyr"', ['all-words-title']],
  // A dash excludes a word.
  ['zephyr -notes', ['one-word-title', 'all-words-title', 'phrase-title']],
  // Without case or accents, in any script.
  ['ΖΕΦΥΡΟΣ', ['accented']],
  ['cafe', ['accented']],
];
