import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productGid } from './support/catalogue';
import { CONTENT_FIXTURE_DIR } from './support/content';
import {
  dataOf,
  startTestServer,
  TEST_STOREFRONT_URL,
  type TestServer,
} from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ contentDir: CONTENT_FIXTURE_DIR });
});
afterAll(() => server.stop());

const query = async <T>(document: string, variables?: Record<string, unknown>) =>
  dataOf(await server.graphql<T>(document, variables));

const [powder, sachets, scoop] = products;
if (!powder || !sachets || !scoop) throw new Error('The seed catalogue needs three products.');

describe('Storefront API: pages', () => {
  const PAGE_FIELDS = `id handle title body bodySummary createdAt updatedAt onlineStoreUrl
    seo { title description }`;

  it('answers a page by handle, by id and by the deprecated pageByHandle, alike', async () => {
    const { byHandle } = await query<{ byHandle: { id: string } & Record<string, unknown> }>(
      `{ byHandle: page(handle: "faq") { ${PAGE_FIELDS} } }`,
    );
    expect(byHandle).toMatchObject({
      id: 'gid://shopify/Page/1',
      handle: 'faq',
      title: 'Frequently asked questions',
      body: '<h2>How much powder?</h2>\n<p>One scoop for a bath &amp; two for an ice plunge.</p>\n',
      // Text only, entities decoded, blocks separated by a space.
      bodySummary: 'How much powder? One scoop for a bath & two for an ice plunge.',
      onlineStoreUrl: `${TEST_STOREFRONT_URL}/pages/faq`,
      seo: { title: 'FAQ · Clearwell', description: 'Answers about the powder.' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    const { byId, deprecated } = await query<Record<string, unknown>>(
      `query P($id: ID!) { byId: page(id: $id) { ${PAGE_FIELDS} }
        deprecated: pageByHandle(handle: "faq") { ${PAGE_FIELDS} } }`,
      { id: byHandle.id },
    );
    expect(byId).toEqual(byHandle);
    expect(deprecated).toEqual(byHandle);
  });

  it('answers null SEO parts and null for an unknown page, as Shopify does', async () => {
    const data = await query<Record<string, unknown>>(`{
      about: page(handle: "about-us") { seo { title description } }
      missing: page(handle: "no-such-page") { id }
      missingId: page(id: "gid://shopify/Page/999") { id }
      otherKind: page(id: "gid://shopify/Product/1") { id }
    }`);
    expect(data).toEqual({
      about: { seo: { title: null, description: null } },
      missing: null,
      missingId: null,
      otherKind: null,
    });
  });

  it('refuses a page id that is not a global id with Shopify’s coercion error', async () => {
    const result = await server.graphql('{ page(id: "7") { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('argumentLiteralsIncompatible');
  });

  it('lists pages sorted, searched and paged', async () => {
    const list = async (args: string) =>
      (
        await query<{ pages: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean } } }>(
          `{ pages(${args}) { nodes { handle } pageInfo { hasNextPage } } }`,
        )
      ).pages;
    expect((await list('first: 10')).nodes.map((page) => page.handle)).toEqual(['faq', 'about-us']);
    expect((await list('first: 10, sortKey: TITLE')).nodes.map((page) => page.handle)).toEqual([
      'about-us',
      'faq',
    ]);
    expect(await list('first: 1')).toEqual({
      nodes: [{ handle: 'faq' }],
      pageInfo: { hasNextPage: true },
    });
    // Words match the title or the body's text; fields narrow.
    expect((await list('first: 10, query: "scoop"')).nodes).toEqual([{ handle: 'faq' }]);
    expect((await list('first: 10, query: "handle:about-us"')).nodes).toEqual([
      { handle: 'about-us' },
    ]);
    expect((await list('first: 10, query: "-title:about"')).nodes).toEqual([{ handle: 'faq' }]);
  });
});

describe('Storefront API: shop content', () => {
  it('answers the description, the brand with its images and colours, and the primary domain', async () => {
    const { shop } = await query<{ shop: Record<string, unknown> }>(`{ shop {
      description
      primaryDomain { url host sslEnabled }
      brand {
        slogan shortDescription coverImage { id }
        logo { id alt mediaContentType image { id url altText width height } }
        squareLogo { image { url } }
        colors { primary { background foreground } secondary { background foreground } }
      }
    } }`);
    expect(shop).toEqual({
      description: 'Bath and plunge powder that neutralizes chlorine in tap water.',
      // The online store of a Shopify shop is its storefront.
      primaryDomain: { url: TEST_STOREFRONT_URL, host: 'storefront.test', sslEnabled: false },
      brand: {
        slogan: 'Softer water, calmer skin',
        shortDescription: 'A powder for cleaner baths, showers and ice plunges.',
        coverImage: null,
        logo: {
          id: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\/\d+$/),
          alt: null,
          mediaContentType: 'IMAGE',
          image: {
            id: expect.stringMatching(/^gid:\/\/shopify\/ImageSource\/\d+$/),
            url: expect.stringMatching(/\/cdn\/shop\/files\/powder-pack\.png\?v=\d+$/),
            altText: null,
            width: 1600,
            height: 1600,
          },
        },
        squareLogo: {
          image: { url: expect.stringContaining('/cdn/shop/files/powder-jar-scoop.') },
        },
        colors: {
          primary: [{ background: '#1F6F68', foreground: '#FFFFFF' }],
          secondary: [{ background: '#F7F4EE', foreground: null }],
        },
      },
    });
  });

  it('serves a brand image from the CDN', async () => {
    const { shop } = await query<{ shop: { brand: { logo: { image: { url: string } } } } }>(
      '{ shop { brand { logo { image { url(transform: { maxWidth: 200 }) } } } } }',
    );
    const url = new URL(shop.brand.logo.image.url);
    const response = await fetch(`${server.base}${url.pathname}${url.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('answers the policies set, null for those unset, and a default subscription policy without an id', async () => {
    const POLICY = 'id handle title body url';
    const { shop } = await query<{ shop: Record<string, unknown> }>(`{ shop {
      termsOfService { ${POLICY} } refundPolicy { ${POLICY} }
      privacyPolicy { id } shippingPolicy { id } contactInformation { id } legalNotice { id }
      termsOfSale { id } subscriptionPolicy { ${POLICY} }
    } }`);
    expect(shop).toEqual({
      termsOfService: {
        id: 'gid://shopify/ShopPolicy/1',
        handle: 'terms-of-service',
        title: 'Terms of Service',
        body: '<p>These terms govern your use of the shop.</p>\n',
        url: `${TEST_STOREFRONT_URL}/policies/terms-of-service`,
      },
      refundPolicy: {
        id: 'gid://shopify/ShopPolicy/2',
        handle: 'refund-policy',
        title: 'Refund Policy',
        body: '<p>Return unopened items within 30 days.</p>\n',
        url: `${TEST_STOREFRONT_URL}/policies/refund-policy`,
      },
      privacyPolicy: null,
      shippingPolicy: null,
      contactInformation: null,
      legalNotice: null,
      termsOfSale: null,
      subscriptionPolicy: {
        id: null,
        handle: 'subscription-policy',
        title: 'Subscription policy',
        body: expect.stringContaining('cancel'),
        url: `${TEST_STOREFRONT_URL}/policies/subscription-policy`,
      },
    });
  });
});

describe('Storefront API: menus', () => {
  interface Item {
    title: string;
    type: string;
    url: string | null;
    resourceId: string | null;
    tags: string[];
    resource: { __typename: string; handle?: string; title?: string } | null;
    /** Absent at the third level, which the query does not expand. */
    items?: Item[];
  }
  const ITEM = `id title type url resourceId tags
    resource { __typename ... on Page { handle } ... on Product { handle } ... on ShopPolicy { title } }`;

  it('answers a menu with every kind of item, their URLs absolute on the primary domain', async () => {
    const { menu } = await query<{
      menu: { id: string; handle: string; title: string; itemsCount: number; items: Item[] };
    }>(`{ menu(handle: "main-menu") {
      id handle title itemsCount
      items { ${ITEM} items { ${ITEM} items { ${ITEM} } } }
    } }`);
    expect(menu).toMatchObject({
      id: 'gid://shopify/Menu/1',
      handle: 'main-menu',
      title: 'Main menu',
    });
    expect(menu.itemsCount).toBe(menu.items.length);
    const site = TEST_STOREFRONT_URL;
    const summary = (items: Item[]): unknown[] =>
      items.map((item) => [
        item.title,
        item.type,
        item.url,
        item.resource,
        summary(item.items ?? []),
      ]);
    expect(summary(menu.items)).toEqual([
      ['Home', 'FRONTPAGE', `${site}/`, null, []],
      ['Shop', 'CATALOG', `${site}/collections/all`, null, []],
      ['FAQ', 'PAGE', `${site}/pages/faq`, { __typename: 'Page', handle: 'faq' }, []],
      [
        'The powder',
        'PRODUCT',
        `${site}/products/${powder.handle}`,
        { __typename: 'Product', handle: powder.handle },
        [],
      ],
      [
        'Terms',
        'SHOP_POLICY',
        `${site}/policies/terms-of-service`,
        { __typename: 'ShopPolicy', title: 'Terms of Service' },
        [],
      ],
      ['Search', 'SEARCH', `${site}/search`, null, []],
      ['Instagram', 'HTTP', 'https://instagram.com/example', null, []],
      ['Wholesale', 'HTTP', null, null, []],
      [
        'Help',
        'HTTP',
        `${site}/contact`,
        null,
        [
          [
            'About',
            'PAGE',
            `${site}/pages/about-us`,
            { __typename: 'Page', handle: 'about-us' },
            [],
          ],
          [
            'Policies',
            'HTTP',
            null,
            null,
            [
              [
                'Refunds',
                'SHOP_POLICY',
                `${site}/policies/refund-policy`,
                { __typename: 'ShopPolicy', title: 'Refund Policy' },
                [],
              ],
            ],
          ],
        ],
      ],
    ]);
    expect(menu.items[2]?.resourceId).toBe('gid://shopify/Page/1');
    expect(menu.items[3]?.resourceId).toBe(productGid(powder));
    expect(menu.items[8]?.items?.[0]?.tags).toEqual(['story']);
  });

  it('answers null for an unknown menu', async () => {
    expect(await query('{ menu(handle: "no-such-menu") { id } }')).toEqual({ menu: null });
  });
});

describe('Storefront API: metafields and metaobjects', () => {
  const METAFIELD = 'id namespace key type value createdAt updatedAt';

  it('answers shop metafields, one entry per identifier with null for the absent', async () => {
    const { shop } = await query<{ shop: Record<string, unknown> }>(`{ shop {
      email: metafield(namespace: "custom", key: "support_email") { ${METAFIELD} parentResource { __typename ... on Shop { name } } }
      noNamespace: metafield(key: "support_email") { id }
      metafields(identifiers: [
        { namespace: "custom", key: "business_hours" },
        { namespace: "custom", key: "nothing" },
        { namespace: "custom", key: "support_email" }
      ]) { key value }
    } }`);
    expect(shop).toEqual({
      email: {
        id: expect.stringMatching(/^gid:\/\/shopify\/Metafield\/\d+$/),
        namespace: 'custom',
        key: 'support_email',
        type: 'single_line_text_field',
        value: 'help@example.com',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        parentResource: { __typename: 'Shop', name: expect.any(String) },
      },
      // Without a namespace Shopify looks in the app's own namespace, where there is nothing.
      noNamespace: null,
      metafields: [
        { key: 'business_hours', value: 'Mon-Fri 9:00-17:00\nSat 10:00-14:00' },
        null,
        { key: 'support_email', value: 'help@example.com' },
      ],
    });
  });

  it('resolves references: a metaobject, its image and its product list', async () => {
    const { shop } = await query<{ shop: { metafield: Record<string, unknown> } }>(`{ shop {
      metafield(namespace: "custom", key: "hero") {
        type value references(first: 5) { nodes { __typename } }
        reference { __typename ... on Metaobject {
          id type handle updatedAt
          headline: field(key: "headline") { key type value reference { __typename } }
          image: field(key: "image") { value reference { __typename ... on MediaImage { image { url width height } } } }
          products: field(key: "products") {
            reference { __typename }
            references(first: 1) { nodes { ... on Product { handle } } pageInfo { hasNextPage } }
          }
          missing: field(key: "nothing") { value }
        } }
      }
    } }`);
    expect(shop.metafield).toEqual({
      type: 'metaobject_reference',
      value: 'gid://shopify/Metaobject/1',
      // A single reference has no list of references.
      references: null,
      reference: {
        __typename: 'Metaobject',
        id: 'gid://shopify/Metaobject/1',
        type: 'hero',
        handle: 'home',
        updatedAt: expect.any(String),
        headline: {
          key: 'headline',
          type: 'single_line_text_field',
          value: 'Tap water, made gentle',
          reference: null,
        },
        image: {
          value: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\/\d+$/),
          reference: {
            __typename: 'MediaImage',
            image: {
              url: expect.stringContaining('/cdn/shop/files/powder-bath.'),
              width: 1600,
              height: 1600,
            },
          },
        },
        products: {
          reference: null,
          references: { nodes: [{ handle: powder.handle }], pageInfo: { hasNextPage: true } },
        },
        missing: null,
      },
    });
  });

  it('answers product and page metafields with their references and list values', async () => {
    const data = await query<Record<string, unknown>>(`{
      product(handle: "${powder.handle}") {
        ingredients: metafield(namespace: "custom", key: "ingredients") {
          type value parentResource { __typename ... on Product { handle } }
          references(first: 10) { nodes { ... on Metaobject { handle name: field(key: "name") { value } } } }
        }
        rating: metafield(namespace: "reviews", key: "rating") { type value }
        doses: metafield(namespace: "custom", key: "doses") { type value }
      }
      other: product(handle: "${sachets.handle}") { metafield(namespace: "custom", key: "ingredients") { id } }
      page(handle: "faq") {
        metafield(namespace: "custom", key: "featured_product") {
          parentResource { __typename ... on Page { handle } }
          reference { __typename ... on Product { handle } }
        }
        seoTitle: metafield(namespace: "global", key: "title_tag") { value }
      }
    }`);
    expect(data).toEqual({
      product: {
        ingredients: {
          type: 'list.metaobject_reference',
          value: '["gid://shopify/Metaobject/2","gid://shopify/Metaobject/3"]',
          parentResource: { __typename: 'Product', handle: powder.handle },
          references: {
            nodes: [
              { handle: 'sodium-thiosulfate', name: { value: 'Sodium thiosulfate' } },
              { handle: 'vitamin-c', name: { value: 'Vitamin C' } },
            ],
          },
        },
        rating: {
          type: 'rating',
          value: '{"value":"4.8","scale_min":"1.0","scale_max":"5.0"}',
        },
        doses: { type: 'list.number_integer', value: '[1,2,4]' },
      },
      other: { metafield: null },
      page: {
        metafield: {
          parentResource: { __typename: 'Page', handle: 'faq' },
          reference: { __typename: 'Product', handle: scoop.handle },
        },
        seoTitle: { value: 'FAQ · Clearwell' },
      },
    });
  });

  it('answers metaobjects by handle, by id, and listed by type and sort key', async () => {
    const data = await query<Record<string, unknown>>(`{
      byHandle: metaobject(handle: { type: "ingredient", handle: "vitamin-c" }) { id handle }
      byId: metaobject(id: "gid://shopify/Metaobject/2") { handle }
      unknown: metaobject(handle: { type: "ingredient", handle: "salt" }) { id }
      ids: metaobjects(type: "ingredient", first: 10) { nodes { handle } }
      reversed: metaobjects(type: "ingredient", first: 1, sortKey: "display_name", reverse: true) {
        nodes { handle } pageInfo { hasNextPage }
      }
      none: metaobjects(type: "no-such-type", first: 10) { nodes { id } }
    }`);
    expect(data).toEqual({
      byHandle: { id: 'gid://shopify/Metaobject/3', handle: 'vitamin-c' },
      byId: { handle: 'sodium-thiosulfate' },
      unknown: null,
      ids: { nodes: [{ handle: 'sodium-thiosulfate' }, { handle: 'vitamin-c' }] },
      reversed: { nodes: [{ handle: 'vitamin-c' }], pageInfo: { hasNextPage: true } },
      none: { nodes: [] },
    });
    const bad = await server.graphql(
      '{ metaobjects(type: "ingredient", first: 1, sortKey: "price") { nodes { id } } }',
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: expect.stringContaining("Invalid sortKey 'price'"),
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('answers node and nodes for pages, menus, policies, metaobjects, metafields and media images', async () => {
    const { shop } = await query<{
      shop: { metafield: { id: string }; brand: { logo: { id: string } } };
    }>(
      '{ shop { metafield(namespace: "custom", key: "support_email") { id } brand { logo { id } } } }',
    );
    const ids = [
      'gid://shopify/Page/2',
      'gid://shopify/Menu/2',
      'gid://shopify/ShopPolicy/1',
      'gid://shopify/Metaobject/1',
      shop.metafield.id,
      shop.brand.logo.id,
      productGid(powder),
      'gid://shopify/Page/404',
    ];
    const { nodes } = await query<{ nodes: ({ __typename: string; id: string } | null)[] }>(
      'query N($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
      { ids },
    );
    expect(nodes).toEqual([
      { __typename: 'Page', id: ids[0] },
      { __typename: 'Menu', id: ids[1] },
      { __typename: 'ShopPolicy', id: ids[2] },
      { __typename: 'Metaobject', id: ids[3] },
      { __typename: 'Metafield', id: ids[4] },
      { __typename: 'MediaImage', id: ids[5] },
      { __typename: 'Product', id: ids[6] },
      null,
    ]);
  });
});
