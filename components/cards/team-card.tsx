import { RichTitle } from '@/components/rich-title';
import Link from 'next/link';
import type { TeamMemberEntry } from '@/lib/cms/types';
import { CmsImage } from './cms-image';
import styles from './cards.module.css';

/** A team member: portrait, name and role. */
export function TeamCard({ member, headingLevel = 3 }: { member: TeamMemberEntry; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles.teamCard}`}>
      <div className={`${styles.media} ${styles.portrait}`}>
        {member.image ? (
          <CmsImage
            image={member.image}
            alt=""
            sizes="(min-width: 1192px) 280px, (min-width: 768px) 30vw, 50vw"
            className={styles.cover}
          />
        ) : (
          <div className={styles.mediaFallback} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={member.uri} className={styles.stretched}>
            <RichTitle text={member.title} markup={member.titleHtml} />
          </Link>
        </Heading>
        {member.role ? <p className={styles.role}>{member.role}</p> : null}
      </div>
    </article>
  );
}
