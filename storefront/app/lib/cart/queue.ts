import type { CartAction, CartResult, CartResultEvent, CartServerAction } from './events';
import type { CartMachineState, CartStatus } from './machine';
import { initialState, resultToEvent, toCartStatus, transition } from './machine';
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
 *   creates one; another edit without a cart, or one the state does not accept, is dropped and
 *   reported to `onIgnored`), then fed to the state machine and `run`;
 * - a server answer becomes the confirmed cart and the edits still queued are re-applied on top
 *   of it (rebase);
 * - an error rolls back to the confirmed cart and drops the failed action only; later actions
 *   still run, against that cart. They were asked for after the failed one and are usually
 *   independent of it; one that did depend on it (an update of a line whose add failed) finds
 *   no such line and does nothing.
 */

export interface CartQueueSnapshot {
  /** The machine's state; its `context.cart` includes the in-flight action's edit. */
  state: CartMachineState;
  /** What screens show: the confirmed cart with every pending edit applied in order. */
  cart: Cart | undefined;
  /** The last cart the server confirmed (or that was set). */
  confirmedCart: Cart | undefined;
  status: CartStatus;
  errors: unknown;
  /** Actions in flight or waiting. */
  pendingActions: number;
}

type Listener = (snapshot: CartQueueSnapshot) => void;

export interface CartActionQueueOptions {
  initialCart?: Cart;
  /** Performs one action against the commerce platform; `confirmedCart` holds the cart id. */
  run: (action: CartServerAction, confirmedCart: Cart | undefined) => Promise<CartResult>;
  onChange?: Listener;
  /** An action's call ended (completion callbacks, the buyer-identity country check). */
  onSettled?: (action: CartServerAction, outcome: CartResultEvent) => void;
  /** An action did nothing: no cart yet, or the cart's state does not accept it. */
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

/** A waiting action as it will look: set carts replace, edits apply, fetch and create wait. */
function preview(cart: Cart | undefined, action: CartAction): Cart | undefined {
  return action.type === 'CART_SET' ? action.cart : applyOptimisticEdit(cart, action);
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
  let machine = initialState(options.initialCart);
  const waiting: CartAction[] = [];
  let inFlight: CartServerAction | undefined;
  const listeners = new Set<Listener>(options.onChange ? [options.onChange] : []);
  let settledWaiters: Array<() => void> = [];
  let snapshot = buildSnapshot();

  function buildSnapshot(): CartQueueSnapshot {
    return {
      state: machine,
      cart: waiting.reduce(preview, machine.context.cart),
      confirmedCart: machine.context.lastValidCart,
      status: toCartStatus(machine.value),
      errors: machine.context.errors,
      pendingActions: waiting.length + (inFlight ? 1 : 0),
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
      // Nothing is in flight, so the machine's cart is the confirmed one.
      const confirmedCart = machine.context.cart;
      const planned = planCartAction(confirmedCart, action);
      const event = planned && resolveOptimisticLineIds(planned, confirmedCart);
      const next = event ? transition(machine, event) : machine;
      if (!event || next === machine) {
        safely(() => options.onIgnored?.(action));
        continue;
      }
      machine = next;
      if (event.type !== 'CART_SET') send(event, confirmedCart);
    }
  }

  function send(action: CartServerAction, confirmedCart: Cart | undefined): void {
    inFlight = action;
    // A thrown or rejected call is an error like any other: roll back, keep going. (The
    // executor runs at once, so the request leaves now.)
    new Promise<CartResult>((resolve) => resolve(options.run(action, confirmedCart))).then(
      (result) => settle(action, resultToEvent(result)),
      (error: unknown) => settle(action, { type: 'ERROR', errors: error }),
    );
  }

  function settle(action: CartServerAction, outcome: CartResultEvent): void {
    machine = transition(machine, outcome);
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
