import type { CartEvent, CartEventType, CartResult, CartResultEvent } from './events';
import { applyOptimisticEdit } from './optimistic';
import type { Cart } from './types';

/** The cart state machine, as a pure reducer (modelled on hydrogen-react's). */

export const CART_STATE_VALUES = [
  'uninitialized',
  'initializationError',
  'cartCompleted',
  'idle',
  'error',
  'cartFetching',
  'cartCreating',
  'cartLineAdding',
  'cartLineUpdating',
  'cartLineRemoving',
  'noteUpdating',
  'buyerIdentityUpdating',
  'cartAttributesUpdating',
  'discountCodesUpdating',
] as const;

export type CartStateValue = (typeof CART_STATE_VALUES)[number];

/**
 * `cart` is what screens show: during an edit, the optimistic cart. `lastValidCart` is the last
 * cart the server confirmed (or that was set); outside an in-progress state both are the same.
 */
interface CartMachineContext {
  cart?: Cart;
  lastValidCart?: Cart;
  errors?: unknown;
}

export interface CartMachineState {
  value: CartStateValue;
  context: CartMachineContext;
}

type Targets = Partial<Record<CartEventType, CartStateValue>>;

const INITIALIZING_EVENTS = {
  CART_FETCH: 'cartFetching',
  CART_CREATE: 'cartCreating',
  CART_SET: 'idle',
} as const satisfies Targets;

const UPDATING_EVENTS = {
  ...INITIALIZING_EVENTS,
  CARTLINE_ADD: 'cartLineAdding',
  CARTLINE_UPDATE: 'cartLineUpdating',
  CARTLINE_REMOVE: 'cartLineRemoving',
  NOTE_UPDATE: 'noteUpdating',
  BUYER_IDENTITY_UPDATE: 'buyerIdentityUpdating',
  CART_ATTRIBUTES_UPDATE: 'cartAttributesUpdating',
  DISCOUNT_CODES_UPDATE: 'discountCodesUpdating',
} as const satisfies Targets;

const inProgress = (errorTarget: CartStateValue): Targets => ({
  RESOLVE: 'idle',
  ERROR: errorTarget,
  CART_COMPLETED: 'cartCompleted',
});

/** Accepted events per state; every pair missing here is ignored. */
const TRANSITIONS: Record<CartStateValue, Targets> = {
  uninitialized: INITIALIZING_EVENTS,
  cartCompleted: INITIALIZING_EVENTS,
  initializationError: INITIALIZING_EVENTS,
  idle: UPDATING_EVENTS,
  error: UPDATING_EVENTS,
  // A failed fetch or create leaves no usable cart behind: back to square one.
  cartFetching: inProgress('initializationError'),
  cartCreating: inProgress('initializationError'),
  cartLineAdding: inProgress('error'),
  cartLineUpdating: inProgress('error'),
  cartLineRemoving: inProgress('error'),
  noteUpdating: inProgress('error'),
  buyerIdentityUpdating: inProgress('error'),
  cartAttributesUpdating: inProgress('error'),
  discountCodesUpdating: inProgress('error'),
};

export function initialState(initialCart?: Cart): CartMachineState {
  return initialCart
    ? { value: 'idle', context: { cart: initialCart, lastValidCart: initialCart } }
    : { value: 'uninitialized', context: {} };
}

function nextContext(context: CartMachineContext, event: CartEvent): CartMachineContext {
  switch (event.type) {
    case 'CART_SET':
    case 'RESOLVE':
      // A cart handed over whole or confirmed is valid: earlier errors no longer describe it.
      return { cart: event.cart, lastValidCart: event.cart };
    case 'ERROR':
      return {
        cart: context.lastValidCart,
        lastValidCart: context.lastValidCart,
        errors: event.errors,
      };
    case 'CART_COMPLETED':
      return {};
    default:
      // Entering an in-progress state: remember the confirmed cart, show the optimistic one.
      return {
        ...context,
        lastValidCart: context.cart,
        cart: applyOptimisticEdit(context.cart, event),
      };
  }
}

/** The next state; an event the state does not accept returns the very same state object. */
export function transition(state: CartMachineState, event: CartEvent): CartMachineState {
  const target = TRANSITIONS[state.value][event.type];
  if (!target) return state;
  return { value: target, context: nextContext(state.context, event) };
}

/** True while a call to the commerce platform is under way. */
export function isInProgress(value: CartStateValue): boolean {
  return 'RESOLVE' in TRANSITIONS[value];
}

/** The status screens see. */
export type CartStatus = 'uninitialized' | 'idle' | 'fetching' | 'creating' | 'updating';

export function toCartStatus(value: CartStateValue): CartStatus {
  if (value === 'cartFetching') return 'fetching';
  if (value === 'cartCreating') return 'creating';
  // Every other call under way is an edit: line add, update, remove, note, buyer identity,
  // attributes, discount codes.
  if (isInProgress(value)) return 'updating';
  // A failed fetch or create reads as no cart yet; a completed cart or a failed edit as idle.
  return value === 'uninitialized' || value === 'initializationError' ? 'uninitialized' : 'idle';
}

const hasErrors = (errors: unknown): boolean =>
  Array.isArray(errors)
    ? errors.length > 0
    : errors !== undefined && errors !== null && errors !== '';

/**
 * Errors produce ERROR, a cart produces RESOLVE, neither produces CART_COMPLETED. A mutation's
 * non-empty `userErrors` count as errors; GraphQL errors come first when there are both.
 */
export function resultToEvent(result: CartResult): CartResultEvent {
  if (hasErrors(result.errors)) return { type: 'ERROR', errors: result.errors };
  if (hasErrors(result.userErrors)) return { type: 'ERROR', errors: result.userErrors };
  if (result.cart) return { type: 'RESOLVE', cart: result.cart };
  return { type: 'CART_COMPLETED' };
}
