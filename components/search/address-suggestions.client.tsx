'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

interface Suggestions {
  query: string;
  entries: { title: string; uri: string }[];
}

/**
 * On the not-found page: entries found by the words of the address the visitor asked for, and a search for them.
 * Read in the browser (the page itself is one cached copy for every unknown address); nothing shows without it.
 */
export function AddressSuggestions() {
  const [found, setFound] = useState<Suggestions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/search/?${new URLSearchParams({ from: window.location.pathname }).toString()}`, {
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
      .then((body) => {
        if (body && body.query) setFound(body);
      })
      .catch(() => {
        // No suggestions: the search form and the destinations are still there.
      });
    return () => controller.abort();
  }, []);
  if (!found) return null;
  const search = `/search/?${new URLSearchParams({ q: found.query }).toString()}`;
  return (
    <section className="site-search-suggestions" aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions" className="site-search-section-heading">
        {found.entries.length > 0 ? 'Were you looking for one of these?' : 'Search for it'}
      </h2>
      {found.entries.length > 0 ? (
        <ul className="site-search-latest">
          {found.entries.map((entry) => (
            <li key={entry.uri}>
              <Link href={entry.uri}>{entry.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link href={search}>Search the site for “{found.query}”</Link>
      </p>
    </section>
  );
}
