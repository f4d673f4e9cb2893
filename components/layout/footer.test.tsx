import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultMenus } from '@/lib/menus/default-menus';
import { Footer } from './footer';

describe('Footer', () => {
  it("keeps each menu item's link relationship and window, as the main menu does", () => {
    const [group] = defaultMenus('AMG').footer;
    const [first, second] = group!.children;
    const menu = [
      {
        ...group!,
        children: [
          { ...first!, linkRelationship: 'me' },
          { ...second!, target: '_blank', linkRelationship: 'me' },
        ],
      },
    ];
    const html = renderToStaticMarkup(<Footer menu={menu} siteName="Altitude" abbreviation="AMG" links={{}} />);
    expect(html).toMatch(new RegExp(`<a rel="me" href="[^"]*">${first!.label}</a>`));
    expect(html).toMatch(new RegExp(`<a target="_blank" rel="noopener noreferrer" href="[^"]*">${second!.label}</a>`));
  });
});
