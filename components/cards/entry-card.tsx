import { unhandledType } from '@/lib/cms/content-types';
import type { ListEntry } from '@/lib/cms/types';
import { CardTitle } from './card-parts';
import { CareerCard } from './career-card';
import { CaseStudyCard } from './case-study-card';
import { PostCard } from './post-card';
import { TeamCard } from './team-card';
import styles from './cards.module.css';

/** The card of any list entry, by its kind. */
export function EntryCard({ entry, headingLevel = 3 }: { entry: ListEntry; headingLevel?: 2 | 3 }) {
  switch (entry.kind) {
    case 'post':
      return <PostCard post={entry} headingLevel={headingLevel} />;
    case 'teamMember':
      return <TeamCard member={entry} headingLevel={headingLevel} />;
    case 'caseStudy':
      return <CaseStudyCard study={entry} headingLevel={headingLevel} />;
    case 'career':
      return <CareerCard career={entry} headingLevel={headingLevel} />;
    case 'page':
      return (
        <article className={`${styles.card} ${styles.careerCard}`}>
          <div className={styles.body}>
            <CardTitle entry={entry} headingLevel={headingLevel} />
          </div>
        </article>
      );
    default:
      return unhandledType(entry);
  }
}
