import type {
  Cart,
  CartAttributeInput,
  CartBuyerIdentityInput,
  CartCreateInput,
  CartLineAddInput,
  CartLineUpdateInput,
} from './types';

/** The events of the cart state machine. */

export type CartFetchEvent = { type: 'CART_FETCH'; cartId: string };
export type CartCreateEvent = { type: 'CART_CREATE'; input: CartCreateInput };
export type CartSetEvent = { type: 'CART_SET'; cart: Cart };
export type CartLineAddEvent = { type: 'CARTLINE_ADD'; lines: CartLineAddInput[] };
export type CartLineUpdateEvent = { type: 'CARTLINE_UPDATE'; lines: CartLineUpdateInput[] };
export type CartLineRemoveEvent = { type: 'CARTLINE_REMOVE'; lineIds: string[] };
export type NoteUpdateEvent = { type: 'NOTE_UPDATE'; note: string };
export type BuyerIdentityUpdateEvent = {
  type: 'BUYER_IDENTITY_UPDATE';
  buyerIdentity: CartBuyerIdentityInput;
};
export type CartAttributesUpdateEvent = {
  type: 'CART_ATTRIBUTES_UPDATE';
  attributes: CartAttributeInput[];
};
export type DiscountCodesUpdateEvent = { type: 'DISCOUNT_CODES_UPDATE'; discountCodes: string[] };

/** Edits of an existing cart: each needs a cart id. */
export type CartEditEvent =
  | CartLineAddEvent
  | CartLineUpdateEvent
  | CartLineRemoveEvent
  | NoteUpdateEvent
  | BuyerIdentityUpdateEvent
  | CartAttributesUpdateEvent
  | DiscountCodesUpdateEvent;

/** What a screen asks of the cart. */
export type CartAction = CartFetchEvent | CartCreateEvent | CartSetEvent | CartEditEvent;

/** Actions that go to the commerce platform (CART_SET is local). */
export type CartServerAction = Exclude<CartAction, CartSetEvent>;

/** How a server call ended. */
export type CartResultEvent =
  { type: 'RESOLVE'; cart: Cart } | { type: 'ERROR'; errors: unknown } | { type: 'CART_COMPLETED' };

export type CartEvent = CartAction | CartResultEvent;
export type CartEventType = CartEvent['type'];

// A record keyed by every event type: the compiler refuses a missing or unknown one.
const EVENT_TYPES: Record<CartEventType, true> = {
  CART_FETCH: true,
  CART_CREATE: true,
  CART_SET: true,
  CARTLINE_ADD: true,
  CARTLINE_UPDATE: true,
  CARTLINE_REMOVE: true,
  NOTE_UPDATE: true,
  BUYER_IDENTITY_UPDATE: true,
  CART_ATTRIBUTES_UPDATE: true,
  DISCOUNT_CODES_UPDATE: true,
  RESOLVE: true,
  ERROR: true,
  CART_COMPLETED: true,
};

/** Every event type, for exhaustive tables and tests. */
export const CART_EVENT_TYPES = Object.keys(EVENT_TYPES) as readonly CartEventType[];

/**
 * The answer of one cart call, already flattened: `cart` absent or null means the cart is gone
 * (completed); `errors` are GraphQL or network errors; `userErrors` are the mutation's own.
 */
export interface CartResult {
  cart?: Cart | null;
  errors?: unknown;
  userErrors?: readonly unknown[] | null;
}
