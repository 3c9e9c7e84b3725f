import { describe, expect, it } from 'vitest';
import { toCents } from '../money';
import {
  addLinesOptimistically,
  applyOptimisticEdit,
  isOptimisticLineId,
  optimisticLineIdOf,
  updateLinesOptimistically,
} from './optimistic';
import {
  addInput,
  cart,
  cartLine,
  deepFreeze,
  merchandise,
  usd,
} from '../../../test/support/cart-fixtures';

const powder = merchandise(1, '44.00', 'Hydrogen powder');
const scoop = merchandise(2, '12.00', 'Scoop');
const strip = merchandise(3, '0.10', 'Test strip');
const monthly = { id: 'gid://shopify/SellingPlan/1', name: 'Delivered monthly' };

const emptyCart = deepFreeze(cart([], { totalQuantity: 0, subtotal: '0.0' }));
const cartWithPowder = deepFreeze(
  cart([cartLine('line-1', powder, 2, '88.0')], {
    totalQuantity: 2,
    subtotal: '88.0',
    total: '88.0',
  }),
);

describe('adding lines', () => {
  it('adds a new line with a temporary id and amount = unit price × quantity to 2 decimals', () => {
    const next = addLinesOptimistically(emptyCart, [addInput(powder, 2)]);
    expect(next.lines).toHaveLength(1);
    const line = next.lines[0];
    expect(isOptimisticLineId(line?.id ?? '')).toBe(true);
    expect(line?.quantity).toBe(2);
    expect(line?.cost.totalAmount).toEqual(usd('88.00'));
    expect(line?.cost.amountPerQuantity).toEqual(usd('44.00'));
    expect(line?.merchandise).toMatchObject({
      id: powder.id,
      title: powder.title,
      price: powder.price,
      image: powder.image,
      product: powder.product,
      selectedOptions: powder.selectedOptions,
      availableForSale: true,
    });
    expect(line?.sellingPlanAllocation).toBeNull();
  });

  it('raises the total quantity and the subtotal and total at once', () => {
    const next = addLinesOptimistically(cartWithPowder, [addInput(scoop, 3)]);
    expect(next.totalQuantity).toBe(5);
    expect(next.cost.subtotalAmount).toEqual(usd('124.00'));
    expect(next.cost.totalAmount).toEqual(usd('124.00'));
    expect(next.lines.map((line) => line.id)).toEqual(['line-1', next.lines[1]?.id]);
  });

  it('merges a variant already in the cart into its line, keeping the real id', () => {
    const next = addLinesOptimistically(cartWithPowder, [addInput(powder, 1)]);
    expect(next.lines).toHaveLength(1);
    expect(next.lines[0]).toMatchObject({
      id: 'line-1',
      quantity: 3,
      cost: { totalAmount: usd('132.00') },
    });
    expect(next.totalQuantity).toBe(3);
    expect(next.cost.subtotalAmount).toEqual(usd('132.00'));
  });

  it('merges repeated adds of a new variant into one optimistic line with a stable id', () => {
    const once = addLinesOptimistically(emptyCart, [addInput(scoop, 1)]);
    const twice = addLinesOptimistically(once, [addInput(scoop, 1)]);
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]?.id).toBe(once.lines[0]?.id);
    expect(twice.lines[0]?.quantity).toBe(2);
    expect(twice.lines[0]?.cost.totalAmount).toEqual(usd('24.00'));
    // Within one call, too.
    const both = addLinesOptimistically(emptyCart, [addInput(scoop, 1), addInput(scoop, 2)]);
    expect(both.lines).toHaveLength(1);
    expect(both.lines[0]?.quantity).toBe(3);
  });

  it('prices a subscription at the selling-plan-adjusted unit price, on its own line', () => {
    const next = addLinesOptimistically(cartWithPowder, [
      addInput(powder, 2, { sellingPlan: monthly, unitPrice: usd('37.40') }),
    ]);
    expect(next.lines).toHaveLength(2);
    const subscription = next.lines[1];
    expect(subscription?.cost.totalAmount).toEqual(usd('74.80'));
    expect(subscription?.cost.amountPerQuantity).toEqual(usd('37.40'));
    // The price before the plan's discount shows as compare-at, as Shopify reports it.
    expect(subscription?.cost.compareAtAmountPerQuantity).toEqual(usd('44.00'));
    expect(subscription?.sellingPlanAllocation).toEqual({ sellingPlan: monthly });
    expect(next.totalQuantity).toBe(4);
    expect(next.cost.subtotalAmount).toEqual(usd('162.80'));
  });

  it('merges a subscription into the line with the same selling plan', () => {
    const subscribed = deepFreeze(
      cart(
        [
          cartLine('line-sub', powder, 1, '37.40', {
            sellingPlanAllocation: { sellingPlan: monthly },
          }),
        ],
        { totalQuantity: 1, subtotal: '37.40' },
      ),
    );
    const next = addLinesOptimistically(subscribed, [
      addInput(powder, 1, { sellingPlan: monthly, unitPrice: usd('37.40') }),
    ]);
    expect(next.lines).toHaveLength(1);
    expect(next.lines[0]).toMatchObject({
      id: 'line-sub',
      quantity: 2,
      cost: { totalAmount: usd('74.80') },
    });
  });

  it('never merges an add into a line with attributes', () => {
    const engraved = deepFreeze(
      cart(
        [
          cartLine('line-gift', scoop, 1, '12.00', {
            attributes: [
              { key: 'gift', value: 'yes' },
              { key: 'note', value: 'for Ada' },
            ],
          }),
        ],
        { totalQuantity: 1, subtotal: '12.00' },
      ),
    );
    const plain = addLinesOptimistically(engraved, [addInput(scoop, 1)]);
    expect(plain.lines).toHaveLength(2);
  });

  it('sums money in cents: three 0.10 strips make 0.30, not 0.30000000000000004', () => {
    const next = addLinesOptimistically(emptyCart, [addInput(strip, 3)]);
    expect(next.lines[0]?.cost.totalAmount).toEqual(usd('0.30'));
    const more = addLinesOptimistically(addLinesOptimistically(emptyCart, [addInput(strip, 1)]), [
      addInput(merchandise(4, '0.20'), 1),
    ]);
    expect(more.cost.subtotalAmount).toEqual(usd('0.30'));
    expect(
      addLinesOptimistically(emptyCart, [addInput(merchandise(5, '19.99'), 3)]).cost.totalAmount,
    ).toEqual(usd('59.97'));
  });
});

describe('updating quantities', () => {
  it('recomputes the line total, the total quantity and the cart totals', () => {
    const next = updateLinesOptimistically(cartWithPowder, [{ id: 'line-1', quantity: 3 }]);
    expect(next.lines[0]).toMatchObject({
      id: 'line-1',
      quantity: 3,
      cost: { totalAmount: usd('132.00') },
    });
    expect(next.totalQuantity).toBe(3);
    expect(next.cost.subtotalAmount).toEqual(usd('132.00'));
    expect(next.cost.totalAmount).toEqual(usd('132.00'));

    const fewer = updateLinesOptimistically(next, [{ id: 'line-1', quantity: 1 }]);
    expect(fewer.lines[0]?.cost.totalAmount).toEqual(usd('44.00'));
    expect(fewer.totalQuantity).toBe(1);
    expect(fewer.cost.subtotalAmount).toEqual(usd('44.00'));
  });

  it('scales a discounted line total so the discount keeps its share', () => {
    const discounted = deepFreeze(
      cart([cartLine('line-1', powder, 2, '74.80')], { totalQuantity: 2, subtotal: '74.80' }),
    );
    const next = updateLinesOptimistically(discounted, [{ id: 'line-1', quantity: 3 }]);
    expect(next.lines[0]?.cost.totalAmount).toEqual(usd('112.20'));
    expect(next.cost.subtotalAmount).toEqual(usd('112.20'));
  });

  it('removes a line set to quantity 0, as the server does', () => {
    const next = updateLinesOptimistically(cartWithPowder, [{ id: 'line-1', quantity: 0 }]);
    expect(next.lines).toEqual([]);
    expect(next.totalQuantity).toBe(0);
    expect(next.cost.subtotalAmount).toEqual(usd('0.00'));
  });

  it('updates several lines at once, even when the totals happen not to move', () => {
    const two = deepFreeze(
      cart([cartLine('a', scoop, 1, '12.00'), cartLine('b', merchandise(6, '12.00'), 2, '24.00')], {
        totalQuantity: 3,
        subtotal: '36.00',
      }),
    );
    const swapped = updateLinesOptimistically(two, [
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ]);
    expect(swapped.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(swapped.totalQuantity).toBe(3);
    expect(swapped.cost.subtotalAmount.amount).toBe('36.00');
  });

  it('leaves the cart as it is for unknown lines or unchanged quantities', () => {
    expect(updateLinesOptimistically(cartWithPowder, [{ id: 'nope', quantity: 4 }])).toBe(
      cartWithPowder,
    );
    expect(updateLinesOptimistically(cartWithPowder, [{ id: 'line-1', quantity: 2 }])).toBe(
      cartWithPowder,
    );
  });
});

describe('a cart with a discount code', () => {
  // $88.00 of powder and $36.00 of scoops, 15% off at the cart level: −$18.60 → $105.40.
  const discounted = deepFreeze(
    cart(
      [cartLine('line-1', powder, 2, '88.00'), cartLine('line-2', scoop, 3, '36.00')],
      {
        totalQuantity: 5,
        subtotal: '124.00',
        total: '105.40',
      },
      {
        discountAllocations: [{ code: 'WELCOME15', discountedAmount: usd('18.60') }],
      },
    ),
  );
  const rowsAddUp = (next: typeof discounted) =>
    toCents(next.cost.subtotalAmount.amount) -
      next.discountAllocations.reduce((sum, d) => sum + toCents(d.discountedAmount.amount), 0) ===
    toCents(next.cost.totalAmount.amount);

  it('scales the discount with the subtotal, so the rows keep adding up', () => {
    const removed = updateLinesOptimistically(discounted, [{ id: 'line-2', quantity: 0 }]);
    expect(removed.cost.subtotalAmount).toEqual(usd('88.00'));
    expect(removed.discountAllocations[0]?.discountedAmount).toEqual(usd('13.20'));
    expect(removed.cost.totalAmount).toEqual(usd('74.80'));
    expect(rowsAddUp(removed)).toBe(true);

    const added = addLinesOptimistically(discounted, [addInput(scoop, 1)]);
    expect(added.cost.subtotalAmount).toEqual(usd('136.00'));
    expect(added.discountAllocations[0]?.discountedAmount).toEqual(usd('20.40'));
    expect(rowsAddUp(added)).toBe(true);
  });

  it('scales a line’s own discount with its quantity', () => {
    const line = cartLine('line-1', powder, 2, '74.80', {
      cost: {
        subtotalAmount: usd('88.00'),
        totalAmount: usd('74.80'),
        amountPerQuantity: usd('44.00'),
        compareAtAmountPerQuantity: null,
      },
      discountAllocations: [{ code: 'WELCOME15', discountedAmount: usd('13.20') }],
    });
    const next = updateLinesOptimistically(
      deepFreeze(cart([line], { totalQuantity: 2, subtotal: '88.00', total: '74.80' })),
      [{ id: 'line-1', quantity: 1 }],
    );
    expect(next.lines[0]?.cost).toMatchObject({
      subtotalAmount: usd('44.00'),
      totalAmount: usd('37.40'),
    });
    expect(next.lines[0]?.discountAllocations[0]?.discountedAmount).toEqual(usd('6.60'));
  });
});

describe('removing lines', () => {
  const twoLines = deepFreeze(
    cart([cartLine('line-1', powder, 2, '88.00'), cartLine('line-2', scoop, 3, '36.00')], {
      totalQuantity: 5,
      subtotal: '124.00',
      total: '124.00',
    }),
  );

  it('drops the line at once; the total quantity falls by its quantity', () => {
    const next = applyOptimisticEdit(twoLines, { type: 'CARTLINE_REMOVE', lineIds: ['line-2'] });
    expect(next?.lines.map((line) => line.id)).toEqual(['line-1']);
    expect(next?.totalQuantity).toBe(2);
    expect(next?.cost.subtotalAmount).toEqual(usd('88.00'));
    expect(next?.cost.totalAmount).toEqual(usd('88.00'));
  });

  it('leaves the cart as it is for unknown ids', () => {
    expect(applyOptimisticEdit(twoLines, { type: 'CARTLINE_REMOVE', lineIds: ['nope'] })).toBe(
      twoLines,
    );
  });

  it('never shows a negative total when a cart discount made the total smaller', () => {
    const discounted = deepFreeze(
      cart([cartLine('line-2', scoop, 1, '12.00')], {
        totalQuantity: 1,
        subtotal: '12.00',
        total: '7.00',
      }),
    );
    const next = applyOptimisticEdit(discounted, { type: 'CARTLINE_REMOVE', lineIds: ['line-2'] });
    expect(next?.cost.totalAmount).toEqual(usd('0.00'));
    expect(next?.totalQuantity).toBe(0);
  });
});

describe('applyOptimisticEdit', () => {
  it('applies line adds, updates and removals', () => {
    expect(
      applyOptimisticEdit(cartWithPowder, { type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] })
        ?.totalQuantity,
    ).toBe(3);
    expect(
      applyOptimisticEdit(cartWithPowder, {
        type: 'CARTLINE_UPDATE',
        lines: [{ id: 'line-1', quantity: 5 }],
      })?.totalQuantity,
    ).toBe(5);
    expect(
      applyOptimisticEdit(cartWithPowder, { type: 'CARTLINE_REMOVE', lineIds: ['line-1'] })?.lines,
    ).toEqual([]);
  });

  it('leaves other events to the server', () => {
    expect(
      applyOptimisticEdit(cartWithPowder, { type: 'CART_FETCH', cartId: cartWithPowder.id }),
    ).toBe(cartWithPowder);
    expect(
      applyOptimisticEdit(cartWithPowder, { type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] }),
    ).toBe(cartWithPowder);
  });

  it('shows lines added without a cart as a draft of the cart to be created', () => {
    const draft = applyOptimisticEdit(undefined, {
      type: 'CART_CREATE',
      lines: [addInput(powder, 2)],
    });
    expect(draft).toMatchObject({ id: '', checkoutUrl: '', totalQuantity: 2 });
    expect(draft?.cost.subtotalAmount).toEqual(usd('88.00'));
    expect(draft?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [powder.id, 2],
    ]);
    expect(applyOptimisticEdit(undefined, { type: 'CART_CREATE', lines: [] })).toBeUndefined();
  });

  it('has no line to change without a cart', () => {
    expect(
      applyOptimisticEdit(undefined, { type: 'CARTLINE_REMOVE', lineIds: ['line-1'] }),
    ).toBeUndefined();
  });
});

describe('temporary line ids', () => {
  it('are recognisable and match the real line of the same identity', () => {
    const optimistic = addLinesOptimistically(emptyCart, [addInput(scoop, 1)]);
    const tempId = optimistic.lines[0]?.id ?? '';
    expect(isOptimisticLineId(tempId)).toBe(true);
    expect(isOptimisticLineId('gid://shopify/CartLine/1')).toBe(false);
    expect(optimisticLineIdOf(cartLine('gid://shopify/CartLine/9', scoop, 1, '12.00'))).toBe(
      tempId,
    );
    expect(optimisticLineIdOf(cartLine('x', powder, 1, '44.00'))).not.toBe(tempId);
  });
});
