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
 * Where the cart stands between calls: not loaded yet, its fetch or create failed, checked out
 * (gone), confirmed, or its last edit failed (the confirmed cart stays).
 */
export type CartPhase =
  'uninitialized' | 'initializationError' | 'cartCompleted' | 'idle' | 'error';

/** The status screens see. */
export type CartStatus = 'uninitialized' | 'idle' | 'fetching' | 'creating' | 'updating';

export interface CartQueueSnapshot {
  phase: CartPhase;
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

export interface CartActionQueueOptions {
  initialCart?: Cart;
  /** Performs one action against the commerce platform; `confirmedCart` holds the cart id. */
  run: (action: CartAction, confirmedCart: Cart | undefined) => Promise<CartResult>;
  onChange?: Listener;
  /** An action's call ended (the buyer-identity country check, the error log). */
  onSettled?: (action: CartAction, outcome: CartResultEvent) => void;
  /** An action did nothing: no cart yet, or the cart cannot take it now. */
  onIgnored?: (action: CartAction) => void;
}

export interface CartActionQueue {
  dispatch(action: CartAction): void;
  /** The same object until something changes (fit for React's useSyncExternalStore). */
  getSnapshot(): CartQueueSnapshot;
  subscribe(listener: Listener): () => void;
  /** Resolves once no action is in flight or waiting. */
  whenSettled(): Promise<void>;
}

const hasErrors = (errors: unknown): boolean =>
  Array.isArray(errors)
    ? errors.length > 0
    : errors !== undefined && errors !== null && errors !== '';

/**
 * Errors produce ERROR, a cart produces RESOLVE, neither produces CART_COMPLETED. A mutation's
 * non-empty `userErrors` count as errors; GraphQL errors come first when there are both.
 */
function resultToEvent(result: CartResult): CartResultEvent {
  if (hasErrors(result.errors)) return { type: 'ERROR', errors: result.errors };
  if (hasErrors(result.userErrors)) return { type: 'ERROR', errors: result.userErrors };
  if (result.cart) return { type: 'RESOLVE', cart: result.cart };
  return { type: 'CART_COMPLETED' };
}

function statusOf(phase: CartPhase, inFlight: CartAction | undefined): CartStatus {
  if (inFlight?.type === 'CART_FETCH') return 'fetching';
  if (inFlight?.type === 'CART_CREATE') return 'creating';
  if (inFlight) return 'updating';
  // A failed fetch or create reads as no cart yet; a completed cart or a failed edit as idle.
  return phase === 'uninitialized' || phase === 'initializationError' ? 'uninitialized' : 'idle';
}

/** Callbacks belong to screens; their failures are only logged. */
function safely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('Cart callback failed', error);
  }
}

export function createCartActionQueue(options: CartActionQueueOptions): CartActionQueue {
  let phase: CartPhase = options.initialCart ? 'idle' : 'uninitialized';
  let confirmedCart = options.initialCart;
  let errors: unknown;
  let inFlight: CartAction | undefined;
  const waiting: CartAction[] = [];
  const listeners = new Set<Listener>(options.onChange ? [options.onChange] : []);
  let settledWaiters: Array<() => void> = [];
  let snapshot = buildSnapshot();

  function buildSnapshot(): CartQueueSnapshot {
    const pending = inFlight ? [inFlight, ...waiting] : waiting;
    return {
      phase,
      cart: pending.reduce(applyOptimisticEdit, confirmedCart),
      confirmedCart,
      status: statusOf(phase, inFlight),
      errors,
      pendingActions: pending.length,
    };
  }

  function emit(): void {
    snapshot = buildSnapshot();
    // A listener may dispatch and so emit again: each reads the latest snapshot when called.
    for (const listener of [...listeners]) safely(() => listener(snapshot));
    if (snapshot.pendingActions === 0) {
      const waiters = settledWaiters;
      settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  /** Starts waiting actions until one is in flight or none is left. */
  function startNext(): void {
    while (!inFlight) {
      const action = waiting.shift();
      if (!action) return;
      const planned = planCartAction(confirmedCart, action);
      const next = planned && resolveOptimisticLineIds(planned, confirmedCart);
      // After a failed fetch or create, only another fetch or create is taken.
      const refused =
        phase === 'initializationError' &&
        next?.type !== 'CART_FETCH' &&
        next?.type !== 'CART_CREATE';
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
      const initializing = action.type === 'CART_FETCH' || action.type === 'CART_CREATE';
      phase = initializing ? 'initializationError' : 'error';
      errors = outcome.errors;
    } else {
      // A confirmed cart is valid: earlier errors no longer describe it. A completed cart is gone.
      phase = outcome.type === 'RESOLVE' ? 'idle' : 'cartCompleted';
      confirmedCart = outcome.type === 'RESOLVE' ? outcome.cart : undefined;
      errors = undefined;
    }
    inFlight = undefined;
    startNext();
    emit();
    safely(() => options.onSettled?.(action, outcome));
  }

  return {
    dispatch(action) {
      waiting.push(action);
      startNext();
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenSettled() {
      if (snapshot.pendingActions === 0) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
    },
  };
}
