import Link from 'next/link';

export default function NotFound() {
  return (
    <article className="content-page">
      <header className="hero" data-hero-bg="dusk">
        <div className="hero-inner">
          <p className="hero-eyebrow">404 · Off the map</p>
          <h1 className="hero-headline" data-hero-headline>
            This page drifted away.
          </h1>
        </div>
      </header>
      <div className="prose">
        <p>The address may be mistyped, or the page has moved. Everything else is still up here with us.</p>
        <p>
          <Link href="/">Back to the home page</Link> · <Link href="/contact/">Get in touch</Link>
        </p>
      </div>
    </article>
  );
}
