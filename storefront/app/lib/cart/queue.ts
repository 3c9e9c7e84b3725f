import type { CartAction, CartResult, CartResultEvent } from './events';
import { applyOptimisticEdit } from './optimistic';
import { planCartAction, resolveOptimisticLineIds } from './plan';
import type { Cart } from './types';

/**
 * Runs cart actions one at a time, strictly in order, none lost.
 *
 * hydrogen-react's CartProvider drops an action sent while another is in flight (its machine
 * ignores it), so quick clicks on + lose updates. Here every action waits its turn instead:
 * - its optimistic edit shows at once, on top of the edits queued before it;
 * - when it reaches the head, it is planned against the confirmed cart (an add without a cart
 *   creates one; another edit without a cart, or after a failed fetch or create, is dropped and
 *   reported to `onIgnored`), then sent with `run`;
 * - a server answer becomes the confirmed cart and the edits still queued are re-applied on top
 *   of it (rebase);
 * - an error rolls back to the confirmed cart and drops the failed action only; later actions
 *   still run, against that cart. They were asked for after the failed one and are usually
 *   independent of it; one that did depend on it (an update of a line whose add failed) finds
 *   no such line and does nothing.
 */

/**
 * The status screens see: a call in flight, or between calls `uninitialized` (not loaded yet,
 * or its fetch or create failed) or `idle` (confirmed, checked out, or its last edit failed).
 */
export type CartStatus = 'uninitialized' | 'idle' | 'fetching' | 'creating' | 'updating';

export interface CartQueueSnapshot {
  /** What screens show: the confirmed cart with every pending edit applied in order. */
  cart: Cart | undefined;
  /** The last cart the server confirmed. */
  confirmedCart: Cart | undefined;
  status: CartStatus;
  /** The last call's errors, until a call succeeds. */
  errors: unknown;
  /** Actions in flight or waiting. */
  pendingActions: number;
}

type Listener = (snapshot: CartQueueSnapshot) => void;

interface CartActionQueueOptions {
  initialCart?: Cart;
  /** Performs one action against the commerce platform; `confirmedCart` holds the cart id. */
  run: (action: CartAction, confirmedCart: Cart | undefined) => Promise<CartResult>;
  onChange?: Listener;
  /** An action's call ended (the buyer-identity country check, the error log). */
  onSettled?: (action: CartAction, outcome: CartResultEvent) => void;
  /** An action did nothing: no cart yet, or the cart cannot take it now. */
  onIgnored?: (action: CartAction) => void;
}

/** A mutation's non-empty `userErrors` are an error; a cart resolves; neither: it completed. */
function resultToEvent({ cart, userErrors }: CartResult): CartResultEvent {
  if (userErrors?.length) return { type: 'ERROR', errors: userErrors };
  return cart ? { type: 'RESOLVE', cart } : { type: 'CART_COMPLETED' };
}

function statusOf(loaded: boolean, inFlight: CartAction | undefined): CartStatus {
  if (inFlight?.type === 'CART_FETCH') return 'fetching';
  if (inFlight?.type === 'CART_CREATE') return 'creating';
  if (inFlight) return 'updating';
  return loaded ? 'idle' : 'uninitialized';
}

/** Callbacks belong to screens; their failures are only logged. */
function safely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('Cart callback failed', error);
  }
}

export type CartActionQueue = ReturnType<typeof createCartActionQueue>;

export function createCartActionQueue(options: CartActionQueueOptions) {
  /** False until a call succeeds, and again after a failed fetch or create. */
  let loaded = options.initialCart !== undefined;
  let confirmedCart = options.initialCart;
  let errors: unknown;
  let inFlight: CartAction | undefined;
  const waiting: CartAction[] = [];
  const listeners = new Set<Listener>(options.onChange ? [options.onChange] : []);
  let snapshot = buildSnapshot();

  function buildSnapshot(): CartQueueSnapshot {
    const pending = inFlight ? [inFlight, ...waiting] : waiting;
    return {
      cart: pending.reduce(applyOptimisticEdit, confirmedCart),
      confirmedCart,
      status: statusOf(loaded, inFlight),
      errors,
      pendingActions: pending.length,
    };
  }

  function emit(): void {
    snapshot = buildSnapshot();
    // A listener may dispatch and so emit again: each reads the latest snapshot when called.
    for (const listener of [...listeners]) safely(() => listener(snapshot));
  }

  /** Starts waiting actions until one is in flight or none is left. */
  function startNext(): void {
    while (!inFlight) {
      const action = waiting.shift();
      if (!action) return;
      const planned = planCartAction(confirmedCart, action);
      const next = planned && resolveOptimisticLineIds(planned, confirmedCart);
      // Until the cart is loaded (after a failed fetch or create), only a fetch or create is taken.
      const refused = !loaded && next?.type !== 'CART_FETCH' && next?.type !== 'CART_CREATE';
      if (!next || refused) {
        safely(() => options.onIgnored?.(action));
        continue;
      }
      send(next);
    }
  }

  function send(action: CartAction): void {
    inFlight = action;
    // A thrown or rejected call is an error like any other: roll back, keep going. (The
    // executor runs at once, so the request leaves now.)
    new Promise<CartResult>((resolve) => resolve(options.run(action, confirmedCart))).then(
      (result) => settle(action, resultToEvent(result)),
      (error: unknown) => settle(action, { type: 'ERROR', errors: error }),
    );
  }

  function settle(action: CartAction, outcome: CartResultEvent): void {
    if (outcome.type === 'ERROR') {
      // A failed fetch or create leaves no usable cart behind: back to square one.
      if (action.type === 'CART_FETCH' || action.type === 'CART_CREATE') loaded = false;
      errors = outcome.errors;
    } else {
      // A confirmed cart is valid: earlier errors no longer describe it. A completed cart is gone.
      loaded = true;
      confirmedCart = outcome.type === 'RESOLVE' ? outcome.cart : undefined;
      errors = undefined;
    }
    inFlight = undefined;
    startNext();
    emit();
    safely(() => options.onSettled?.(action, outcome));
  }

  return {
    dispatch(action: CartAction): void {
      waiting.push(action);
      startNext();
      emit();
    },
    /** The same object until something changes (fit for React's useSyncExternalStore). */
    getSnapshot: (): CartQueueSnapshot => snapshot,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
