import { describe, expect, it } from 'vitest';
import type { CartAction } from './events';
import { addLinesOptimistically } from './optimistic';
import { planCartAction, resolveOptimisticLineIds } from './plan';
import {
  addInput,
  cart,
  cartLine,
  deepFreeze,
  merchandise,
} from '../../../test/support/cart-fixtures';

const powder = merchandise(1, '44.00');
const scoop = merchandise(2, '12.00');
const existingCart = deepFreeze(
  cart([cartLine('line-1', powder, 1, '44.00')], { totalQuantity: 1, subtotal: '44.00' }),
);

const EDITS_NEEDING_A_CART: CartAction[] = deepFreeze([
  { type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 2 }] },
  { type: 'CARTLINE_REMOVE', lineIds: ['line-1'] },
  { type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: { countryCode: 'CA' } },
  { type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['WELCOME15'] },
]);

const STANDALONE: CartAction[] = deepFreeze([
  { type: 'CART_FETCH', cartId: 'gid://shopify/Cart/c1' },
  { type: 'CART_CREATE', lines: [] },
]);

describe('planCartAction', () => {
  it('adding lines when no cart exists creates a cart with those lines', () => {
    const lines = [addInput(scoop, 2)];
    expect(planCartAction(undefined, { type: 'CARTLINE_ADD', lines })).toEqual({
      type: 'CART_CREATE',
      lines,
    });
  });

  it('adding lines to an existing cart adds them', () => {
    const action: CartAction = { type: 'CARTLINE_ADD', lines: [addInput(scoop, 2)] };
    expect(planCartAction(existingCart, action)).toBe(action);
  });

  it.each(EDITS_NEEDING_A_CART)(
    '$type needs an existing cart id, otherwise does nothing',
    (action) => {
      expect(planCartAction(undefined, action)).toBeUndefined();
      expect(planCartAction({ ...existingCart, id: '' }, action)).toBeUndefined();
      expect(planCartAction(existingCart, action)).toBe(action);
    },
  );

  it.each(STANDALONE)('$type needs no cart', (action) => {
    expect(planCartAction(undefined, action)).toBe(action);
    expect(planCartAction(existingCart, action)).toBe(action);
  });
});

describe('resolveOptimisticLineIds', () => {
  const tempScoopId = addLinesOptimistically(existingCart, [addInput(scoop, 1)]).lines[1]?.id ?? '';
  const confirmedWithScoop = deepFreeze(
    cart([cartLine('line-1', powder, 1, '44.00'), cartLine('line-2', scoop, 1, '12.00')], {
      totalQuantity: 2,
      subtotal: '56.00',
    }),
  );

  it('replaces a temporary id with the id of the confirmed line it stood for', () => {
    expect(
      resolveOptimisticLineIds(
        {
          type: 'CARTLINE_UPDATE',
          lines: [
            { id: tempScoopId, quantity: 3 },
            { id: 'line-1', quantity: 2 },
          ],
        },
        confirmedWithScoop,
      ),
    ).toEqual({
      type: 'CARTLINE_UPDATE',
      lines: [
        { id: 'line-2', quantity: 3 },
        { id: 'line-1', quantity: 2 },
      ],
    });
    expect(
      resolveOptimisticLineIds(
        { type: 'CARTLINE_REMOVE', lineIds: [tempScoopId] },
        confirmedWithScoop,
      ),
    ).toEqual({
      type: 'CARTLINE_REMOVE',
      lineIds: ['line-2'],
    });
  });

  it('drops lines the server never created, and the action when none is left', () => {
    expect(
      resolveOptimisticLineIds(
        { type: 'CARTLINE_REMOVE', lineIds: [tempScoopId, 'line-1'] },
        existingCart,
      ),
    ).toEqual({ type: 'CARTLINE_REMOVE', lineIds: ['line-1'] });
    expect(
      resolveOptimisticLineIds(
        { type: 'CARTLINE_UPDATE', lines: [{ id: tempScoopId, quantity: 2 }] },
        existingCart,
      ),
    ).toBeUndefined();
    expect(
      resolveOptimisticLineIds({ type: 'CARTLINE_REMOVE', lineIds: [tempScoopId] }, undefined),
    ).toBeUndefined();
  });

  it('returns actions without temporary ids untouched', () => {
    const update: CartAction = { type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 2 }] };
    expect(resolveOptimisticLineIds(update, existingCart)).toBe(update);
    for (const action of [...STANDALONE, ...EDITS_NEEDING_A_CART]) {
      expect(resolveOptimisticLineIds(action, existingCart)).toBe(action);
    }
  });
});
