import type { CustomerOrder, CustomerProfile } from '../auth/customer';
import type { Money } from '../money';
import { orderNumericId } from '../auth/customer';
import type { CustomerAccountClient } from './customer-account-client.server';

/**
 * Documents for the Customer Account API (passwordless customers), validated against
 * @shopify/hydrogen-react's customer-account.schema.json by customer-account.test.ts, and the
 * functions that map its answers to the storefront's customer model.
 */

export const CUSTOMER_ACCOUNT_ORDERS_FETCHED = 20;
const ORDER_LINES_FETCHED = 20;

const CUSTOMER_ACCOUNT_ORDER_FRAGMENT = `#graphql
  fragment CustomerAccountOrder on Order {
    id
    number
    name
    processedAt
    financialStatus
    totalPrice {
      amount
      currencyCode
    }
    lineItems(first: ${ORDER_LINES_FETCHED}) {
      nodes {
        title
        quantity
        variantTitle
        image {
          url
          altText
        }
        totalPrice {
          amount
          currencyCode
        }
      }
    }
  }
`;

export const CUSTOMER_ACCOUNT_CUSTOMER_QUERY = `#graphql
  query CustomerAccountCustomer($ordersFirst: Int!) {
    customer {
      id
      firstName
      lastName
      emailAddress {
        emailAddress
      }
      phoneNumber {
        phoneNumber
      }
      defaultAddress {
        firstName
        lastName
        address1
        address2
        city
        zoneCode
        zip
        territoryCode
      }
      orders(first: $ordersFirst, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerAccountOrder
        }
      }
    }
  }
  ${CUSTOMER_ACCOUNT_ORDER_FRAGMENT}
`;

export const CUSTOMER_ACCOUNT_ORDER_QUERY = `#graphql
  query CustomerAccountOrder($orderId: ID!) {
    order(id: $orderId) {
      ...CustomerAccountOrder
    }
  }
  ${CUSTOMER_ACCOUNT_ORDER_FRAGMENT}
`;

export const CUSTOMER_ACCOUNT_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      customer {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** Every Customer Account API document, for the schema validation test. */
export const customerAccountDocuments: Record<string, string> = {
  CUSTOMER_ACCOUNT_CUSTOMER_QUERY,
  CUSTOMER_ACCOUNT_ORDER_QUERY,
  CUSTOMER_ACCOUNT_UPDATE_MUTATION,
};

interface ApiOrder {
  id: string;
  number: number;
  name: string;
  processedAt: string;
  financialStatus: string | null;
  totalPrice: Money;
  lineItems: {
    nodes: {
      title: string;
      quantity: number;
      variantTitle: string | null;
      image: { url: string; altText: string | null } | null;
      totalPrice: Money | null;
    }[];
  };
}

interface ApiCustomer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  emailAddress: { emailAddress: string | null } | null;
  phoneNumber: { phoneNumber: string } | null;
  defaultAddress: {
    firstName: string | null;
    lastName: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    zoneCode: string | null;
    zip: string | null;
    territoryCode: string | null;
  } | null;
  orders: { nodes: ApiOrder[] };
}

function orderFrom(order: ApiOrder): CustomerOrder | null {
  const id = orderNumericId(order.id);
  if (!id) return null;
  return {
    id,
    number: order.number,
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    totalPrice: order.totalPrice,
    lineItems: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      image: line.image,
      totalPrice: line.totalPrice,
    })),
  };
}

export async function getCustomerAccountCustomer(
  client: CustomerAccountClient,
  ordersFirst: number = CUSTOMER_ACCOUNT_ORDERS_FETCHED,
): Promise<{ profile: CustomerProfile; orders: CustomerOrder[] }> {
  const { customer } = await client.request<{ customer: ApiCustomer }>(
    CUSTOMER_ACCOUNT_CUSTOMER_QUERY,
    { ordersFirst },
  );
  const address = customer.defaultAddress;
  const email = customer.emailAddress?.emailAddress;
  return {
    profile: {
      id: customer.id,
      emailAddress: email ? { emailAddress: email } : null,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber,
      defaultAddress: address
        ? {
            firstName: address.firstName,
            lastName: address.lastName,
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            provinceCode: address.zoneCode,
            zip: address.zip,
            countryCode: address.territoryCode,
          }
        : null,
    },
    orders: customer.orders.nodes.flatMap((order) => orderFrom(order) ?? []),
  };
}

/** The signed-in customer's order, or null when there is none by that id or it is someone else's. */
export async function getCustomerAccountOrder(
  client: CustomerAccountClient,
  orderGid: string,
): Promise<CustomerOrder | null> {
  const { order } = await client.request<{ order: ApiOrder | null }>(CUSTOMER_ACCOUNT_ORDER_QUERY, {
    orderId: orderGid,
  });
  return order ? orderFrom(order) : null;
}

export async function updateCustomerAccountCustomer(
  client: CustomerAccountClient,
  input: { firstName?: string; lastName?: string },
): Promise<{ ok: true } | { ok: false; errors: { message: string }[] }> {
  const { customerUpdate } = await client.request<{
    customerUpdate: { userErrors: { message: string }[] } | null;
  }>(CUSTOMER_ACCOUNT_UPDATE_MUTATION, { input });
  const errors = customerUpdate?.userErrors ?? [];
  return errors.length ? { ok: false, errors } : { ok: true };
}
