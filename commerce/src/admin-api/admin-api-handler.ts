import { readFileSync } from 'node:fs';
import { buildSchema, graphql, isEnumType, type GraphQLSchema } from 'graphql';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import { createGraphQLEndpoint } from '../graphql/endpoint';
import { executableSchema, type ResolverMap } from '../graphql/schema';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import { COUNTRIES } from '../lib/regions';
import type { AdminContext } from './context';
import { collectionResolvers } from './resolvers/collections';
import { customerResolvers } from './resolvers/customers';
import { fileResolvers } from './resolvers/files';
import { menuResolvers } from './resolvers/menus';
import { metafieldResolvers } from './resolvers/metafields';
import { metaobjectResolvers } from './resolvers/metaobjects';
import { orderResolvers } from './resolvers/orders';
import { pageResolvers } from './resolvers/pages';
import { shopResolvers } from './resolvers/shop';
import { subscriptionResolvers } from './resolvers/subscriptions';

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

/** Every resolver of the Admin API, by GraphQL type. */
const adminResolvers: [ResolverMap<AdminContext>, ...ResolverMap<AdminContext>[]] = [
  orderResolvers,
  customerResolvers,
  shopResolvers,
  pageResolvers,
  collectionResolvers,
  metafieldResolvers,
  menuResolvers,
  metaobjectResolvers,
  fileResolvers,
  subscriptionResolvers,
];

/** What every Admin API request reads and writes; the catalogue as of the request's start. */
type AdminStores = Omit<AdminContext, 'catalogue' | 'searchReports'> & {
  catalogue: CatalogueCache;
};

const contextOf = ({ catalogue, ...stores }: AdminStores): AdminContext => ({
  ...stores,
  catalogue: catalogue.current(),
  searchReports: [],
});

type AdminApiOptions = AdminStores & {
  /** The one accepted X-Shopify-Access-Token (an app's Admin API access token). */
  accessToken: string;
};

/**
 * POST /admin/api/{version}/graphql.json: the part of Shopify's Admin API the product's own
 * server and the shop's owner need (orders; customers for the newsletter and contact form;
 * pages, collections, policies, menus, metafields and metaobjects; subscription contracts and billing). Server to server only: no CORS, so
 * browsers cannot call it.
 */
export function createAdminApiHandler({ accessToken, ...stores }: AdminApiOptions) {
  return createGraphQLEndpoint<AdminContext>({
    name: 'Admin API',
    schema: executableSchema(adminResolvers, loadAdminSchema),
    contextOf(request) {
      const given = headerValue(request, 'x-shopify-access-token');
      if (given === undefined || !tokenMatches(given, accessToken)) return null;
      return contextOf(stores);
    },
    unauthorized: INVALID_TOKEN_BODY,
    // Unlike the Storefront API, Shopify's Admin API reports transport errors as a bare string.
    refusal: (status, message) => ({ errors: status === 404 ? 'Not Found' : message }),
    extensionsOf: (context) =>
      context.searchReports.length > 0 ? { search: context.searchReports } : undefined,
  });
}

/**
 * Runs an Admin API operation in this process, with the schema and resolvers the endpoint uses:
 * the owner's pages read and write the shop's content through the Admin API's own queries and
 * mutations.
 */
export function createAdminOperations(stores: AdminStores) {
  const schema = executableSchema(adminResolvers, loadAdminSchema);
  return (document: string, variables: Record<string, unknown> = {}) =>
    graphql({
      schema,
      source: document,
      contextValue: contextOf(stores),
      variableValues: variables,
    });
}

export type AdminOperations = ReturnType<typeof createAdminOperations>;
