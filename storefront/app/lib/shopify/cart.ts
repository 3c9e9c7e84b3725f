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
 * The cart, with what the drawer shows (plan name, unit and compare-at prices).
 * Its lines take `$numCartLines`, which every cart document declares.
 */
const CART_FRAGMENT = `#graphql
  fragment CartFragment on Cart {
    id
    checkoutUrl
    totalQuantity
    discountCodes { code applicable }
    buyerIdentity { countryCode }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          totalAmount { amount currencyCode }
          amountPerQuantity { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
        }
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
            product { handle title id }
            selectedOptions { name value }
          }
        }
      }
    }
  }
`;

/**
 * The cart's Storefront API documents: hydrogen-react's, with our fragment (250 lines, in the
 * shopper's country and language). Its mutations select only `cart { ...CartFragment }`, which
 * hides why a mutation did nothing (a sold-out variant, a cart that no longer exists): Shopify
 * answers those with `userErrors` and the cart unchanged or null. So each mutation here selects
 * `userErrors` too.
 */
function withUserErrors(mutation: string): string {
  const selection = '$&\n      userErrors { field message code }';
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

/** One cart call's answer: the flattened cart (null: gone) and the mutation's own errors. */
export interface CartApiResult {
  cart: Cart | null;
  userErrors: CartUserError[];
}

/** The API's cart as the app uses it: lines as a plain list. */
export function cartFromApi(cart: CartFragmentFragment | null | undefined): Cart | null {
  return cart ? { ...cart, lines: flattenConnection(cart.lines) } : null;
}

/** A mutation's variables as the app passes them (the shopper context is the client's). */
type Vars<T> = Omit<T, 'country' | 'language' | 'numCartLines'>;

/** The cart calls over the one Storefront API client; errors of the call itself throw. */
export function createCartApi(storefront: ShopifyClient) {
  /** Every cart mutation answers `{ [field]: { cart, userErrors } }`. */
  async function mutate(document: string, field: string, variables: object) {
    type Payload = { cart?: CartFragmentFragment | null; userErrors: CartUserError[] } | null;
    const data = await storefront.request(document, { variables });
    const payload = (data as Record<string, Payload>)[field];
    return { cart: cartFromApi(payload?.cart), userErrors: payload?.userErrors ?? [] };
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
