import Link from 'next/link';
import type { MenuItem } from '@/lib/cms/types';
import { RichTitle } from '@/components/rich-title';

/**
 * A menu item's link, the same in the bar, the menu panel and the footer: its address, the window an editor chose
 * (a new one without access to this page), the link relationship an editor gave it, and its label with its inline
 * markup.
 */
export function MenuLink({ item, className, tabIndex }: { item: MenuItem; className?: string; tabIndex?: number }) {
  return (
    <Link
      href={item.path}
      target={item.target || undefined}
      rel={item.target === '_blank' ? 'noopener noreferrer' : item.linkRelationship || undefined}
      className={className}
      tabIndex={tabIndex}
    >
      <RichTitle text={item.label} markup={item.labelHtml} />
    </Link>
  );
}
