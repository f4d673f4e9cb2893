import type { CaseStudyEntry } from '@/lib/cms/types';
import { CardCover, CardMeta, CardTitle } from './card-parts';
import styles from './cards.module.css';

/** A piece of work: the picture, the client, the story's title and its headline result. */
export function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudyEntry; headingLevel?: 2 | 3 }) {
  return (
    <article className={styles.card}>
      <div className={`${styles.media} ${styles.wide}`}>
        <CardCover image={study.image} sizes="(min-width: 1192px) 580px, (min-width: 768px) 48vw, 100vw" />
      </div>
      <div className={styles.body}>
        <CardMeta kicker={study.client} detail={study.industry} />
        <CardTitle entry={study} headingLevel={headingLevel} />
        {study.result ? <p className={styles.result}>{study.result}</p> : null}
      </div>
    </article>
  );
}
