import { createHash } from 'node:crypto';
import type { CommerceDatabase } from './connection';

/** What the tables keep of a secret token: its SHA-256, in hex. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A time (now by default) as Shopify writes timestamps: ISO 8601, UTC, whole seconds. */
export const timestamp = (time = new Date()) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A field's column name: camelCase to snake_case. */
export const columnName = (field: string) =>
  field.replace(/[A-Z]/g, (character) => `_${character.toLowerCase()}`);

/** A column's field name: snake_case to camelCase. */
const fieldName = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_match, character: string) => character.toUpperCase());

/**
 * A row as the rest of the server sees it: each column under its camelCase name, `*_json`
 * columns parsed (and named without the suffix), and the listed 0/1 columns as booleans. The
 * record types in records.ts name the columns of their tables this way.
 */
export function toRecord<T>(row: object, booleans: readonly string[] = []): T {
  const record: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.endsWith('_json')) record[fieldName(column.slice(0, -5))] = JSON.parse(value);
    else record[fieldName(column)] = booleans.includes(column) ? value === 1 : value;
  }
  return record as T;
}

/**
 * A record as toRecord reads it back: each defined field in its snake_case column, booleans as
 * 0/1, lists and objects as JSON in `*_json` columns. Undefined fields are left out.
 */
export function toColumns(record: object): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue;
    if (typeof value === 'boolean') row[columnName(field)] = value ? 1 : 0;
    else if (value !== null && typeof value === 'object') {
      row[`${columnName(field)}_json`] = JSON.stringify(value);
    } else row[columnName(field)] = value;
  }
  return row;
}

/** Inserts one record (its columns as toColumns writes them) and answers its rowid. */
export function insertRow(db: CommerceDatabase, table: string, record: object): number {
  const row = toColumns(record);
  const columns = Object.keys(row);
  const values = columns.map((column) => `@${column}`);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')})`;
  return Number(db.prepare(sql).run(row).lastInsertRowid);
}

/** Writes the record's defined fields (as toColumns does) to the row whose `keyColumn` is `key`. */
export function updateRow(
  db: CommerceDatabase,
  table: string,
  keyColumn: string,
  key: unknown,
  record: object,
): void {
  const row = toColumns(record);
  const assignments = Object.keys(row).map((column) => `${column} = @${column}`);
  const sql = `UPDATE ${table} SET ${assignments.join(', ')} WHERE ${keyColumn} = @key`;
  db.prepare(sql).run({ ...row, key });
}

/** An object's fields under a prefix: prefixed('shipping', { zip }) is { shippingZip }. */
export const prefixed = (prefix: string, fields: object) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [
      `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}`,
      value,
    ]),
  );
