import * as cart from './cart';
import * as customer from './customer';
import * as product from './product';
import * as queries from './queries';
import * as sitemap from './sitemap';

/**
 * All GraphQL documents the storefront sends, by export name. Codegen and the schema
 * validation test read this list, so a new document module only needs adding here.
 */
export const documentModules = { queries, cart, customer, product, sitemap };

export const storefrontDocuments: Record<string, string> = Object.fromEntries(
  Object.values(documentModules)
    .flatMap((module) => Object.entries<unknown>(module))
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[1].trimStart().startsWith('#graphql'),
    )
    // By name: module namespaces list their exports in different orders under Vite and tsx,
    // and the generated file must not depend on which one ran codegen.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
