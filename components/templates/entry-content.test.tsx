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
