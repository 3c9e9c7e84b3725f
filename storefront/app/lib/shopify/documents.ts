import * as queries from './queries';

/**
 * All GraphQL documents the storefront sends, by export name. Codegen and the schema
 * validation test read this list, so a new document module only needs adding here.
 */
export const storefrontDocuments: Record<string, string> = Object.fromEntries(
  Object.entries<unknown>({ ...queries }).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && entry[1].trimStart().startsWith('#graphql'),
  ),
);
