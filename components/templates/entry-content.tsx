import { env } from '@/lib/env';
import { sanitizeContent } from '@/lib/sanitize';
import styles from './templates.module.css';

/** The editor's HTML, sanitised, in the site's reading measure. */
export function EntryContent({ html, wide = false }: { html: string; wide?: boolean }) {
  if (!html.trim()) return null;
  return (
    <div
      className={`prose ${styles.content} ${wide ? styles.contentWide : ''}`}
      data-entry-content
      dangerouslySetInnerHTML={{ __html: sanitizeContent(html, { cmsOrigin: env().graphqlUrl }) }}
    />
  );
}
