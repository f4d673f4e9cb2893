import { env } from '@/lib/env';
import { optimisedOrigins } from '@/lib/media-origins';
import { sanitizeContent } from '@/lib/sanitize';
import { contentTypeByName } from '@/lib/cms/content-types';
import type { CSSProperties, ReactNode } from 'react';
import { leadRows } from './entry-lead';
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
 * An entry WordPress holds behind a password shows a notice instead. `aside` is the entry's designed aside: on
 * phones and tablets it comes before or after the content (`asideFirst`), from 1024 px up it sits beside it.
 */
export function EntryContent({
  aside,
  asideFirst = false,
  asideLength,
  ...props
}: Parameters<typeof Content>[0] & {
  aside?: ReactNode;
  asideFirst?: boolean;
  /** About the aside's height in characters of the measure: the least opening text it sits beside. */
  asideLength?: number;
}) {
  if (!aside) return <Content {...props} />;
  const rows = props.passwordProtected ? 0 : leadRows(props.html, asideLength);
  const rail = (
    <div className={styles.asideRail} data-entry-aside={rows ? 'beside' : 'above'}>
      {aside}
    </div>
  );
  /* The aside sits in the content grid's right-hand columns (the wrap beside the measure) across the rows of the
     opening text only, so a wide or full block further down never runs into it: it starts below the aside's rows.
     The content's own grid lends its rows (display: contents from 1024 px, templates.module.css). */
  return (
    <div className={styles.withAside} style={rows ? ({ '--lead-rows': rows } as CSSProperties) : undefined}>
      {asideFirst ? rail : null}
      <Content {...props} />
      {asideFirst ? null : rail}
    </div>
  );
}

function Content({
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
