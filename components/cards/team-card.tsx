import type { TeamMemberEntry } from '@/lib/cms/types';
import { CardCover, CardTitle } from './card-parts';
import styles from './cards.module.css';

/** A team member: portrait, name and role. */
export function TeamCard({ member, headingLevel = 3 }: { member: TeamMemberEntry; headingLevel?: 2 | 3 }) {
  return (
    <article className={`${styles.card} ${styles.teamCard}`}>
      <div className={`${styles.media} ${styles.portrait}`}>
        <CardCover image={member.image} sizes="(min-width: 1192px) 280px, (min-width: 768px) 30vw, 50vw" />
      </div>
      <div className={styles.body}>
        <CardTitle entry={member} headingLevel={headingLevel} />
        {member.role ? <p className={styles.role}>{member.role}</p> : null}
      </div>
    </article>
  );
}
