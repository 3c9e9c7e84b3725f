/** Builders for the cart core's unit tests (test code only: nothing in the app imports this). */
import { DEFAULT_VARIANT_TITLE } from '../../app/lib/constants';
import type { Money } from '../../app/lib/money';
import type {
  Cart,
  CartLine,
  CartLineAddInput,
  CartLineMerchandise,
} from '../../app/lib/cart/types';

export const usd = (amount: string): Money => ({ amount, currencyCode: 'USD' });

export const variantId = (n: number): string => `gid://shopify/ProductVariant/${n}`;

export function merchandise(n: number, price: string, title = `Product ${n}`): CartLineMerchandise {
  return {
    id: variantId(n),
    availableForSale: true,
    compareAtPrice: null,
    price: usd(price),
    requiresShipping: true,
    title: DEFAULT_VARIANT_TITLE,
    image: {
      id: null,
      url: `https://cdn.example/${n}.png`,
      altText: title,
      width: 800,
      height: 800,
    },
    product: {
      handle: `product-${n}`,
      title,
      id: `gid://shopify/Product/${n}`,
      packSize: null,
      packUnit: null,
      usesPerPack: null,
    },
    selectedOptions: [{ name: 'Title', value: DEFAULT_VARIANT_TITLE }],
  };
}

export function cartLine(
  id: string,
  item: CartLineMerchandise,
  quantity: number,
  totalAmount: string,
  extra: Partial<CartLine> = {},
): CartLine {
  return {
    id,
    quantity,
    attributes: [],
    cost: {
      subtotalAmount: usd(totalAmount),
      totalAmount: usd(totalAmount),
      amountPerQuantity: item.price,
      compareAtAmountPerQuantity: null,
    },
    discountAllocations: [],
    merchandise: item,
    sellingPlanAllocation: null,
    ...extra,
  };
}

/** A cart whose totals are stated, not computed: tests say what they expect. */
export function cart(
  lines: CartLine[],
  totals: { totalQuantity: number; subtotal: string; total?: string },
  extra: Partial<Cart> = {},
): Cart {
  return {
    id: 'gid://shopify/Cart/c1',
    checkoutUrl: 'https://shop.example/cart/c/c1',
    totalQuantity: totals.totalQuantity,
    discountCodes: [],
    discountAllocations: [],
    buyerIdentity: { countryCode: 'US' },
    cost: {
      subtotalAmount: usd(totals.subtotal),
      totalAmount: usd(totals.total ?? totals.subtotal),
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    lines,
    ...extra,
  };
}

export function addInput(
  item: CartLineMerchandise,
  quantity: number,
  extra: Partial<CartLineAddInput> = {},
): CartLineAddInput {
  const { id, title, price, product, selectedOptions, image } = item;
  return { merchandise: { id, title, price, product, selectedOptions, image }, quantity, ...extra };
}

/** Freezes a value deeply, so a test fails if the code under test mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}
