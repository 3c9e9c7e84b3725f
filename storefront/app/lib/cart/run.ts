import type { CartApi, CartApiResult, CartCreateApiInput } from '../shopify';
import type { ShopperLocale } from './buyer-identity';
import type { CartResult, CartServerAction } from './events';
import type { Cart, CartBuyerIdentityInput, CartCreateInput, CartLineAddInput } from './types';

/**
 * The cart queue's `run`: one cart action → one Storefront API call. Pure wiring: the API is
 * passed in, so it is unit-tested with a fake.
 */

/** Shopify's CartLineInput: what the platform needs of a line to add (no display data). */
export function toCartLineInput(line: CartLineAddInput) {
  return {
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
    ...(line.sellingPlan ? { sellingPlanId: line.sellingPlan.id } : {}),
    ...(line.attributes?.length ? { attributes: line.attributes } : {}),
  };
}

/**
 * A new cart is created in the shopper's country and, when signed in, for the customer (as
 * hydrogen-react's CartProvider does); what the caller asked for explicitly wins.
 */
export function toCartCreateInput(
  input: CartCreateInput,
  shopper: ShopperLocale,
): CartCreateApiInput {
  const buyerIdentity: CartBuyerIdentityInput = {
    countryCode: shopper.countryCode,
    ...(shopper.customerAccessToken ? { customerAccessToken: shopper.customerAccessToken } : {}),
    ...input.buyerIdentity,
  };
  return {
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.attributes ? { attributes: input.attributes } : {}),
    ...(input.discountCodes ? { discountCodes: input.discountCodes } : {}),
    ...(input.lines ? { lines: input.lines.map(toCartLineInput) } : {}),
    buyerIdentity,
  };
}

/**
 * "The specified cart does not exist": the cart id is unknown or its checkout completed.
 * Shopify says so with a userError on `cartId` and no cart.
 */
export function isCartGone({ cart, userErrors }: CartApiResult): boolean {
  return (
    cart === null &&
    userErrors.length > 0 &&
    userErrors.every((error) => error.field?.[0] === 'cartId')
  );
}

export function createCartRun(api: CartApi, getShopper: () => ShopperLocale) {
  function edit(
    action: Exclude<CartServerAction, { type: 'CART_FETCH' | 'CART_CREATE' }>,
    cartId: string,
  ): Promise<CartApiResult> {
    switch (action.type) {
      case 'CARTLINE_ADD':
        return api.linesAdd({ cartId, lines: action.lines.map(toCartLineInput) });
      case 'CARTLINE_UPDATE':
        return api.linesUpdate({ cartId, lines: action.lines });
      case 'CARTLINE_REMOVE':
        return api.linesRemove({ cartId, lines: action.lineIds });
      case 'NOTE_UPDATE':
        return api.noteUpdate({ cartId, note: action.note });
      case 'BUYER_IDENTITY_UPDATE':
        return api.buyerIdentityUpdate({ cartId, buyerIdentity: action.buyerIdentity });
      case 'CART_ATTRIBUTES_UPDATE':
        return api.attributesUpdate({ cartId, attributes: action.attributes });
      case 'DISCOUNT_CODES_UPDATE':
        return api.discountCodesUpdate({ cartId, discountCodes: action.discountCodes });
    }
  }

  return async function run(
    action: CartServerAction,
    confirmedCart: Cart | undefined,
  ): Promise<CartResult> {
    if (action.type === 'CART_FETCH') return api.fetch(action.cartId);
    if (action.type === 'CART_CREATE') {
      return api.create(toCartCreateInput(action.input, getShopper()));
    }
    // The queue only runs edits against a confirmed cart (plan.ts).
    const cartId = confirmedCart?.id;
    if (!cartId) throw new Error(`${action.type} needs a cart id`);
    const result = await edit(action, cartId);
    if (!isCartGone(result)) return result;
    // The cart was checked out (perhaps in another tab). The shopper still wants an item they
    // add, so it goes into a fresh cart rather than failing; any other edit finds the cart
    // completed (CART_COMPLETED, not an error to keep showing) and the provider forgets its id.
    return action.type === 'CARTLINE_ADD'
      ? api.create(toCartCreateInput({ lines: action.lines }, getShopper()))
      : { cart: null };
  };
}
