import Link from 'next/link';
import { EntryGrid } from '@/components/lists/entry-grid';
import { getSiteLinks } from '@/lib/cms/site-links';
import type { ListEntry } from '@/lib/cms/types';
import { organizationLd } from '@/lib/seo/json-ld';
import { siteInfo } from '@/lib/seo/site';
import { JsonLd } from './json-ld';
import styles from './templates.module.css';
import { WithArrow } from '@/components/icons/arrow';

interface FrontPageSectionsProps {
  work: ListEntry[];
  insights: ListEntry[];
}

/**
 * Below the front page's own content: the two newest case studies and the three newest insights, each section
 * only when WordPress holds entries for it, with a link to the page that lists them all where WordPress has one.
 */
export async function FrontPageSections({ work, insights }: FrontPageSectionsProps) {
  const links = await getSiteLinks();
  return (
    <>
      {work.length ? (
        <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="front-work">
          <div className={styles.sectionHead}>
            <h2 id="front-work">Selected work</h2>
            {links.work ? (
              <Link href={links.work} className={styles.sectionLink}>
                <WithArrow>All case studies</WithArrow>
              </Link>
            ) : null}
          </div>
          <EntryGrid entries={work} />
        </section>
      ) : null}
      {insights.length ? (
        <section className={styles.section} aria-labelledby="front-insights">
          <div className={styles.sectionHead}>
            <h2 id="front-insights">Latest insights</h2>
            {links.insights ? (
              <Link href={links.insights} className={styles.sectionLink}>
                <WithArrow>All insights</WithArrow>
              </Link>
            ) : null}
          </div>
          <EntryGrid entries={insights} />
        </section>
      ) : null}
      <JsonLd data={organizationLd(siteInfo())} />
    </>
  );
}
