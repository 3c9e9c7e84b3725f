import * as admin from './admin.server';
import * as adminCustomers from './admin-customers.server';
import * as adminSubscriptions from './admin-subscriptions.server';
import * as cart from './cart';
import * as content from './content';
import * as customer from './customer';
import * as customerAccount from './customer-account.server';
import * as customerAccountSubscriptions from './customer-account-subscriptions.server';
import * as product from './product';
import * as products from './products';
import * as sitemap from './sitemap';
import * as subscriptionChanges from './subscription-changes.server';
import * as subscriptionPlans from './subscription-plans';
import * as subscriptions from './subscriptions.server';

/**
 * Every GraphQL document the storefront sends, by platform API and export name: the exported
 * strings of the document modules that start with `#graphql`. Codegen and the schema validation
 * test read these lists, so a new document module only needs adding here.
 */
function documentsOf(...modules: Record<string, unknown>[]): Record<string, string> {
  return Object.fromEntries(
    modules
      .flatMap((module) => Object.entries(module))
      .filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].trimStart().startsWith('#graphql'),
      )
      // By name: module namespaces list their exports in different orders under Vite and tsx,
      // and the generated file must not depend on which one ran codegen.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export const platformDocuments = {
  storefront: documentsOf(
    cart,
    content,
    customer,
    product,
    products,
    sitemap,
    subscriptionPlans,
    subscriptions,
  ),
  // The subscription changes are the same mutations in both APIs that hold contracts.
  'customer-account': documentsOf(
    customerAccount,
    customerAccountSubscriptions,
    subscriptionChanges,
  ),
  admin: documentsOf(admin, adminCustomers, adminSubscriptions, subscriptionChanges),
};

export type DocumentApi = keyof typeof platformDocuments;
