import { RichTitle } from '@/components/rich-title';
import Link from 'next/link';
import type { CaseStudyEntry } from '@/lib/cms/types';
import { CmsImage } from './cms-image';
import styles from './cards.module.css';

/** A piece of work: the picture, the client, the story's title and its headline result. */
export function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudyEntry; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={`${styles.media} ${styles.wide}`}>
        {study.image ? (
          <CmsImage
            image={study.image}
            alt=""
            sizes="(min-width: 1192px) 580px, (min-width: 768px) 48vw, 100vw"
            className={styles.cover}
          />
        ) : (
          <div className={styles.mediaFallback} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {study.client ? <span className={styles.kicker}>{study.client}</span> : null}
          {study.industry ? <span>{study.industry}</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link href={study.uri} className={styles.stretched}>
            <RichTitle text={study.title} markup={study.titleHtml} />
          </Link>
        </Heading>
        {study.result ? <p className={styles.result}>{study.result}</p> : null}
      </div>
    </article>
  );
}
