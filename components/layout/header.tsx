import type { SiteLinks } from '@/lib/cms/site-links-model';
import type { MenuItem } from '@/lib/cms/types';
import { SiteNav } from './site-nav.client';
import './navigation.css';

interface HeaderProps {
  menu: MenuItem[];
  siteName: string;
  abbreviation: string;
  links: SiteLinks;
}

/** The site header: the primary navigation, rendered by the server with the live (or built-in) menu. */
export function Header({ menu, siteName, abbreviation, links }: HeaderProps) {
  return <SiteNav menu={menu} siteName={siteName} abbreviation={abbreviation} links={links} />;
}
