import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ContentPack } from '../../content-pack/types';
import { migrate } from './migrations';
import { isEmpty, seedPack } from './seed';

/**
 * Opens (creating when missing) the content database, brings its schema up to date and seeds it from the
 * pack the first time. WAL lets readers carry on while a form entry is being written.
 */
export function openStore(dbPath: string, pack: ContentPack): Database.Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  if (isEmpty(db)) seedPack(db, pack);
  return db;
}
