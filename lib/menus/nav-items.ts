import type { MenuItem, NavItem } from '@/lib/cms/types';

/**
 * The primary menu as the navigation context carries it to the browser: each item's link, label and note, without
 * the fields nothing in the browser reads (ids of the database, URLs it does not link, empty strings). The menu
 * travels in every page's payload, so what is left out is left out of every page.
 */
export function navItems(menu: MenuItem[]): NavItem[] {
  return menu.map((item) => ({
    id: item.id,
    label: item.label,
    // Markup without an element is the label itself, escaped.
    ...(item.labelHtml?.includes('<') ? { labelHtml: item.labelHtml } : {}),
    path: item.path,
    ...(item.target ? { target: item.target } : {}),
    ...(item.linkRelationship ? { linkRelationship: item.linkRelationship } : {}),
    ...(item.description ? { description: item.description } : {}),
    children: navItems(item.children),
  }));
}
