import { EmailAddress } from '@/components/whole-words';
import Link from 'next/link';
import { formatDate, machineDate } from '@/components/cards/format';
import { CONTENT_TYPES } from '@/lib/cms/content-types';
import type { CareerNode, ListEntry } from '@/lib/cms/types';
import { jobPostingLd } from '@/lib/seo/json-ld';
import { siteInfo } from '@/lib/seo/site';
import { EntryContent } from './entry-content';
import { AsideLinks, EntryTitle, Fact, FeaturedPicture, MoreEntries } from './entry-sections';
import { JsonLd } from './json-ld';
import styles from './templates.module.css';

/** Where every opening is listed. */
const OPENINGS = CONTENT_TYPES.career.listing.uri;

/** The opening's facts: where, what kind, when it was posted (each left out when WordPress has none). */
function CareerFacts({ career, className }: { career: CareerNode; className?: string }) {
  return (
    <dl className={className}>
      {career.location ? <Fact label="Location">{career.location}</Fact> : null}
      {career.employmentType ? <Fact label="Type">{career.employmentType}</Fact> : null}
      <Fact label="Posted">
        <time dateTime={machineDate(career.dateGmt, career.date)}>{formatDate(career.date)}</time>
      </Fact>
    </dl>
  );
}

/** Beside the description from 1024 px (the header holds the same facts on smaller screens): the facts, applying. */
function CareerAside({ career, subject }: { career: CareerNode; subject: string }) {
  return (
    <aside className={`${styles.aside} ${styles.asideWide}`} aria-label="The opening">
      <CareerFacts career={career} />
      <AsideLinks href={OPENINGS} label="All openings">
        {career.applyEmail ? (
          <a className={styles.button} href={`mailto:${career.applyEmail}?subject=${subject}`}>
            Apply now<span className={styles.visuallyHidden}> by email to {career.applyEmail}</span>
          </a>
        ) : null}
      </AsideLinks>
    </aside>
  );
}

/** An opening: the role, where, what kind, the description, how to apply, and the other openings. */
export function CareerTemplate({ career, others }: { career: CareerNode; others: ListEntry[] }) {
  const subject = encodeURIComponent(`Application: ${career.title}`);
  return (
    <article data-template="career">
      <header className={styles.articleHead}>
        <p className={styles.eyebrow}>
          <Link href={OPENINGS}>Careers</Link>
        </p>
        <EntryTitle entry={career} />
        {career.applyEmail ? (
          <p>
            <a className={styles.button} href={`mailto:${career.applyEmail}?subject=${subject}`} data-hero-cta>
              Apply by email<span className={styles.visuallyHidden}> to {career.applyEmail}</span>
            </a>
          </p>
        ) : null}
        <CareerFacts career={career} className={styles.factsInline} />
      </header>
      <FeaturedPicture image={career.image} />
      <EntryContent
        html={career.content}
        passwordProtected={career.passwordProtected}
        entry={career}
        aside={<CareerAside career={career} subject={subject} />}
        asideLength={500}
      />
      {career.applyEmail ? (
        <aside className={styles.applyBand} aria-labelledby="apply-heading">
          <h2 id="apply-heading">Sound like you?</h2>
          <p>
            Send your résumé and a few lines about work you are proud of to{' '}
            <a href={`mailto:${career.applyEmail}?subject=${subject}`}>
              <EmailAddress address={career.applyEmail} />
            </a>
            .
          </p>
        </aside>
      ) : null}
      <MoreEntries id="other-openings" heading="Other openings" entries={others} />
      <JsonLd data={jobPostingLd(career, siteInfo())} />
    </article>
  );
}
