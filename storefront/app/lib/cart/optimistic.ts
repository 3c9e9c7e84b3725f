import { moneyFromCents as money, toCents, type Money } from '../money';
import type { CartAction } from './events';
import type {
  Cart,
  CartLine,
  CartLineAddInput,
  CartLineProduct,
  CartLineUpdateInput,
} from './types';

/**
 * Optimistic edits: what the cart will look like once the server confirms, shown at once. The
 * server's answer always replaces it.
 */

const OPTIMISTIC_LINE_ID_PREFIX = 'temp-line-';

/**
 * The server merges an add into the line with the same merchandise, selling plan and
 * attributes, so that triple identifies a line (the storefront adds lines without attributes,
 * so an add never merges into a line that has some). The temporary id of a new line is derived
 * from it rather than from a counter: re-applying queued edits on a newer cart yields the same
 * ids, and once the server answers, the real line with the same identity is the one the
 * temporary id stood for (see `optimisticLineIdOf`).
 */
function optimisticLineId(
  merchandiseId: string,
  sellingPlanId: string | undefined,
  attributes: CartLine['attributes'],
): string {
  const identity = JSON.stringify([merchandiseId, sellingPlanId ?? null, attributes]);
  return OPTIMISTIC_LINE_ID_PREFIX + encodeURIComponent(identity);
}

/** The temporary id an optimistic line with this line's identity has (or would have). */
export function optimisticLineIdOf(line: CartLine): string {
  return optimisticLineId(
    line.merchandise.id,
    line.sellingPlanAllocation?.sellingPlan.id,
    line.attributes,
  );
}

export function isOptimisticLineId(lineId: string): boolean {
  return lineId.startsWith(OPTIMISTIC_LINE_ID_PREFIX);
}

/** `amount` × numerator / denominator, rounded to the cent. */
function scaled({ amount, currencyCode }: Money, numerator: number, denominator: number): Money {
  return money(Math.round((toCents(amount) * numerator) / denominator), currencyCode);
}

/**
 * The line at another quantity: its amounts before and after its discounts, and each discount,
 * scale with it, so a discount keeps its share until the platform answers.
 */
function withQuantity(line: CartLine, quantity: number): CartLine {
  const scale = (amount: Money) => scaled(amount, quantity, line.quantity);
  return {
    ...line,
    quantity,
    cost: {
      ...line.cost,
      subtotalAmount: scale(line.cost.subtotalAmount),
      totalAmount: scale(line.cost.totalAmount),
    },
    discountAllocations: line.discountAllocations.map((allocation) => ({
      ...allocation,
      discountedAmount: scale(allocation.discountedAmount),
    })),
  };
}

const linesSubtotalCents = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + toCents(line.cost.subtotalAmount.amount), 0);

/**
 * The cart with new lines: its quantity moves by their change, and its money (subtotal, cart
 * discounts, tax, total) in proportion to the lines' subtotal, so a percentage discount stays
 * right and the rows still add up. From an empty cart there is nothing to scale: the lines'
 * own amounts stand, and cart discounts and tax wait for the platform.
 */
function withLines(cart: Cart, lines: CartLine[], quantityDelta: number): Cart {
  if (lines === cart.lines && quantityDelta === 0) return cart;
  const before = linesSubtotalCents(cart.lines);
  const after = linesSubtotalCents(lines);
  const totalQuantity = Math.max(0, cart.totalQuantity + quantityDelta);
  if (before === 0) {
    const currencyCode = cart.cost.subtotalAmount.currencyCode;
    const linesTotal = lines.reduce((sum, line) => sum + toCents(line.cost.totalAmount.amount), 0);
    return {
      ...cart,
      lines,
      totalQuantity,
      discountAllocations: [],
      cost: {
        ...cart.cost,
        subtotalAmount: money(after, currencyCode),
        totalAmount: money(linesTotal, currencyCode),
        totalTaxAmount: null,
        totalDutyAmount: null,
      },
    };
  }
  const scale = (amount: Money) => scaled(amount, after, before);
  const { subtotalAmount, totalAmount, totalTaxAmount, totalDutyAmount } = cart.cost;
  return {
    ...cart,
    lines,
    totalQuantity,
    discountAllocations: cart.discountAllocations.map((allocation) => ({
      ...allocation,
      discountedAmount: scale(allocation.discountedAmount),
    })),
    cost: {
      ...cart.cost,
      subtotalAmount: scale(subtotalAmount),
      totalAmount: scale(totalAmount),
      totalTaxAmount: totalTaxAmount && scale(totalTaxAmount),
      totalDutyAmount: totalDutyAmount && scale(totalDutyAmount),
    },
  };
}

/** A line's product from an add's: what its pack holds is unknown (null) unless the add says. */
export function lineProduct(product: CartLineAddInput['merchandise']['product']): CartLineProduct {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    packSize: product.packSize ?? null,
    packUnit: product.packUnit ?? null,
    usesPerPack: product.usesPerPack ?? null,
  };
}

function newOptimisticLine(id: string, input: CartLineAddInput, unitPrice: Money): CartLine {
  const { merchandise } = input;
  // As Shopify does for a selling plan, the price before the plan's discount is the compare-at.
  const compareAtAmountPerQuantity =
    merchandise.compareAtPrice ??
    (toCents(unitPrice.amount) !== toCents(merchandise.price.amount) ? merchandise.price : null);
  const lineAmount = money(toCents(unitPrice.amount) * input.quantity, unitPrice.currencyCode);
  return {
    id,
    quantity: input.quantity,
    attributes: [],
    cost: {
      subtotalAmount: lineAmount,
      totalAmount: lineAmount,
      amountPerQuantity: unitPrice,
      compareAtAmountPerQuantity,
    },
    // A discount the line may earn is the platform's to work out.
    discountAllocations: [],
    merchandise: {
      id: merchandise.id,
      title: merchandise.title,
      price: merchandise.price,
      product: lineProduct(merchandise.product),
      selectedOptions: merchandise.selectedOptions,
      image: merchandise.image ? { id: null, ...merchandise.image } : null,
      compareAtPrice: merchandise.compareAtPrice ?? null,
      // Only variants for sale can be added; the server's answer corrects both guesses.
      availableForSale: merchandise.availableForSale ?? true,
      requiresShipping: merchandise.requiresShipping ?? true,
    },
    sellingPlanAllocation: input.sellingPlan ? { sellingPlan: input.sellingPlan } : null,
  };
}

/**
 * Adds lines: a line with the same identity grows (the server merges it), otherwise a new line
 * with a temporary id is appended. Line total = unit price × quantity, in cents.
 */
export function addLinesOptimistically(cart: Cart, inputs: readonly CartLineAddInput[]): Cart {
  let lines = cart.lines;
  let quantityDelta = 0;
  for (const input of inputs) {
    const unitPrice = input.unitPrice ?? input.merchandise.price;
    const id = optimisticLineId(input.merchandise.id, input.sellingPlan?.id, []);
    const existing = lines.find((line) => optimisticLineIdOf(line) === id);
    lines = existing
      ? lines.map((line) =>
          line === existing ? withQuantity(line, line.quantity + input.quantity) : line,
        )
      : [...lines, newOptimisticLine(id, input, unitPrice)];
    quantityDelta += input.quantity;
  }
  return withLines(cart, lines, quantityDelta);
}

/**
 * Sets line quantities. The new amounts scale the old ones (so a line discount keeps its
 * share); quantity 0 removes the line, as the server does. Other fields wait for the server.
 */
export function updateLinesOptimistically(
  cart: Cart,
  updates: readonly CartLineUpdateInput[],
): Cart {
  const quantities = new Map(updates.map(({ id, quantity }) => [id, quantity]));
  let changed = false;
  let quantityDelta = 0;
  const lines = cart.lines.flatMap((line): CartLine[] => {
    const quantity = quantities.get(line.id);
    if (quantity === undefined || quantity === line.quantity) return [line];
    changed = true;
    quantityDelta += quantity - line.quantity;
    return quantity === 0 ? [] : [withQuantity(line, quantity)];
  });
  return withLines(cart, changed ? lines : cart.lines, quantityDelta);
}

/**
 * The cart as it will be once the platform creates it with these lines: what the badge and
 * drawer show while the very first add is on its way. It has no id or checkout link, so nothing
 * can act on it.
 */
function draftCart(lines: readonly CartLineAddInput[]): Cart | undefined {
  const first = lines[0];
  if (!first) return undefined;
  const zero = {
    amount: '0.0',
    currencyCode: (first.unitPrice ?? first.merchandise.price).currencyCode,
  };
  const empty: Cart = {
    id: '',
    checkoutUrl: '',
    totalQuantity: 0,
    discountCodes: [],
    discountAllocations: [],
    buyerIdentity: { countryCode: null },
    cost: { subtotalAmount: zero, totalAmount: zero, totalTaxAmount: null, totalDutyAmount: null },
    lines: [],
  };
  return addLinesOptimistically(empty, lines);
}

/**
 * The optimistic cart for an action: line adds, updates and removals show at once, and lines
 * added with no cart yet show as a draft of the cart to be created; fetches, discount codes and
 * buyer identity leave the cart as it is.
 */
export function applyOptimisticEdit(cart: Cart | undefined, action: CartAction): Cart | undefined {
  switch (action.type) {
    case 'CART_CREATE':
    case 'CARTLINE_ADD':
      return cart ? addLinesOptimistically(cart, action.lines) : draftCart(action.lines);
    case 'CARTLINE_UPDATE':
      return cart && updateLinesOptimistically(cart, action.lines);
    case 'CARTLINE_REMOVE':
      // Removing a line is setting its quantity to 0.
      return (
        cart &&
        updateLinesOptimistically(
          cart,
          action.lineIds.map((id) => ({ id, quantity: 0 })),
        )
      );
    default:
      return cart;
  }
}
