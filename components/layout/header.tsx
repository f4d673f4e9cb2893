import type { MenuItem } from '@/lib/cms/types';
import { SiteNav } from './site-nav.client';
import './navigation.css';

interface HeaderProps {
  menu: MenuItem[];
  siteName: string;
  abbreviation: string;
}

/** The site header: the primary navigation, rendered by the server with the live (or built-in) menu. */
export function Header({ menu, siteName, abbreviation }: HeaderProps) {
  return <SiteNav menu={menu} siteName={siteName} abbreviation={abbreviation} />;
}
