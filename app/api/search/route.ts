import { NextResponse } from 'next/server';
import { getSearchResults } from '@/lib/cms/search';
import { clientKey } from '@/lib/forms/rate-limit';
import { countSearch } from '@/lib/search/rate-limit';
import { addressWords } from '@/lib/search/query';

export const dynamic = 'force-dynamic';

/** How many entries the not-found page suggests. */
const SUGGESTIONS = 3;

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The entries the not-found page suggests for the address a visitor asked for (`?from=/old/brand-story/`):
 * WordPress's search for the words of the address's last part, else all its words, else its longest word alone. Rate-limited with the search.
 */
export async function GET(request: Request) {
  const from = new URL(request.url).searchParams.get('from') ?? '';
  const words = addressWords(from);
  if (words.length === 0) return answer({ query: '', entries: [] });
  const limited = await countSearch(clientKey(request.headers));
  if (!limited.allowed) {
    const seconds = String(Math.max(1, Math.ceil(limited.retryAfterMs / 1000)));
    return answer({ error: 'Too many searches' }, 429, { 'Retry-After': seconds });
  }
  // The words of the address's last part (`/insights/brand-voice/`: `brand voice`, what the visitor was after);
  // then all its words; then the longest word alone. At most three searches, each cached.
  const last = addressWords(from.split('/').filter(Boolean).at(-1) ?? '');
  const longest = [...(last.length ? last : words)].sort((a, b) => b.length - a.length)[0]!;
  const tries = [...new Set([last, words, [longest]].filter((set) => set.length > 0).map((set) => set.join(' ')))];
  try {
    for (const query of tries) {
      const { entries } = await getSearchResults(query, query.split(' '));
      if (entries.length > 0) {
        return answer({
          query,
          entries: entries.slice(0, SUGGESTIONS).map((entry) => ({ title: entry.title, uri: entry.uri })),
        });
      }
    }
    return answer({ query: words.join(' '), entries: [] });
  } catch {
    return answer({ error: 'Search is unavailable right now' }, 503, { 'Retry-After': '10' });
  }
}
