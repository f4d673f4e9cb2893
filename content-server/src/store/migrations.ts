import type Database from 'better-sqlite3';

/**
 * The database schema, one entry per version. `PRAGMA user_version` records how many have run, so an
 * existing database moves forward on start and a new one is built from the first step.
 */
const MIGRATIONS: string[] = [
  /* 1 */ `
  -- Posts of every type in one table, as WordPress keeps them (post_type: page, post, team_member, ...).
  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    post_type TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'publish',
    slug TEXT NOT NULL,
    uri TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    date TEXT NOT NULL,
    date_gmt TEXT NOT NULL,
    modified TEXT NOT NULL,
    modified_gmt TEXT NOT NULL,
    excerpt TEXT NOT NULL DEFAULT '',
    content TEXT NOT NULL DEFAULT '',
    author_id INTEGER,
    featured_media_id INTEGER,
    parent_id INTEGER,
    menu_order INTEGER NOT NULL DEFAULT 0,
    is_front_page INTEGER NOT NULL DEFAULT 0,
    acf TEXT NOT NULL DEFAULT '{}'
  );
  -- Keyset pagination newest first: (type, status) then date and id, so a deep cursor page is an index seek.
  CREATE INDEX posts_by_type_date ON posts (post_type, status, date DESC, id DESC);
  CREATE INDEX posts_by_type_slug ON posts (post_type, slug);

  CREATE TABLE media (
    id INTEGER PRIMARY KEY,
    file TEXT NOT NULL UNIQUE,
    alt_text TEXT NOT NULL DEFAULT '',
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    mime_type TEXT NOT NULL,
    credit TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    avatar_file TEXT
  );

  CREATE TABLE terms (
    id INTEGER PRIMARY KEY,
    taxonomy TEXT NOT NULL,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    UNIQUE (taxonomy, slug)
  );

  -- The post's date is copied here so a category list is ordered straight from this index.
  CREATE TABLE post_terms (
    term_id INTEGER NOT NULL REFERENCES terms(id),
    post_id INTEGER NOT NULL REFERENCES posts(id),
    post_date TEXT NOT NULL,
    PRIMARY KEY (term_id, post_id)
  );
  CREATE INDEX post_terms_by_date ON post_terms (term_id, post_date DESC, post_id DESC);
  CREATE INDEX post_terms_by_post ON post_terms (post_id);

  CREATE TABLE menu_items (
    id INTEGER PRIMARY KEY,
    location TEXT NOT NULL,
    parent_id INTEGER,
    position INTEGER NOT NULL,
    label TEXT NOT NULL,
    path TEXT NOT NULL,
    title TEXT,
    css_classes TEXT NOT NULL DEFAULT '[]',
    description TEXT,
    target TEXT,
    link_relationship TEXT
  );
  CREATE INDEX menu_items_by_location ON menu_items (location, parent_id, position);

  CREATE TABLE forms (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    css_class TEXT NOT NULL DEFAULT '',
    is_active INTEGER NOT NULL DEFAULT 1,
    submit_text TEXT NOT NULL,
    last_page_text TEXT NOT NULL,
    last_page_type TEXT NOT NULL,
    confirmation_message TEXT NOT NULL,
    date_created TEXT NOT NULL
  );

  CREATE TABLE form_fields (
    form_id INTEGER NOT NULL REFERENCES forms(id),
    id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    type TEXT NOT NULL,
    label TEXT NOT NULL,
    is_required INTEGER NOT NULL,
    placeholder TEXT NOT NULL DEFAULT '',
    visibility TEXT NOT NULL,
    value TEXT NOT NULL DEFAULT '',
    css_class TEXT NOT NULL DEFAULT '',
    max_length INTEGER NOT NULL DEFAULT 0,
    inputs TEXT NOT NULL DEFAULT '[]',
    choices TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (form_id, id)
  );

  CREATE TABLE form_entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id INTEGER NOT NULL REFERENCES forms(id),
    client_mutation_id TEXT,
    date_created_gmt TEXT NOT NULL,
    field_values TEXT NOT NULL
  );
  -- A retried submission with the same key finds the entry it already made.
  CREATE UNIQUE INDEX form_entries_idempotency ON form_entries (form_id, client_mutation_id)
    WHERE client_mutation_id IS NOT NULL;

  CREATE TABLE options (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  /* 2 */ `
  -- The addresses a published entry left when an editor changed its slug, as WordPress keeps '_wp_old_slug':
  -- visitors who ask for one are sent on to where the entry lives now. The id orders moves, newest last.
  CREATE TABLE post_old_uris (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    post_id INTEGER NOT NULL REFERENCES posts(id),
    uri TEXT NOT NULL,
    UNIQUE (post_id, uri)
  );
  CREATE INDEX post_old_uris_by_uri ON post_old_uris (uri, id DESC);
  `,
  /* 3 */ `
  -- The redirects editors manage, as the companion plugin keeps them (the option 'altitude_redirects'), in their
  -- order: from is a site path with its trailing slash, to a site path or an absolute http(s) URL.
  CREATE TABLE site_redirects (
    position INTEGER PRIMARY KEY,
    from_uri TEXT NOT NULL UNIQUE COLLATE NOCASE,
    to_uri TEXT NOT NULL,
    permanent INTEGER NOT NULL
  );
  `,
  /* 4 */ `
  -- Draft previews. WordPress keeps the unsaved changes of a published entry as its autosave revision; the
  -- embedded server keeps the latest one per entry, the fields it changes (NULL: unchanged). IF NOT EXISTS: a
  -- database brought forward from an older step (the tests rebuild one) may have these already.
  CREATE TABLE IF NOT EXISTS post_autosaves (
    post_id INTEGER PRIMARY KEY REFERENCES posts(id),
    title TEXT,
    content TEXT,
    excerpt TEXT,
    acf TEXT,
    modified_gmt TEXT NOT NULL
  );
  -- Application Passwords (Users → Profile in WordPress), SHA-256 of the password without its spaces. The
  -- demo's preview user, the one the site reads drafts with (lib/env.ts DEMO_PREVIEW_USER), is seeded here, so
  -- an existing database gets it too.
  CREATE TABLE IF NOT EXISTS application_passwords (
    user_login TEXT NOT NULL,
    name TEXT NOT NULL,
    password_sha256 TEXT NOT NULL,
    PRIMARY KEY (user_login, name)
  );
  INSERT OR IGNORE INTO application_passwords (user_login, name, password_sha256)
    VALUES ('site-preview', 'Site preview', 'ad01ac4f7ae52c7b1188e78ad157a8ded36d3a87ff32f83a33bd392319a4f0a8');
  `,
  /* 5 */ `
  -- Shared previews, as the companion plugin keeps them in the post meta '_altitude_preview_shares': one row per
  -- link an editor shared, until it expires (Unix seconds) or is revoked (deleted).
  CREATE TABLE IF NOT EXISTS preview_shares (
    post_id INTEGER NOT NULL REFERENCES posts(id),
    share_id TEXT NOT NULL,
    expires INTEGER NOT NULL,
    PRIMARY KEY (post_id, share_id)
  );
  `,
];

const SCHEMA_VERSION = MIGRATIONS.length;

/** Runs every migration newer than the database, each in its own transaction. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(`The content database is version ${current}, newer than this server (${SCHEMA_VERSION}).`);
  }
  for (let version = current; version < SCHEMA_VERSION; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
