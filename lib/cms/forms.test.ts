/**
 * The form a submission is checked against. While WordPress is down the forms list may never have been read
 * (pages bring their own form in their own request), but the page the visitor filled in was: its form stands in.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GfFormFieldsFragment } from './generated/operations';

const answers = new Map<string, () => unknown>();
const asked: string[] = [];

vi.mock('./client', () => ({
  fetchAPI: async (query: string) => {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    asked.push(name);
    const answer = answers.get(name);
    if (!answer) throw new Error('Failed to fetch API');
    return answer();
  },
}));

const contactForm: GfFormFieldsFragment = {
  id: 'Zm9ybTox',
  databaseId: 1,
  title: 'Contact',
  isActive: true,
  cssClass: null,
  submitButton: { text: 'Send' },
  pagination: null,
  formFields: { nodes: [] },
} as unknown as GfFormFieldsFragment;

const contactPage = {
  __typename: 'Page',
  id: 'cG9zdDo1',
  databaseId: 5,
  slug: 'contact',
  uri: '/contact/',
  date: '2026-01-05T09:00:00',
  dateGmt: '2026-01-05T09:00:00',
  modifiedGmt: '2026-01-05T09:00:00',
  contentTypeName: 'page',
  title: 'Get In Touch',
  content: '<p>Say hello.</p>',
  isFrontPage: false,
  heroSettings: null,
  pageMetadata: null,
};

beforeEach(() => {
  answers.clear();
  asked.length = 0;
  vi.resetModules();
});

describe('getForm', () => {
  it('finds a form in the forms list', async () => {
    answers.set('Forms', () => ({ gfForms: { nodes: [contactForm] } }));
    const { getForm } = await import('./forms');
    expect((await getForm(1))?.databaseId).toBe(1);
    expect(asked).toEqual(['Forms']);
  });

  it('falls back to the form of the page that carries it when the forms list cannot be read', async () => {
    answers.set('NodeWithForm', () => ({ nodeByUri: contactPage, form: contactForm }));
    const { getForm } = await import('./forms');
    const form = await getForm(1);
    expect(form?.databaseId).toBe(1);
    expect(form?.title).toBe('Contact');
    expect(asked).toEqual(['Forms', 'NodeWithForm']);
  });

  it('still fails when neither can be read, so the visitor is told to try again rather than that the form is gone', async () => {
    const { getForm } = await import('./forms');
    await expect(getForm(1)).rejects.toThrow('Failed to fetch API');
  });

  it('has no form for an id that no list and no page carries', async () => {
    answers.set('Forms', () => ({ gfForms: { nodes: [contactForm] } }));
    const { getForm } = await import('./forms');
    expect(await getForm(99)).toBeUndefined();
  });
});
