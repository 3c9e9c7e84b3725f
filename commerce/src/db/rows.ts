import { createHash } from 'node:crypto';

/** What the tables keep of a secret token: its SHA-256, in hex. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Now, as Shopify writes timestamps: ISO 8601, UTC, whole seconds. */
export const timestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

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
