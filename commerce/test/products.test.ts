import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  priceCents,
  productGid,
  products,
  sellingPlanGids,
  shopifyAmount,
  subscriptionProduct,
  variantGid,
} from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Page {
  products: {
    edges: { cursor: string; node: { handle: string } }[];
    nodes: { handle: string }[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
}

const PAGE_QUERY = `query Page($first: Int, $after: String, $last: Int, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
  products(first: $first, after: $after, last: $last, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse) {
    edges { cursor node { handle } }
    nodes { handle }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

const page = async (variables: Record<string, unknown>) =>
  dataOf(await server.graphql<Page>(PAGE_QUERY, variables)).products;
const handles = products.map((product) => product.handle);
const handlesWhere = async (query: string) =>
  (await page({ first: 250, query })).nodes.map((node) => node.handle);

describe('products', () => {
  it('pages forward with first/after through the whole catalogue in catalogue order', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const current = await page({ first: 3, after });
      pages += 1;
      seen.push(...current.nodes.map((node) => node.handle));
      expect(current.edges.map((edge) => edge.node.handle)).toEqual(
        current.nodes.map((node) => node.handle),
      );
      expect(current.pageInfo.startCursor).toBe(current.edges[0]?.cursor);
      expect(current.pageInfo.endCursor).toBe(current.edges.at(-1)?.cursor);
      expect(current.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!current.pageInfo.hasNextPage) break;
      after = current.pageInfo.endCursor;
    }
    expect(seen).toEqual(handles);
    expect(pages).toBe(Math.ceil(handles.length / 3));
  });

  it('pages backward with last/before', async () => {
    const seen: string[] = [];
    let before: string | null = null;
    for (;;) {
      const current = await page({ last: 2, before });
      seen.unshift(...current.nodes.map((node) => node.handle));
      expect(current.pageInfo.hasNextPage).toBe(before !== null);
      if (!current.pageInfo.hasPreviousPage) break;
      before = current.pageInfo.startCursor;
    }
    expect(seen).toEqual(handles);
  });

  it('gives cursors that are opaque strings and a window between after and before', async () => {
    const all = await page({ first: 250 });
    const second = all.edges[1]?.cursor;
    const fifth = all.edges[4]?.cursor;
    expect(second).toMatch(/^[A-Za-z0-9+/=]+$/);
    const between = await page({ first: 10, after: second, before: fifth });
    expect(between.nodes.map((node) => node.handle)).toEqual(handles.slice(2, 4));
  });

  it('answers an empty page for first: 0', async () => {
    const empty = await page({ first: 0 });
    expect(empty.nodes).toEqual([]);
    expect(empty.pageInfo).toMatchObject({ hasNextPage: true, startCursor: null, endCursor: null });
  });

  it('filters by plain words in the title', async () => {
    const word = products[0]?.title.split(/\s+/).find((w) => /^[a-z]{5,}$/i.test(w)) ?? '';
    const expected = products
      .filter((product) =>
        [product.title, product.productType, product.vendor, ...product.tags].some((text) =>
          text
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .includes(word.toLowerCase()),
        ),
      )
      .map((product) => product.handle);
    expect(expected.length).toBeGreaterThan(0);
    expect(await handlesWhere(word.toLowerCase())).toEqual(expected);
  });

  it('filters by title:, handle:, tag: and product_type:', async () => {
    const target = products[2];
    if (!target) throw new Error('The catalogue needs at least 3 products.');
    expect(await handlesWhere(`title:"${target.title}"`)).toEqual([target.handle]);
    expect(await handlesWhere(`handle:${target.handle}`)).toEqual([target.handle]);
    const tag = target.tags[0] ?? '';
    expect(await handlesWhere(`tag:"${tag}"`)).toEqual(
      products.filter((p) => p.tags.includes(tag)).map((p) => p.handle),
    );
    expect(await handlesWhere(`product_type:"${target.productType}"`)).toEqual(
      products.filter((p) => p.productType === target.productType).map((p) => p.handle),
    );
    expect(await handlesWhere('handle:no-such-product')).toEqual([]);
  });

  it('combines terms with OR and negation', async () => {
    const [a, b] = products;
    if (!a || !b) throw new Error('The catalogue needs 2 products.');
    expect(await handlesWhere(`handle:${a.handle} OR handle:${b.handle}`)).toEqual([
      a.handle,
      b.handle,
    ]);
    expect(await handlesWhere(`-handle:${a.handle}`)).toEqual(
      handles.filter((handle) => handle !== a.handle),
    );
  });

  it('sorts by title and by price, both ways', async () => {
    const byTitle = [...products].sort((x, y) =>
      x.title.toLowerCase().localeCompare(y.title.toLowerCase()),
    );
    expect((await page({ first: 250, sortKey: 'TITLE' })).nodes.map((n) => n.handle)).toEqual(
      byTitle.map((p) => p.handle),
    );
    expect(
      (await page({ first: 250, sortKey: 'TITLE', reverse: true })).nodes.map((n) => n.handle),
    ).toEqual(byTitle.map((p) => p.handle).reverse());
    const prices = (await page({ first: 250, sortKey: 'PRICE' })).nodes.map((node) =>
      priceCents(products.find((product) => product.handle === node.handle) ?? products[0]!),
    );
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });
});

const PRODUCT_FIELDS = `
  id handle title description descriptionHtml vendor productType tags availableForSale
  createdAt updatedAt publishedAt onlineStoreUrl requiresSellingPlan
  seo { title description }
  featuredImage { id url altText width height }
  images(first: 5) { nodes { id url altText width height } }
  options { id name optionValues { name } values }
  priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
  compareAtPriceRange { maxVariantPrice { amount } }
  variants(first: 5) {
    edges { node { id } }
    nodes {
      id title sku availableForSale quantityAvailable requiresShipping
      price { amount currencyCode } compareAtPrice { amount }
      image { url } product { handle }
      selectedOptions { name value }
      sellingPlanAllocations(first: 10) {
        nodes { sellingPlan { id name } priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } } }
      }
    }
  }
  selectedOrFirstAvailableVariant { id }
  sellingPlanGroups(first: 5) {
    edges { node { name } }
    nodes {
      name appName options { name values }
      sellingPlans(first: 10) {
        edges { node { id } }
        nodes {
          id name description recurringDeliveries options { name value }
          priceAdjustments {
            orderCount
            adjustmentValue {
              __typename
              ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }
              ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }
              ... on SellingPlanFixedPriceAdjustment { price { amount } }
            }
          }
        }
      }
    }
  }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep response read field by field
type AnyProduct = any;

describe('product', () => {
  it('reads a product by handle with the fields a storefront uses', async () => {
    const expected = subscriptionProduct;
    const { product } = dataOf(
      await server.graphql<{ product: AnyProduct }>(
        `query P($handle: String!) { product(handle: $handle) { ${PRODUCT_FIELDS} } }`,
        {
          handle: expected.handle,
        },
      ),
    );
    const variant = expected.variants[0]!;
    expect(product).toMatchObject({
      id: productGid(expected),
      handle: expected.handle,
      title: expected.title,
      descriptionHtml: expected.descriptionHtml,
      vendor: expected.vendor,
      productType: expected.productType,
      tags: expected.tags,
      availableForSale: true,
      publishedAt: expected.publishedAt,
      onlineStoreUrl: null,
      requiresSellingPlan: false,
      seo: { title: expected.title },
    });
    expect(product.description).not.toMatch(/[<>]/);
    expect(product.description).toContain(
      expected.descriptionHtml
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 4)
        .join(' '),
    );
    expect(product.images.nodes).toHaveLength(expected.images.length);
    product.images.nodes.forEach((image: AnyProduct, index: number) => {
      const source = expected.images[index]!;
      expect(image).toMatchObject({
        altText: source.altText,
        width: source.width,
        height: source.height,
      });
      expect(image.id).toMatch(/^gid:\/\/shopify\/ProductImage\/\d+$/);
      expect(image.url).toMatch(
        new RegExp(
          `^http://localhost:${server.port}/cdn/shop/files/${source.file.replace('.svg', '')}\\.png\\?v=\\d+$`,
        ),
      );
    });
    expect(product.featuredImage).toEqual(product.images.nodes[0]);
    expect(product.options).toEqual(
      expected.options.map((option) => ({
        id: expect.stringMatching(/^gid:\/\/shopify\/ProductOption\/\d+$/),
        name: option.name,
        optionValues: option.values.map(({ name }) => ({ name })),
        values: option.values.map(({ name }) => name),
      })),
    );
    const price = shopifyAmount(priceCents(expected));
    expect(product.priceRange).toEqual({
      minVariantPrice: { amount: price, currencyCode: 'USD' },
      maxVariantPrice: { amount: price, currencyCode: 'USD' },
    });
    expect(product.variants.nodes[0]).toMatchObject({
      id: variantGid(expected),
      title: variant.title,
      sku: variant.sku,
      availableForSale: variant.availableForSale,
      quantityAvailable: variant.quantityAvailable,
      requiresShipping: variant.requiresShipping,
      price: { amount: price, currencyCode: 'USD' },
      compareAtPrice: null,
      image: { url: product.featuredImage.url },
      product: { handle: expected.handle },
      selectedOptions: variant.selectedOptions,
    });
    expect(product.variants.edges[0].node.id).toBe(variantGid(expected));
    expect(product.selectedOrFirstAvailableVariant.id).toBe(variantGid(expected));

    const group = expected.sellingPlanGroups[0]!;
    const planIds = sellingPlanGids(expected);
    expect(product.sellingPlanGroups.nodes[0]).toMatchObject({
      name: group.name,
      options: group.options,
    });
    expect(product.sellingPlanGroups.edges[0].node.name).toBe(group.name);
    const plans = product.sellingPlanGroups.nodes[0].sellingPlans.nodes;
    expect(plans).toHaveLength(group.sellingPlans.length);
    plans.forEach((plan: AnyProduct, index: number) => {
      const source = group.sellingPlans[index]!;
      const adjustment = source.priceAdjustments[0]!;
      expect(plan).toMatchObject({
        id: planIds[index],
        name: source.name,
        description: source.description,
        recurringDeliveries: source.recurringDeliveries,
        options: source.options,
      });
      if (adjustment.type === 'percentage') {
        expect(plan.priceAdjustments[0].adjustmentValue).toEqual({
          __typename: 'SellingPlanPercentagePriceAdjustment',
          adjustmentPercentage: adjustment.value,
        });
      }
    });

    // The variant's allocation shows the subscription price against the one-time price.
    const allocation = product.variants.nodes[0].sellingPlanAllocations.nodes[0];
    const firstPlan = group.sellingPlans[0]!.priceAdjustments[0]!;
    const planPrice =
      firstPlan.type === 'percentage'
        ? priceCents(expected) - Math.round((priceCents(expected) * firstPlan.value) / 100)
        : NaN;
    expect(allocation.sellingPlan.id).toBe(planIds[0]);
    expect(allocation.priceAdjustments[0]).toEqual({
      price: { amount: shopifyAmount(planPrice) },
      compareAtPrice: { amount: price },
      perDeliveryPrice: { amount: shopifyAmount(planPrice) },
    });
  });

  it('reads the same product by id', async () => {
    const target = products[1]!;
    const result = dataOf(
      await server.graphql<{ product: { handle: string } }>(
        'query P($id: ID!) { product(id: $id) { handle } }',
        {
          id: productGid(target),
        },
      ),
    );
    expect(result.product.handle).toBe(target.handle);
  });

  it('answers null for an unknown handle or id', async () => {
    const result = dataOf(
      await server.graphql<Record<string, unknown>>(
        '{ a: product(handle: "no-such-thing") { id } b: product(id: "gid://shopify/Product/999999") { id } }',
      ),
    );
    expect(result).toEqual({ a: null, b: null });
  });

  it('answers the fields whose value is the same for every product of this shop', async () => {
    const handle = products[0]?.handle ?? '';
    const result = dataOf(
      await server.graphql<Record<string, unknown>>(
        `query ($handle: String!) {
          product(handle: $handle) {
            onlineStoreUrl isGiftCard requiresSellingPlan
            options { optionValues { swatch { color } } }
            variants(first: 1) { nodes { requiresComponents taxable } }
          }
        }`,
        { handle },
      ),
    );
    expect(result).toMatchObject({
      product: {
        onlineStoreUrl: null,
        isGiftCard: false,
        requiresSellingPlan: false,
        variants: { nodes: [{ requiresComponents: false, taxable: true }] },
      },
    });
    const options = (result.product as { options: { optionValues: { swatch: null }[] }[] }).options;
    for (const value of options.flatMap((option) => option.optionValues)) {
      expect(value.swatch).toBeNull();
    }
  });

  it('shows compare-at prices where the catalogue has them', async () => {
    const discounted = products.find((product) => product.variants[0]?.compareAtPrice);
    if (!discounted)
      return expect(products.every((product) => !product.variants[0]?.compareAtPrice)).toBe(true);
    const { product } = dataOf(
      await server.graphql<{ product: AnyProduct }>(
        `{ product(handle: "${discounted.handle}") { compareAtPriceRange { maxVariantPrice { amount } } variants(first: 1) { nodes { compareAtPrice { amount } } } } }`,
      ),
    );
    const compareAt = shopifyAmount(
      Math.round(Number(discounted.variants[0]!.compareAtPrice) * 100),
    );
    expect(product.variants.nodes[0].compareAtPrice.amount).toBe(compareAt);
    expect(product.compareAtPriceRange.maxVariantPrice.amount).toBe(compareAt);
  });

  it('builds image URLs for the requested transform', async () => {
    const { product } = dataOf(
      await server.graphql<{ product: AnyProduct }>(
        `{ product(handle: "${products[0]!.handle}") { featuredImage {
            plain: url
            small: url(transform: { maxWidth: 200 })
            box: url(transform: { maxWidth: 300, maxHeight: 200, crop: TOP })
            webp: url(transform: { maxWidth: 100, preferredContentType: WEBP })
            jpg: url(transform: { preferredContentType: JPG })
        } } }`,
      ),
    );
    const image = product.featuredImage;
    const plain = new URL(image.plain);
    expect(plain.pathname).toMatch(/\.png$/);
    expect(new URL(image.small).searchParams.get('width')).toBe('200');
    const box = new URL(image.box);
    expect([
      box.searchParams.get('width'),
      box.searchParams.get('height'),
      box.searchParams.get('crop'),
    ]).toEqual(['300', '200', 'top']);
    expect(new URL(image.webp).pathname).toMatch(/\.webp$/);
    expect(new URL(image.jpg).pathname).toMatch(/\.jpg$/);
    expect(box.searchParams.get('v')).toBe(plain.searchParams.get('v'));
  });
});

describe('node and nodes', () => {
  it('resolve products and variants by global id, null for unknown ids, in order', async () => {
    const product = products[0]!;
    const result = dataOf(
      await server.graphql<{ node: AnyProduct; nodes: AnyProduct[] }>(
        `query N($product: ID!, $variant: ID!) {
          node(id: $product) { __typename id ... on Product { handle } }
          nodes(ids: [$variant, "gid://shopify/Product/999999", $product]) {
            __typename id
            ... on ProductVariant { title product { handle } }
            ... on Product { title }
          }
        }`,
        { product: productGid(product), variant: variantGid(product) },
      ),
    );
    expect(result.node).toEqual({
      __typename: 'Product',
      id: productGid(product),
      handle: product.handle,
    });
    expect(result.nodes).toEqual([
      {
        __typename: 'ProductVariant',
        id: variantGid(product),
        title: product.variants[0]!.title,
        product: { handle: product.handle },
      },
      null,
      { __typename: 'Product', id: productGid(product), title: product.title },
    ]);
  });
});
