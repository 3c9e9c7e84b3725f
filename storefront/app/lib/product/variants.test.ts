import { describe, expect, it } from 'vitest';
import { checkProductData, initialVariant, packLabel, PRODUCT_PROPS_ERROR } from './variants';

const variant = (id: string, availableForSale: boolean, size: string, scent = 'None') => ({
  id,
  availableForSale,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Scent', value: scent },
  ],
});

const soldOutSmall = variant('small', false, '2 Pack');
const large = variant('large', true, '4 Pack');
const largeLavender = variant('large-lavender', true, '4 Pack', 'Lavender');
const variants = [soldOutSmall, large, largeLavender];

describe('checkProductData', () => {
  it('accepts variants as nodes or edges and returns them flat', () => {
    expect(checkProductData({ variants: { nodes: variants } })).toEqual({ ok: true, variants });
    expect(checkProductData({ variants: { edges: variants.map((node) => ({ node })) } })).toEqual({
      ok: true,
      variants,
    });
  });

  it('requires the variants list', () => {
    for (const product of [{}, { variants: null }, { variants: {} }, null]) {
      const result = checkProductData(product);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toBe(PRODUCT_PROPS_ERROR);
    }
  });

  it('requires selectedOptions on every variant', () => {
    const result = checkProductData({ variants: { nodes: [large, { id: 'bare' }] } });
    expect(result).toEqual({
      ok: false,
      error: 'Please provide the necessary props...',
      problems: ["bare needs 'selectedOptions'"],
    });
  });

  it('requires allocations when a variant carries a selling plan allocation field', () => {
    const withAllocations = { ...large, sellingPlanAllocations: { nodes: [] } };
    const withoutAllocations = { ...large, id: 'broken', sellingPlanAllocations: {} };
    expect(checkProductData({ variants: { nodes: [withAllocations] } }).ok).toBe(true);
    expect(checkProductData({ variants: { nodes: [withoutAllocations] } })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('broken')],
    });
  });
});

describe('initialVariant', () => {
  it('is the variant with the given id', () => {
    expect(initialVariant(variants, 'small')).toBe(soldOutSmall);
  });

  it('is none when the given id matches no variant, or the id is null', () => {
    expect(initialVariant(variants, 'missing')).toBeNull();
    expect(initialVariant(variants, null)).toBeNull();
  });

  it('is the first available for sale without an id', () => {
    expect(initialVariant(variants)).toBe(large);
  });

  it('is the first when none is available, and none without variants', () => {
    const soldOut = [soldOutSmall, { ...large, availableForSale: false }];
    expect(initialVariant(soldOut)).toBe(soldOutSmall);
    expect(initialVariant([])).toBeNull();
  });
});

describe('packLabel', () => {
  it('is the variant title in capitals: the powder is a 4 PACK', () => {
    expect(packLabel({ title: '4 Pack' })).toBe('4 PACK');
    expect(packLabel({ title: '50 Strips' })).toBe('50 STRIPS');
  });

  it('is none for a product without options', () => {
    expect(packLabel({ title: 'Default Title' })).toBeNull();
    expect(packLabel({ title: ' ' })).toBeNull();
    expect(packLabel(null)).toBeNull();
  });
});
