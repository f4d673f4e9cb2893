import { EmailAddress } from '@/components/whole-words';
import Link from 'next/link';
import { CmsImage } from '@/components/cards/cms-image';
import type { ListEntry, TeamMemberNode } from '@/lib/cms/types';
import { personLd } from '@/lib/seo/json-ld';
import { siteInfo } from '@/lib/seo/site';
import { EntryContent } from './entry-content';
import { AsideLinks, EntryTitle, Fact, MoreEntries } from './entry-sections';
import { JsonLd } from './json-ld';
import styles from './templates.module.css';

/** Beside their story from 1024 px (the profile above holds the same on smaller screens): role and address. */
function MemberAside({ member }: { member: TeamMemberNode }) {
  return (
    <aside className={`${styles.aside} ${styles.asideWide}`} aria-label={`About ${member.title}`}>
      <dl>
        {member.role ? <Fact label="Role">{member.role}</Fact> : null}
        {member.email ? (
          <Fact label="Email">
            <a href={`mailto:${member.email}`}>
              <EmailAddress address={member.email} />
            </a>
          </Fact>
        ) : null}
      </dl>
      <AsideLinks href="/team/" label="The whole team" />
    </aside>
  );
}

/** A team member: photo, name, role, quote, email, their story, then the rest of the team. */
export function TeamMemberTemplate({ member, team }: { member: TeamMemberNode; team: ListEntry[] }) {
  const firstName = member.title.split(' ')[0] ?? member.title;
  return (
    <article data-template="team-member">
      <header className={styles.profileHead}>
        <div className={styles.profilePhoto}>
          {member.image ? <CmsImage image={member.image} sizes="(min-width: 768px) 40vw, 100vw" eager /> : null}
        </div>
        <div>
          <p className={styles.eyebrow}>
            <Link href="/team/">Our Team</Link>
          </p>
          <EntryTitle entry={member} />
          {member.role ? <p className={styles.profileRole}>{member.role}</p> : null}
          {member.email ? (
            <p>
              <a className={styles.button} href={`mailto:${member.email}`} data-hero-cta>
                Email {firstName}
                <span className={styles.visuallyHidden}> at {member.email}</span>
              </a>
            </p>
          ) : null}
          {member.quote ? (
            <blockquote className={styles.quote}>
              <p>{member.quote}</p>
            </blockquote>
          ) : null}
        </div>
      </header>
      <EntryContent
        html={member.content}
        passwordProtected={member.passwordProtected}
        entry={member}
        aside={<MemberAside member={member} />}
        asideLength={300}
      />
      <MoreEntries id="team-heading" heading="The rest of the team" entries={team} />
      <JsonLd data={personLd(member, siteInfo())} />
    </article>
  );
}
