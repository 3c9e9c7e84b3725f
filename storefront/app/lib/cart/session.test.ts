import { describe, expect, it, vi } from 'vitest';
import type { CartApi, CartApiResult } from '../shopify';
import { createCartSession, type CartIdStorage } from './session';
import type { Cart } from './types';
import { addInput, cart, cartLine, merchandise } from '../../../test/support/cart-fixtures';

const powder = merchandise(1, '44.00');
const saved = cart([cartLine('gid://shopify/CartLine/1', powder, 1, '44.00')], {
  totalQuantity: 1,
  subtotal: '44.00',
});

function memoryStorage(initial: string | null = null): CartIdStorage & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(cartId) {
      this.value = cartId ?? null;
    },
  };
}

function apiAnswering(answer: Partial<Record<keyof CartApi, CartApiResult>>): CartApi {
  const missing = () => Promise.reject(new Error('unexpected call'));
  return new Proxy({} as CartApi, {
    get: (_target, name: string) =>
      vi.fn(() => (name in answer ? Promise.resolve(answer[name as keyof CartApi]) : missing())),
  });
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

const openSession = (api: CartApi, storage: CartIdStorage, log = logger()) =>
  createCartSession({ storefront: undefined, countryCode: 'US', storage, api, logger: log });

/** Resolves once no cart action is in flight or waiting. */
async function whenQuiet({ queue }: ReturnType<typeof openSession>) {
  while (queue.getSnapshot().pendingActions > 0) await new Promise((done) => setTimeout(done, 0));
}

describe('createCartSession', () => {
  it('restores the saved cart by fetching it', async () => {
    const storage = memoryStorage(saved.id);
    const session = openSession(apiAnswering({ fetch: { cart: saved, userErrors: [] } }), storage);
    session.restore();
    expect(session.queue.getSnapshot().status).toBe('fetching');
    await whenQuiet(session);
    expect(session.queue.getSnapshot().cart).toEqual(saved);
    expect(storage.value).toBe(saved.id);
  });

  it('forgets a saved cart the platform no longer has (completed or unknown)', async () => {
    const storage = memoryStorage(saved.id);
    const session = openSession(apiAnswering({ fetch: { cart: null, userErrors: [] } }), storage);
    session.restore();
    await whenQuiet(session);
    expect(storage.value).toBeNull();
    expect(session.queue.getSnapshot().cart).toBeUndefined();
  });

  it('empties the cart when another tab checked it out, and follows a cart another tab saved', async () => {
    const storage = memoryStorage(saved.id);
    let notify: (cartId: string | null) => void = () => {};
    storage.subscribe = (listener) => {
      notify = listener;
      return () => (notify = () => {});
    };
    const answers: CartApiResult[] = [
      { cart: saved, userErrors: [] },
      // The other tab paid for it: the platform no longer has it as a cart.
      { cart: null, userErrors: [] },
      { cart: { ...saved, id: 'gid://shopify/Cart/other' }, userErrors: [] },
    ];
    const fetch = vi.fn(() => Promise.resolve(answers.shift()));
    const session = openSession({ fetch } as unknown as CartApi, storage);
    session.restore();
    const stop = session.followOtherTabs();
    await whenQuiet(session);
    expect(session.queue.getSnapshot().cart).toEqual(saved);

    storage.value = null;
    notify(null);
    await whenQuiet(session);
    expect(fetch).toHaveBeenLastCalledWith(saved.id);
    expect(session.queue.getSnapshot().cart).toBeUndefined();

    notify('gid://shopify/Cart/other');
    await whenQuiet(session);
    expect(fetch).toHaveBeenLastCalledWith('gid://shopify/Cart/other');
    expect(session.queue.getSnapshot().cart?.id).toBe('gid://shopify/Cart/other');

    stop();
    notify(null);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does nothing on restore without a saved cart, and saves the cart an add creates', async () => {
    const storage = memoryStorage();
    const api = apiAnswering({ create: { cart: saved, userErrors: [] } });
    const session = openSession(api, storage);
    session.restore();
    expect(session.queue.getSnapshot().status).toBe('uninitialized');
    session.queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] });
    expect(session.queue.getSnapshot().status).toBe('creating');
    await whenQuiet(session);
    expect(storage.value).toBe(saved.id);
  });

  it('warns when an action comes before there is a cart to act on', () => {
    const log = logger();
    const session = openSession(apiAnswering({}), memoryStorage(), log);
    session.queue.dispatch({ type: 'CARTLINE_REMOVE', lineIds: ['x'] });
    expect(log.warn).toHaveBeenCalledWith("The cart isn't ready yet: CARTLINE_REMOVE was ignored.");
  });

  const canadian: Cart = { ...saved, buyerIdentity: { countryCode: 'CA' } };

  /** A session for a shopper in the US restoring a cart in Canada. */
  function restoreCanadianCart(buyerIdentityUpdate?: CartApiResult) {
    const api = apiAnswering({
      fetch: { cart: canadian, userErrors: [] },
      ...(buyerIdentityUpdate ? { buyerIdentityUpdate } : {}),
    });
    const session = openSession(api, memoryStorage(saved.id));
    session.restore();
    return { api, session };
  }

  it("moves a cart in another country to the shopper's, once the queue is quiet", async () => {
    const { api, session } = restoreCanadianCart({ cart: saved, userErrors: [] });
    session.syncBuyerIdentity(); // busy: nothing yet
    expect(api.buyerIdentityUpdate).not.toHaveBeenCalled();
    await whenQuiet(session);
    session.syncBuyerIdentity();
    expect(session.queue.getSnapshot().status).toBe('updating');
    await whenQuiet(session);
    expect(session.queue.getSnapshot().cart?.buyerIdentity.countryCode).toBe('US');
    session.syncBuyerIdentity(); // in step now
    expect(session.queue.getSnapshot().pendingActions).toBe(0);
  });

  it('stands down when the platform keeps another country (a customer address wins)', async () => {
    // The platform answers the update with the cart still in Canada.
    const { session } = restoreCanadianCart({ cart: canadian, userErrors: [] });
    await whenQuiet(session);
    session.syncBuyerIdentity();
    await whenQuiet(session);
    expect(session.queue.getSnapshot().cart?.buyerIdentity.countryCode).toBe('CA');
    session.syncBuyerIdentity();
    expect(session.queue.getSnapshot().pendingActions).toBe(0);
  });

  it('does not move a cart whose last call failed', async () => {
    const { session } = restoreCanadianCart();
    await whenQuiet(session);
    session.queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] }); // refused
    await whenQuiet(session);
    session.syncBuyerIdentity();
    expect(session.queue.getSnapshot().pendingActions).toBe(0);
  });

  it('logs a failed call and keeps the last valid cart', async () => {
    const log = logger();
    const session = openSession(
      apiAnswering({ fetch: { cart: saved, userErrors: [] } }),
      memoryStorage(saved.id),
      log,
    );
    session.restore();
    await whenQuiet(session);
    // The fake answers no discount code update.
    session.queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] });
    await whenQuiet(session);
    expect(log.error).toHaveBeenCalledWith('Cart DISCOUNT_CODES_UPDATE failed', expect.any(Error));
    expect(session.queue.getSnapshot().cart).toEqual(saved);
  });
});
