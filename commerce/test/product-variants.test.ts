import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSchema } from '../src/catalogue/catalogue-schema';
import { catalogueCache } from '../src/catalogue/catalogue-snapshot';
import { seedCatalogue } from '../src/catalogue/seed-catalogue';
import { openDatabase } from '../src/db/connection';
import type { RequestContext } from '../src/storefront-api/context';
import { productResolvers } from '../src/storefront-api/resolvers/products';
import { catalogue, products, variantGid } from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/**
 * Multi-variant products as Shopify's Storefront API documents them (Product.adjacentVariants,
 * encodedVariantExistence, encodedVariantAvailability, selectedOrFirstAvailableVariant,
 * variantBySelectedOptions, ProductOptionValue.firstSelectableVariant and swatch, Product.media).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const tote = products.find((product) => product.handle === 'linen-storage-tote')!;
const filter = products.find((product) => product.handle === 'inline-shower-filter')!;
const colours = tote.options[0]!.values;
const soldOut = tote.variants.find((variant) => !variant.availableForSale)!;
const [natural, charcoal] = tote.variants;
const toteVariantGid = (name: string) =>
  variantGid(
    tote,
    tote.variants.findIndex((variant) => variant.title === name),
  );

interface Variant {
  id: string;
  title: string;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
}

const VARIANT = 'id title availableForSale selectedOptions { name value }';

async function toteQuery<T>(fields: string, variables: Record<string, unknown> = {}) {
  const result = await server.graphql<{ product: T }>(
    `query ${fields.includes('$selected') ? '($selected: [SelectedOptionInput!])' : ''}${
      fields.includes('$required') ? '($required: [SelectedOptionInput!]!)' : ''
    } {
      product(handle: "${tote.handle}") { ${fields} } }`,
    variables,
  );
  return dataOf(result).product;
}

describe('the seed catalogue', () => {
  it('has products with real options, one combination sold out, all at the product’s price', () => {
    for (const product of [tote, filter]) {
      expect(product.variants.length).toBeGreaterThan(1);
      expect(new Set(product.variants.map((variant) => variant.price)).size).toBe(1);
    }
    expect(soldOut).toBeDefined();
  });

  it('keeps the ids of the variants that were sold before the options came', async () => {
    // The tote and the filter were single-variant products with these ids; carts hold them.
    const { nodes } = dataOf(
      await server.graphql<{ nodes: { product: { handle: string }; sku: string }[] }>(
        `{ nodes(ids: ["gid://shopify/ProductVariant/6", "gid://shopify/ProductVariant/7"]) {
            ... on ProductVariant { sku product { handle } } } }`,
      ),
    );
    expect(nodes).toEqual([
      { sku: 'CW-SF-1', product: { handle: filter.handle } },
      { sku: 'CW-TOTE-1', product: { handle: tote.handle } },
    ]);
    expect(variantGid(tote)).toBe('gid://shopify/ProductVariant/7');
  });
});

describe('options', () => {
  it('lists each option value with its colour swatch and its first selectable variant', async () => {
    const product = await toteQuery<{
      options: {
        name: string;
        optionValues: {
          name: string;
          swatch: { color: string; image: null } | null;
          firstSelectableVariant: Variant | null;
        }[];
      }[];
    }>(
      `options { name optionValues { name swatch { color image { __typename } } firstSelectableVariant { ${VARIANT} } } }`,
    );
    expect(product.options).toHaveLength(1);
    expect(product.options[0]!.name).toBe('Color');
    expect(product.options[0]!.optionValues.map((value) => value.name)).toEqual(
      colours.map((colour) => colour.name),
    );
    for (const [index, value] of product.options[0]!.optionValues.entries()) {
      expect(value.swatch).toEqual({ color: colours[index]!.swatch, image: null });
      // Always a variant when one has the value, even one that is sold out.
      expect(value.firstSelectableVariant?.id).toBe(toteVariantGid(value.name));
    }
  });
});

describe('selectedOrFirstAvailableVariant', () => {
  const field = `selectedOrFirstAvailableVariant(selectedOptions: $selected) { ${VARIANT} }`;
  const select = async (selected?: { name: string; value: string }[]) =>
    (await toteQuery<{ selectedOrFirstAvailableVariant: Variant }>(field, { selected }))
      .selectedOrFirstAvailableVariant;

  it('is the first available variant when nothing is selected', async () => {
    expect((await select()).title).toBe(natural!.title);
  });

  it('is the selected variant, even when it is sold out', async () => {
    expect(await select([{ name: 'Color', value: charcoal!.title }])).toMatchObject({
      title: charcoal!.title,
      availableForSale: true,
    });
    expect(await select([{ name: 'Color', value: soldOut.title }])).toMatchObject({
      title: soldOut.title,
      availableForSale: false,
    });
  });

  it('ignores unknown options by default and falls back to the first available', async () => {
    expect(
      (
        await select([
          { name: 'Color', value: charcoal!.title },
          { name: 'variant', value: '123' },
        ])
      ).title,
    ).toBe(charcoal!.title);
    expect((await select([{ name: 'Color', value: 'Plaid' }])).title).toBe(natural!.title);
  });
});

describe('variantBySelectedOptions', () => {
  const find = async (
    selected: { name: string; value: string }[],
    flags = '',
  ): Promise<Variant | null> =>
    (
      await toteQuery<{ variantBySelectedOptions: Variant | null }>(
        `variantBySelectedOptions(selectedOptions: $required${flags}) { ${VARIANT} }`,
        { required: selected },
      )
    ).variantBySelectedOptions;

  it('finds the variant with exactly the selected options, null when there is none', async () => {
    expect((await find([{ name: 'Color', value: charcoal!.title }]))?.id).toBe(
      toteVariantGid(charcoal!.title),
    );
    expect(await find([{ name: 'Color', value: 'Plaid' }])).toBeNull();
  });

  it('matches case-sensitively unless asked not to', async () => {
    const lower = [{ name: 'color', value: charcoal!.title.toLowerCase() }];
    expect(await find(lower)).toBeNull();
    expect((await find(lower, ', caseInsensitiveMatch: true'))?.title).toBe(charcoal!.title);
  });

  it('fails on unknown options unless told to ignore them', async () => {
    const withUnknown = [
      { name: 'Color', value: charcoal!.title },
      { name: 'Size', value: 'Large' },
    ];
    expect(await find(withUnknown)).toBeNull();
    expect((await find(withUnknown, ', ignoreUnknownOptions: true'))?.title).toBe(charcoal!.title);
  });
});

describe('adjacentVariants', () => {
  const adjacent = async (selected?: { name: string; value: string }[]) =>
    (
      await toteQuery<{ adjacentVariants: Variant[] }>(
        `adjacentVariants(selectedOptions: $selected) { ${VARIANT} }`,
        { selected },
      )
    ).adjacentVariants.map((variant) => variant.title);

  it('lists the variants one option away from the selection, in variant id order', async () => {
    expect(await adjacent([{ name: 'Color', value: charcoal!.title }])).toEqual(
      tote.variants.filter((variant) => variant !== charcoal).map((variant) => variant.title),
    );
  });

  it('is relative to the first available variant when nothing is selected', async () => {
    expect(await adjacent()).toEqual(
      tote.variants.filter((variant) => variant !== natural).map((variant) => variant.title),
    );
  });
});

describe('encodedVariantExistence and encodedVariantAvailability', () => {
  it('encode which colours exist and which are for sale, as hydrogen-react decodes them', async () => {
    const product = await toteQuery<{
      encodedVariantExistence: string;
      encodedVariantAvailability: string;
    }>('encodedVariantExistence encodedVariantAvailability');
    const position = (title: string) => colours.findIndex((colour) => colour.name === title);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual(
      tote.variants.map((variant) => [position(variant.title)]),
    );
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toEqual(
      tote.variants
        .filter((variant) => variant.availableForSale)
        .map((variant) => [position(variant.title)]),
    );
  });
});

describe('variant images', () => {
  it('gives each colour its own picture', async () => {
    const { variants } = await toteQuery<{
      variants: { nodes: { title: string; image: { url: string; altText: string } }[] };
    }>('variants(first: 10) { nodes { title image { url altText } } }');
    for (const variant of tote.variants) {
      const image = tote.images.find((candidate) => candidate.file === variant.image)!;
      const node = variants.nodes.find((candidate) => candidate.title === variant.title)!;
      expect(node.image.altText).toBe(image.altText);
      expect(node.image.url).toContain(image.file.replace(/\.svg$/, ''));
    }
  });
});

describe('media', () => {
  interface Media {
    __typename: string;
    id: string;
    alt: string | null;
    mediaContentType: string;
    image: { url: string; altText: string | null };
    previewImage: { url: string };
  }

  it('lists the product’s images as MediaImage nodes, pageable, each found again by node()', async () => {
    const product = await toteQuery<{
      media: { nodes: Media[]; pageInfo: { hasNextPage: boolean } };
    }>(
      `media(first: 2) {
        nodes { __typename id alt mediaContentType previewImage { url }
          ... on MediaImage { image { url altText } } }
        pageInfo { hasNextPage }
      }`,
    );
    expect(product.media.pageInfo.hasNextPage).toBe(tote.images.length > 2);
    expect(product.media.nodes.map((media) => media.alt)).toEqual(
      tote.images.slice(0, 2).map((image) => image.altText),
    );
    for (const media of product.media.nodes) {
      expect(media).toMatchObject({
        __typename: 'MediaImage',
        mediaContentType: 'IMAGE',
        image: { altText: media.alt },
      });
      expect(media.previewImage.url).toBe(media.image.url);
      const { node } = dataOf(
        await server.graphql<{ node: { id: string; alt: string } | null }>(
          `query ($id: ID!) { node(id: $id) { ... on MediaImage { id alt } } }`,
          { id: media.id },
        ),
      );
      expect(node).toEqual({ id: media.id, alt: media.alt });
    }
  });
});

describe('firstSelectableVariant with several options', () => {
  // Size × Colour, where Small/Red does not exist: Small's first selectable variant is then
  // Small/Blue, the lowest-positioned colour that exists with it, though it is sold out.
  const variant = (size: string, colour: string, availableForSale = true) => ({
    title: `${size} / ${colour}`,
    price: '10.00',
    availableForSale,
    selectedOptions: [
      { name: 'Size', value: size },
      { name: 'Colour', value: colour },
    ],
  });
  const db = openDatabase(':memory:');
  seedCatalogue(
    db,
    catalogueSchema.parse({
      shop: catalogue.shop,
      products: [
        {
          ...products[0],
          handle: 'two-options',
          sellingPlanGroups: [],
          options: [
            { name: 'Size', values: ['Small', 'Large'] },
            { name: 'Colour', values: ['Red', 'Blue', 'Green'] },
          ],
          variants: [
            variant('Small', 'Green'),
            variant('Small', 'Blue', false),
            variant('Large', 'Red'),
            variant('Large', 'Green'),
          ],
        },
      ],
    }),
  );
  const snapshot = catalogueCache(db).current();
  const context = { catalogue: snapshot } as RequestContext;
  const [size, colour] = snapshot.options(1);
  const firstSelectable = (
    option: NonNullable<typeof size>,
    name: string,
  ): { title: string } | null => {
    const value = option.values.find((candidate) => candidate.name === name)!;
    const resolve = productResolvers.ProductOptionValue!.firstSelectableVariant as (
      ...args: unknown[]
    ) => { title: string } | null;
    return resolve({ ...value, option }, {}, context);
  };

  it('combines the value with the lowest-positioned values of the other options that exist', () => {
    expect(firstSelectable(size!, 'Small')?.title).toBe('Small / Blue');
    expect(firstSelectable(size!, 'Large')?.title).toBe('Large / Red');
    expect(firstSelectable(colour!, 'Green')?.title).toBe('Small / Green');
    expect(firstSelectable(colour!, 'Red')?.title).toBe('Large / Red');
  });
});
