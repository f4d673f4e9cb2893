import type { CareerEntry } from '@/lib/cms/types';
import { plainText, truncate } from '@/lib/seo/text';
import { CardMeta, CardTitle } from './card-parts';
import styles from './cards.module.css';
import { WithArrow } from '@/components/icons/arrow';

/** An opening: the role, where and how, and what it is about. */
export function CareerCard({ career, headingLevel = 3 }: { career: CareerEntry; headingLevel?: 2 | 3 }) {
  return (
    <article className={`${styles.card} ${styles.careerCard}`}>
      <div className={styles.body}>
        <CardMeta kicker={career.employmentType} detail={career.location} />
        <CardTitle entry={career} headingLevel={headingLevel} />
        {career.excerpt ? <p className={styles.excerpt}>{truncate(plainText(career.excerpt), 200)}</p> : null}
        <p className={styles.more} aria-hidden="true">
          <WithArrow>View the opening</WithArrow>
        </p>
      </div>
    </article>
  );
}
