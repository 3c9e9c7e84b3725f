import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './sqlite-driver';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The migration files in version order. Applied migrations must never be edited: add one. */
export function loadMigrations() {
  return readdirSync(MIGRATIONS_DIR)
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) return [];
      const sql = readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8');
      return [
        {
          version: Number(match[1]),
          name: match[2] ?? file,
          sql,
          checksum: createHash('sha256').update(sql).digest('hex'),
        },
      ];
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own IMMEDIATE
 * transaction so that two processes starting together cannot apply one twice, and a failure
 * leaves the database at the previous version.
 */
export function runMigrations(db: Database): number[] {
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
  for (const migration of loadMigrations()) {
    db.transaction(() => {
      const existing = findApplied.get(migration.version);
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version} (${migration.name}) was changed after it was applied. ` +
              'Add a new migration instead, or delete the local database to start over.',
          );
        }
        return;
      }
      db.exec(migration.sql);
      recordApplied.run(
        migration.version,
        migration.name,
        migration.checksum,
        new Date().toISOString(),
      );
      applied.push(migration.version);
    }).immediate();
  }
  return applied;
}
