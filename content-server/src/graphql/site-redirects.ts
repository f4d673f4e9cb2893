/**
 * The redirects editors manage, as the companion plugin keeps and checks them (wordpress/altitude-headless:
 * `altitude_clean_redirects`, `altitude_changed_redirects`, `updateSiteRedirects`): the same normalising, the same
 * refusals with the same messages, the same notice.
 */
import { GraphQLError } from 'graphql';
import type { RequestContext } from './context';

interface SiteRedirectRule {
  from: string;
  to: string;
  permanent: boolean;
}

const UNSAFE = /[\s\\\u0000-\u001f\u007f"<>]/;

/** A From as the site's path (one leading and one trailing slash, no repeats), or null: `altitude_redirect_from_path`. */
function redirectFromPath(raw: string): string | null {
  let value = raw.trim();
  if (value === '' || UNSAFE.test(value)) return null;
  if (/^https?:\/\//i.test(value)) {
    if (!URL.canParse(value)) return null;
    value = new URL(value).pathname;
  } else if (!value.startsWith('/')) {
    value = `/${value}`;
  }
  if (/[?#]/.test(value)) return null;
  const path = value.replace(/\/+/g, '/').replace(/^\/+|\/+$/g, '');
  return path === '' ? '/' : `/${path}/`;
}

/** A To: a site path (normalised, query kept) or an absolute http(s) URL as written; null otherwise. */
function redirectTo(raw: string): string | null {
  const value = raw.trim();
  if (value === '' || UNSAFE.test(value)) return null;
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) && new URL(value).hostname !== '' ? value : null;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const split = value.search(/[?#]/);
  const path = redirectFromPath(split < 0 ? value : value.slice(0, split));
  return path === null ? null : path + (split < 0 ? '' : value.slice(split));
}

/** The path of a To that is a site path (for loop checks), null for an absolute URL. */
function toPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  const split = to.search(/[?#]/);
  return redirectFromPath(split < 0 ? to : to.slice(0, split));
}

/**
 * Checks and normalises a submitted list (`altitude_clean_redirects`): rows with both addresses empty are dropped;
 * errors are keyed by row number, from 1, and a row with an error is left out.
 */
export function cleanRedirects(rows: { from?: string; to?: string; permanent?: boolean }[]): {
  redirects: SiteRedirectRule[];
  errors: Map<number, string>;
} {
  const errors = new Map<number, string>();
  const candidates: (SiteRedirectRule & { row: number })[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const number = index + 1;
    const fromRaw = (row.from ?? '').trim();
    const toRaw = (row.to ?? '').trim();
    if (fromRaw === '' && toRaw === '') return;
    if (fromRaw === '' || toRaw === '') {
      errors.set(number, fromRaw === '' ? 'From is empty.' : 'To is empty.');
      return;
    }
    const from = redirectFromPath(fromRaw);
    if (from === null) {
      errors.set(number, `From (${fromRaw}) must be a path on the site, such as /old-page/, without ? or #.`);
      return;
    }
    if (from === '/') {
      errors.set(number, 'The front page (/) cannot be redirected.');
      return;
    }
    const to = redirectTo(toRaw);
    if (to === null) {
      errors.set(
        number,
        `To (${toRaw}) must be a path on the site, such as /new-page/, or a full address starting with https://.`,
      );
      return;
    }
    if (toPath(to) === from) {
      errors.set(number, `${from} would redirect to itself.`);
      return;
    }
    const earlier = seen.get(from.toLowerCase());
    if (earlier !== undefined) {
      errors.set(number, `${from} is already redirected in row ${earlier}.`);
      return;
    }
    seen.set(from.toLowerCase(), number);
    candidates.push({ from, to, permanent: row.permanent === true, row: number });
  });
  // A visitor following the list from any From must reach an address the list does not send on.
  const next = new Map(candidates.map((redirect) => [redirect.from.toLowerCase(), toPath(redirect.to)]));
  for (const redirect of candidates) {
    let at = redirect.from.toLowerCase();
    const route = new Set([at]);
    for (let step = next.get(at); step != null; step = next.get(at)) {
      at = step.toLowerCase();
      if (route.has(at)) {
        errors.set(redirect.row, `${redirect.from} leads back to itself through other redirects.`);
        break;
      }
      route.add(at);
    }
  }
  const redirects = candidates
    .filter((redirect) => !errors.has(redirect.row))
    .map(({ from, to, permanent }) => ({ from, to, permanent }));
  return { redirects, errors: new Map([...errors].sort(([a], [b]) => a - b)) };
}

/** The From addresses whose redirect appeared, changed or went (`altitude_changed_redirects`). */
function changedRedirects(before: SiteRedirectRule[], after: SiteRedirectRule[]): string[] {
  const keyed = (list: SiteRedirectRule[]) =>
    new Map(list.map((redirect) => [redirect.from, `${redirect.permanent ? 308 : 307} ${redirect.to}`]));
  const old = keyed(before);
  const now = keyed(after);
  return [...new Set([...old.keys(), ...now.keys()])].filter((from) => old.get(from) !== now.get(from));
}

/** The stored list. */
function storedRedirects(ctx: RequestContext): SiteRedirectRule[] {
  return ctx.repo
    .siteRedirects()
    .map((row) => ({ from: row.from_uri, to: row.to_uri, permanent: row.permanent === 1 }));
}

/** The editor's redirect for an address (exact path, trailing slash and case aside), or null. */
export function editorRedirect(ctx: RequestContext, uri: string): SiteRedirectRule | null {
  const path = redirectFromPath(uri.split(/[?#]/)[0] ?? '');
  const row = path === null ? undefined : ctx.repo.siteRedirectFrom(path);
  return row ? { from: row.from_uri, to: row.to_uri, permanent: row.permanent === 1 } : null;
}

interface UpdateSiteRedirectsInput {
  clientMutationId?: string | null;
  redirects: SiteRedirectRule[];
}

/**
 * `updateSiteRedirects`, as the plugin registers it: only with the bearer token, nothing stored while any row is
 * refused, and the changed addresses announced once the list is stored.
 */
export function updateSiteRedirects({ input }: { input: UpdateSiteRedirectsInput }, ctx: RequestContext) {
  if (!ctx.authorized) throw new GraphQLError('Sorry, you are not allowed to manage redirects.');
  const { redirects, errors } = cleanRedirects(input.redirects);
  if (errors.size > 0) {
    throw new GraphQLError([...errors].map(([number, message]) => `Row ${number}: ${message}`).join(' '));
  }
  const before = storedRedirects(ctx);
  ctx.repo.replaceSiteRedirects(redirects);
  const uris = changedRedirects(before, redirects);
  if (uris.length > 0) ctx.notify?.({ kind: 'redirects', uris });
  return { clientMutationId: input.clientMutationId ?? null, redirects: storedRedirects(ctx) };
}
