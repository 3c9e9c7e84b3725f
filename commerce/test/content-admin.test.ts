import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productGid, products } from './support/catalogue';
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

const admin = async <T>(document: string, variables?: Record<string, unknown>) =>
  dataOf(await server.admin<T>(document, variables));
const storefront = async <T>(document: string, variables?: Record<string, unknown>) =>
  dataOf(await server.graphql<T>(document, variables));

const [powder] = products;
if (!powder) throw new Error('The seed catalogue needs a product.');

interface UserError {
  code: string | null;
  field: string[] | null;
  message: string;
  elementIndex?: number | null;
  elementKey?: string | null;
}

describe('Admin API: queries an editor needs', () => {
  it('lists pages, menus, metaobjects of a type and the shop with its policies and metafields', async () => {
    const data = await admin<Record<string, unknown>>(`{
      pages(first: 10) { nodes { id handle title bodySummary isPublished
        seo: metafields(first: 5, namespace: "global") { nodes { key value } } } }
      menus(first: 10, sortKey: TITLE) { nodes { id handle title isDefault items(limit: 2) { id title type url resourceId } } }
      found: menus(first: 10, query: "handle:footer") { nodes { handle } }
      metaobjects(type: "ingredient", first: 10) { nodes { id handle displayName fields { key type value } } }
      hero: metaobjectByHandle(handle: { type: "hero", handle: "home" }) { id field(key: "headline") { value } }
      shop { id name shopPolicies { id type title url }
        metafields(first: 10, keys: ["custom.support_email", "custom.hero"]) { nodes { id namespace key type value ownerType } } }
    }`);
    expect(data).toMatchObject({
      pages: {
        nodes: [
          {
            id: 'gid://shopify/Page/1',
            handle: 'faq',
            bodySummary: 'How much powder? One scoop for a bath & two for an ice plunge.',
            isPublished: true,
            seo: {
              nodes: [
                { key: 'title_tag', value: 'FAQ · Clearwell' },
                { key: 'description_tag', value: 'Answers about the powder.' },
              ],
            },
          },
          { id: 'gid://shopify/Page/2', handle: 'about-us', seo: { nodes: [] } },
        ],
      },
      menus: {
        nodes: [
          {
            handle: 'footer',
            isDefault: true,
            items: [
              { title: 'About us', type: 'PAGE', url: `${TEST_STOREFRONT_URL}/pages/about-us` },
            ],
          },
          {
            id: 'gid://shopify/Menu/1',
            handle: 'main-menu',
            title: 'Main menu',
            isDefault: true,
            items: [
              {
                id: 'gid://shopify/MenuItem/1',
                title: 'Home',
                type: 'FRONTPAGE',
                url: `${TEST_STOREFRONT_URL}/`,
                resourceId: null,
              },
              { title: 'Shop', type: 'CATALOG', url: `${TEST_STOREFRONT_URL}/collections/all` },
            ],
          },
        ],
      },
      found: { nodes: [{ handle: 'footer' }] },
      metaobjects: {
        nodes: [
          {
            id: 'gid://shopify/Metaobject/2',
            handle: 'sodium-thiosulfate',
            displayName: 'sodium-thiosulfate',
            fields: [
              { key: 'name', type: 'single_line_text_field', value: 'Sodium thiosulfate' },
              { key: 'amount', type: 'number_decimal', value: '12.5' },
            ],
          },
          { handle: 'vitamin-c' },
        ],
      },
      hero: { id: 'gid://shopify/Metaobject/1', field: { value: 'Tap water, made gentle' } },
      shop: {
        id: 'gid://shopify/Shop/1',
        shopPolicies: [
          {
            id: 'gid://shopify/ShopPolicy/1',
            type: 'TERMS_OF_SERVICE',
            title: 'Terms of Service',
            url: `${TEST_STOREFRONT_URL}/policies/terms-of-service`,
          },
          { type: 'REFUND_POLICY' },
        ],
        metafields: {
          nodes: [
            {
              namespace: 'custom',
              key: 'support_email',
              type: 'single_line_text_field',
              value: 'help@example.com',
              ownerType: 'SHOP',
            },
            { key: 'hero', type: 'metaobject_reference', value: 'gid://shopify/Metaobject/1' },
          ],
        },
      },
    });
  });

  it('answers null for unknown ids', async () => {
    expect(
      await admin(`{ page(id: "gid://shopify/Page/99") { id } menu(id: "gid://shopify/Menu/99") { id }
        metaobject(id: "gid://shopify/Metaobject/99") { id } other: page(id: "gid://shopify/Menu/1") { id } }`),
    ).toEqual({ page: null, menu: null, metaobject: null, other: null });
  });
});

describe('Admin API: pageUpdate', () => {
  const PAGE_UPDATE = `mutation Update($id: ID!, $page: PageUpdateInput!) {
    pageUpdate(id: $id, page: $page) { page { id handle title body updatedAt } userErrors { code field message } }
  }`;
  type Payload = {
    pageUpdate: {
      page: { handle: string; title: string; body: string } | null;
      userErrors: UserError[];
    };
  };
  const update = async (page: Record<string, unknown>, id = 'gid://shopify/Page/2') =>
    (await admin<Payload>(PAGE_UPDATE, { id, page })).pageUpdate;

  it('updates title, handle, body and SEO metafields, which the storefront then shows', async () => {
    const result = await update({
      title: '  Our story  ',
      handle: 'Our Story!',
      body: '<p>Since 2024.</p>',
      metafields: [
        {
          namespace: 'global',
          key: 'title_tag',
          type: 'single_line_text_field',
          value: 'Our story · Clearwell',
        },
        {
          namespace: 'global',
          key: 'description_tag',
          type: 'multi_line_text_field',
          value: 'How it began.',
        },
      ],
    });
    expect(result).toEqual({
      page: {
        id: 'gid://shopify/Page/2',
        handle: 'our-story',
        title: 'Our story',
        body: '<p>Since 2024.</p>',
        updatedAt: expect.any(String),
      },
      userErrors: [],
    });
    const data = await storefront<Record<string, unknown>>(`{
      page(handle: "our-story") { title body seo { title description } }
      old: page(handle: "about-us") { id }
      menu(handle: "footer") { items { url } }
    }`);
    expect(data).toEqual({
      page: {
        title: 'Our story',
        body: '<p>Since 2024.</p>',
        seo: { title: 'Our story · Clearwell', description: 'How it began.' },
      },
      old: null,
      // The menu links to the page, so it follows the new handle.
      menu: { items: [{ url: `${TEST_STOREFRONT_URL}/pages/our-story` }] },
    });
  });

  it('refuses bad input with userErrors and changes nothing', async () => {
    const before = await storefront<{ page: unknown }>(
      '{ page(handle: "faq") { title body seo { title } } }',
    );
    const cases: [Record<string, unknown>, UserError[]][] = [
      [
        { title: '   ' },
        [{ code: 'BLANK', field: ['page', 'title'], message: "Title can't be blank" }],
      ],
      [
        { title: 'x'.repeat(256) },
        [
          {
            code: 'TOO_LONG',
            field: ['page', 'title'],
            message: 'Title is too long (maximum is 255 characters)',
          },
        ],
      ],
      [
        { handle: 'our-story' },
        [{ code: 'TAKEN', field: ['page', 'handle'], message: 'Handle has already been taken' }],
      ],
      [
        { body: 'x'.repeat(512 * 1024 + 1) },
        [
          {
            code: 'TOO_BIG',
            field: ['page', 'body'],
            message: 'Body is too big (maximum is 512 KB)',
          },
        ],
      ],
      [
        {
          title: 'Changed',
          metafields: [
            {
              namespace: 'global',
              key: 'title_tag',
              type: 'single_line_text_field',
              value: 'two\nlines',
            },
          ],
        },
        [
          {
            code: 'INVALID_VALUE',
            field: ['page', 'metafields', '0', 'value'],
            message: 'Value must be a single line of text.',
          },
        ],
      ],
      [
        { metafields: [{ namespace: 'custom', key: 'new_one', value: 'x' }] },
        [
          {
            code: 'BLANK',
            field: ['page', 'metafields', '0', 'type'],
            message: "Type can't be blank for a new metafield.",
          },
        ],
      ],
    ];
    for (const [page, userErrors] of cases) {
      expect(await update(page, 'gid://shopify/Page/1'), JSON.stringify(page).slice(0, 80)).toEqual(
        { page: null, userErrors },
      );
    }
    expect(await storefront('{ page(handle: "faq") { title body seo { title } } }')).toEqual(
      before,
    );
  });

  it('answers NOT_FOUND for an unknown page, and a coercion error for a malformed id', async () => {
    expect(await update({ title: 'x' }, 'gid://shopify/Page/99')).toEqual({
      page: null,
      userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Page does not exist' }],
    });
    const malformed = await server.admin(PAGE_UPDATE, { id: 'not-an-id', page: {} });
    expect(malformed.status).toBe(200);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('argumentLiteralsIncompatible');
  });

  it('refuses an unknown input field with a validation error, never a 500', async () => {
    const result = await server.admin(PAGE_UPDATE, {
      id: 'gid://shopify/Page/1',
      page: { isPublished: false },
    });
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.message).toMatch(/isPublished/);
  });
});

describe('Admin API: metafieldsSet and metafieldsDelete', () => {
  const SET = `mutation Set($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) { metafields { id namespace key type value ownerType } userErrors { code field elementIndex message } }
  }`;
  type Payload = {
    metafieldsSet: { metafields: Record<string, unknown>[] | null; userErrors: UserError[] };
  };
  const set = async (metafields: Record<string, unknown>[]) =>
    (await admin<Payload>(SET, { metafields })).metafieldsSet;
  const SHOP = 'gid://shopify/Shop/1';

  it('sets metafields of the shop, a product and a page, creating and updating', async () => {
    const result = await set([
      { ownerId: SHOP, namespace: 'custom', key: 'support_email', value: 'care@example.com' },
      {
        ownerId: SHOP,
        namespace: 'custom',
        key: 'support_phone',
        type: 'single_line_text_field',
        value: '+1 555 0100',
      },
      {
        ownerId: productGid(powder),
        namespace: 'custom',
        key: 'ingredients',
        type: 'list.metaobject_reference',
        value: '["gid://shopify/Metaobject/3"]',
      },
      {
        ownerId: 'gid://shopify/Page/1',
        namespace: 'custom',
        key: 'featured_product',
        type: 'product_reference',
        value: productGid(powder),
      },
    ]);
    expect(result.userErrors).toEqual([]);
    expect(result.metafields).toEqual([
      expect.objectContaining({
        key: 'support_email',
        type: 'single_line_text_field',
        value: 'care@example.com',
        ownerType: 'SHOP',
      }),
      expect.objectContaining({ key: 'support_phone', value: '+1 555 0100', ownerType: 'SHOP' }),
      expect.objectContaining({ key: 'ingredients', ownerType: 'PRODUCT' }),
      expect.objectContaining({ key: 'featured_product', ownerType: 'PAGE' }),
    ]);
    const data = await storefront<Record<string, unknown>>(`{
      shop { metafields(identifiers: [{ namespace: "custom", key: "support_email" }, { namespace: "custom", key: "support_phone" }]) { value } }
      product(handle: "${powder.handle}") { metafield(namespace: "custom", key: "ingredients") { references(first: 5) { nodes { ... on Metaobject { handle } } } } }
      page(handle: "faq") { metafield(namespace: "custom", key: "featured_product") { reference { ... on Product { handle } } } }
    }`);
    expect(data).toEqual({
      shop: { metafields: [{ value: 'care@example.com' }, { value: '+1 555 0100' }] },
      product: { metafield: { references: { nodes: [{ handle: 'vitamin-c' }] } } },
      page: { metafield: { reference: { handle: powder.handle } } },
    });
  });

  it.each([
    [
      'integer',
      'number_integer',
      '4.5',
      'INVALID_VALUE',
      'value',
      'Value must be a whole number, e.g. "12".',
    ],
    [
      'decimal',
      'number_decimal',
      'ten',
      'INVALID_VALUE',
      'value',
      'Value must be a decimal number with at most 9 decimals, e.g. "4.5".',
    ],
    ['boolean', 'boolean', 'yes', 'INVALID_VALUE', 'value', 'Value must be true or false.'],
    ['json', 'json', '{oops', 'INVALID_VALUE', 'value', 'Value must be valid JSON.'],
    [
      'rating',
      'rating',
      '{"value":"6","scale_min":"1","scale_max":"5"}',
      'INVALID_VALUE',
      'value',
      'Value must be a rating within its scale',
    ],
    [
      'url',
      'url',
      'javascript:alert(1)',
      'INVALID_VALUE',
      'value',
      'Value must be a URL with the http, https, mailto, sms or tel scheme.',
    ],
    [
      'rich text',
      'rich_text_field',
      '{"type":"paragraph"}',
      'INVALID_VALUE',
      'value',
      'Value must be rich text',
    ],
    ['blank', 'single_line_text_field', '', 'BLANK', 'value', "Value can't be blank."],
    ['unknown type', 'money', '1', 'INVALID_TYPE', 'type', 'Type "money" is not supported.'],
    [
      'missing reference',
      'page_reference',
      'gid://shopify/Page/99',
      'INVALID_VALUE',
      'value',
      'gid://shopify/Page/99 does not exist.',
    ],
    [
      'wrong reference kind',
      'file_reference',
      'gid://shopify/Page/1',
      'INVALID_VALUE',
      'value',
      'Value must be the global id of a MediaImage',
    ],
    [
      'list not an array',
      'list.single_line_text_field',
      '"one"',
      'INVALID_VALUE',
      'value',
      'A list.single_line_text_field value must be a JSON array.',
    ],
    [
      'list of wrong elements',
      'list.number_integer',
      '["1"]',
      'INVALID_VALUE',
      'value',
      'Every element of a list.number_integer value must be a JSON number.',
    ],
    [
      'list with a missing reference',
      'list.metaobject_reference',
      '["gid://shopify/Metaobject/1","gid://shopify/Metaobject/77"]',
      'INVALID_VALUE',
      'value',
      'gid://shopify/Metaobject/77 does not exist.',
    ],
  ])(
    'refuses a bad %s value with Shopify-like userErrors',
    async (_case, type, value, code, field, message) => {
      const result = await set([
        {
          ownerId: SHOP,
          namespace: 'custom',
          key: 'fine',
          type: 'single_line_text_field',
          value: 'fine',
        },
        { ownerId: SHOP, namespace: 'custom', key: 'probe', type, value },
      ]);
      expect(result.metafields).toBeNull();
      expect(result.userErrors).toEqual([
        {
          code,
          field: ['metafields', '1', field],
          elementIndex: 1,
          message: expect.stringContaining(message),
        },
      ]);
      // Atomic: the good input was not written either.
      const { shop } = await storefront<{ shop: { metafield: unknown } }>(
        '{ shop { metafield(namespace: "custom", key: "fine") { id } } }',
      );
      expect(shop.metafield).toBeNull();
    },
  );

  it('accepts a good value of each common type', async () => {
    const result = await set(
      [
        ['number_integer', '-12'],
        ['number_decimal', '4.125'],
        ['boolean', 'true'],
        ['json', '{"a":[1,2]}'],
        ['url', 'https://example.com/x'],
        [
          'rich_text_field',
          '{"type":"root","children":[{"type":"paragraph","children":[{"type":"text","value":"Hi"}]}]}',
        ],
        ['multi_line_text_field', 'one\ntwo'],
        ['date', '2026-02-28'],
        ['color', '#1F6F68'],
        ['list.url', '["https://a.example","mailto:a@example.com"]'],
        ['list.rating', '[{"value":"3","scale_min":"1","scale_max":"5"}]'],
        ['list.page_reference', '["gid://shopify/Page/1"]'],
        ['product_reference', productGid(powder)],
      ].map(([type, value], index) => ({
        ownerId: SHOP,
        namespace: 'typed',
        key: `k${index}`,
        type,
        value,
      })),
    );
    expect(result.userErrors).toEqual([]);
    expect(result.metafields).toHaveLength(13);
  });

  it('refuses unknown owners, bad names, duplicates and more than 25 inputs', async () => {
    expect(
      (
        await set([
          {
            ownerId: 'gid://shopify/Page/99',
            namespace: 'custom',
            key: 'x1',
            type: 'boolean',
            value: 'true',
          },
          {
            ownerId: 'gid://shopify/Order/1',
            namespace: 'custom',
            key: 'x1',
            type: 'boolean',
            value: 'true',
          },
        ])
      ).userErrors,
    ).toEqual([
      {
        code: 'INVALID',
        field: ['metafields', '0', 'ownerId'],
        elementIndex: 0,
        message: 'Owner does not exist.',
      },
      {
        code: 'INVALID',
        field: ['metafields', '1', 'ownerId'],
        elementIndex: 1,
        message: 'Owner does not exist.',
      },
    ]);
    expect(
      (
        await set([
          { ownerId: SHOP, key: 'no_namespace', type: 'boolean', value: 'true' },
          { ownerId: SHOP, namespace: 'a', key: 'short_namespace', type: 'boolean', value: 'true' },
          { ownerId: SHOP, namespace: 'custom', key: 'bad key', type: 'boolean', value: 'true' },
          { ownerId: SHOP, namespace: 'custom', key: 'twice', type: 'boolean', value: 'true' },
          { ownerId: SHOP, namespace: 'custom', key: 'twice', type: 'boolean', value: 'false' },
        ])
      ).userErrors.map((error) => [error.code, error.field?.join('.')]),
    ).toEqual([
      ['BLANK', 'metafields.0.namespace'],
      ['INVALID', 'metafields.1.namespace'],
      ['INVALID', 'metafields.2.key'],
      ['INVALID', 'metafields.4.key'],
    ]);
    const many = Array.from({ length: 26 }, (_, index) => ({
      ownerId: SHOP,
      namespace: 'custom',
      key: `m${index}`,
      type: 'boolean',
      value: 'true',
    }));
    expect((await set(many)).userErrors).toEqual([
      {
        code: 'LESS_THAN_OR_EQUAL_TO',
        field: ['metafields'],
        elementIndex: null,
        message: 'Exceeded the maximum metafields input limit of 25.',
      },
    ]);
  });

  it('deletes metafields, answering null for those that did not exist', async () => {
    const DELETE = `mutation Delete($metafields: [MetafieldIdentifierInput!]!) {
      metafieldsDelete(metafields: $metafields) { deletedMetafields { ownerId namespace key } userErrors { field message } }
    }`;
    const gone = { ownerId: SHOP, namespace: 'custom', key: 'business_hours' };
    const result = await admin<{ metafieldsDelete: unknown }>(DELETE, {
      metafields: [gone, { ownerId: SHOP, namespace: 'custom', key: 'never_set' }],
    });
    expect(result.metafieldsDelete).toEqual({ deletedMetafields: [gone, null], userErrors: [] });
    expect(
      await storefront('{ shop { metafield(namespace: "custom", key: "business_hours") { id } } }'),
    ).toEqual({
      shop: { metafield: null },
    });
  });
});

describe('Admin API: menuUpdate', () => {
  const MENU_UPDATE = `mutation Update($id: ID!, $title: String!, $handle: String, $items: [MenuItemUpdateInput!]!) {
    menuUpdate(id: $id, title: $title, handle: $handle, items: $items) {
      menu { id handle title items { id title type url resourceId tags items { title url } } }
      userErrors { code field message }
    }
  }`;
  type Payload = { menuUpdate: { menu: Record<string, unknown> | null; userErrors: UserError[] } };
  const update = async (variables: Record<string, unknown>) =>
    (
      await admin<Payload>(MENU_UPDATE, {
        id: 'gid://shopify/Menu/2',
        title: 'Footer',
        ...variables,
      })
    ).menuUpdate;

  it('replaces the items, keeping the ids given, and the storefront serves the new menu', async () => {
    const result = await update({
      title: 'Footer links',
      items: [
        { title: 'Shop all', type: 'CATALOG' },
        {
          id: 'gid://shopify/MenuItem/13',
          title: 'Story',
          type: 'PAGE',
          resourceId: 'gid://shopify/Page/2',
        },
        {
          title: 'More',
          type: 'HTTP',
          url: 'https://example.com/more',
          tags: ['x'],
          items: [
            { title: 'Refunds', type: 'SHOP_POLICY', resourceId: 'gid://shopify/ShopPolicy/2' },
          ],
        },
      ],
    });
    expect(result.userErrors).toEqual([]);
    expect(result.menu).toMatchObject({
      handle: 'footer',
      title: 'Footer links',
      items: [
        { title: 'Shop all', type: 'CATALOG', url: `${TEST_STOREFRONT_URL}/collections/all` },
        { id: 'gid://shopify/MenuItem/13', title: 'Story', resourceId: 'gid://shopify/Page/2' },
        {
          title: 'More',
          url: 'https://example.com/more',
          tags: ['x'],
          items: [{ title: 'Refunds', url: `${TEST_STOREFRONT_URL}/policies/refund-policy` }],
        },
      ],
    });
    const { menu } = await storefront<{ menu: { title: string; items: { title: string }[] } }>(
      '{ menu(handle: "footer") { title items { title } } }',
    );
    expect(menu).toEqual({
      title: 'Footer links',
      items: [{ title: 'Shop all' }, { title: 'Story' }, { title: 'More' }],
    });
  });

  it('refuses bad items with userErrors at their paths and keeps the menu', async () => {
    const before = await storefront('{ menu(handle: "footer") { title items { title url } } }');
    const result = await update({
      title: ' ',
      handle: 'bottom',
      items: [
        { title: '', type: 'SEARCH' },
        { title: 'Page', type: 'PAGE' },
        { title: 'Gone', type: 'PAGE', resourceId: 'gid://shopify/Page/99' },
        { title: 'Blog', type: 'BLOG' },
        { title: 'Bad', type: 'HTTP', url: 'javascript:alert(1)' },
        { title: 'Other menu', id: 'gid://shopify/MenuItem/1', type: 'SEARCH' },
        {
          title: 'A',
          type: 'HTTP',
          items: [
            {
              title: 'B',
              type: 'HTTP',
              items: [{ title: 'C', type: 'HTTP', items: [{ title: 'D', type: 'SEARCH' }] }],
            },
          ],
        },
      ],
    });
    expect(result.menu).toBeNull();
    expect(
      result.userErrors.map((error) => [error.code, error.field?.join('.'), error.message]),
    ).toEqual([
      [null, 'title', "Title can't be blank"],
      [null, 'handle', "The handle of a default menu can't be changed"],
      [null, 'items.0.title', "Title can't be blank."],
      [null, 'items.1.resourceId', 'A PAGE item needs the resource it links to.'],
      [null, 'items.2.resourceId', 'gid://shopify/Page/99 is not a Page of this shop.'],
      [null, 'items.3.type', expect.stringContaining('Type must be one of')],
      [null, 'items.4.url', expect.stringContaining('URL must be an absolute')],
      [
        'NESTING_TOO_DEEP',
        'items.6.items.0.items.0.items',
        'A menu is nested at most 3 levels deep.',
      ],
      ['NOT_FOUND', 'items.5.id', 'Menu item does not exist'],
    ]);
    expect(await storefront('{ menu(handle: "footer") { title items { title url } } }')).toEqual(
      before,
    );
  });

  it('answers NOT_FOUND for an unknown menu', async () => {
    expect(await update({ id: 'gid://shopify/Menu/99', items: [] })).toEqual({
      menu: null,
      userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Menu does not exist' }],
    });
  });
});

describe('Admin API: metaobjectUpdate', () => {
  const UPDATE = `mutation Update($id: ID!, $metaobject: MetaobjectUpdateInput!) {
    metaobjectUpdate(id: $id, metaobject: $metaobject) {
      metaobject { id handle fields { key value } }
      userErrors { code field elementKey message }
    }
  }`;
  type Payload = {
    metaobjectUpdate: { metaobject: Record<string, unknown> | null; userErrors: UserError[] };
  };
  const update = async (metaobject: Record<string, unknown>, id = 'gid://shopify/Metaobject/1') =>
    (await admin<Payload>(UPDATE, { id, metaobject })).metaobjectUpdate;

  it('updates field values, which the storefront then serves', async () => {
    const result = await update({
      fields: [
        { key: 'headline', value: 'Gentle water' },
        { key: 'products', value: JSON.stringify([productGid(powder)]) },
      ],
    });
    expect(result.userErrors).toEqual([]);
    const { metaobject } = await storefront<{ metaobject: unknown }>(
      '{ metaobject(handle: { type: "hero", handle: "home" }) { headline: field(key: "headline") { value } products: field(key: "products") { references(first: 5) { nodes { ... on Product { handle } } } } } }',
    );
    expect(metaobject).toEqual({
      headline: { value: 'Gentle water' },
      products: { references: { nodes: [{ handle: powder.handle }] } },
    });
  });

  it('refuses unknown keys, duplicates, bad values and a taken handle', async () => {
    const result = await update(
      {
        handle: 'sodium-thiosulfate',
        fields: [
          { key: 'colour', value: 'blue' },
          { key: 'amount', value: 'lots' },
          { key: 'name', value: 'Salt' },
          { key: 'name', value: 'Salt again' },
        ],
      },
      'gid://shopify/Metaobject/3',
    );
    expect(result).toEqual({
      metaobject: null,
      userErrors: [
        {
          code: 'TAKEN',
          field: ['metaobject', 'handle'],
          elementKey: null,
          message: 'Handle has already been taken',
        },
        {
          code: 'UNDEFINED_OBJECT_FIELD',
          field: ['metaobject', 'fields', '0'],
          elementKey: 'colour',
          message: 'No field definition found for "colour"',
        },
        {
          code: 'INVALID_VALUE',
          field: ['metaobject', 'fields', '1'],
          elementKey: 'amount',
          message: expect.stringContaining('decimal'),
        },
        {
          code: 'DUPLICATE_FIELD_INPUT',
          field: ['metaobject', 'fields', '3'],
          elementKey: 'name',
          message: 'Field "name" is given twice',
        },
      ],
    });
    expect(await update({}, 'gid://shopify/Metaobject/99')).toEqual({
      metaobject: null,
      userErrors: [
        { code: 'RECORD_NOT_FOUND', field: ['id'], elementKey: null, message: 'Record not found' },
      ],
    });
  });

  const [powderImage] = powder.images;
  if (!powderImage) throw new Error('The powder needs an image.');

  it("lists the shop's images as files, and sets an image field to a product's, which the storefront serves", async () => {
    const { files } = await admin<{
      files: { nodes: { id: string; alt: string | null; image: { url: string } | null }[] };
    }>(
      '{ files(first: 250) { nodes { id alt ... on MediaImage { fileStatus image { url width height } } } } }',
    );
    // The content's images (here the logos and the hero's picture), then every product's.
    const productImageCount = products.reduce((sum, product) => sum + product.images.length, 0);
    expect(files.nodes).toHaveLength(3 + productImageCount);
    const chosen = files.nodes.find((file) => file.alt === powderImage.altText);
    expect(chosen).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\/\d+$/),
      image: { url: expect.stringContaining(powderImage.file.replace('.svg', '')) },
    });

    const result = await update({ fields: [{ key: 'image', value: chosen!.id }] });
    expect(result.userErrors).toEqual([]);
    const { metaobject } = await storefront<{ metaobject: unknown }>(
      '{ metaobject(handle: { type: "hero", handle: "home" }) { image: field(key: "image") { value reference { ... on MediaImage { id image { url altText width height } } } } } }',
    );
    expect(metaobject).toEqual({
      image: {
        value: chosen!.id,
        reference: {
          id: chosen!.id,
          image: {
            url: chosen!.image!.url,
            altText: powderImage.altText,
            width: powderImage.width,
            height: powderImage.height,
          },
        },
      },
    });
  });

  it('refuses an image field naming no image of the shop, or something else, at the field', async () => {
    for (const value of [
      'gid://shopify/MediaImage/999999',
      'gid://shopify/MediaImage/2000000000',
      productGid(powder),
      'powder-bath.svg',
    ]) {
      expect(await update({ fields: [{ key: 'image', value }] }), value).toEqual({
        metaobject: null,
        userErrors: [
          {
            code: 'INVALID_VALUE',
            field: ['metaobject', 'fields', '0'],
            elementKey: 'image',
            message: expect.stringContaining('MediaImage'),
          },
        ],
      });
    }
  });

  it('clears a field with an empty value and renames its handle', async () => {
    const result = await update(
      { handle: 'Vitamin C (ascorbic)', fields: [{ key: 'amount', value: '' }] },
      'gid://shopify/Metaobject/3',
    );
    expect(result).toEqual({
      metaobject: {
        id: 'gid://shopify/Metaobject/3',
        handle: 'vitamin-c-ascorbic',
        fields: [
          { key: 'name', value: 'Vitamin C' },
          { key: 'amount', value: null },
        ],
      },
      userErrors: [],
    });
  });
});

describe('Admin API: shopPolicyUpdate', () => {
  const UPDATE = `mutation Update($shopPolicy: ShopPolicyInput!) {
    shopPolicyUpdate(shopPolicy: $shopPolicy) { shopPolicy { id type title body url } userErrors { code field message } }
  }`;
  type Payload = {
    shopPolicyUpdate: { shopPolicy: Record<string, unknown> | null; userErrors: UserError[] };
  };
  const update = async (type: string, body: string) =>
    (await admin<Payload>(UPDATE, { shopPolicy: { type, body } })).shopPolicyUpdate;

  it('sets a new policy with Shopify’s title, edits one, and unsets one with an empty body', async () => {
    expect(await update('PRIVACY_POLICY', '<p>We keep little.</p>')).toEqual({
      shopPolicy: {
        id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/),
        type: 'PRIVACY_POLICY',
        title: 'Privacy policy',
        body: '<p>We keep little.</p>',
        url: `${TEST_STOREFRONT_URL}/policies/privacy-policy`,
      },
      userErrors: [],
    });
    expect((await update('TERMS_OF_SERVICE', '<p>New terms.</p>')).shopPolicy).toMatchObject({
      id: 'gid://shopify/ShopPolicy/1',
      title: 'Terms of Service',
    });
    expect(await update('REFUND_POLICY', '  ')).toEqual({ shopPolicy: null, userErrors: [] });
    expect(
      await storefront(
        '{ shop { privacyPolicy { title body } termsOfService { body } refundPolicy { id } } }',
      ),
    ).toEqual({
      shop: {
        privacyPolicy: { title: 'Privacy policy', body: '<p>We keep little.</p>' },
        termsOfService: { body: '<p>New terms.</p>' },
        refundPolicy: null,
      },
    });
  });

  it('refuses a body over 512 KB and an unknown type', async () => {
    expect(await update('SHIPPING_POLICY', 'x'.repeat(512 * 1024 + 1))).toEqual({
      shopPolicy: null,
      userErrors: [
        {
          code: 'TOO_BIG',
          field: ['shopPolicy', 'body'],
          message: 'Body is too big (maximum is 512 KB)',
        },
      ],
    });
    const unknown = await server.admin(UPDATE, {
      shopPolicy: { type: 'COOKIE_POLICY', body: 'x' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('INVALID_VARIABLE');
  });
});
