'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/**
 * When a page cannot be rendered (the content system is down or answered with errors): an apology in the
 * site's shell, a retry, and the way home. The cause goes to the console, never to the visitor.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn('Page failed to render', error.digest ?? error.message);
  }, [error]);
  return (
    <article className="status-page" data-template="error">
      <header className="hero status-hero" data-hero-bg="ink">
        <div className="hero-inner">
          <p className="hero-eyebrow">Turbulence</p>
          <h1 className="hero-headline" data-hero-headline>
            We hit a pocket of rough air.
          </h1>
          <p className="status-lede">This page could not be loaded just now. Please try again in a moment.</p>
          <p className="status-actions">
            <button type="button" className="status-button" onClick={reset}>
              Try again
            </button>
            <Link href="/" className="status-secondary">
              Back to the home page
            </Link>
          </p>
          {error.digest ? <p className="status-reference">Reference: {error.digest}</p> : null}
        </div>
      </header>
    </article>
  );
}
