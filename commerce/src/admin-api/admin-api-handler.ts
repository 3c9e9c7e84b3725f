import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, type GraphQLSchema } from 'graphql';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import { createGraphQLEndpoint } from '../graphql/endpoint';
import { executableSchema } from '../graphql/schema';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import { COUNTRIES } from '../lib/regions';
import type { AdminContext } from './context';
import { customerResolvers } from './resolvers/customers';
import { orderResolvers } from './resolvers/orders';

const SCHEMA_FILE = new URL('./schema.graphql', import.meta.url);

/**
 * The Admin API schema (SDL in schema.graphql). Every country the checkout ships to must be one
 * of its CountryCodes, or that country's orders could not be read.
 */
function loadAdminSchema(): GraphQLSchema {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const type = schema.getType('CountryCode');
  const known = new Set(isEnumType(type) ? type.getValues().map((value) => value.name) : []);
  const missing = [...COUNTRIES.keys()].filter((code) => !known.has(code));
  if (missing.length > 0) {
    throw new Error(`Admin schema: add ${missing.join(', ')} to the CountryCode enum.`);
  }
  return schema;
}

type AdminApiOptions = Omit<AdminContext, 'catalogue' | 'searchReports'> & {
  catalogue: CatalogueCache;
  /** The one accepted X-Shopify-Access-Token (an app's Admin API access token). */
  accessToken: string;
};

/**
 * POST /admin/api/{version}/graphql.json: the part of Shopify's Admin API the product's own
 * server needs (orders; customers for the newsletter and contact form). Server to server only:
 * no CORS, so browsers cannot call it.
 */
export function createAdminApiHandler({ accessToken, catalogue, ...shared }: AdminApiOptions) {
  return createGraphQLEndpoint<AdminContext>({
    name: 'Admin API',
    schema: executableSchema([orderResolvers, customerResolvers], loadAdminSchema),
    contextOf(request) {
      const given = headerValue(request, 'x-shopify-access-token');
      if (given === undefined || !tokenMatches(given, accessToken)) return null;
      return { ...shared, catalogue: catalogue.current(), searchReports: [] };
    },
    unauthorized: INVALID_TOKEN_BODY,
    // Unlike the Storefront API, Shopify's Admin API reports transport errors as a bare string.
    refusal: (status, message) => ({ errors: status === 404 ? 'Not Found' : message }),
    extensionsOf: (context) =>
      context.searchReports.length > 0 ? { search: context.searchReports } : undefined,
  });
}
