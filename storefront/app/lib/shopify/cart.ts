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
import type { Cart, CartBuyerIdentityInput as BuyerIdentityInput } from '../cart/types';
import type { ShopifyClient, ShopifyClientOptions } from './client';
import { CART_FRAGMENT } from './fragments';
import type {
  CartBuyerIdentityUpdateMutation,
  CartBuyerIdentityUpdateMutationVariables,
  CartCreateMutation,
  CartCreateMutationVariables,
  CartDiscountCodesUpdateMutation,
  CartDiscountCodesUpdateMutationVariables,
  CartFragmentFragment,
  CartLineAddMutation,
  CartLineInput,
  CartLineAddMutationVariables,
  CartLineRemoveMutation,
  CartLineRemoveMutationVariables,
  CartLineUpdateMutation,
  CartLineUpdateMutationVariables,
  CartQueryQuery,
  CartQueryQueryVariables,
  CountryCode,
} from './generated/storefront-api.generated';

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

interface CartUserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

/** One cart call's answer: the flattened cart (null: gone) and the mutation's own errors. */
export interface CartApiResult {
  cart: Cart | null;
  userErrors: CartUserError[];
}

/** The API's cart as the app uses it: lines as a plain list. */
export function cartFromApi(cart: CartFragmentFragment | null | undefined): Cart | null {
  return cart ? { ...cart, lines: flattenConnection(cart.lines) } : null;
}

type Payload = {
  cart?: CartFragmentFragment | null;
  userErrors: CartUserError[];
} | null;

const fromPayload = (payload: Payload): CartApiResult => ({
  cart: cartFromApi(payload?.cart),
  userErrors: payload?.userErrors ?? [],
});

type Vars<T> = Omit<T, 'country' | 'language' | 'numCartLines'>;

/** The buyer identity as the app writes it: country codes are plain strings there. */
const toApiBuyerIdentity = ({ countryCode }: BuyerIdentityInput) => ({
  // Codes come from the validated configuration; an unknown one is the API's to reject.
  countryCode: countryCode as CountryCode,
});

/** The cart calls over the one Storefront API client; errors of the call itself throw. */
export function createCartApi(storefront: ShopifyClient) {
  /** A cart mutation: its variables in, the flattened cart and the mutation's errors out. */
  const mutation =
    <TData, TVariables>(document: string, field: keyof TData) =>
    async (variables: Vars<TVariables>): Promise<CartApiResult> => {
      const data = await storefront.request<TData, Vars<TVariables>>(document, { variables });
      return fromPayload(data[field] as Payload);
    };
  const create = mutation<CartCreateMutation, CartCreateMutationVariables>(
    CART_CREATE_MUTATION,
    'cartCreate',
  );
  const buyerIdentityUpdate = mutation<
    CartBuyerIdentityUpdateMutation,
    CartBuyerIdentityUpdateMutationVariables
  >(CART_BUYER_IDENTITY_UPDATE_MUTATION, 'cartBuyerIdentityUpdate');

  return {
    async fetch(id: string): Promise<CartApiResult> {
      const data = await storefront.request<CartQueryQuery, Vars<CartQueryQueryVariables>>(
        CART_QUERY,
        { variables: { id } },
      );
      return { cart: cartFromApi(data.cart), userErrors: [] };
    },
    create: (input: { lines: CartLineInput[]; buyerIdentity: BuyerIdentityInput }) =>
      create({ input: { ...input, buyerIdentity: toApiBuyerIdentity(input.buyerIdentity) } }),
    linesAdd: mutation<CartLineAddMutation, CartLineAddMutationVariables>(
      CART_LINE_ADD_MUTATION,
      'cartLinesAdd',
    ),
    linesUpdate: mutation<CartLineUpdateMutation, CartLineUpdateMutationVariables>(
      CART_LINE_UPDATE_MUTATION,
      'cartLinesUpdate',
    ),
    linesRemove: mutation<CartLineRemoveMutation, CartLineRemoveMutationVariables>(
      CART_LINE_REMOVE_MUTATION,
      'cartLinesRemove',
    ),
    buyerIdentityUpdate: (variables: { cartId: string; buyerIdentity: BuyerIdentityInput }) =>
      buyerIdentityUpdate({
        cartId: variables.cartId,
        buyerIdentity: toApiBuyerIdentity(variables.buyerIdentity),
      }),
    discountCodesUpdate: mutation<
      CartDiscountCodesUpdateMutation,
      CartDiscountCodesUpdateMutationVariables
    >(CART_DISCOUNT_CODES_UPDATE_MUTATION, 'cartDiscountCodesUpdate'),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
