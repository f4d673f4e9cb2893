import { FitWords } from '@/components/whole-words';
import { RichTitle } from '@/components/rich-title';
import Link from 'next/link';
import { CmsImage } from '@/components/cards/cms-image';
import { EntryGrid } from '@/components/lists/entry-grid';
import type { CaseStudyNode, ListEntry } from '@/lib/cms/types';
import { plainText } from '@/lib/seo/text';
import { EntryContent } from './entry-content';
import styles from './templates.module.css';
import { WithArrow } from '@/components/icons/arrow';

/** The headline result and the facts of a case study: before its story on phones, beside it from 1024 px. */
function CaseStudyAside({ study }: { study: CaseStudyNode }) {
  const facts = [
    ['Client', study.client],
    ['Industry', study.industry],
    ['Services', study.services],
  ].filter(([, value]) => Boolean(value));
  return (
    <aside className={styles.aside} aria-label="The project">
      {study.result ? (
        <p className={styles.resultBig}>
          <span className={styles.factLabel}>The result</span>
          {study.result}
        </p>
      ) : null}
      {facts.length ? (
        <dl>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={styles.asideLinks}>
        <Link href="/work/">
          <WithArrow>All case studies</WithArrow>
        </Link>
      </p>
    </aside>
  );
}

/** A case study: client, the headline result, the facts, the story, then other work. */
export function CaseStudyTemplate({ study, others }: { study: CaseStudyNode; others: ListEntry[] }) {
  return (
    <article data-template="case-study">
      <header className={styles.articleHead}>
        <p className={styles.eyebrow}>
          <Link href="/work/">Our Work</Link>
          {study.client ? <span> · {study.client}</span> : null}
        </p>
        <h1 className={styles.articleTitle} data-hero-headline>
          <FitWords text={study.title}>
            <RichTitle text={study.title} markup={study.titleHtml} />
          </FitWords>
        </h1>
        {study.excerpt ? <p className={styles.lede}>{plainText(study.excerpt)}</p> : null}
      </header>
      {study.image ? (
        <figure className={styles.featured}>
          <CmsImage image={study.image} sizes="(min-width: 1280px) 1200px, 100vw" eager />
        </figure>
      ) : null}
      <EntryContent
        html={study.content}
        passwordProtected={study.passwordProtected}
        entry={study}
        aside={<CaseStudyAside study={study} />}
        asideFirst
      />
      {others.length ? (
        <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="more-work">
          <div className={styles.sectionHead}>
            <h2 id="more-work">More work</h2>
            <Link href="/work/" className={styles.sectionLink}>
              <WithArrow>All case studies</WithArrow>
            </Link>
          </div>
          <EntryGrid entries={others} />
        </section>
      ) : null}
    </article>
  );
}
