import {
  customerOrderFrom,
  customerProfileFrom,
  ORDER_LINES_LISTED,
  ORDERS_LISTED,
  type SignedInCustomer,
} from '../auth/customer';
import type { ShopifyClient } from './client';
import { PlatformError } from './platform-error';

/**
 * Password accounts through the Storefront API (Shopify's legacy customer accounts): register,
 * sign in for a customer access token, read the customer with their orders, update, sign out.
 */

/** An order's page looks through this many (the Storefront API has no order-by-id for customers). */
export const ORDER_LOOKUP_FETCHED = 50;

/**
 * Selected and aliased so that an order reads as the storefront's CustomerOrder (the Storefront
 * API's order has no shipping line, and its lines no selling plan).
 */
const ACCOUNT_ORDER_FRAGMENT = `#graphql
  fragment AccountOrder on Order {
    id
    number: orderNumber
    name
    processedAt
    financialStatus
    totalPrice { amount currencyCode }
    subtotal: subtotalPrice { amount currencyCode }
    totalShipping: totalShippingPrice { amount currencyCode }
    totalTax { amount currencyCode }
    lineItems(first: ${ORDER_LINES_LISTED}) {
      nodes {
        title
        quantity
        originalTotalPrice { amount currencyCode }
        discountAllocations {
          allocatedAmount { amount currencyCode }
          discountApplication { ... on DiscountCodeApplication { code } }
        }
        variant {
          title
          image { url altText }
        }
      }
    }
  }
` as const;

export const ACCOUNT_CUSTOMER_CREATE_MUTATION = `#graphql
  mutation AccountCustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer { id }
      customerUserErrors { code field message }
    }
  }
` as const;

export const ACCOUNT_CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation AccountCustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt }
    }
  }
` as const;

export const ACCOUNT_CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation AccountCustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
    }
  }
` as const;

export const ACCOUNT_CUSTOMER_QUERY = `#graphql
  query AccountCustomer($customerAccessToken: String!, $ordersFirst: Int!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      email
      phone
      defaultAddress {
        firstName lastName address1 address2 city provinceCode zip countryCode: countryCodeV2
      }
      orders(first: $ordersFirst, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrder
        }
      }
    }
  }
  ${ACCOUNT_ORDER_FRAGMENT}
` as const;

/** Just the customer's id: who a password account is, for the APIs that know them by id. */
export const ACCOUNT_CUSTOMER_ID_QUERY = `#graphql
  query AccountCustomerId($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) { id }
  }
` as const;

export const ACCOUNT_CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation AccountCustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customerUserErrors { code field message }
    }
  }
` as const;

/**
 * Registers a password customer. An address that already has a customer record (a guest order,
 * the newsletter, a passwordless sign-in) gets no account: Shopify emails it an activation link
 * instead (CUSTOMER_DISABLED), and its message says so: "We have sent an email to {email},
 * please click the link included to verify your email address." A refusal carries the
 * platform's first reason, when it gave one.
 */
export async function createCustomer(
  client: ShopifyClient,
  input: { email: string; password: string; firstName: string; lastName: string },
) {
  const data = await client.request(ACCOUNT_CUSTOMER_CREATE_MUTATION, {
    variables: { input: { ...input, acceptsMarketing: false } },
  });
  const errors = data.customerCreate?.customerUserErrors ?? [];
  const activation = errors.find((error) => error.code === 'CUSTOMER_DISABLED');
  if (activation) return { kind: 'activation-sent', message: activation.message } as const;
  if (errors.length || !data.customerCreate?.customer) {
    return { kind: 'refused', error: errors[0] } as const;
  }
  return { kind: 'created' } as const;
}

/** Shopify's THROTTLED: too many sign-ins to this email from this buyer for now. */
const isThrottled = (error: unknown) =>
  error instanceof PlatformError &&
  error.kind === 'graphql' &&
  error.errors.some((entry) => entry.extensions?.code === 'THROTTLED');

export async function createCustomerAccessToken(
  client: ShopifyClient,
  input: { email: string; password: string },
) {
  const data = await client
    .request(ACCOUNT_CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { variables: { input } })
    .catch((error: unknown) => {
      if (isThrottled(error)) return null;
      throw error;
    });
  if (!data) return { kind: 'throttled' } as const;
  const token = data.customerAccessTokenCreate?.customerAccessToken;
  if (!token) return { kind: 'refused' } as const;
  return {
    kind: 'signed-in',
    accessToken: token.accessToken,
    expiresAt: Date.parse(token.expiresAt),
  } as const;
}

export async function deleteCustomerAccessToken(
  client: ShopifyClient,
  customerAccessToken: string,
): Promise<void> {
  await client.request(ACCOUNT_CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
    variables: { customerAccessToken },
  });
}

/** The customer behind an access token, or null when the token is unknown or expired. */
export async function getStorefrontCustomer(
  client: ShopifyClient,
  customerAccessToken: string,
  ordersFirst: number = ORDERS_LISTED,
): Promise<SignedInCustomer | null> {
  const data = await client.request(ACCOUNT_CUSTOMER_QUERY, {
    variables: { customerAccessToken, ordersFirst },
  });
  const customer = data.customer;
  if (!customer) return null;
  return {
    profile: customerProfileFrom(customer),
    orders: customer.orders.nodes.flatMap((order) => {
      const lines = order.lineItems.nodes.map((line) => ({
        title: line.title,
        variantTitle: line.variant?.title ?? null,
        quantity: line.quantity,
        image: line.variant?.image ?? null,
        originalTotalPrice: line.originalTotalPrice,
        sellingPlan: null,
        discountAllocations: line.discountAllocations,
      }));
      return customerOrderFrom({ ...order, shippingLine: null }, lines) ?? [];
    }),
  };
}

/** The customer id behind an access token, or null when the token is unknown or expired. */
export async function getStorefrontCustomerId(
  client: ShopifyClient,
  customerAccessToken: string,
): Promise<string | null> {
  const data = await client.request(ACCOUNT_CUSTOMER_ID_QUERY, {
    variables: { customerAccessToken },
  });
  return data.customer?.id ?? null;
}

/** The platform's reasons for refusing the changes; none when they were made. */
export async function updateStorefrontCustomer(
  client: ShopifyClient,
  customerAccessToken: string,
  customer: { firstName?: string; lastName?: string; phone?: string | null },
): Promise<{ message: string }[]> {
  const data = await client.request(ACCOUNT_CUSTOMER_UPDATE_MUTATION, {
    variables: { customerAccessToken, customer },
  });
  return data.customerUpdate?.customerUserErrors ?? [];
}
