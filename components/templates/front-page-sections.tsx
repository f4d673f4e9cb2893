import Link from 'next/link';
import { EntryGrid } from '@/components/lists/entry-grid';
import type { ListEntry } from '@/lib/cms/types';
import { organizationLd } from '@/lib/seo/json-ld';
import { siteInfo } from '@/lib/seo/site';
import { JsonLd } from './json-ld';
import styles from './templates.module.css';
import { WithArrow } from '@/components/icons/arrow';

/** Below the front page's own content: the two newest case studies and the three newest insights. */
export function FrontPageSections({ work, insights }: { work: ListEntry[]; insights: ListEntry[] }) {
  return (
    <>
      {work.length ? (
        <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="front-work">
          <div className={styles.sectionHead}>
            <h2 id="front-work">Selected work</h2>
            <Link href="/work/" className={styles.sectionLink}>
              <WithArrow>All case studies</WithArrow>
            </Link>
          </div>
          <EntryGrid entries={work} />
        </section>
      ) : null}
      {insights.length ? (
        <section className={styles.section} aria-labelledby="front-insights">
          <div className={styles.sectionHead}>
            <h2 id="front-insights">Latest insights</h2>
            <Link href="/insights/" className={styles.sectionLink}>
              <WithArrow>All insights</WithArrow>
            </Link>
          </div>
          <EntryGrid entries={insights} />
        </section>
      ) : null}
      <JsonLd data={organizationLd(siteInfo())} />
    </>
  );
}
