import type { Cart, CartBuyerIdentityInput, CartLineAddInput, CartLineUpdateInput } from './types';

/**
 * What the cart asks of the commerce platform, one call each. Every edit of an existing cart
 * needs its id; a cart is created by adding lines when there is none.
 */
export type CartAction =
  | { type: 'CART_FETCH'; cartId: string }
  | { type: 'CART_CREATE'; lines: CartLineAddInput[] }
  | { type: 'CARTLINE_ADD'; lines: CartLineAddInput[] }
  | { type: 'CARTLINE_UPDATE'; lines: CartLineUpdateInput[] }
  | { type: 'CARTLINE_REMOVE'; lineIds: string[] }
  | { type: 'BUYER_IDENTITY_UPDATE'; buyerIdentity: CartBuyerIdentityInput }
  | { type: 'DISCOUNT_CODES_UPDATE'; discountCodes: string[] };

/** How a call ended. */
export type CartResultEvent =
  { type: 'RESOLVE'; cart: Cart } | { type: 'ERROR'; errors: unknown } | { type: 'CART_COMPLETED' };

/**
 * The answer of one cart call, already flattened: `cart` absent or null means the cart is gone
 * (completed); `userErrors` are the mutation's own. GraphQL and network errors reject the call.
 */
export interface CartResult {
  cart?: Cart | null;
  userErrors?: readonly unknown[] | null;
}
