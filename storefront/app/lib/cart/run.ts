import type { CartApi, CartApiResult } from '../shopify';
import type { CartAction, CartResult } from './events';
import type { CountryCode } from '../shopify/generated/storefront-api.generated';
import { withDiscountReasons } from './discount-codes';
import type { Cart, CartLineAddInput } from './types';

/**
 * The cart queue's `run`: one cart action → one Storefront API call. Pure wiring: the API is
 * passed in, so it is unit-tested with a fake.
 */

/** Shopify's CartLineInput: what the platform needs of a line to add (no display data). */
function toCartLineInput(line: CartLineAddInput) {
  return {
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
    ...(line.sellingPlan ? { sellingPlanId: line.sellingPlan.id } : {}),
  };
}

/**
 * "The specified cart does not exist": the cart id is unknown or its checkout completed.
 * Shopify says so with a userError on `cartId` and no cart.
 */
function isCartGone({ cart, userErrors }: CartApiResult): boolean {
  return (
    cart === null &&
    userErrors.length > 0 &&
    userErrors.every((error) => error.field?.[0] === 'cartId')
  );
}

/** `countryCode`: new carts are created in the shopper's country, as hydrogen-react's are. */
export function createCartRun(api: CartApi, countryCode: CountryCode) {
  const create = (lines: CartLineAddInput[]) =>
    api.create({ lines: lines.map(toCartLineInput), buyerIdentity: { countryCode } });

  function edit(
    action: Exclude<CartAction, { type: 'CART_FETCH' | 'CART_CREATE' }>,
    cartId: string,
  ): Promise<CartApiResult> {
    switch (action.type) {
      case 'CARTLINE_ADD':
        return api.linesAdd({ cartId, lines: action.lines.map(toCartLineInput) });
      case 'CARTLINE_UPDATE':
        return api.linesUpdate({ cartId, lines: action.lines });
      case 'CARTLINE_REMOVE':
        return api.linesRemove({ cartId, lines: action.lineIds });
      case 'BUYER_IDENTITY_UPDATE':
        return api.buyerIdentityUpdate({ cartId, buyerIdentity: action.buyerIdentity });
      case 'DISCOUNT_CODES_UPDATE':
        return api.discountCodesUpdate({ cartId, discountCodes: action.discountCodes });
    }
  }

  /** One call; its answer keeps the mutation's warnings. */
  async function call(
    action: CartAction,
    confirmedCart: Cart | undefined,
  ): Promise<CartResult & Pick<CartApiResult, 'warnings'>> {
    if (action.type === 'CART_FETCH') return api.fetch(action.cartId);
    if (action.type === 'CART_CREATE') return create(action.lines);
    // The queue only runs edits against a confirmed cart (plan.ts).
    const cartId = confirmedCart?.id;
    if (!cartId) throw new Error(`${action.type} needs a cart id`);
    const result = await edit(action, cartId);
    if (!isCartGone(result)) return result;
    // The cart was checked out (perhaps in another tab). The shopper still wants an item they
    // add, so it goes into a fresh cart rather than failing; any other edit finds the cart
    // completed (CART_COMPLETED, not an error to keep showing) and the provider forgets its id.
    return action.type === 'CARTLINE_ADD' ? create(action.lines) : { cart: null };
  }

  /** The answer's cart carries why each of its discount codes does not apply. */
  return async function run(
    action: CartAction,
    confirmedCart: Cart | undefined,
  ): Promise<CartResult> {
    const { cart, userErrors, warnings = [] } = await call(action, confirmedCart);
    return { cart: cart && withDiscountReasons(cart, warnings, confirmedCart), userErrors };
  };
}
