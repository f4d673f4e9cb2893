import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntryContent } from './entry-content';

describe('the content of an entry behind a password', () => {
  it('is a notice in place of the content, whatever content is at hand', () => {
    const html = renderToStaticMarkup(<EntryContent html="<p>Workshop secrets</p>" passwordProtected />);
    expect(html).toContain('data-password-protected');
    expect(html).toContain('protected with a password');
    expect(html).not.toContain('Workshop secrets');
  });

  it('shows nothing where an entry has no content and no password', () => {
    expect(renderToStaticMarkup(<EntryContent html="  " />)).toBe('');
  });
});

describe('a part of a paginated entry', () => {
  it('is followed by numbered links to every part, the one shown marked, and the next part named', () => {
    const html = renderToStaticMarkup(
      <EntryContent html="<p>Middle</p>" entry={{ uri: '/story/', part: { number: 2, count: 3 } }} />,
    );
    expect(html).toContain('Middle');
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)].map((match) => match[0]);
    // Outside the app, next/link drops the trailing slash the site's configuration keeps.
    const hrefs = links.map((link) => /href="([^"]+)"/.exec(link)![1]!.replace(/\/?$/, '/'));
    expect(hrefs).toEqual(['/story/', '/story/2/', '/story/3/', '/story/3/']);
    expect(links[1]).toContain('aria-current="page"');
    expect(html).toMatch(/rel="next"[^>]*>Next <span[^>]*>page/);
  });

  it('has no links when the entry is whole', () => {
    expect(renderToStaticMarkup(<EntryContent html="<p>All</p>" entry={{ uri: '/story/' }} />)).not.toContain('<nav');
  });
});

describe('a call-to-action band in the content', () => {
  it('marks the content as replacing the site-wide invitation, and only a band does', () => {
    const band =
      '<div class="wp-block-group alignfull is-style-band has-ink-background-color has-background"><h2>Talk to us</h2></div>';
    expect(renderToStaticMarkup(<EntryContent html={band} />)).toContain('data-site-call-to-action="replaced"');
    expect(
      renderToStaticMarkup(<EntryContent html={'<p class="x">The is-style-band style draws a band.</p>'} />),
    ).not.toContain('data-site-call-to-action');
  });
});
