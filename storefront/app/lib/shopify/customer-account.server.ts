import {
  customerOrderFrom,
  customerProfileFrom,
  ORDER_LINES_LISTED,
  ORDERS_LISTED,
  type CustomerOrder,
  type SignedInCustomer,
} from '../auth/customer';
import { getConfig } from '../config.server';
import { customerAccountGraphqlEndpoint } from './customer-account-auth.server';
import type { Documents } from './generated/customer-account-api.generated';
import { createGraphQLClient, type GraphQLClient } from './graphql-client';

/**
 * The Customer Account API (passwordless customers): its documents and the functions that read
 * its answers into the storefront's customer model. Server only: the customer's access token
 * never reaches the browser.
 */

export type CustomerAccountClient = GraphQLClient<Documents>;

/**
 * The API for one signed-in customer, at the endpoint the platform advertises. Like Shopify's
 * client, it sends their access token bare in Authorization (no "Bearer ").
 */
export async function customerAccountClient(accessToken: string): Promise<CustomerAccountClient> {
  return createGraphQLClient({
    api: 'customer-account',
    endpoint: await customerAccountGraphqlEndpoint(),
    headers: () => ({ authorization: accessToken }),
    timeoutMs: getConfig().upstreamTimeoutMs,
  });
}

/**
 * Selected and aliased so that an order reads as the storefront's CustomerOrder: with the
 * figures of its money rows (subtotal after discounts, shipping, tax, total) and each line
 * before discounts with its share of each code.
 */
const CUSTOMER_ACCOUNT_ORDER_FRAGMENT = `#graphql
  fragment CustomerAccountOrder on Order {
    id
    number
    name
    processedAt
    financialStatus
    totalPrice { amount currencyCode }
    subtotal { amount currencyCode }
    totalShipping { amount currencyCode }
    totalTax { amount currencyCode }
    shippingLine { title }
    lineItems(first: ${ORDER_LINES_LISTED}) {
      nodes {
        title
        variantTitle
        quantity
        image { url altText }
        originalTotalPrice: totalPriceBeforeDiscounts { amount currencyCode }
        sellingPlan { name }
        discountAllocations {
          allocatedAmount { amount currencyCode }
          discountApplication { ... on DiscountCodeApplication { code } }
        }
      }
    }
  }
` as const;

export const CUSTOMER_ACCOUNT_CUSTOMER_QUERY = `#graphql
  query CustomerAccountCustomer($ordersFirst: Int!) {
    customer {
      id
      firstName
      lastName
      emailAddress { emailAddress }
      phoneNumber { phoneNumber }
      defaultAddress {
        firstName lastName address1 address2 city provinceCode: zoneCode zip
        countryCode: territoryCode
      }
      orders(first: $ordersFirst, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerAccountOrder
        }
      }
    }
  }
  ${CUSTOMER_ACCOUNT_ORDER_FRAGMENT}
` as const;

/** Just the customer's id: who they are, for what knows them by id alone (analytics events). */
export const CUSTOMER_ACCOUNT_CUSTOMER_ID_QUERY = `#graphql
  query CustomerAccountCustomerId {
    customer { id }
  }
` as const;

export const CUSTOMER_ACCOUNT_ORDER_QUERY = `#graphql
  query CustomerAccountOrder($orderId: ID!) {
    order(id: $orderId) {
      ...CustomerAccountOrder
    }
  }
  ${CUSTOMER_ACCOUNT_ORDER_FRAGMENT}
` as const;

export const CUSTOMER_ACCOUNT_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      userErrors { code field message }
    }
  }
` as const;

export async function getCustomerAccountCustomer(
  client: CustomerAccountClient,
): Promise<SignedInCustomer> {
  const { customer } = await client.request(CUSTOMER_ACCOUNT_CUSTOMER_QUERY, {
    variables: { ordersFirst: ORDERS_LISTED },
  });
  return {
    profile: customerProfileFrom({
      ...customer,
      email: customer.emailAddress?.emailAddress,
      phone: customer.phoneNumber?.phoneNumber,
    }),
    orders: customer.orders.nodes.flatMap(
      (order) => customerOrderFrom(order, order.lineItems.nodes) ?? [],
    ),
  };
}

export async function getCustomerAccountCustomerId(client: CustomerAccountClient): Promise<string> {
  const { customer } = await client.request(CUSTOMER_ACCOUNT_CUSTOMER_ID_QUERY);
  return customer.id;
}

/** The signed-in customer's order, or null when there is none by that id or it is someone else's. */
export async function getCustomerAccountOrder(
  client: CustomerAccountClient,
  orderGid: string,
): Promise<CustomerOrder | null> {
  const { order } = await client.request(CUSTOMER_ACCOUNT_ORDER_QUERY, {
    variables: { orderId: orderGid },
  });
  return order ? customerOrderFrom(order, order.lineItems.nodes) : null;
}

/** The platform's reasons for refusing the changes; none when they were made. */
export async function updateCustomerAccountCustomer(
  client: CustomerAccountClient,
  input: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<{ message: string }[]> {
  const { customerUpdate } = await client.request(CUSTOMER_ACCOUNT_UPDATE_MUTATION, {
    variables: { input },
  });
  return customerUpdate?.userErrors ?? [];
}
