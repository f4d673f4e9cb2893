import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The content system the site under test reads: the embedded server, or a real WordPress (playwright.wordpress.config.ts). */
export const CMS_GRAPHQL =
  process.env.E2E_CMS_GRAPHQL || `http://127.0.0.1:${process.env.E2E_CMS_PORT || 4310}/graphql`;
export const CMS_DB = process.env.E2E_CMS_DB || '.data/e2e-cms.sqlite';

/** Asks the e2e content server directly, to compare what the site shows with what the content system holds. */
export async function cms<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(CMS_GRAPHQL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`content server: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Every address of one type, newest first, as the content system lists them. */
export async function allUris(field: string, where = ''): Promise<string[]> {
  const uris: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data: Record<
      string,
      { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { uri: string }[] }
    > = await cms(
      `query($after: String) { list: ${field}(first: 100, after: $after, where: { orderby: [{ field: DATE, order: DESC }] ${where} }) { pageInfo { hasNextPage endCursor } nodes { uri } } }`,
      { after },
    );
    const list = data.list!;
    uris.push(...list.nodes.map((node) => node.uri));
    if (!list.pageInfo.hasNextPage) return uris;
    after = list.pageInfo.endCursor;
  }
}

/** Console errors a page logs while a test looks at it (the missing site icon is the shell's business). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/favicon|icon\.(png|svg|ico)/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe on ${page.url()}`).toEqual([]);
}

/** The entries a listing page shows, by address, in order. */
export async function listedUris(page: Page): Promise<string[]> {
  return page
    .locator('#listing [data-entry-uri]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-entry-uri') ?? ''));
}
