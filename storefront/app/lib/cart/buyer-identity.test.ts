import { describe, expect, it } from 'vitest';
import {
  afterActionSettled,
  buyerIdentityUpdateFor,
  startCountrySync,
  withShopper,
} from './buyer-identity';
import type { CountrySync } from './buyer-identity';
import type { CartServerAction } from './events';
import { FakeCommerce } from '../../../test/support/fake-commerce';
import type { CartMachineState, CartStateValue } from './machine';
import { CART_STATE_VALUES } from './machine';
import { createCartActionQueue } from './queue';
import { cart, deepFreeze, merchandise } from '../../../test/support/cart-fixtures';

const canadianCart = deepFreeze(
  cart([], { totalQuantity: 0, subtotal: '0.00' }, { buyerIdentity: { countryCode: 'CA' } }),
);
const usShopper = startCountrySync({ countryCode: 'US' });

const stateWith = (value: CartStateValue, errors?: unknown): CartMachineState => ({
  value,
  context: { cart: canadianCart, lastValidCart: canadianCart, ...(errors ? { errors } : {}) },
});

describe('buyerIdentityUpdateFor', () => {
  it('updates the country when it differs and the cart is idle', () => {
    expect(buyerIdentityUpdateFor(usShopper, stateWith('idle'))).toEqual({ countryCode: 'US' });
  });

  it('sends the customer access token along', () => {
    const signedIn = startCountrySync({ countryCode: 'US', customerAccessToken: 'tok' });
    expect(buyerIdentityUpdateFor(signedIn, stateWith('idle'))).toEqual({
      countryCode: 'US',
      customerAccessToken: 'tok',
    });
  });

  it('does nothing when the countries match', () => {
    expect(
      buyerIdentityUpdateFor(startCountrySync({ countryCode: 'CA' }), stateWith('idle')),
    ).toBeUndefined();
  });

  it('acts in idle, error and completed only, and only with no errors', () => {
    const acting = CART_STATE_VALUES.filter((value) =>
      buyerIdentityUpdateFor(usShopper, stateWith(value)),
    );
    expect(acting.sort()).toEqual(['cartCompleted', 'error', 'idle']);
    for (const value of CART_STATE_VALUES) {
      expect(
        buyerIdentityUpdateFor(usShopper, stateWith(value, [{ message: 'x' }])),
      ).toBeUndefined();
    }
  });

  it('needs a cart: a completed cart has none, so nothing is sent', () => {
    expect(
      buyerIdentityUpdateFor(usShopper, { value: 'cartCompleted', context: {} }),
    ).toBeUndefined();
    expect(buyerIdentityUpdateFor(usShopper, { value: 'idle', context: {} })).toBeUndefined();
  });
});

describe('standing down when the platform keeps another country', () => {
  const update: CartServerAction = {
    type: 'BUYER_IDENTITY_UPDATE',
    buyerIdentity: { countryCode: 'US' },
  };

  it('stands down after an update answered with another country', () => {
    const after = afterActionSettled(usShopper, update, { type: 'RESOLVE', cart: canadianCart });
    expect(after.customerOverridesCountry).toBe(true);
    expect(buyerIdentityUpdateFor(after, stateWith('idle'))).toBeUndefined();
  });

  it('keeps going when the platform took the country, or the update failed, or it was another action', () => {
    const usCart = { ...canadianCart, buyerIdentity: { countryCode: 'US' } };
    expect(afterActionSettled(usShopper, update, { type: 'RESOLVE', cart: usCart })).toBe(
      usShopper,
    );
    expect(afterActionSettled(usShopper, update, { type: 'ERROR', errors: ['x'] })).toBe(usShopper);
    expect(afterActionSettled(usShopper, update, { type: 'CART_COMPLETED' })).toBe(usShopper);
    expect(
      afterActionSettled(
        usShopper,
        { type: 'NOTE_UPDATE', note: 'x' },
        { type: 'RESOLVE', cart: canadianCart },
      ),
    ).toBe(usShopper);
    expect(
      afterActionSettled(
        usShopper,
        { type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: { email: 'a@b.c' } },
        { type: 'RESOLVE', cart: canadianCart },
      ),
    ).toBe(usShopper);
  });

  it('a new country or access token re-arms it; the same shopper does not', () => {
    const stoodDown = afterActionSettled(usShopper, update, {
      type: 'RESOLVE',
      cart: canadianCart,
    });
    expect(withShopper(stoodDown, { countryCode: 'US' })).toBe(stoodDown);

    const newCountry = withShopper(stoodDown, { countryCode: 'GB' });
    expect(buyerIdentityUpdateFor(newCountry, stateWith('idle'))).toEqual({ countryCode: 'GB' });

    const signedIn = withShopper(stoodDown, { countryCode: 'US', customerAccessToken: 'tok' });
    expect(buyerIdentityUpdateFor(signedIn, stateWith('idle'))).toEqual({
      countryCode: 'US',
      customerAccessToken: 'tok',
    });
  });

  it('with the queue, a customer whose address wins causes one update, not a loop', async () => {
    const server = new FakeCommerce({
      lines: [{ merchandise: merchandise(1, '44.00'), quantity: 1, unitCents: 4400 }],
    });
    server.forcedCountry = 'CA';
    let sync: CountrySync = startCountrySync({ countryCode: 'GB', customerAccessToken: 'tok' });
    const queue = createCartActionQueue({
      initialCart: server.cart(),
      run: server.run,
      onSettled: (action, outcome) => {
        sync = afterActionSettled(sync, action, outcome);
      },
    });
    // What the provider does after each render.
    const syncCountry = (): void => {
      const update = buyerIdentityUpdateFor(sync, queue.getSnapshot().state);
      if (update) queue.dispatch({ type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: update });
    };

    for (let render = 0; render < 5; render++) {
      syncCountry();
      if (server.pendingCalls > 0) await server.respond();
    }
    expect(server.calls.map(({ action }) => action)).toEqual([
      {
        type: 'BUYER_IDENTITY_UPDATE',
        buyerIdentity: { countryCode: 'GB', customerAccessToken: 'tok' },
      },
    ]);

    // The shopper picks another country: one more attempt.
    sync = withShopper(sync, { countryCode: 'FR', customerAccessToken: 'tok' });
    for (let render = 0; render < 5; render++) {
      syncCountry();
      if (server.pendingCalls > 0) await server.respond();
    }
    expect(server.calls).toHaveLength(2);
  });
});
