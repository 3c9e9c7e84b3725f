import type { CartResultEvent, CartServerAction } from './events';
import type { CartMachineState } from './machine';
import type { CartBuyerIdentityInput } from './types';

/**
 * Keeping the cart's buyer country in step with the shopper's: when they differ
 * and the cart is idle, error or completed with no errors, the buyer identity is updated with the
 * country and customer access token.
 *
 * The spec's "skipped once after a country change" follows hydrogen-react's CartProvider: a
 * signed-in customer's address can take precedence over the requested country, and the platform
 * then answers with a cart in another country. Asking again would loop forever, so after such an
 * answer the sync stands down — until the shopper's country or access token changes, which
 * re-arms it.
 */

export interface ShopperLocale {
  countryCode: string;
  customerAccessToken?: string;
}

export interface CountrySync {
  shopper: ShopperLocale;
  /** The platform kept another country than the one asked for; do not ask again. */
  customerOverridesCountry: boolean;
}

export function startCountrySync(shopper: ShopperLocale): CountrySync {
  return { shopper, customerOverridesCountry: false };
}

/** A new country or access token re-arms the sync; otherwise the same object comes back. */
export function withShopper(sync: CountrySync, shopper: ShopperLocale): CountrySync {
  const unchanged =
    sync.shopper.countryCode === shopper.countryCode &&
    sync.shopper.customerAccessToken === shopper.customerAccessToken;
  return unchanged ? sync : startCountrySync(shopper);
}

/**
 * Fed every settled action (the queue's `onSettled`): after a buyer identity update that asked
 * for a country, did the platform keep it?
 */
export function afterActionSettled(
  sync: CountrySync,
  action: CartServerAction,
  outcome: CartResultEvent,
): CountrySync {
  if (action.type !== 'BUYER_IDENTITY_UPDATE' || outcome.type !== 'RESOLVE') return sync;
  const requested = action.buyerIdentity.countryCode;
  if (!requested) return sync;
  const overridden = outcome.cart.buyerIdentity.countryCode !== requested;
  return overridden && !sync.customerOverridesCountry
    ? { ...sync, customerOverridesCountry: true }
    : sync;
}

const SETTLED_STATES = new Set<CartMachineState['value']>(['idle', 'error', 'cartCompleted']);

/**
 * The buyer identity update to send now, or `undefined`. A cart is required as well: an update
 * needs a cart id (a completed cart has none, so there it never fires, as in hydrogen-react where
 * the machine ignores it).
 */
export function buyerIdentityUpdateFor(
  sync: CountrySync,
  state: CartMachineState,
): CartBuyerIdentityInput | undefined {
  const { cart, errors } = state.context;
  if (!SETTLED_STATES.has(state.value) || errors || !cart?.id) return undefined;
  if (sync.customerOverridesCountry) return undefined;
  if (cart.buyerIdentity.countryCode === sync.shopper.countryCode) return undefined;
  const { countryCode, customerAccessToken } = sync.shopper;
  return customerAccessToken ? { countryCode, customerAccessToken } : { countryCode };
}
