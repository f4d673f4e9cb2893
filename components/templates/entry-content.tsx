import { env } from '@/lib/env';
import { optimisedOrigins } from '@/lib/media-origins';
import { sanitizeContent } from '@/lib/sanitize';
import { contentTypeByName } from '@/lib/cms/content-types';
import { PartLinks } from './part-links';
import { PasswordForm } from './password-form';
import styles from './templates.module.css';
import './blocks.css';

/** Whether content holds a call-to-action band (the `is-style-band` block style, docs/blocks.md). */
function hasOwnBand(html: string): boolean {
  return /\bclass="[^"]*\bis-style-band\b/.test(html);
}

/**
 * The editor's HTML, sanitised, drawn as the site's blocks (blocks.css, docs/blocks.md): text in the reading
 * measure, wide and full-width blocks breaking out of it. `wide` sets the whole content in the wide measure.
 * An entry WordPress holds behind a password shows a notice instead.
 */
export function EntryContent({
  html,
  wide = false,
  passwordProtected = false,
  entry,
}: {
  html: string;
  wide?: boolean;
  /** A paginated entry's address and the part `html` holds: the links to its other parts follow the content. */
  entry?: { uri: string; kind?: string; databaseId?: number; part?: { number: number; count: number } };
  /** WordPress holds the content behind a password: a notice stands in for it (lib/cms/types.ts). */
  passwordProtected?: boolean;
}) {
  if (passwordProtected) {
    // WordPress's password form, for an entry the site knows the type and id of; else a notice.
    const type = entry?.kind ? contentTypeByName(entry.kind) : undefined;
    return (
      <div className={`prose entry-content ${styles.content}`} data-entry-content data-password-protected>
        {type && entry?.databaseId ? (
          <PasswordForm type={type} id={entry.databaseId} />
        ) : (
          <p>This content is protected with a password, so it is not shown here.</p>
        )}
      </div>
    );
  }
  if (!html.trim()) return null;
  const safe = sanitizeContent(html, {
    cmsOrigin: env().graphqlUrl,
    optimisedOrigins: optimisedOrigins(env().mediaOrigins),
  });
  const content = (
    <div
      className={`prose entry-content ${styles.content} ${wide ? styles.contentWide : ''}`}
      data-entry-content
      data-entry-width={wide ? 'wide' : undefined}
      // A call-to-action band of the entry's own replaces the site-wide one in the footer (app/globals.css).
      data-site-call-to-action={hasOwnBand(safe) ? 'replaced' : undefined}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
  if (!entry?.part || entry.part.count < 2) return content;
  return (
    <>
      {content}
      <PartLinks uri={entry.uri} part={entry.part} />
    </>
  );
}
