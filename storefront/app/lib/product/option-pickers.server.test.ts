import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../shopify';
import {
  knownVariants,
  optionPickers,
  selectedOptionsFromUrl,
  variantIdFromUrl,
  variantUrl,
} from './option-pickers.server';

const variant = (id: number, colour: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  availableForSale,
  selectedOptions: [{ name: 'Color', value: colour }],
  product: { handle: 'tote' },
});

/** A tote in three colours, the third sold out, as the Storefront API answers with Charcoal selected. */
function tote(selected = variant(2, 'Charcoal')): ProductPageData {
  const natural = variant(1, 'Natural');
  const charcoal = variant(2, 'Charcoal');
  const sage = variant(3, 'Sage', false);
  return {
    handle: 'tote',
    selectedOrFirstAvailableVariant: selected,
    adjacentVariants: [natural, charcoal, sage].filter((other) => other.id !== selected.id),
    encodedVariantExistence: 'v1_0-2',
    encodedVariantAvailability: 'v1_0-1',
    options: [
      {
        name: 'Color',
        optionValues: [
          { name: 'Natural', firstSelectableVariant: natural, swatch: { color: '#D9CDB8' } },
          { name: 'Charcoal', firstSelectableVariant: charcoal, swatch: { color: '#4B4E50' } },
          { name: 'Sage', firstSelectableVariant: sage, swatch: null },
        ],
      },
    ],
  } as unknown as ProductPageData;
}

describe('selectedOptionsFromUrl', () => {
  it('reads each query parameter as an option, but not ?variant=', () => {
    expect(
      selectedOptionsFromUrl(new URL('http://shop.test/products/tote?Color=Sage&variant=3&a=b')),
    ).toEqual([
      { name: 'Color', value: 'Sage' },
      { name: 'a', value: 'b' },
    ]);
  });

  it('passes on no more options than the API reads', () => {
    const query = Array.from({ length: 300 }, (_, index) => `o${index}=v`).join('&');
    expect(selectedOptionsFromUrl(new URL(`http://shop.test/?${query}`))).toHaveLength(250);
  });
});

describe('optionPickers', () => {
  it('links every value to its variant’s URL, marks the selected one and the sold-out one', () => {
    expect(optionPickers(tote())).toEqual([
      {
        name: 'Color',
        values: [
          {
            name: 'Natural',
            to: '/products/tote?Color=Natural',
            selected: false,
            exists: true,
            available: true,
            swatchColor: '#D9CDB8',
          },
          {
            name: 'Charcoal',
            to: '/products/tote?Color=Charcoal',
            selected: true,
            exists: true,
            available: true,
            swatchColor: '#4B4E50',
          },
          {
            name: 'Sage',
            to: '/products/tote?Color=Sage',
            selected: false,
            exists: true,
            available: false,
            swatchColor: null,
          },
        ],
      },
    ]);
  });

  it('shows no pickers for a product without choices', () => {
    const single = variant(1, 'Natural');
    const product = {
      ...tote(single),
      adjacentVariants: [],
      encodedVariantExistence: 'v1_0',
      encodedVariantAvailability: 'v1_0',
      options: [
        { name: 'Color', optionValues: [{ name: 'Natural', firstSelectableVariant: single }] },
      ],
    } as unknown as ProductPageData;
    expect(optionPickers(product)).toEqual([]);
  });
});

describe('variant links', () => {
  it('knows every variant the page holds, once each', () => {
    expect(knownVariants(tote()).map((known) => known.id)).toEqual([
      'gid://shopify/ProductVariant/2',
      'gid://shopify/ProductVariant/1',
      'gid://shopify/ProductVariant/3',
    ]);
  });

  it('reads ?variant= as a global id or as the number Shopify’s online store writes', () => {
    expect(variantIdFromUrl('8')).toBe('gid://shopify/ProductVariant/8');
    expect(variantIdFromUrl('gid://shopify/ProductVariant/8')).toBe(
      'gid://shopify/ProductVariant/8',
    );
  });

  it('writes a variant’s URL with its options, encoded', () => {
    expect(
      variantUrl({
        ...variant(4, 'Sand & Stone'),
        selectedOptions: [
          { name: 'Color', value: 'Sand & Stone' },
          { name: 'Size', value: 'Large' },
        ],
      }),
    ).toBe('/products/tote?Color=Sand+%26+Stone&Size=Large');
  });
});
