import type BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * better-sqlite3, in the major version that works on the Node running this process:
 * - Node 22 and later (Node 24 LTS is the production runtime): version 13, built on Node-API,
 *   with prebuilt binaries in the package. Version 12 aborts on Node 24.19+ when a statement is
 *   garbage-collected (`RemoveEnvironmentCleanupHook … (env) != nullptr`, nodejs/node#65446).
 * - Node 20: version 12 (the `better-sqlite3-node20` alias), compiled at install; version 13
 *   crashes there.
 * Both have the same API, so the rest of the server imports only this module's `Database`.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const require = createRequire(import.meta.url);

export const Database = require(
  nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
) as typeof BetterSqlite3;

export type CommerceDatabase = BetterSqlite3.Database;
export const { SqliteError } = Database;

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
    cachePreparedStatements(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * `db.prepare` answers the statement it compiled before for the same SQL, so code writes its SQL
 * where it runs it. A caller that changes a statement's mode (`pluck`, `raw`) sets it every time.
 */
function cachePreparedStatements(db: CommerceDatabase): void {
  const prepare = db.prepare.bind(db);
  const statements = new LRUCache<string, BetterSqlite3.Statement>({
    max: 500,
    memoMethod: (sql) => prepare(sql),
  });
  db.prepare = ((sql: string) => statements.memo(sql)) as typeof db.prepare;
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * Applies every migration file (in version order) not yet recorded in `schema_migrations`, each
 * in its own IMMEDIATE transaction so that two processes starting together cannot apply one
 * twice, and a failure leaves the database at the previous version. Applied migrations must
 * never be edited: add one.
 */
export function runMigrations(db: CommerceDatabase): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const findApplied = db.prepare<[number], { checksum: string; name: string }>(
    'SELECT checksum, name FROM schema_migrations WHERE version = ?',
  );
  const recordApplied = db.prepare(
    'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)',
  );

  const applied: number[] = [];
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    const version = Number(match[1]);
    const name = match[2] ?? file;
    const sql = readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    db.transaction(() => {
      const existing = findApplied.get(version);
      if (existing) {
        if (existing.checksum !== checksum) {
          throw new Error(
            `Migration ${version} (${name}) was changed after it was applied. ` +
              'Add a new migration instead, or delete the local database to start over.',
          );
        }
        return;
      }
      db.exec(sql);
      recordApplied.run(version, name, checksum, new Date().toISOString());
      applied.push(version);
    }).immediate();
  }
  return applied;
}
