'use client';

import Link from 'next/link';
import { useNavigation } from '@/lib/providers/navigation.client';

/**
 * Where else to look, on the search, not-found and unavailable pages: the primary menu's own top-level pages (an
 * editor's choice, so they exist on any WordPress; the built-in menu while WordPress cannot answer), each with its
 * WordPress description as a note. During an outage the unavailable page, rendered at build time, lists the menu of
 * then. Read from the navigation context, which every page already carries, rather than given by the server: the
 * not-found page is in every page's payload (each page carries its not-found boundary), and so would the menu be
 * a second time.
 */
export function Destinations({ label }: { label: string }) {
  const { primary } = useNavigation();
  const pages = primary
    .filter((item) => item.path.startsWith('/') && !item.path.startsWith('//') && !item.path.startsWith('/search/'))
    .slice(0, 8);
  return (
    <nav aria-label={label} className="site-search-destinations">
      <ul>
        {pages.map((item) => (
          <li key={item.id}>
            <Link href={item.path}>
              <span className="site-search-destination-label">{item.label}</span>
              {item.description ? <span className="site-search-destination-note">{item.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
