import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, type GraphQLSchema } from 'graphql';
import { COUNTRIES } from '../checkout/regions';
import { attachResolvers, type ResolverMap } from '../graphql/resolver-map';
import type { AdminContext } from './context';

const SCHEMA_FILE = new URL('./schema.graphql', import.meta.url);

let cached: { schema: GraphQLSchema; resolvers: ResolverMap<AdminContext> } | undefined;

/** Every country the checkout ships to must be a CountryCode, or its orders could not be read. */
function checkCountryCodes(schema: GraphQLSchema): void {
  const type = schema.getType('CountryCode');
  const known = new Set(isEnumType(type) ? type.getValues().map((value) => value.name) : []);
  const missing = [...COUNTRIES.keys()].filter((code) => !known.has(code));
  if (missing.length > 0) {
    throw new Error(`Admin schema: add ${missing.join(', ')} to the CountryCode enum.`);
  }
}

/** The executable Admin API schema (SDL in schema.graphql), built once per process. */
export function buildAdminSchema(resolvers: ResolverMap<AdminContext>): GraphQLSchema {
  if (cached?.resolvers === resolvers) return cached.schema;
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  checkCountryCodes(schema);
  attachResolvers(schema, resolvers);
  cached = { schema, resolvers };
  return schema;
}
