import { EntryCard } from '@/components/cards/entry-card';
import type { ListEntry } from '@/lib/cms/types';
import styles from './lists.module.css';

const LAYOUT: Record<ListEntry['kind'], string | undefined> = {
  post: styles.gridThree,
  teamMember: styles.gridFour,
  caseStudy: styles.gridTwo,
  career: styles.gridTwo,
  page: styles.gridThree,
};

/** Entries as a grid of cards, laid out for their kind (portraits in fours, work in twos). */
export function EntryGrid({ entries, headingLevel = 3 }: { entries: ListEntry[]; headingLevel?: 2 | 3 }) {
  const kind = entries[0]?.kind ?? 'post';
  return (
    <ul className={`${styles.grid} ${LAYOUT[kind] ?? ''}`} role="list">
      {entries.map((entry) => (
        <li key={entry.id} data-entry-uri={entry.uri}>
          <EntryCard entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
