import { RichTitle } from '@/components/rich-title';
import Link from 'next/link';
import type { CareerEntry } from '@/lib/cms/types';
import { plainText, truncate } from '@/lib/seo/text';
import styles from './cards.module.css';
import { WithArrow } from '@/components/icons/arrow';

/** An opening: the role, where and how, and what it is about. */
export function CareerCard({ career, headingLevel = 3 }: { career: CareerEntry; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles.careerCard}`}>
      <div className={styles.body}>
        <p className={styles.meta}>
          {career.employmentType ? <span className={styles.kicker}>{career.employmentType}</span> : null}
          {career.location ? <span>{career.location}</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link href={career.uri} className={styles.stretched}>
            <RichTitle text={career.title} markup={career.titleHtml} />
          </Link>
        </Heading>
        {career.excerpt ? <p className={styles.excerpt}>{truncate(plainText(career.excerpt), 200)}</p> : null}
        <p className={styles.more} aria-hidden="true">
          <WithArrow>View the opening</WithArrow>
        </p>
      </div>
    </article>
  );
}
