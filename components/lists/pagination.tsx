import Link from 'next/link';
import { pagedUri } from '@/lib/cms/listing-table';
import { pageItems } from './pagination-model';
import styles from './lists.module.css';
import { WithArrow } from '@/components/icons/arrow';

/**
 * Numbered pages as plain links (`/insights/page/3/`): shareable, bookmarkable, kind to the back button and
 * working without JavaScript. `label` names what is paged, for screen readers.
 */
export function Pagination({
  baseUri,
  page,
  pageCount,
  label,
}: {
  baseUri: string;
  page: number;
  pageCount: number;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={`${label}, pages`}>
      {page > 1 ? (
        <Link className={styles.step} href={pagedUri(baseUri, page - 1)} rel="prev">
          <WithArrow direction="left">Newer</WithArrow>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={pagedUri(baseUri, item.page)}
                className={styles.pageLink}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className={styles.step} href={pagedUri(baseUri, page + 1)} rel="next">
          <WithArrow>Older</WithArrow>
        </Link>
      ) : null}
    </nav>
  );
}
