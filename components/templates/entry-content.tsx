import { env } from '@/lib/env';
import { optimisedOrigins } from '@/lib/media-origins';
import { sanitizeContent } from '@/lib/sanitize';
import styles from './templates.module.css';
import './blocks.css';

/**
 * The editor's HTML, sanitised, drawn as the site's blocks (blocks.css, docs/blocks.md): text in the reading
 * measure, wide and full-width blocks breaking out of it. `wide` sets the whole content in the wide measure.
 * An entry WordPress holds behind a password shows a notice instead.
 */
export function EntryContent({
  html,
  wide = false,
  passwordProtected = false,
}: {
  html: string;
  wide?: boolean;
  /** WordPress holds the content behind a password: a notice stands in for it (lib/cms/types.ts). */
  passwordProtected?: boolean;
}) {
  if (passwordProtected)
    return (
      <div className={`prose entry-content ${styles.content}`} data-entry-content data-password-protected>
        <p>This content is protected with a password, so it is not shown here.</p>
      </div>
    );
  if (!html.trim()) return null;
  return (
    <div
      className={`prose entry-content ${styles.content} ${wide ? styles.contentWide : ''}`}
      data-entry-content
      data-entry-width={wide ? 'wide' : undefined}
      dangerouslySetInnerHTML={{
        __html: sanitizeContent(html, {
          cmsOrigin: env().graphqlUrl,
          optimisedOrigins: optimisedOrigins(env().mediaOrigins),
        }),
      }}
    />
  );
}
