import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, type GraphQLSchema } from 'graphql';
import { COUNTRIES } from '../lib/regions';

const SCHEMA_FILE = new URL('./schema.graphql', import.meta.url);

/**
 * The Admin API schema (SDL in schema.graphql). Every country the checkout ships to must be one
 * of its CountryCodes, or that country's orders could not be read.
 */
export function loadAdminSchema(): GraphQLSchema {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const type = schema.getType('CountryCode');
  const known = new Set(isEnumType(type) ? type.getValues().map((value) => value.name) : []);
  const missing = [...COUNTRIES.keys()].filter((code) => !known.has(code));
  if (missing.length > 0) {
    throw new Error(`Admin schema: add ${missing.join(', ')} to the CountryCode enum.`);
  }
  return schema;
}
