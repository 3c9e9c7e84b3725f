import type { CustomerAddress, CustomerOrder, CustomerProfile } from '../auth/customer';
import { orderNumericId } from '../auth/customer';
import type { ShopifyClient } from './client';
import type {
  AccountCustomerAccessTokenCreateMutation,
  AccountCustomerAccessTokenCreateMutationVariables,
  AccountCustomerAccessTokenDeleteMutation,
  AccountCustomerAccessTokenDeleteMutationVariables,
  AccountCustomerCreateMutation,
  AccountCustomerCreateMutationVariables,
  AccountCustomerQuery,
  AccountCustomerQueryVariables,
  AccountCustomerUpdateMutation,
  AccountCustomerUpdateMutationVariables,
  AccountOrderFragment,
} from './generated/storefront-api.generated';

/**
 * Password accounts through the Storefront API (Shopify's legacy customer accounts): register,
 * sign in for a customer access token, read the customer with their orders, update, sign out.
 */

/**
 * Orders listed on /account; an order's page looks through this many (the Storefront API has no
 * order-by-id for customers). Lines per order are capped so the query stays within the API's
 * complexity budget.
 */
export const ACCOUNT_ORDERS_FETCHED = 20;
export const ORDER_LOOKUP_FETCHED = 50;
const ORDER_LINES_FETCHED = 20;

const ACCOUNT_ORDER_FRAGMENT = `#graphql
  fragment AccountOrder on Order {
    id
    orderNumber
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
        originalTotalPrice {
          amount
          currencyCode
        }
        variant {
          title
          image {
            url
            altText
          }
        }
      }
    }
  }
`;

export const ACCOUNT_CUSTOMER_CREATE_MUTATION = `#graphql
  mutation AccountCustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`;

export const ACCOUNT_CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation AccountCustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`;

export const ACCOUNT_CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation AccountCustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
`;

export const ACCOUNT_CUSTOMER_QUERY = `#graphql
  query AccountCustomer($customerAccessToken: String!, $ordersFirst: Int!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      email
      phone
      defaultAddress {
        firstName
        lastName
        address1
        address2
        city
        provinceCode
        zip
        countryCodeV2
      }
      orders(first: $ordersFirst, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrder
        }
      }
    }
  }
  ${ACCOUNT_ORDER_FRAGMENT}
`;

export const ACCOUNT_CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation AccountCustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        id
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`;

export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

export type CustomerCreateResult = { ok: true } | { ok: false; errors: CustomerUserError[] };

export async function createCustomer(
  client: ShopifyClient,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<CustomerCreateResult> {
  const data = await client.request<
    AccountCustomerCreateMutation,
    AccountCustomerCreateMutationVariables
  >(ACCOUNT_CUSTOMER_CREATE_MUTATION, {
    variables: { input: { ...input, acceptsMarketing: false } },
  });
  const errors = data.customerCreate?.customerUserErrors ?? [];
  if (errors.length || !data.customerCreate?.customer) {
    return {
      ok: false,
      errors: errors.length ? errors : [{ code: null, field: null, message: '' }],
    };
  }
  return { ok: true };
}

export type AccessTokenResult =
  { ok: true; accessToken: string; expiresAt: number } | { ok: false; errors: CustomerUserError[] };

export async function createCustomerAccessToken(
  client: ShopifyClient,
  input: { email: string; password: string },
): Promise<AccessTokenResult> {
  const data = await client.request<
    AccountCustomerAccessTokenCreateMutation,
    AccountCustomerAccessTokenCreateMutationVariables
  >(ACCOUNT_CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { variables: { input } });
  const token = data.customerAccessTokenCreate?.customerAccessToken;
  if (!token) {
    return { ok: false, errors: data.customerAccessTokenCreate?.customerUserErrors ?? [] };
  }
  return { ok: true, accessToken: token.accessToken, expiresAt: Date.parse(token.expiresAt) };
}

export async function deleteCustomerAccessToken(
  client: ShopifyClient,
  customerAccessToken: string,
): Promise<void> {
  await client.request<
    AccountCustomerAccessTokenDeleteMutation,
    AccountCustomerAccessTokenDeleteMutationVariables
  >(ACCOUNT_CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, { variables: { customerAccessToken } });
}

type StorefrontCustomer = NonNullable<AccountCustomerQuery['customer']>;

function addressFrom(address: StorefrontCustomer['defaultAddress']): CustomerAddress | null {
  if (!address) return null;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    provinceCode: address.provinceCode,
    zip: address.zip,
    countryCode: address.countryCodeV2,
  };
}

function orderFrom(order: AccountOrderFragment): CustomerOrder | null {
  const id = orderNumericId(order.id);
  if (!id) return null;
  return {
    id,
    number: order.orderNumber,
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    totalPrice: order.totalPrice,
    lineItems: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variant?.title ?? null,
      quantity: line.quantity,
      image: line.variant?.image ?? null,
      totalPrice: line.originalTotalPrice,
    })),
  };
}

export interface StorefrontCustomerData {
  profile: CustomerProfile;
  orders: CustomerOrder[];
}

/** The customer behind an access token, or null when the token is unknown or expired. */
export async function getStorefrontCustomer(
  client: ShopifyClient,
  customerAccessToken: string,
  ordersFirst: number = ACCOUNT_ORDERS_FETCHED,
): Promise<StorefrontCustomerData | null> {
  const data = await client.request<AccountCustomerQuery, AccountCustomerQueryVariables>(
    ACCOUNT_CUSTOMER_QUERY,
    { variables: { customerAccessToken, ordersFirst } },
  );
  const customer = data.customer;
  if (!customer) return null;
  return {
    profile: {
      id: customer.id,
      emailAddress: customer.email ? { emailAddress: customer.email } : null,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phone ? { phoneNumber: customer.phone } : null,
      defaultAddress: addressFrom(customer.defaultAddress),
    },
    orders: customer.orders.nodes.flatMap((order) => orderFrom(order) ?? []),
  };
}

export async function updateStorefrontCustomer(
  client: ShopifyClient,
  customerAccessToken: string,
  customer: { firstName?: string; lastName?: string; phone?: string | null },
): Promise<{ ok: true } | { ok: false; errors: CustomerUserError[] }> {
  const data = await client.request<
    AccountCustomerUpdateMutation,
    AccountCustomerUpdateMutationVariables
  >(ACCOUNT_CUSTOMER_UPDATE_MUTATION, { variables: { customerAccessToken, customer } });
  const errors = data.customerUpdate?.customerUserErrors ?? [];
  return errors.length ? { ok: false, errors } : { ok: true };
}
