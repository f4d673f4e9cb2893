import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/cms/types';
import { navItems } from './nav-items';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  id: 'cG9zdDox',
  databaseId: 1,
  label: 'About',
  labelHtml: 'About',
  title: '',
  path: '/about/',
  url: 'https://cms.example.com/about/',
  uri: '/about/',
  target: '',
  cssClasses: [],
  description: '',
  linkRelationship: '',
  parentId: null,
  children: [],
  ...overrides,
});

describe('navItems', () => {
  it('keeps what a link draws, and no empty field', () => {
    expect(navItems([item({ children: [item({ id: 'cG9zdDoy', label: 'Team', path: '/team/' })] })])).toEqual([
      {
        id: 'cG9zdDox',
        label: 'About',
        path: '/about/',
        children: [{ id: 'cG9zdDoy', label: 'Team', path: '/team/', children: [] }],
      },
    ]);
  });

  it("keeps an editor's window, link relationship, description and inline markup", () => {
    const [nav] = navItems([
      item({
        label: 'New work',
        labelHtml: 'New <em>work</em>',
        target: '_blank',
        linkRelationship: 'nofollow',
        description: 'What we shipped this year',
      }),
    ]);
    expect(nav).toMatchObject({
      labelHtml: 'New <em>work</em>',
      target: '_blank',
      linkRelationship: 'nofollow',
      description: 'What we shipped this year',
    });
    // Escaped text without an element is the label itself.
    expect(navItems([item({ label: 'Mission & Values', labelHtml: 'Mission &amp; Values' })])[0]).not.toHaveProperty(
      'labelHtml',
    );
  });
});
