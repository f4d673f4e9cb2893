import { EntryCard } from '@/components/cards/entry-card';
import { CONTENT_TYPES } from '@/lib/cms/content-types';
import type { ListEntry } from '@/lib/cms/types';
import styles from './lists.module.css';

const COLUMNS = { 2: styles.gridTwo, 3: styles.gridThree, 4: styles.gridFour };

/** Entries as a grid of cards, laid out for their kind (portraits in fours, work in twos). */
export function EntryGrid({ entries, headingLevel = 3 }: { entries: ListEntry[]; headingLevel?: 2 | 3 }) {
  const kind = entries[0]?.kind ?? 'post';
  return (
    <ul className={`${styles.grid} ${COLUMNS[CONTENT_TYPES[kind].columns] ?? ''}`} role="list">
      {entries.map((entry) => (
        <li key={entry.id} data-entry-uri={entry.uri}>
          <EntryCard entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
