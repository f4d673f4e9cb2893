import type { Metadata } from 'next';
import Link from 'next/link';
import { Destinations } from '@/components/search/destinations.client';

/*
 * The "temporarily unavailable" page, prerendered at build time in the site's shell (menus included: the
 * built-in ones when the content system was unreachable). The site server (server/response-hooks.ts)
 * sends it with status 503 and Retry-After when a page cannot be rendered during a content outage.
 * Its own address, /_status/unavailable/, is never linked and not indexed.
 */
export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Temporarily unavailable',
  robots: { index: false, follow: false },
};

export default function TemporarilyUnavailable() {
  return (
    <article className="status-page" data-template="unavailable">
      <header className="hero status-hero" data-hero-bg="ink">
        <div className="hero-inner">
          <p className="hero-eyebrow">503 · Holding pattern</p>
          <h1 className="hero-headline" data-hero-headline>
            This page is temporarily unavailable.
          </h1>
          <p className="status-lede">
            We cannot load it right now. Pages you have already visited are still here; please try this one again in a
            minute.
          </p>
          <p className="status-actions">
            {/* An empty href is the current address: a full reload of the page the visitor asked for. */}
            <a href="" className="status-button">
              Try again
            </a>
            <Link href="/" className="status-secondary">
              Back to the home page
            </Link>
          </p>
        </div>
      </header>
      <div className="status-destinations">
        <Destinations label="Places to go meanwhile" />
      </div>
    </article>
  );
}
