import type { CartApi, PublicStorefrontConfig } from '../shopify';
import { readLocal, writeLocal } from '../local-storage';
import type { CountryCode } from '../shopify/generated/storefront-api.generated';
import { createCartActionQueue } from './queue';
import { lazyCartApi } from './lazy-cart-api';
import { notifyLinesAdded } from './line-adds';
import { createCartRun } from './run';

/**
 * The browser's cart session, outside React: the action queue calling the Storefront API, the
 * cart id in local storage, and the buyer country kept in step with the shopper's. CartProvider
 * keeps one per page.
 */

export interface CartIdStorage {
  get(): string | null;
  set(cartId: string | undefined): void;
  /** Calls `listener` when another tab changes the saved id (null: forgotten). */
  subscribe?(listener: (cartId: string | null) => void): () => void;
}

export function createCartSession(options: {
  storefront: PublicStorefrontConfig | undefined;
  /** The shopper's country, which new carts are created in and existing ones moved to. */
  countryCode: CountryCode;
  storage: CartIdStorage;
  logger?: Pick<Console, 'warn' | 'error'>;
  /** The cart calls; default: the Storefront API at `storefront` (tests pass a fake). */
  api?: CartApi;
}) {
  const { storefront, countryCode, storage, logger = console } = options;
  /**
   * A signed-in customer's address can take precedence over the requested country, and the
   * platform then answers with a cart in another country. Asking again would loop forever, so
   * after such an answer the country sync stands down (as hydrogen-react's CartProvider does).
   */
  let platformKeepsOtherCountry = false;

  const api = options.api ?? (storefront && lazyCartApi(storefront));
  const run = api
    ? createCartRun(api, countryCode)
    : () => Promise.reject(new Error('The storefront configuration did not reach the page'));

  let savedCartId: string | undefined;
  const queue = createCartActionQueue({
    run,
    onChange(snapshot) {
      // Saved whenever the platform confirms a (new) cart.
      const cartId = snapshot.confirmedCart?.id;
      if (cartId && cartId !== savedCartId) {
        savedCartId = cartId;
        storage.set(cartId);
      }
    },
    onSettled(action, outcome) {
      if (
        action.type === 'BUYER_IDENTITY_UPDATE' &&
        outcome.type === 'RESOLVE' &&
        outcome.cart.buyerIdentity.countryCode !== action.buyerIdentity.countryCode
      ) {
        platformKeepsOtherCountry = true;
      }
      if (outcome.type === 'ERROR') logger.error(`Cart ${action.type} failed`, outcome.errors);
      if (
        (action.type === 'CARTLINE_ADD' || action.type === 'CART_CREATE') &&
        outcome.type === 'RESOLVE'
      ) {
        notifyLinesAdded(action.lines, outcome.cart);
      }
      // A completed (or unknown) cart is gone for good: forget its id.
      if (outcome.type === 'CART_COMPLETED') {
        savedCartId = undefined;
        storage.set(undefined);
      }
    },
    onIgnored(action) {
      logger.warn(`The cart isn't ready yet: ${action.type} was ignored.`);
    },
  });

  return {
    queue,
    /** Restores the saved cart, if any (browser only). */
    restore() {
      const cartId = storage.get();
      if (cartId) queue.dispatch({ type: 'CART_FETCH', cartId });
    },
    /**
     * Follows the cart id other tabs save: a cart checked out (and so forgotten) or replaced in
     * another tab is fetched again here, so this tab never offers a paid cart. Returns the stop.
     */
    followOtherTabs() {
      return (
        storage.subscribe?.((cartId) => {
          // Forgotten elsewhere (completed there): asking for our cart again finds it completed.
          const id = cartId ?? savedCartId;
          savedCartId = cartId ?? undefined;
          if (id) queue.dispatch({ type: 'CART_FETCH', cartId: id });
        }) ?? (() => {})
      );
    },
    /**
     * Moves the cart to the shopper's country when the queue is quiet and the last call
     * succeeded (an update needs a cart id, so a completed cart is never moved).
     */
    syncBuyerIdentity() {
      const { pendingActions, errors, confirmedCart } = queue.getSnapshot();
      if (pendingActions > 0 || errors || !confirmedCart?.id || platformKeepsOtherCountry) return;
      if (confirmedCart.buyerIdentity.countryCode === countryCode) return;
      queue.dispatch({ type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: { countryCode } });
    },
  };
}

/** The cart id in the browser's local storage; without storage the cart lives for the page. */
export function localCartIdStorage(key: string): CartIdStorage {
  return {
    get: () => readLocal(key),
    set: (cartId) => writeLocal(key, cartId),
    subscribe(listener) {
      // 'storage' fires only in the other tabs of this origin, never in the one that wrote.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && event.newValue !== event.oldValue) listener(event.newValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
