import type {
  CustomerAccountCustomerQuery,
  CustomerAccountOrderFragment,
} from '../shopify/generated/customer-account-api.generated';

/**
 * A signed-in customer and their orders as the storefront shows them, whichever sign-in family
 * they came through (Customer Account API or the Storefront API's password accounts). Shared by
 * the server (which maps both APIs to it) and the screens.
 */

/**
 * Orders listed on /account, and lines read per order: capped so each query stays within the
 * APIs' complexity budgets.
 */
export const ORDERS_LISTED = 20;
export const ORDER_LINES_LISTED = 20;

/**
 * The Customer Account API's names (`emailAddress.emailAddress`, `phoneNumber.phoneNumber`);
 * the Storefront API's customer is read into the same shape.
 */
export type CustomerProfile = Omit<CustomerAccountCustomerQuery['customer'], 'orders'>;
export type CustomerAddress = NonNullable<CustomerProfile['defaultAddress']>;

export type CustomerOrderLine = CustomerAccountOrderFragment['lineItems']['nodes'][number];

export type CustomerOrder = Omit<CustomerAccountOrderFragment, 'lineItems'> & {
  /** The numeric part of the order's gid: what /account/order/{id} carries. */
  id: string;
  lineItems: CustomerOrderLine[];
};

/** The signed-in customer and their recent orders, newest first. */
export interface SignedInCustomer {
  profile: CustomerProfile;
  orders: CustomerOrder[];
}

const ORDER_GID = /^gid:\/\/shopify\/Order\/(\d+)(?:\?.*)?$/;

/** `gid://shopify/Order/1234` → `1234`; null for anything else. */
export function orderNumericId(gid: string): string | null {
  return ORDER_GID.exec(gid)?.[1] ?? null;
}

/** A customer of either API as the storefront shows them; an empty email or phone is none. */
export function customerProfileFrom(
  customer: Omit<CustomerProfile, 'emailAddress' | 'phoneNumber'> & {
    email: string | null | undefined;
    phone: string | null | undefined;
  },
): CustomerProfile {
  return {
    id: customer.id,
    emailAddress: customer.email ? { emailAddress: customer.email } : null,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phone ? { phoneNumber: customer.phone } : null,
    defaultAddress: customer.defaultAddress,
  };
}

/** An order of either API as the storefront shows it, or null when its id is not an order's. */
export function customerOrderFrom(
  order: Omit<CustomerOrder, 'lineItems'>,
  lineItems: CustomerOrderLine[],
): CustomerOrder | null {
  const id = orderNumericId(order.id);
  return id ? { ...order, id, lineItems } : null;
}

/** The URL parameter back to a gid, or null when it is not a plain positive number. */
export function orderGid(numericId: string): string | null {
  return /^[1-9]\d{0,18}$/.test(numericId) ? `gid://shopify/Order/${numericId}` : null;
}

export function fullName(profile: Pick<CustomerProfile, 'firstName' | 'lastName'>): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
}
