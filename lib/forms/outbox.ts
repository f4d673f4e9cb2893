import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { FieldValueInput } from './validate';

export type OutboxStatus = 'pending' | 'delivered' | 'rejected' | 'failed';

export interface OutboxEntry {
  key: string;
  formId: number;
  fieldValues: FieldValueInput[];
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
  /** Gravity Forms' field errors when it rejected the entry after it was queued. */
  fieldErrors: { id: number; message: string }[] | null;
  confirmation: string | null;
}

interface Row {
  key: string;
  form_id: number;
  field_values: string;
  status: OutboxStatus;
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  delivered_at: number | null;
  last_error: string | null;
  field_errors: string | null;
  confirmation: string | null;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submissions (
    key TEXT PRIMARY KEY,
    form_id INTEGER NOT NULL,
    field_values TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'rejected', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    delivered_at INTEGER,
    last_error TEXT,
    field_errors TEXT,
    confirmation TEXT
  );
  CREATE INDEX IF NOT EXISTS submissions_due ON submissions (status, next_attempt_at);
`;

/**
 * The durable record of every submission that passed the site's checks. A row is written (and synced)
 * before the visitor hears anything, and leaves `pending` only when WordPress accepts or refuses it.
 */
export class Outbox {
  readonly db: Database.Database;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // FULL: a row the visitor was told about survives a power cut, not only a crash.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
  }

  /** Stores a submission, held back from the worker for `holdMs` while the caller tries it at once. */
  enqueue(input: { key: string; formId: number; fieldValues: FieldValueInput[]; now: number; holdMs: number }): {
    inserted: boolean;
    entry: OutboxEntry;
  } {
    const result = this.db
      .prepare(
        `INSERT INTO submissions (key, form_id, field_values, created_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
      )
      .run(input.key, input.formId, JSON.stringify(input.fieldValues), input.now, input.now + input.holdMs);
    return { inserted: result.changes === 1, entry: this.get(input.key)! };
  }

  get(key: string): OutboxEntry | undefined {
    const row = this.db.prepare('SELECT * FROM submissions WHERE key = ?').get(key) as Row | undefined;
    return row ? toEntry(row) : undefined;
  }

  /** Pending entries that are due, leased for `leaseMs` so that two workers never send one at once. */
  claimDue(now: number, limit: number, leaseMs: number): OutboxEntry[] {
    const claim = this.db.transaction(() => {
      const rows = this.db
        .prepare(
          `SELECT * FROM submissions WHERE status = 'pending' AND next_attempt_at <= ?
           ORDER BY next_attempt_at, created_at LIMIT ?`,
        )
        .all(now, limit) as Row[];
      const lease = this.db.prepare('UPDATE submissions SET next_attempt_at = ? WHERE key = ?');
      for (const row of rows) lease.run(now + leaseMs, row.key);
      return rows;
    });
    return claim.immediate().map(toEntry);
  }

  markDelivered(key: string, now: number, confirmation: string | null) {
    this.db
      .prepare(
        `UPDATE submissions SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL,
         confirmation = ? WHERE key = ?`,
      )
      .run(now, confirmation, key);
  }

  scheduleRetry(key: string, nextAttemptAt: number, error: string) {
    this.db
      .prepare(
        `UPDATE submissions SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE key = ? AND status = 'pending'`,
      )
      .run(nextAttemptAt, error, key);
  }

  /** Hands leased rows back to the queue, due at `at`, without counting an attempt. */
  release(keys: string[], at: number) {
    const update = this.db.prepare(`UPDATE submissions SET next_attempt_at = ? WHERE key = ? AND status = 'pending'`);
    for (const key of keys) update.run(at, key);
  }

  /** WordPress refused the entry: kept with the reason, for a person to look at. */
  markRefused(key: string, status: 'rejected' | 'failed', error: string, fieldErrors: OutboxEntry['fieldErrors']) {
    this.db
      .prepare(
        `UPDATE submissions SET status = ?, attempts = attempts + 1, last_error = ?, field_errors = ? WHERE key = ?`,
      )
      .run(status, error, fieldErrors ? JSON.stringify(fieldErrors) : null, key);
  }

  /** Forgets an entry the visitor is still there to correct (WordPress refused it at once). */
  remove(key: string) {
    this.db.prepare(`DELETE FROM submissions WHERE key = ? AND status = 'pending'`).run(key);
  }

  /** Puts refused entries back in the queue, e.g. after fixing the form in WordPress. */
  requeue(keys: string[] | 'all-refused', now: number): number {
    if (keys === 'all-refused') {
      return this.db
        .prepare(
          `UPDATE submissions SET status = 'pending', next_attempt_at = ? WHERE status IN ('rejected', 'failed')`,
        )
        .run(now).changes;
    }
    const update = this.db.prepare(
      `UPDATE submissions SET status = 'pending', next_attempt_at = ? WHERE key = ? AND status IN ('rejected', 'failed')`,
    );
    return keys.reduce((total, key) => total + update.run(now, key).changes, 0);
  }

  /** Drops delivered rows older than `before`: once WordPress has the entry, the copy here is only a liability. */
  pruneDelivered(before: number): number {
    return this.db.prepare(`DELETE FROM submissions WHERE status = 'delivered' AND delivered_at < ?`).run(before)
      .changes;
  }

  counts(): Record<OutboxStatus, number> {
    const counts: Record<OutboxStatus, number> = { pending: 0, delivered: 0, rejected: 0, failed: 0 };
    const rows = this.db.prepare('SELECT status, COUNT(*) AS n FROM submissions GROUP BY status').all() as {
      status: OutboxStatus;
      n: number;
    }[];
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  list(status?: OutboxStatus, limit = 50): OutboxEntry[] {
    const rows = status
      ? this.db
          .prepare('SELECT * FROM submissions WHERE status = ? ORDER BY created_at DESC LIMIT ?')
          .all(status, limit)
      : this.db.prepare('SELECT * FROM submissions ORDER BY created_at DESC LIMIT ?').all(limit);
    return (rows as Row[]).map(toEntry);
  }

  close() {
    this.db.close();
  }
}

function toEntry(row: Row): OutboxEntry {
  return {
    key: row.key,
    formId: row.form_id,
    fieldValues: JSON.parse(row.field_values) as FieldValueInput[],
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    lastError: row.last_error,
    fieldErrors: row.field_errors ? (JSON.parse(row.field_errors) as OutboxEntry['fieldErrors']) : null,
    confirmation: row.confirmation,
  };
}

const shared = new Map<string, Outbox>();

/** One connection per database file per process. */
export function openOutbox(path: string): Outbox {
  const full = path === ':memory:' ? path : resolve(path);
  let outbox = shared.get(full);
  if (!outbox) {
    outbox = new Outbox(full);
    shared.set(full, outbox);
  }
  return outbox;
}
