import { describe, expect, it, vi } from 'vitest';
import type { CartApi, CartApiResult } from '../shopify';
import type { CartAction } from './events';
import { createCartRun } from './run';
import { addInput, cart, cartLine, merchandise } from '../../../test/support/cart-fixtures';

const powder = merchandise(1, '44.00', 'Bath & Ice Plunge Powder');
const existing = cart([cartLine('gid://shopify/CartLine/1', powder, 1, '44.00')], {
  totalQuantity: 1,
  subtotal: '44.00',
});
const gone: CartApiResult = {
  cart: null,
  userErrors: [
    { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
  ],
};

/** A fake API answering every call with `answer` (or per method), recording the calls. */
function fakeApi(answers: Partial<Record<keyof CartApi, CartApiResult>> = {}) {
  const fallback: CartApiResult = { cart: existing, userErrors: [] };
  const methods = [
    'fetch',
    'create',
    'linesAdd',
    'linesUpdate',
    'linesRemove',
    'buyerIdentityUpdate',
    'discountCodesUpdate',
  ] as const;
  return Object.fromEntries(
    methods.map((name) => [name, vi.fn(async () => answers[name] ?? fallback)]),
  ) as unknown as { [K in keyof CartApi]: ReturnType<typeof vi.fn> & CartApi[K] };
}

describe('createCartRun', () => {
  it("fetches by id, and creates in the shopper's country with only what the platform needs of a line", async () => {
    const api = fakeApi();
    const run = createCartRun(api, 'US');
    await run({ type: 'CART_FETCH', cartId: existing.id }, undefined);
    expect(api.fetch).toHaveBeenCalledWith(existing.id);
    const subscription = addInput(powder, 2, {
      sellingPlan: { id: 'gid://shopify/SellingPlan/1', name: 'Monthly Subscription' },
      unitPrice: { amount: '37.40', currencyCode: 'USD' },
    });
    await run({ type: 'CART_CREATE', lines: [addInput(powder, 3), subscription] }, undefined);
    expect(api.create).toHaveBeenCalledWith({
      lines: [
        { merchandiseId: powder.id, quantity: 3 },
        { merchandiseId: powder.id, quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/1' },
      ],
      buyerIdentity: { countryCode: 'US' },
    });
  });

  it('adds, updates and removes lines of the confirmed cart', async () => {
    const api = fakeApi();
    const run = createCartRun(api, 'US');
    const result = await run({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] }, existing);
    expect(api.linesAdd).toHaveBeenCalledWith({
      cartId: existing.id,
      lines: [{ merchandiseId: powder.id, quantity: 1 }],
    });
    expect(result).toEqual({ cart: existing, userErrors: [] });

    await run({ type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 4 }] }, existing);
    expect(api.linesUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      lines: [{ id: 'line-1', quantity: 4 }],
    });
    await run({ type: 'CARTLINE_REMOVE', lineIds: ['line-1'] }, existing);
    expect(api.linesRemove).toHaveBeenCalledWith({ cartId: existing.id, lines: ['line-1'] });
  });

  it('passes the other edits through with the cart id', async () => {
    const api = fakeApi();
    const run = createCartRun(api, 'US');
    await run({ type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: { countryCode: 'CA' } }, existing);
    await run({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['WELCOME15'] }, existing);
    expect(api.buyerIdentityUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      buyerIdentity: { countryCode: 'CA' },
    });
    expect(api.discountCodesUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      discountCodes: ['WELCOME15'],
    });
  });

  it('puts an add into a new cart when the old one was checked out', async () => {
    const fresh = { ...existing, id: 'gid://shopify/Cart/new' };
    const api = fakeApi({ linesAdd: gone, create: { cart: fresh, userErrors: [] } });
    const run = createCartRun(api, 'US');
    const result = await run({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] }, existing);
    expect(api.create).toHaveBeenCalledWith({
      lines: [{ merchandiseId: powder.id, quantity: 1 }],
      buyerIdentity: { countryCode: 'US' },
    });
    expect(result).toEqual({ cart: fresh, userErrors: [] });
  });

  it('reports another edit of a cart that no longer exists as a completed cart', async () => {
    const api = fakeApi({ linesUpdate: gone });
    const run = createCartRun(api, 'US');
    const result = await run(
      { type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 2 }] },
      existing,
    );
    expect(result).toEqual({ cart: null });
  });

  it('takes the cart to be gone only when every user error is about the cart id', async () => {
    const userErrors: CartApiResult['userErrors'] = [
      ...gone.userErrors,
      { field: ['lines', '0', 'quantity'], message: 'Too many', code: 'INVALID' },
    ];
    const api = fakeApi({ linesUpdate: { cart: null, userErrors } });
    const run = createCartRun(api, 'US');
    const update: CartAction = { type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 2 }] };
    expect(await run(update, existing)).toEqual({ cart: null, userErrors });
  });

  it('keeps other user errors, so the cart queue reports them', async () => {
    const userErrors: CartApiResult['userErrors'] = [
      { field: ['lines'], message: 'Not enough stock', code: 'INVALID' },
    ];
    const api = fakeApi({ linesAdd: { cart: existing, userErrors } });
    const run = createCartRun(api, 'US');
    expect(await run({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] }, existing)).toEqual({
      cart: existing,
      userErrors,
    });
  });

  it('gives each discount code that does not apply the reason the mutation warned of, and keeps it over a read', async () => {
    const rejected = { ...existing, discountCodes: [{ code: 'NOPE', applicable: false }] };
    const api = fakeApi({
      discountCodesUpdate: {
        cart: rejected,
        userErrors: [],
        warnings: [
          {
            code: 'DISCOUNT_NOT_FOUND',
            message: 'The discount code NOPE is not valid.',
            target: existing.id,
          },
        ],
      },
      fetch: { cart: rejected, userErrors: [] },
    });
    const run = createCartRun(api, 'US');
    const updated = await run({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['NOPE'] }, existing);
    expect(updated.cart?.discountCodes).toEqual([
      { code: 'NOPE', applicable: false, reason: 'DISCOUNT_NOT_FOUND' },
    ]);
    // A plain read says nothing of why: what the mutation said stands.
    const read = await run({ type: 'CART_FETCH', cartId: existing.id }, updated.cart ?? undefined);
    expect(read.cart?.discountCodes).toEqual(updated.cart?.discountCodes);
  });

  it('refuses an edit without a cart id', async () => {
    const run = createCartRun(fakeApi(), 'US');
    await expect(run({ type: 'CARTLINE_REMOVE', lineIds: ['x'] }, undefined)).rejects.toThrow(
      /needs a cart id/,
    );
  });
});
