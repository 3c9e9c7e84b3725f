import { describe, expect, it } from 'vitest';
import { cart, cartLine, merchandise } from '../../../test/support/cart-fixtures';
import type { CartWarning } from '../shopify';
import { withDiscountReasons } from './discount-codes';
import { discountRejectionText } from './discount-rejection';
import type { Cart } from './types';

const withCodes = (codes: Cart['discountCodes']): Cart =>
  cart(
    [cartLine('a', merchandise(1, '44.00'), 1, '44.00')],
    {
      totalQuantity: 1,
      subtotal: '44.00',
    },
    { discountCodes: codes },
  );

const warning = (code: CartWarning['code'], message: string): CartWarning => ({
  code,
  message,
  target: 'gid://shopify/Cart/c1',
});

describe('withDiscountReasons', () => {
  it('gives each code that does not apply the reason of the warning naming it', () => {
    const answer = withCodes([
      { code: 'WELCOME15', applicable: false },
      { code: 'NOPE', applicable: false },
      { code: 'SPRING10', applicable: true },
    ]);
    const reasons = withDiscountReasons(
      answer,
      [
        warning('DISCOUNT_NOT_FOUND', 'The discount code NOPE is not valid.'),
        warning(
          'DISCOUNT_CUSTOMER_NOT_ELIGIBLE',
          'The discount code welcome15 is for a first order only.',
        ),
        warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'Only 1 item was added.'),
      ],
      undefined,
    ).discountCodes;
    expect(reasons).toEqual([
      { code: 'WELCOME15', applicable: false, reason: 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE' },
      { code: 'NOPE', applicable: false, reason: 'DISCOUNT_NOT_FOUND' },
      { code: 'SPRING10', applicable: true },
    ]);
  });

  it('does not take a code for part of another ("NOPE" is not named by "NOPE-10")', () => {
    const answer = withCodes([
      { code: 'NOPE', applicable: false },
      { code: 'NOPE-10', applicable: false },
    ]);
    const [nope, nope10] = withDiscountReasons(
      answer,
      [warning('DISCOUNT_NOT_FOUND', 'The discount code NOPE-10 is not valid.')],
      undefined,
    ).discountCodes;
    expect(nope?.reason).toBeNull();
    expect(nope10?.reason).toBe('DISCOUNT_NOT_FOUND');
  });

  it('takes the only discount warning for the only code that does not apply', () => {
    const answer = withCodes([{ code: 'WELCOME15', applicable: false }]);
    const [code] = withDiscountReasons(
      answer,
      [warning('DISCOUNT_CUSTOMER_NOT_ELIGIBLE', 'Customer is not eligible.')],
      undefined,
    ).discountCodes;
    expect(code?.reason).toBe('DISCOUNT_CUSTOMER_NOT_ELIGIBLE');
  });

  it('keeps the reason known before when a plain read of the cart gives none', () => {
    const before = withCodes([{ code: 'NOPE', applicable: false, reason: 'DISCOUNT_NOT_FOUND' }]);
    const read = withCodes([{ code: 'nope', applicable: false }]);
    expect(withDiscountReasons(read, [], before).discountCodes).toEqual([
      { code: 'nope', applicable: false, reason: 'DISCOUNT_NOT_FOUND' },
    ]);
    expect(withDiscountReasons(read, [], undefined).discountCodes[0]?.reason).toBeNull();
  });

  it('leaves a cart whose codes all apply as it is', () => {
    const answer = withCodes([{ code: 'WELCOME15', applicable: true }]);
    expect(withDiscountReasons(answer, [], undefined)).toBe(answer);
  });
});

describe('discountRejectionText', () => {
  it('says why in the shopper’s words', () => {
    expect(discountRejectionText('DISCOUNT_NOT_FOUND')).toBe('Unknown code');
    expect(discountRejectionText('DISCOUNT_CUSTOMER_NOT_ELIGIBLE')).toBe(
      'This code only applies to a first order',
    );
    expect(discountRejectionText('DISCOUNT_CODE_NOT_HONOURED')).toBe(
      'Can’t be combined with the code already applied',
    );
  });

  it('still says something when the reason is not known', () => {
    expect(discountRejectionText(null)).toBe('Can’t be applied to this cart');
    expect(discountRejectionText('MERCHANDISE_OUT_OF_STOCK')).toBe('Can’t be applied to this cart');
  });
});
