import Link from 'next/link';
import { INSIGHT_FILTERS } from '@/lib/cms/listing-table';
import styles from './lists.module.css';

/** The insights filter: each category is its own archive page, so filtering is a link (no JavaScript). */
export function CategoryFilter({ activeUri }: { activeUri: string }) {
  return (
    <nav className={styles.filter} aria-label="Filter insights by category">
      <ul>
        {INSIGHT_FILTERS.map((filter) => (
          <li key={filter.uri}>
            <Link
              href={filter.uri}
              className={styles.chip}
              aria-current={filter.uri === activeUri ? 'page' : undefined}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
