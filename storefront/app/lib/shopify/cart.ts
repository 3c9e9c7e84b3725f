import { flattenConnection } from '@shopify/hydrogen-react';
import {
  CartBuyerIdentityUpdate,
  CartCreate,
  CartDiscountCodesUpdate,
  CartLineAdd,
  CartLineRemove,
  CartLineUpdate,
  CartQuery,
} from '@shopify/hydrogen-react/cart-queries';
import type { Cart } from '../cart/types';
import type { ShopifyClient, ShopifyClientOptions } from './client';
import { PACK_FACTS_FRAGMENT } from './fragments';
import type {
  CartBuyerIdentityUpdateMutationVariables,
  CartCreateMutationVariables,
  CartDiscountCodesUpdateMutationVariables,
  CartFragmentFragment,
  CartLineAddMutation,
  CartLineAddMutationVariables,
  CartLineRemoveMutationVariables,
  CartLineUpdateMutationVariables,
  CartQueryQuery,
} from './generated/storefront-api.generated';

/**
 * The cart, with what the drawer shows (plan name, unit and compare-at prices) and every
 * figure its money rows are made of: the subtotal before cart-level discounts, those
 * discounts by code, tax and duties once known, the total; and each line before and after
 * its own discounts. Its lines take `$numCartLines`, which every cart document declares.
 */
const CART_FRAGMENT = `#graphql
  fragment CartFragment on Cart {
    id
    checkoutUrl
    totalQuantity
    discountCodes { code applicable }
    discountAllocations { ...CartDiscountAllocationFragment }
    buyerIdentity { countryCode }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
      totalTaxAmount { amount currencyCode }
      totalDutyAmount { amount currencyCode }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          subtotalAmount { amount currencyCode }
          totalAmount { amount currencyCode }
          amountPerQuantity { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
        }
        discountAllocations { ...CartDiscountAllocationFragment }
        sellingPlanAllocation {
          sellingPlan { id name }
        }
        merchandise {
          ... on ProductVariant {
            id
            availableForSale
            compareAtPrice { amount currencyCode }
            price { amount currencyCode }
            requiresShipping
            title
            image { id url altText width height }
            product { handle title id ...PackFacts }
            selectedOptions { name value }
          }
        }
      }
    }
  }
  fragment CartDiscountAllocationFragment on CartDiscountAllocation {
    discountedAmount { amount currencyCode }
    ... on CartCodeDiscountAllocation { code }
    ... on CartAutomaticDiscountAllocation { title }
    ... on CartCustomDiscountAllocation { title }
  }
  ${PACK_FACTS_FRAGMENT}
`;

/**
 * The cart's Storefront API documents: hydrogen-react's, with our fragment (250 lines, in the
 * shopper's country and language). Its mutations select only `cart { ...CartFragment }`, which
 * hides why a mutation did nothing (a sold-out variant, a cart that no longer exists): Shopify
 * answers those with `userErrors` and the cart unchanged or null. So each mutation here selects
 * `userErrors` too, and the `warnings` that say why a discount code does not apply.
 */
function withUserErrors(mutation: string): string {
  const selection =
    '$&\n      userErrors { field message code }\n      warnings { code message target }';
  return `#graphql\n${mutation.replace(/\.\.\.CartFragment\s*\}/, selection)}`;
}

export const CART_QUERY = `#graphql\n${CartQuery(CART_FRAGMENT)}`;
export const CART_CREATE_MUTATION = withUserErrors(CartCreate(CART_FRAGMENT));
export const CART_LINE_ADD_MUTATION = withUserErrors(CartLineAdd(CART_FRAGMENT));
export const CART_LINE_UPDATE_MUTATION = withUserErrors(CartLineUpdate(CART_FRAGMENT));
export const CART_LINE_REMOVE_MUTATION = withUserErrors(CartLineRemove(CART_FRAGMENT));
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = withUserErrors(
  CartBuyerIdentityUpdate(CART_FRAGMENT),
);
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = withUserErrors(
  CartDiscountCodesUpdate(CART_FRAGMENT),
);

/**
 * What the browser needs to call the Storefront API itself: only public values (the public
 * token is meant for browsers). The root loader sends it to the page.
 */
export type PublicStorefrontConfig = Pick<
  ShopifyClientOptions,
  'storeDomain' | 'publicAccessToken' | 'apiVersion' | 'storefrontId' | 'i18n'
>;

type CartUserError = NonNullable<CartLineAddMutation['cartLinesAdd']>['userErrors'][number];
export type CartWarning = NonNullable<CartLineAddMutation['cartLinesAdd']>['warnings'][number];

/**
 * One cart call's answer: the flattened cart (null: gone), the mutation's own errors, and its
 * warnings (why a discount code does not apply; a plain read has none).
 */
export interface CartApiResult {
  cart: Cart | null;
  userErrors: CartUserError[];
  warnings?: CartWarning[];
}

/** The API's cart as the app uses it: lines as a plain list. */
export function cartFromApi(cart: CartFragmentFragment | null | undefined): Cart | null {
  return cart ? { ...cart, lines: flattenConnection(cart.lines) } : null;
}

/** A mutation's variables as the app passes them (the shopper context is the client's). */
type Vars<T> = Omit<T, 'country' | 'language' | 'numCartLines'>;

/** The cart calls over the one Storefront API client; errors of the call itself throw. */
export function createCartApi(storefront: ShopifyClient) {
  /** Every cart mutation answers `{ [field]: { cart, userErrors, warnings } }`. */
  async function mutate(document: string, field: string, variables: object) {
    type Payload = {
      cart?: CartFragmentFragment | null;
      userErrors: CartUserError[];
      warnings?: CartWarning[];
    } | null;
    const data = await storefront.request(document, { variables });
    const payload = (data as Record<string, Payload>)[field];
    return {
      cart: cartFromApi(payload?.cart),
      userErrors: payload?.userErrors ?? [],
      warnings: payload?.warnings ?? [],
    };
  }

  return {
    async fetch(id: string): Promise<CartApiResult> {
      const data = (await storefront.request(CART_QUERY, { variables: { id } })) as CartQueryQuery;
      return { cart: cartFromApi(data.cart), userErrors: [] };
    },
    create: (input: CartCreateMutationVariables['input']) =>
      mutate(CART_CREATE_MUTATION, 'cartCreate', { input }),
    linesAdd: (variables: Vars<CartLineAddMutationVariables>) =>
      mutate(CART_LINE_ADD_MUTATION, 'cartLinesAdd', variables),
    linesUpdate: (variables: Vars<CartLineUpdateMutationVariables>) =>
      mutate(CART_LINE_UPDATE_MUTATION, 'cartLinesUpdate', variables),
    linesRemove: (variables: Vars<CartLineRemoveMutationVariables>) =>
      mutate(CART_LINE_REMOVE_MUTATION, 'cartLinesRemove', variables),
    buyerIdentityUpdate: (variables: Vars<CartBuyerIdentityUpdateMutationVariables>) =>
      mutate(CART_BUYER_IDENTITY_UPDATE_MUTATION, 'cartBuyerIdentityUpdate', variables),
    discountCodesUpdate: (variables: Vars<CartDiscountCodesUpdateMutationVariables>) =>
      mutate(CART_DISCOUNT_CODES_UPDATE_MUTATION, 'cartDiscountCodesUpdate', variables),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
