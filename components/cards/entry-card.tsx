import { RichTitle } from '@/components/rich-title';
import { unhandledType } from '@/lib/cms/content-types';
import type { ListEntry } from '@/lib/cms/types';
import { CareerCard } from './career-card';
import { CaseStudyCard } from './case-study-card';
import { PostCard } from './post-card';
import { TeamCard } from './team-card';
import styles from './cards.module.css';
import Link from 'next/link';

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
    case 'page': {
      const Heading = headingLevel === 2 ? 'h2' : 'h3';
      return (
        <article className={`${styles.card} ${styles.careerCard}`}>
          <div className={styles.body}>
            <Heading className={styles.title}>
              <Link href={entry.uri} className={styles.stretched}>
                <RichTitle text={entry.title} markup={entry.titleHtml} />
              </Link>
            </Heading>
          </div>
        </article>
      );
    }
    default:
      return unhandledType(entry);
  }
}
