'use client';

import Link from 'next/link';
import { AddressSuggestions } from './address-suggestions.client';
import { Destinations } from './destinations.client';
import { SearchForm } from './search-form';

/**
 * The not-found page's body: a 404 in the site's shell, with the way back, a search and the site's own pages.
 * A client part although nothing in it needs the server: every page carries its not-found boundary, and a client
 * part travels as a reference to the browser's bundle where a server part would travel as its whole tree.
 */
export function NotFoundPage() {
  return (
    <article className="status-page" data-template="not-found">
      <header className="hero status-hero" data-hero-bg="dusk">
        <div className="hero-inner">
          <p className="hero-eyebrow">404 · Off the map</p>
          <h1 className="hero-headline" data-hero-headline>
            This page drifted away.
          </h1>
          <p className="status-lede">
            The address may be mistyped, or the page has moved. Everything else is still up here with us.
          </p>
          <p className="status-actions">
            <Link href="/" className="status-button" data-hero-cta>
              Back to the home page
            </Link>
          </p>
        </div>
      </header>
      <div className="site-search-not-found">
        <SearchForm id="not-found-search" label="Search the site" />
        <AddressSuggestions />
        <Destinations label="Popular pages" />
      </div>
    </article>
  );
}
