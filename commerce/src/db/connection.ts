import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { runMigrations } from './migrate';
import { Database } from './sqlite-driver';

export type CommerceDatabase = Database;

/** Opens (creating if needed) the SQLite file and brings its schema up to date. */
export function openDatabase(path: string): CommerceDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // WAL + NORMAL is durable against application crashes and only risks the last
    // transactions on power loss, which is the usual trade-off for a local server.
    db.pragma('synchronous = NORMAL');
    // The seed command may write while the server runs; wait instead of failing at once.
    db.pragma('busy_timeout = 5000');
    runMigrations(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
