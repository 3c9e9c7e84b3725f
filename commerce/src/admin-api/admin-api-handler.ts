import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import type { ImageSources } from '../cdn/image-sources';
import type { CommerceDatabase } from '../db/connection';
import type { CustomerRepository } from '../db/customer-repository';
import type { OrderRepository } from '../db/order-repository';
import { createGraphQLEndpoint } from '../graphql/endpoint';
import { executableSchema } from '../graphql/schema';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import type { Outbox } from '../outbox/outbox';
import type { AdminContext } from './context';
import { adminResolvers } from './resolvers';
import { loadAdminSchema } from './schema';

export interface AdminApiOptions {
  db: CommerceDatabase;
  orders: OrderRepository;
  customers: CustomerRepository;
  outbox: Outbox;
  catalogue: CatalogueCache;
  imageSources: ImageSources;
  origin: string;
  /** The one accepted X-Shopify-Access-Token (an app's Admin API access token). */
  accessToken: string;
}

/**
 * POST /admin/api/{version}/graphql.json: the part of Shopify's Admin API the product's own
 * server needs (orders; customers for the newsletter and contact form). Server to server only:
 * no CORS, so browsers cannot call it.
 */
export function createAdminApiHandler(options: AdminApiOptions) {
  return createGraphQLEndpoint<AdminContext>({
    name: 'Admin API',
    schema: executableSchema(adminResolvers, loadAdminSchema),
    allow: 'POST',
    contextOf(request) {
      const given = headerValue(request, 'x-shopify-access-token');
      if (given === undefined || !tokenMatches(given, options.accessToken)) return null;
      return {
        db: options.db,
        orders: options.orders,
        customers: options.customers,
        outbox: options.outbox,
        catalogue: options.catalogue.current(),
        imageSources: options.imageSources,
        origin: options.origin,
        searchReports: [],
      };
    },
    unauthorized: INVALID_TOKEN_BODY,
    // Unlike the Storefront API, Shopify's Admin API reports transport errors as a bare string.
    refusal: (status, message) => ({ errors: status === 404 ? 'Not Found' : message }),
    extensionsOf: (context) =>
      context.searchReports.length > 0 ? { search: context.searchReports } : undefined,
  });
}
