import type Database from 'better-sqlite3';
import { gmtNow } from './site-time';
import type { FormEntryRow } from './rows';

export interface StoredEntry {
  id: number;
  formId: number;
  clientMutationId: string | null;
  dateCreatedGmt: string;
  values: Record<string, string>;
}

function toEntry(row: FormEntryRow): StoredEntry {
  return {
    id: row.id,
    formId: row.form_id,
    clientMutationId: row.client_mutation_id,
    dateCreatedGmt: row.date_created_gmt,
    values: JSON.parse(row.field_values) as Record<string, string>,
  };
}

/**
 * Stores an entry, or finds the one an earlier attempt with the same client key stored: one transaction, so
 * two retries racing each other still leave exactly one entry.
 */
export function storeEntry(
  db: Database.Database,
  formId: number,
  clientMutationId: string | null,
  values: Record<string, string>,
): { entry: StoredEntry; created: boolean } {
  return db
    .transaction(() => {
      if (clientMutationId !== null) {
        const existing = db
          .prepare('SELECT * FROM form_entries WHERE form_id = ? AND client_mutation_id = ?')
          .get(formId, clientMutationId) as FormEntryRow | undefined;
        if (existing) return { entry: toEntry(existing), created: false };
      }
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO form_entries (form_id, client_mutation_id, date_created_gmt, field_values) VALUES (?, ?, ?, ?)',
        )
        .run(formId, clientMutationId, gmtNow(), JSON.stringify(values));
      const row = db.prepare('SELECT * FROM form_entries WHERE id = ?').get(lastInsertRowid) as FormEntryRow;
      return { entry: toEntry(row), created: true };
    })
    .immediate();
}

export function listEntries(db: Database.Database, formId?: number): StoredEntry[] {
  const rows = (
    formId === undefined
      ? db.prepare('SELECT * FROM form_entries ORDER BY id').all()
      : db.prepare('SELECT * FROM form_entries WHERE form_id = ? ORDER BY id').all(formId)
  ) as FormEntryRow[];
  return rows.map(toEntry);
}
