import { createHash, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { parseSearch, rankOf, searchRank } from '../graphql/search';
import type { FormFieldRow, FormRow, MediaRow, MenuItemRow, PostRow, SiteRedirectRow, TermRow, UserRow } from './rows';

type SortField = 'date' | 'modified' | 'title' | 'slug' | 'menu_order';

export interface ListRequest {
  postType: string;
  /** How many rows, in the direction of reading. */
  limit: number;
  /** Read backwards from `cursorId` (last/before) instead of forwards (first/after). */
  backwards: boolean;
  cursorId: number | null;
  sort: SortField;
  descending: boolean;
  /**
   * Term filters, all of which a post must match: each a set of term ids, any of which matches (WordPress's
   * `categoryName` and `tag` are one id each, `tagSlugIn` several). An id no term has matches nothing.
   */
  terms?: readonly (readonly number[])[];
  /** WordPress's `isSticky` filter: only the sticky posts (true) or none of them (false). */
  sticky?: boolean | null;
  /** WordPress's `name` filter: the entries with this slug. */
  slug?: string | null;
  /** WordPress's keyword search (`s`): only the entries that match it (../graphql/search.ts). */
  search?: string | null;
  /** Order a search by relevance first, as WordPress does when no order is asked for. */
  relevance?: boolean;
}

export interface ListResult {
  rows: PostRow[];
  /** One more row exists beyond the page in the reading direction. */
  more: boolean;
}

/**
 * Read access to the content tables. Statements are prepared once and reused. Media and users are only
 * written by the seeder, so their rows are kept in memory after the first read: a list page of 12 posts
 * then costs one query for the page plus one per post for its categories.
 */
export class ContentRepo {
  private readonly statements = new Map<string, Database.Statement>();
  private readonly mediaRows = new Map<number, MediaRow | undefined>();
  private readonly userRows = new Map<number, UserRow | undefined>();

  constructor(readonly db: Database.Database) {
    // An entry's rank for a search, or null when it does not match it.
    db.function('wp_search_rank', { deterministic: true }, (title, excerpt, content, search) => {
      const parsed = parseSearch(String(search));
      return parsed ? searchRank(parsed, String(title), String(excerpt), String(content)) : 0;
    });
  }

  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  post(id: number): PostRow | undefined {
    return this.stmt("SELECT * FROM posts WHERE id = ? AND status = 'publish'").get(id) as PostRow | undefined;
  }

  /** A post of any status (an editor can change an unpublished one). */
  anyPost(id: number): PostRow | undefined {
    return this.stmt('SELECT * FROM posts WHERE id = ?').get(id) as PostRow | undefined;
  }

  /**
   * What WordPress previews for an entry (`asPreview`), any status: a published entry with its latest autosave's
   * changes over it, else the entry as saved (a draft, pending or scheduled one too).
   */
  previewPost(id: number): PostRow | undefined {
    const row = this.anyPost(id);
    if (!row) return undefined;
    const autosave = this.stmt('SELECT * FROM post_autosaves WHERE post_id = ?').get(id) as
      | {
          title: string | null;
          content: string | null;
          excerpt: string | null;
          acf: string | null;
          modified_gmt: string;
        }
      | undefined;
    if (!autosave) return row;
    return {
      ...row,
      title: autosave.title ?? row.title,
      content: autosave.content ?? row.content,
      excerpt: autosave.excerpt ?? row.excerpt,
      acf: autosave.acf ?? row.acf,
      modified_gmt: autosave.modified_gmt,
    };
  }

  /** Whether a shared preview link of the post is still valid: shared, not revoked, not expired. */
  previewShareActive(postId: number, shareId: string, now = Date.now()): boolean {
    return (
      this.stmt('SELECT 1 FROM preview_shares WHERE post_id = ? AND share_id = ? AND expires > ?').get(
        postId,
        shareId,
        Math.floor(now / 1000),
      ) !== undefined
    );
  }

  /** Whether `password` (spaces ignored, as WordPress reads one) is an Application Password of `login`. */
  applicationPasswordMatches(login: string, password: string): boolean {
    const hash = createHash('sha256').update(password.replace(/\s+/g, '')).digest();
    const rows = this.stmt('SELECT password_sha256 FROM application_passwords WHERE user_login = ?').all(login) as {
      password_sha256: string;
    }[];
    return rows.some((row) => timingSafeEqual(Buffer.from(row.password_sha256, 'hex'), hash));
  }

  /** Another post of the type already at this URI, of any status. */
  uriTaken(uri: string, exceptId: number): boolean {
    return this.stmt('SELECT 1 FROM posts WHERE uri = ? AND id != ?').get(uri, exceptId) !== undefined;
  }

  hasChildren(id: number): boolean {
    return this.stmt('SELECT 1 FROM posts WHERE parent_id = ? LIMIT 1').get(id) !== undefined;
  }

  /** Writes an edit: the fields given, and when it was modified. */
  updatePost(
    id: number,
    fields: Partial<Pick<PostRow, 'title' | 'content' | 'excerpt' | 'slug' | 'uri' | 'status'>> &
      Pick<PostRow, 'modified' | 'modified_gmt'>,
  ): void {
    const columns = Object.keys(fields) as (keyof typeof fields)[];
    const assignments = columns.map((column) => `${column} = @${column}`).join(', ');
    this.db.prepare(`UPDATE posts SET ${assignments} WHERE id = @id`).run({ ...fields, id });
  }

  /**
   * Keeps the address a published entry leaves, as WordPress keeps `_wp_old_slug`. An address the entry
   * returns to is its own again, so it stops being one it left.
   */
  rememberOldUri(postId: number, oldUri: string, newUri: string): void {
    this.stmt('DELETE FROM post_old_uris WHERE post_id = ? AND uri IN (?, ?)').run(postId, oldUri, newUri);
    this.stmt('INSERT INTO post_old_uris (post_id, uri) VALUES (?, ?)').run(postId, oldUri);
  }

  /** The published entry that most recently left this address, wherever it lives now. */
  movedFrom(uri: string): PostRow | undefined {
    return this.stmt(
      "SELECT p.* FROM post_old_uris o JOIN posts p ON p.id = o.post_id WHERE o.uri = ? AND p.status = 'publish' ORDER BY o.id DESC LIMIT 1",
    ).get(uri) as PostRow | undefined;
  }

  /** Every address a published entry left, with where it lives now: the newest move from an address first. */
  movedAddresses(): { from_uri: string; to_uri: string }[] {
    return this.stmt(
      "SELECT o.uri AS from_uri, p.uri AS to_uri FROM post_old_uris o JOIN posts p ON p.id = o.post_id WHERE p.status = 'publish' ORDER BY o.id DESC",
    ).all() as { from_uri: string; to_uri: string }[];
  }

  /** The redirects editors manage, in their order. */
  siteRedirects(): SiteRedirectRow[] {
    return this.stmt('SELECT * FROM site_redirects ORDER BY position').all() as SiteRedirectRow[];
  }

  /** The editor's redirect from this site path (with its trailing slash; case aside). */
  siteRedirectFrom(uri: string): SiteRedirectRow | undefined {
    return this.stmt('SELECT * FROM site_redirects WHERE from_uri = ?').get(uri) as SiteRedirectRow | undefined;
  }

  /** Replaces the whole list (already checked: cleanRedirects). */
  replaceSiteRedirects(redirects: { from: string; to: string; permanent: boolean }[]): void {
    this.db.transaction(() => {
      this.stmt('DELETE FROM site_redirects').run();
      const insert = this.stmt(
        'INSERT INTO site_redirects (position, from_uri, to_uri, permanent) VALUES (?, ?, ?, ?)',
      );
      redirects.forEach((redirect, index) =>
        insert.run(index + 1, redirect.from, redirect.to, redirect.permanent ? 1 : 0),
      );
    })();
  }

  postOfType(type: string, id: number): PostRow | undefined {
    const row = this.post(id);
    return row?.post_type === type ? row : undefined;
  }

  postByUri(uri: string): PostRow | undefined {
    return this.stmt("SELECT * FROM posts WHERE uri = ? AND status = 'publish'").get(uri) as PostRow | undefined;
  }

  postBySlug(type: string, slug: string): PostRow | undefined {
    return this.stmt(
      "SELECT * FROM posts WHERE post_type = ? AND slug = ? AND status = 'publish' ORDER BY id LIMIT 1",
    ).get(type, slug) as PostRow | undefined;
  }

  frontPage(): PostRow | undefined {
    return this.stmt(
      "SELECT * FROM posts WHERE post_type = 'page' AND is_front_page = 1 AND status = 'publish' LIMIT 1",
    ).get() as PostRow | undefined;
  }

  /**
   * One page of a keyset-paginated list: rows strictly after (or before) the cursor row in the order
   * (sort field, id), the id breaking ties in the same direction. Returns rows in reading order.
   */
  list(request: ListRequest): ListResult {
    const { postType, limit, backwards, cursorId, sort, sticky, slug } = request;
    const terms = request.terms ?? [];
    // Reading backwards walks the same order in reverse.
    const descending = backwards ? !request.descending : request.descending;
    const direction = descending ? 'DESC' : 'ASC';
    const comparison = descending ? '<' : '>';
    // A list of one term ordered by date reads post_terms' own (term, date, post) index.
    const single = terms.length === 1 && terms[0]!.length === 1 && sort === 'date' ? terms[0]![0]! : undefined;
    const sortColumn = single !== undefined ? 'pt.post_date' : `p.${sort}`;
    const idColumn = single !== undefined ? 'pt.post_id' : 'p.id';
    const params: Record<string, unknown> = { type: postType, limit: limit + 1 };
    const from = this.listedFrom(terms, single, params);
    let keyset = '';
    if (typeof slug === 'string') {
      params.slug = slug;
      keyset += ' AND p.slug = @slug';
    }
    const search = request.search ? parseSearch(request.search) : null;
    const ranked = search !== null && request.relevance === true;
    const rank = '-wp_search_rank(p.title, p.excerpt, p.content, @search)';
    if (search) {
      params.search = request.search;
      keyset += ' AND wp_search_rank(p.title, p.excerpt, p.content, @search) IS NOT NULL';
    }
    if (sticky === true || sticky === false) {
      params.sticky = JSON.stringify(this.stickyPosts());
      keyset += ` AND p.id ${sticky ? 'IN' : 'NOT IN'} (SELECT value FROM json_each(@sticky))`;
    }
    if (cursorId !== null) {
      const cursorRow = this.post(cursorId);
      if (!cursorRow || cursorRow.post_type !== postType) return { rows: [], more: false };
      params.cursorValue = cursorRow[sort];
      params.cursorId = cursorId;
      if (ranked) {
        // Past the cursor's entry in relevance, then date and id, as WPGraphQL's search cursors read.
        params.cursorRank = -rankOf(search, cursorRow.title, cursorRow.excerpt, cursorRow.content);
        keyset += ` AND (${rank}, ${sortColumn}, ${idColumn}) ${comparison} (@cursorRank, @cursorValue, @cursorId)`;
      } else keyset += ` AND (${sortColumn}, ${idColumn}) ${comparison} (@cursorValue, @cursorId)`;
    }
    const order = `${ranked ? `${rank} ${direction}, ` : ''}${sortColumn} ${direction}, ${idColumn} ${direction}`;
    const sql = `SELECT p.* FROM ${from}${keyset} ORDER BY ${order} LIMIT @limit`;
    const rows = this.stmt(sql).all(params) as PostRow[];
    const more = rows.length > limit;
    if (more) rows.pop();
    if (backwards) rows.reverse();
    return { rows, more };
  }

  /** How many entries `list` walks through for these filters (the companion plugin's `listedCount`). */
  count(request: Pick<ListRequest, 'postType' | 'terms'>): number {
    const params: Record<string, unknown> = { type: request.postType };
    const from = this.listedFrom(request.terms ?? [], undefined, params);
    return (this.stmt(`SELECT COUNT(*) AS n FROM ${from}`).get(params) as { n: number }).n;
  }

  /** The FROM … WHERE of a list: published entries of a type, in every group of terms (any term of a group). */
  private listedFrom(
    terms: readonly (readonly number[])[],
    single: number | undefined,
    params: Record<string, unknown>,
  ) {
    if (single !== undefined) {
      params.term = single;
      return "post_terms pt JOIN posts p ON p.id = pt.post_id WHERE pt.term_id = @term AND p.post_type = @type AND p.status = 'publish'";
    }
    let from = "posts p WHERE p.post_type = @type AND p.status = 'publish'";
    terms.forEach((ids, index) => {
      const names = ids.map((id, position) => {
        params[`term${index}_${position}`] = id;
        return `@term${index}_${position}`;
      });
      from += ` AND p.id IN (SELECT post_id FROM post_terms WHERE term_id IN (${names.join(', ') || 'NULL'}))`;
    });
    return from;
  }

  media(id: number): MediaRow | undefined {
    if (!this.mediaRows.has(id))
      this.mediaRows.set(id, this.stmt('SELECT * FROM media WHERE id = ?').get(id) as MediaRow | undefined);
    return this.mediaRows.get(id);
  }

  allMedia(): MediaRow[] {
    return this.stmt('SELECT * FROM media ORDER BY id').all() as MediaRow[];
  }

  mediaByFile(file: string): MediaRow | undefined {
    return this.stmt('SELECT * FROM media WHERE file = ?').get(file) as MediaRow | undefined;
  }

  user(id: number): UserRow | undefined {
    if (!this.userRows.has(id))
      this.userRows.set(id, this.stmt('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined);
    return this.userRows.get(id);
  }

  userBySlug(slug: string): UserRow | undefined {
    return this.stmt('SELECT * FROM users WHERE slug = ?').get(slug) as UserRow | undefined;
  }

  term(id: number): TermRow | undefined {
    return this.stmt('SELECT * FROM terms WHERE id = ?').get(id) as TermRow | undefined;
  }

  termBySlug(taxonomy: string, slug: string): TermRow | undefined {
    return this.stmt('SELECT * FROM terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as TermRow | undefined;
  }

  terms(taxonomy: string): TermRow[] {
    return this.stmt('SELECT * FROM terms WHERE taxonomy = ? ORDER BY name, id').all(taxonomy) as TermRow[];
  }

  /** A post's terms of one taxonomy, by name. */
  termsOfPost(postId: number, taxonomy: string): TermRow[] {
    return this.stmt(
      'SELECT t.* FROM post_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.post_id = ? AND t.taxonomy = ? ORDER BY t.name, t.id',
    ).all(postId, taxonomy) as TermRow[];
  }

  termCount(termId: number): number {
    const row = this.stmt(
      "SELECT COUNT(*) AS n FROM post_terms pt JOIN posts p ON p.id = pt.post_id WHERE pt.term_id = ? AND p.status = 'publish'",
    ).get(termId) as { n: number };
    return row.n;
  }

  /** Menu items of a location; `parentId` undefined = all (flat, as WPGraphQL), null = top level only. */
  menuItems(location: string | null, parentId: number | null | undefined): MenuItemRow[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (location !== null) {
      where.push('location = ?');
      params.push(location);
    }
    if (parentId === null) where.push('parent_id IS NULL');
    else if (parentId !== undefined) {
      where.push('parent_id = ?');
      params.push(parentId);
    }
    const sql = `SELECT * FROM menu_items${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY location, parent_id IS NOT NULL, parent_id, position, id`;
    return this.stmt(sql).all(...params) as MenuItemRow[];
  }

  menuItem(id: number): MenuItemRow | undefined {
    return this.stmt('SELECT * FROM menu_items WHERE id = ?').get(id) as MenuItemRow | undefined;
  }

  forms(): FormRow[] {
    return this.stmt('SELECT * FROM forms ORDER BY id').all() as FormRow[];
  }

  form(id: number): FormRow | undefined {
    return this.stmt('SELECT * FROM forms WHERE id = ?').get(id) as FormRow | undefined;
  }

  formFields(formId: number): FormFieldRow[] {
    return this.stmt('SELECT * FROM form_fields WHERE form_id = ? ORDER BY position').all(formId) as FormFieldRow[];
  }

  /** A post's format (`aside`, `link`…), kept in the option `post_formats` (post id → format); standard: none. */
  postFormat(id: number): string | undefined {
    try {
      const formats: unknown = JSON.parse(this.option('post_formats') ?? '{}');
      const format =
        formats && typeof formats === 'object' ? (formats as Record<string, unknown>)[String(id)] : undefined;
      return typeof format === 'string' ? format : undefined;
    } catch {
      return undefined;
    }
  }

  /** The ids of the sticky posts, as WordPress keeps them in its option `sticky_posts`. */
  stickyPosts(): number[] {
    try {
      const ids: unknown = JSON.parse(this.option('sticky_posts') ?? '[]');
      return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  }

  option(name: string): string | undefined {
    const row = this.stmt('SELECT value FROM options WHERE name = ?').get(name) as { value: string } | undefined;
    return row?.value;
  }
}
