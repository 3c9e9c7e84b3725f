/**
 * The server-only parts of the platform boundary: the Admin API (its private token), the
 * Customer Account API (customers' tokens), password accounts and the readiness check. Browser
 * code imports from index.ts instead.
 */
export { getAdminClient, getOrderByCheckoutToken } from './admin.server';
export type { AdminClient, AdminOrder } from './admin.server';
export {
  CustomerInputError,
  sendContactMessage,
  subscribeToNewsletter,
} from './admin-customers.server';
export { CatalogueCache } from './catalogue-cache';
export {
  createCustomer,
  createCustomerAccessToken,
  deleteCustomerAccessToken,
  getStorefrontCustomer,
  getStorefrontCustomerId,
  ORDER_LOOKUP_FETCHED,
  updateStorefrontCustomer,
} from './customer';
export {
  customerAccountClient,
  getCustomerAccountCustomer,
  getCustomerAccountCustomerId,
  getCustomerAccountOrder,
  updateCustomerAccountCustomer,
} from './customer-account.server';
export {
  endPlatformSession,
  finishSignIn,
  refreshTokens,
  startSignIn,
} from './customer-account-auth.server';
export { checkStorefrontApi } from './readiness';
export { changeSubscription, getSubscription, getSubscriptions } from './subscriptions.server';
export type { SubscriptionChangeResult, SubscriptionHolder } from './subscriptions.server';
