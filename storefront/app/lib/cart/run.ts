import type { CartApi, CartApiResult, CartCreateApiInput } from '../shopify';
import type { ShopperLocale } from './buyer-identity';
import type { CartResult, CartServerAction } from './events';
import type { Cart, CartBuyerIdentityInput, CartCreateInput, CartLineAddInput } from './types';

/**
 * The cart queue's `run`: one cart action → one Storefront API call. Pure wiring: the API is
 * passed in, so it is unit-tested with a fake.
 */

/** Shopify's CartLineInput: what the platform needs of a line to add (no display data). */
export interface CartLineApiInput {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string;
  attributes?: { key: string; value: string }[];
}

export function toCartLineInput(line: CartLineAddInput): CartLineApiInput {
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

const toResult = (result: CartApiResult): CartResult => ({
  cart: result.cart,
  userErrors: result.userErrors,
});

export function createCartRun(api: CartApi, getShopper: () => ShopperLocale) {
  return async function run(
    action: CartServerAction,
    confirmedCart: Cart | undefined,
  ): Promise<CartResult> {
    if (action.type === 'CART_FETCH') return toResult(await api.fetch(action.cartId));
    if (action.type === 'CART_CREATE') {
      return toResult(await api.create(toCartCreateInput(action.input, getShopper())));
    }
    // The queue only runs edits against a confirmed cart (plan.ts).
    const cartId = confirmedCart?.id;
    if (!cartId) throw new Error(`${action.type} needs a cart id`);

    let result: CartApiResult;
    switch (action.type) {
      case 'CARTLINE_ADD': {
        result = await api.linesAdd({ cartId, lines: action.lines.map(toCartLineInput) });
        // The cart was checked out (perhaps in another tab): the shopper still wants the item,
        // so it goes into a fresh cart rather than failing.
        if (isCartGone(result)) {
          result = await api.create(toCartCreateInput({ lines: action.lines }, getShopper()));
        }
        return toResult(result);
      }
      case 'CARTLINE_UPDATE':
        result = await api.linesUpdate({ cartId, lines: action.lines });
        break;
      case 'CARTLINE_REMOVE':
        result = await api.linesRemove({ cartId, lines: action.lineIds });
        break;
      case 'NOTE_UPDATE':
        result = await api.noteUpdate({ cartId, note: action.note });
        break;
      case 'BUYER_IDENTITY_UPDATE':
        result = await api.buyerIdentityUpdate({ cartId, buyerIdentity: action.buyerIdentity });
        break;
      case 'CART_ATTRIBUTES_UPDATE':
        result = await api.attributesUpdate({ cartId, attributes: action.attributes });
        break;
      case 'DISCOUNT_CODES_UPDATE':
        result = await api.discountCodesUpdate({ cartId, discountCodes: action.discountCodes });
        break;
    }
    // A cart that no longer exists is a completed cart (CART_COMPLETED), not an
    // error to keep showing: the provider then forgets its id.
    return isCartGone(result) ? { cart: null } : toResult(result);
  };
}
