import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import { createGraphQLEndpoint } from '../graphql/endpoint';
import { executableSchema } from '../graphql/schema';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import type { AdminContext } from './context';
import { customerResolvers } from './resolvers/customers';
import { orderResolvers } from './resolvers/orders';
import { loadAdminSchema } from './schema';

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
    allow: 'POST',
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
