import { describe, expect, it, vi } from 'vitest';
import { cartFromApi, createCartApi } from './cart';
import type { ShopifyClient } from './client';
import type { CartFragmentFragment } from './generated/storefront-api.generated';

const apiCart: CartFragmentFragment = {
  id: 'gid://shopify/Cart/abc?key=k',
  checkoutUrl: 'https://shop.example/cart/c/abc?key=k',
  totalQuantity: 2,
  discountCodes: [],
  discountAllocations: [],
  buyerIdentity: { countryCode: 'US' },
  cost: {
    subtotalAmount: { amount: '88.0', currencyCode: 'USD' },
    totalAmount: { amount: '88.0', currencyCode: 'USD' },
    totalTaxAmount: null,
    totalDutyAmount: null,
  },
  lines: {
    nodes: [
      {
        id: 'gid://shopify/CartLine/1',
        quantity: 2,
        attributes: [],
        cost: {
          subtotalAmount: { amount: '88.0', currencyCode: 'USD' },
          totalAmount: { amount: '88.0', currencyCode: 'USD' },
          amountPerQuantity: { amount: '44.0', currencyCode: 'USD' },
          compareAtAmountPerQuantity: null,
        },
        discountAllocations: [],
        sellingPlanAllocation: null,
        merchandise: {
          id: 'gid://shopify/ProductVariant/1',
          availableForSale: true,
          requiresShipping: true,
          title: '4 Pack',
          compareAtPrice: null,
          price: { amount: '44.0', currencyCode: 'USD' },
          image: null,
          product: {
            handle: 'powder',
            title: 'Powder',
            id: 'gid://shopify/Product/1',
            packSize: null,
            packUnit: null,
            usesPerPack: null,
          },
          selectedOptions: [],
        },
      },
    ],
  },
};

describe('cartFromApi', () => {
  it('flattens the lines to a plain list', () => {
    expect(cartFromApi(apiCart)?.lines).toEqual(apiCart.lines.nodes);
  });

  it('is null for no cart (completed or unknown)', () => {
    expect(cartFromApi(null)).toBeNull();
  });
});

describe('createCartApi', () => {
  it('sends each call through the one client and reads cart and userErrors', async () => {
    const userErrors = [{ field: ['lines'], message: 'Sold out', code: 'INVALID' }];
    const request = vi.fn(async () => ({ cartLinesAdd: { cart: apiCart, userErrors } }));
    const api = createCartApi({ endpoint: 'x', request } as unknown as ShopifyClient);
    const result = await api.linesAdd({
      cartId: apiCart.id,
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    expect(request).toHaveBeenCalledWith(expect.stringContaining('mutation CartLineAdd'), {
      variables: {
        cartId: apiCart.id,
        lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
      },
    });
    expect(result.cart?.lines).toHaveLength(1);
    expect(result.userErrors).toEqual(userErrors);
  });

  it('asks every mutation for its warnings, and reads them', async () => {
    const warnings = [
      { code: 'DISCOUNT_NOT_FOUND', message: 'The discount code NOPE is not valid.', target: 'x' },
    ];
    const request = vi.fn(async () => ({
      cartDiscountCodesUpdate: { cart: apiCart, userErrors: [], warnings },
    }));
    const api = createCartApi({ endpoint: 'x', request } as unknown as ShopifyClient);
    const result = await api.discountCodesUpdate({ cartId: apiCart.id, discountCodes: ['NOPE'] });
    expect(result.warnings).toEqual(warnings);
    const [document] = request.mock.calls[0] as unknown as [string];
    expect(document).toMatch(
      /userErrors \{ field message code \}\s+warnings \{ code message target \}/,
    );
  });

  it('asks for 250 lines in the shopper context by default', async () => {
    const request = vi.fn(async () => ({ cart: null }));
    const api = createCartApi({ endpoint: 'x', request } as unknown as ShopifyClient);
    expect(await api.fetch('gid://shopify/Cart/gone')).toEqual({ cart: null, userErrors: [] });
    const [document] = request.mock.calls[0] as unknown as [string];
    expect(document).toMatch(/\$numCartLines: Int = 250/);
    expect(document).toMatch(/@inContext\(\s*country: \$country\s*language: \$language\s*\)/);
  });
});
