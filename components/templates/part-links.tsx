import Link from 'next/link';
import { partUri } from '@/lib/cms/content-parts';
import { WithArrow } from '@/components/icons/arrow';
import listStyles from '../lists/lists.module.css';
import styles from './templates.module.css';

/**
 * The numbered links between the parts of a paginated entry, as WordPress's `wp_link_pages()` draws them
 * ("Pages: 1 2 3"), with the next part named: plain links, so every part is reachable without JavaScript.
 */
export function PartLinks({ uri, part }: { uri: string; part: { number: number; count: number } }) {
  const numbers = Array.from({ length: part.count }, (_, index) => index + 1);
  return (
    <nav className={styles.partLinks} aria-label="Pages of this entry" data-part-links>
      <span className={styles.partLabel}>Pages:</span>
      <ol className={listStyles.pages}>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={partUri(uri, number)}
              className={listStyles.pageLink}
              aria-current={number === part.number ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {part.number < part.count ? (
        <Link className={listStyles.step} href={partUri(uri, part.number + 1)} rel="next">
          <WithArrow>Next page</WithArrow>
        </Link>
      ) : null}
    </nav>
  );
}
