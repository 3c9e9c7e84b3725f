import { describe, expect, it } from 'vitest';
import type { ProductRecord, VariantRecord } from '../src/db/records';
import { matchesSearch, parseProductSearch } from '../src/storefront-api/product-search';

const product = (overrides: Partial<ProductRecord>): ProductRecord => ({
  id: 1,
  handle: 'bath-powder',
  title: 'Bath & Ice Plunge Powder',
  descriptionHtml: '',
  vendor: 'Clearwell',
  productType: 'Water conditioner',
  tags: ['bath', 'ice plunge'],
  publishedAt: '2026-01-15T09:00:00Z',
  createdAt: '2026-01-15T09:00:00Z',
  updatedAt: '2026-01-15T09:00:00Z',
  ...overrides,
});
const variant = (priceCents: number, availableForSale = true) =>
  ({ priceCents, availableForSale }) as VariantRecord;

const powder = { product: product({}), variants: [variant(4400)] };
const scoop = {
  product: product({
    id: 2,
    handle: 'bamboo-scoop',
    title: 'Bamboo Scoop',
    productType: 'Accessory',
    tags: ['accessory'],
  }),
  variants: [variant(800, false)],
};
const matching = (query: string) =>
  [powder, scoop]
    .filter((candidate) => matchesSearch(parseProductSearch(query), candidate))
    .map((c) => c.product.handle);

describe('products(query:) search syntax', () => {
  it('matches plain words against title, type, vendor and tags, case-insensitively', () => {
    expect(matching('plunge')).toEqual(['bath-powder']);
    expect(matching('BAMBOO')).toEqual(['bamboo-scoop']);
    expect(matching('clearwell')).toEqual(['bath-powder', 'bamboo-scoop']);
    expect(matching('plung')).toEqual([]);
    expect(matching('plung*')).toEqual(['bath-powder']);
  });

  it('matches fields, phrases and comparisons', () => {
    expect(matching('title:"ice plunge"')).toEqual(['bath-powder']);
    expect(matching('title:"plunge ice"')).toEqual([]);
    expect(matching('handle:bamboo-scoop')).toEqual(['bamboo-scoop']);
    expect(matching('tag:accessory')).toEqual(['bamboo-scoop']);
    expect(matching('tag_not:accessory')).toEqual(['bath-powder']);
    expect(matching('product_type:Accessory,Other')).toEqual(['bamboo-scoop']);
    expect(matching('variants.price:>10')).toEqual(['bath-powder']);
    expect(matching('available_for_sale:true')).toEqual(['bath-powder']);
  });

  it('combines terms with AND, OR, NOT and parentheses', () => {
    expect(matching('bath scoop')).toEqual([]);
    expect(matching('bath OR scoop')).toEqual(['bath-powder', 'bamboo-scoop']);
    expect(matching('clearwell AND NOT bamboo')).toEqual(['bath-powder']);
    expect(matching('-tag:bath')).toEqual(['bamboo-scoop']);
    expect(matching('(bath OR scoop) tag:accessory')).toEqual(['bamboo-scoop']);
  });

  it('ignores fields it does not know, as Shopify does', () => {
    expect(matching('colour:teal')).toEqual(['bath-powder', 'bamboo-scoop']);
  });
});
