import type { SiteLinks } from '@/lib/cms/site-links-model';
import { SiteNav } from './site-nav.client';
import './navigation.css';

interface HeaderProps {
  siteName: string;
  abbreviation: string;
  links: SiteLinks;
}

/**
 * The site header: the primary navigation, rendered by the server with the live (or built-in) menu, which the
 * navigation context carries (app/layout.tsx).
 */
export function Header({ siteName, abbreviation, links }: HeaderProps) {
  return <SiteNav siteName={siteName} abbreviation={abbreviation} links={links} />;
}
