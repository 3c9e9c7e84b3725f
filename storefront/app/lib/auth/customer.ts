import type { Money } from '../money';

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

export interface CustomerAddress {
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCode: string | null;
}

export interface CustomerProfile {
  id: string;
  /** The Customer Account API's names: `emailAddress.emailAddress`, `phoneNumber.phoneNumber`. */
  emailAddress: { emailAddress: string } | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: { phoneNumber: string } | null;
  defaultAddress: CustomerAddress | null;
}

export interface CustomerOrderLine {
  title: string;
  variantTitle: string | null;
  quantity: number;
  image: { url: string; altText: string | null } | null;
  totalPrice: Money | null;
}

export interface CustomerOrder {
  /** The numeric part of the order's gid: what /account/order/{id} carries. */
  id: string;
  number: number;
  name: string;
  processedAt: string;
  financialStatus: string | null;
  totalPrice: Money;
  lineItems: CustomerOrderLine[];
}

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
export function customerProfileFrom(customer: {
  id: string;
  email: string | null | undefined;
  firstName: string | null;
  lastName: string | null;
  phone: string | null | undefined;
  defaultAddress: CustomerAddress | null;
}): CustomerProfile {
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
  order: Omit<CustomerOrder, 'id' | 'lineItems'> & { id: string },
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
