import styles from './preview-bar.module.css';

const STATUS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  future: 'Scheduled',
  private: 'Private',
  publish: 'Unsaved changes',
  inherit: 'Unsaved changes',
};

/** The bar over a preview: what is shown, and the way out (draft mode off, back to the published address). */
export function PreviewBar({ status, exitTo }: { status: string; exitTo?: string }) {
  const exit = `/api/preview/exit/${exitTo ? `?to=${encodeURIComponent(exitTo)}` : ''}`;
  return (
    <aside className={styles.bar} aria-label="Preview" data-preview-bar="">
      <strong className={styles.label}>Preview</strong>
      <span className={styles.status}>{STATUS[status] ?? 'Not published'} — only you see this page.</span>
      {/* A plain link: leaving must reach the server, which clears the draft mode cookie. */}
      <a className={styles.exit} href={exit} data-no-transition="">
        Exit preview
      </a>
    </aside>
  );
}
