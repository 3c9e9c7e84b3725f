import type {
  Cart,
  CartAttributeInput,
  CartBuyerIdentityInput,
  CartCreateInput,
  CartLineAddInput,
  CartLineUpdateInput,
} from './types';

/** The events of the cart state machine. */

type CartSetEvent = { type: 'CART_SET'; cart: Cart };

/** What a screen asks of the cart. Every edit of an existing cart needs its id. */
export type CartAction =
  | { type: 'CART_FETCH'; cartId: string }
  | { type: 'CART_CREATE'; input: CartCreateInput }
  | CartSetEvent
  | { type: 'CARTLINE_ADD'; lines: CartLineAddInput[] }
  | { type: 'CARTLINE_UPDATE'; lines: CartLineUpdateInput[] }
  | { type: 'CARTLINE_REMOVE'; lineIds: string[] }
  | { type: 'NOTE_UPDATE'; note: string }
  | { type: 'BUYER_IDENTITY_UPDATE'; buyerIdentity: CartBuyerIdentityInput }
  | { type: 'CART_ATTRIBUTES_UPDATE'; attributes: CartAttributeInput[] }
  | { type: 'DISCOUNT_CODES_UPDATE'; discountCodes: string[] };

/** Actions that go to the commerce platform (CART_SET is local). */
export type CartServerAction = Exclude<CartAction, CartSetEvent>;

/** How a server call ended. */
export type CartResultEvent =
  | { type: 'RESOLVE'; cart: Cart }
  | { type: 'ERROR'; errors: unknown }
  | { type: 'CART_COMPLETED' };

export type CartEvent = CartAction | CartResultEvent;
export type CartEventType = CartEvent['type'];

/**
 * The answer of one cart call, already flattened: `cart` absent or null means the cart is gone
 * (completed); `errors` are GraphQL or network errors; `userErrors` are the mutation's own.
 */
export interface CartResult {
  cart?: Cart | null;
  errors?: unknown;
  userErrors?: readonly unknown[] | null;
}
