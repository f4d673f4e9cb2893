import Link from 'next/link';
import type { NavItem } from '@/lib/cms/types';
import { RichTitle } from '@/components/rich-title';

/**
 * A menu item's link, the same in the bar, the menu panel and the footer: its address, the window an editor chose
 * (a new one without access to this page), the link relationship an editor gave it, and its label with its inline
 * markup. Attributes nobody set are left out rather than passed as undefined: from the server's footer, each one
 * would travel in the page's payload.
 */
export function MenuLink({ item, className, tabIndex }: { item: NavItem; className?: string; tabIndex?: number }) {
  const rel = item.target === '_blank' ? 'noopener noreferrer' : item.linkRelationship;
  return (
    <Link
      href={item.path}
      {...(item.target ? { target: item.target } : {})}
      {...(rel ? { rel } : {})}
      {...(className ? { className } : {})}
      {...(tabIndex !== undefined ? { tabIndex } : {})}
    >
      <RichTitle text={item.label} markup={item.labelHtml} />
    </Link>
  );
}
