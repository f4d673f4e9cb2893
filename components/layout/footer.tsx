import Link from 'next/link';
import type { SiteLinks } from '@/lib/cms/site-links-model';
import type { MenuItem } from '@/lib/cms/types';
import { MenuLink } from '@/components/layout/menu-link';
import { CloudShape } from '@/components/hero/clouds';
import { Arrow, WithArrow } from '@/components/icons/arrow';

interface FooterProps {
  menu: MenuItem[];
  siteName: string;
  abbreviation: string;
  /** Where the invitation to talk and the newsletter lead; each is drawn only when its page exists. */
  links: SiteLinks;
}

/**
 * The footer: an invitation to talk and the newsletter (where WordPress has their pages), the footer menu's
 * groups and where the agency is.
 */
export function Footer({ menu, siteName, abbreviation, links }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="footer-sky" aria-hidden="true">
        <CloudShape style="cumulus" className="footer-cloud footer-cloud-a" />
        <CloudShape style="wisp" className="footer-cloud footer-cloud-b" />
      </div>
      {links.contact || links.newsletter ? (
        <div className="footer-top">
          {links.contact ? (
            <div className="footer-invite">
              <p className="kicker-on-dark footer-kicker">Ready when you are</p>
              <p className="footer-invite-line">Let’s make something worth looking up to.</p>
              <Link href={links.contact} className="footer-button">
                Start a conversation <Arrow />
              </Link>
            </div>
          ) : null}
          {links.newsletter ? (
            <div className="footer-news">
              <p className="kicker-on-dark footer-kicker">Hot Air</p>
              <p>
                Our monthly newsletter: campaigns we admire, ideas we are testing, and the occasional strong opinion.
              </p>
              <Link href={links.newsletter} className="footer-news-link">
                <WithArrow>Subscribe to the newsletter</WithArrow>
              </Link>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="footer-main">
        <div className="footer-brand">
          <Link href="/" className="brand brand-light" aria-label={`${siteName}, home`}>
            <span className="brand-mark" aria-hidden="true">
              {abbreviation}
            </span>
            <span className="brand-name">{siteName}</span>
          </Link>
          <address className="footer-address">
            Winter Park, FL
            <br />
            Central Florida
          </address>
        </div>
        <nav aria-label="Footer" className="footer-nav">
          {menu.map((group) => (
            <section key={group.id} className="footer-group" aria-labelledby={`footer-${group.id}`}>
              <h2 className="footer-heading" id={`footer-${group.id}`}>
                <MenuLink item={group} />
              </h2>
              {group.children.length ? (
                <ul>
                  {group.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </nav>
      </div>
      <p className="footer-legal">
        <span>
          © {new Date().getFullYear()} {siteName}
        </span>
        <span>Winter Park, Florida</span>
      </p>
    </footer>
  );
}
