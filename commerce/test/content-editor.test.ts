import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './support/catalogue';
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

const storefront = async <T>(document: string) => dataOf(await server.graphql<T>(document));

async function page(path: string) {
  const response = await fetch(`${server.base}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The token the editor's forms carry, read from a form as a browser would. */
async function formToken(): Promise<string> {
  const { html } = await page('/admin/pages/1');
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('No form token on /admin/pages/1');
  return token;
}

async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams({ formToken: await formToken(), ...fields });
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

const PAGE_FORM = {
  title: 'Frequently asked questions',
  handle: 'faq',
  body: '<p>Answers.</p>',
  seoTitle: 'FAQ · Clearwell',
  seoDescription: 'Answers about the powder.',
};

describe('owner’s content editor: pages', () => {
  it('lists the pages and shows a page’s form with its values, escaped, and no script', async () => {
    const list = await page('/admin/pages');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<a href="/admin/pages/1">Frequently asked questions</a>');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('content-security-policy')).toContain("form-action 'self'");

    const form = await page('/admin/pages/1');
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="title">Title</label>');
    expect(form.html).toContain('value="Frequently asked questions"');
    // The body's HTML is text inside the textarea, never markup of the page.
    expect(form.html).toContain('&lt;h2&gt;How much powder?&lt;/h2&gt;');
    expect(form.html).toContain('value="FAQ · Clearwell"');
    expect(form.html).not.toContain('<script');
  });

  it('saves the form through pageUpdate and redirects to the page with a saved notice', async () => {
    const saved = await post('/admin/pages/1', {
      ...PAGE_FORM,
      title: 'Questions & <answers>',
      body: '<p>Two scoops.</p>\r\n<p>Then relax.</p>',
      seoTitle: '',
    });
    expect(saved).toMatchObject({ status: 303, location: '/admin/pages/1?saved=1' });
    const after = await page('/admin/pages/1?saved=1');
    expect(after.html).toContain('role="status"');
    expect(after.html).toContain('value="Questions &amp; &lt;answers&gt;"');
    expect(
      await storefront('{ page(handle: "faq") { title body seo { title description } } }'),
    ).toEqual({
      page: {
        title: 'Questions & <answers>',
        body: '<p>Two scoops.</p>\n<p>Then relax.</p>',
        // An empty SEO title deletes the metafield: the storefront falls back to the title.
        seo: { title: null, description: 'Answers about the powder.' },
      },
    });
  });

  it('shows the Admin API’s userErrors next to their fields and keeps what was typed', async () => {
    const refused = await post('/admin/pages/1', {
      ...PAGE_FORM,
      title: ' ',
      handle: 'about-us',
      seoTitle: 'Two\nlines',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('role="alert"');
    expect(refused.html).toContain('There are 3 problems');
    expect(refused.html).toMatch(/<a href="#title">Title can&#x27;t be blank<\/a>/);
    expect(refused.html).toMatch(
      /id="handle"[^>]*aria-describedby="handle-hint handle-error"[^>]*aria-invalid="true"/,
    );
    expect(refused.html).toContain(
      '<p class="field-error" id="seoTitle-error">Value must be a single line of text.</p>',
    );
    expect(refused.html).toContain('value="about-us"');
    const { page: stored } = await storefront<{ page: { title: string } }>(
      '{ page(handle: "faq") { title } }',
    );
    expect(stored.title).toBe('Questions & <answers>');
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await page('/admin/pages/99')).status).toBe(404);
    expect((await post('/admin/pages/99', PAGE_FORM)).status).toBe(404);
    expect((await page('/admin/pages/faq')).status).toBe(404);
  });
});

describe('owner’s content editor: collections', () => {
  const BATH_FORM = {
    title: 'Bath',
    handle: 'bath',
    descriptionHtml: '<p>Softer bath water.</p>',
  };

  it('is linked from the hub and lists the collections, with where the storefront shows them', async () => {
    expect((await page('/admin/content')).html).toContain(
      '<a href="/admin/collections">Collections</a>',
    );
    const list = await page('/admin/collections');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<a href="/admin/collections/1">All products</a>');
    expect(list.html).toContain(`<a href="${TEST_STOREFRONT_URL}/products">/products</a>`);
  });

  it('shows a collection’s form with its description as text, and saves it through collectionUpdate', async () => {
    const form = await page('/admin/collections/2');
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="descriptionHtml">Description (HTML)</label>');
    expect(form.html).toContain('&lt;p&gt;Softer, chlorine-free bath water');
    expect(form.html).not.toContain('<script');

    const saved = await post('/admin/collections/2', {
      ...BATH_FORM,
      descriptionHtml: '<p>Softer bath water.</p>\r\n<p>Then relax.</p>',
    });
    expect(saved).toMatchObject({ status: 303, location: '/admin/collections/2?saved=1' });
    expect((await page('/admin/collections/2?saved=1')).html).toContain('role="status"');
    expect(
      await storefront('{ collection(handle: "bath") { title description descriptionHtml } }'),
    ).toEqual({
      collection: {
        title: 'Bath',
        description: 'Softer bath water. Then relax.',
        descriptionHtml: '<p>Softer bath water.</p>\n<p>Then relax.</p>',
      },
    });
  });

  it('shows the Admin API’s userErrors next to their fields and keeps what was typed', async () => {
    const refused = await post('/admin/collections/2', { ...BATH_FORM, title: ' ', handle: 'all' });
    expect(refused.status).toBe(422);
    expect(refused.html).toMatch(/<a href="#title">Title can&#x27;t be blank<\/a>/);
    expect(refused.html).toContain(
      '<p class="field-error" id="handle-error">Handle has already been taken</p>',
    );
    expect(refused.html).toContain('value="all"');
    expect(await storefront('{ collection(handle: "bath") { title } }')).toEqual({
      collection: { title: 'Bath' },
    });
  });

  it('answers 404 for a collection that does not exist', async () => {
    expect((await page('/admin/collections/99')).status).toBe(404);
    expect((await post('/admin/collections/99', BATH_FORM)).status).toBe(404);
  });
});

describe('owner’s content editor: protection', () => {
  it('refuses a post without the form token, from another site, or not form-encoded', async () => {
    const noToken = await fetch(`${server.base}/admin/pages/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...PAGE_FORM, title: 'Forged' }),
    });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('This form has expired');
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forgeries) {
      const forged = await post('/admin/pages/1', { ...PAGE_FORM, title: 'Forged' }, headers);
      expect(forged.status, JSON.stringify(headers)).toBe(403);
    }
    const sameOrigin = await post('/admin/pages/1', PAGE_FORM, {
      origin: server.base,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(303);
    const json = await fetch(`${server.base}/admin/pages/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(json.status).toBe(415);
    const { page: stored } = await storefront<{ page: { title: string } }>(
      '{ page(handle: "faq") { title } }',
    );
    expect(stored.title).toBe(PAGE_FORM.title);
  });

  it('refuses a host name other than loopback’s (a rebound name), and methods it does not take', async () => {
    // fetch cannot set Host: node:http can.
    const rebound = await new Promise<number>((resolve, reject) =>
      request(
        `${server.base}/admin/pages`,
        { headers: { host: `evil.example:${server.port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end(),
    );
    expect(rebound).toBe(403);
    const put = await fetch(`${server.base}/admin/pages/1`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect((await page('/admin/nothing-here')).status).toBe(404);
    expect((await page('/admin/content/extra')).status).toBe(404);
  });
});

describe('owner’s content editor: shop details and policies', () => {
  it('saves the contact details through metafieldsSet, each keeping its type', async () => {
    const saved = await post('/admin/shop', {
      'metafield-custom-support_email': 'care@example.com',
      'metafield-custom-business_hours': 'Mon-Sun\r\n8-20',
    });
    expect(saved).toMatchObject({ status: 303, location: '/admin/shop?saved=1' });
    expect(
      await storefront(
        '{ shop { metafields(identifiers: [{ namespace: "custom", key: "support_email" }, { namespace: "custom", key: "business_hours" }]) { type value } } }',
      ),
    ).toEqual({
      shop: {
        metafields: [
          { type: 'single_line_text_field', value: 'care@example.com' },
          { type: 'multi_line_text_field', value: 'Mon-Sun\n8-20' },
        ],
      },
    });
  });

  it('shows a blank or bad detail as an error at its field', async () => {
    const refused = await post('/admin/shop', {
      'metafield-custom-support_email': '',
      'metafield-custom-business_hours': 'Always',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      '<a href="#metafield-custom-support_email">Value can&#x27;t be blank.</a>',
    );
    expect(refused.html).toContain('value=""');
  });

  it('edits a list of texts one entry per line, blank lines left out', async () => {
    const form = await page('/admin/shop');
    expect(form.html).toMatch(
      /<textarea[^>]*id="metafield-custom-subscription_perks"[^>]*>\s*Cancel anytime\nFree shipping<\/textarea>/,
    );
    expect(form.html).toContain('custom.subscription_perks. One per line.');
    const saved = await post('/admin/shop', {
      'metafield-custom-subscription_perks': ' Skip anytime \r\n\r\nFree shipping\r\n',
    });
    expect(saved).toMatchObject({ status: 303, location: '/admin/shop?saved=1' });
    expect(
      await storefront(
        '{ shop { metafield(namespace: "custom", key: "subscription_perks") { type value } } }',
      ),
    ).toEqual({
      shop: {
        metafield: {
          type: 'list.single_line_text_field',
          value: '["Skip anytime","Free shipping"]',
        },
      },
    });
    const emptied = await post('/admin/shop', { 'metafield-custom-subscription_perks': '\n' });
    expect(emptied.status).toBe(422);
    expect(emptied.html).toContain('<a href="#metafield-custom-subscription_perks">');
  });

  it('sets, edits and unsets a policy, and refuses an unknown one', async () => {
    expect(
      await post('/admin/shop/policies/shipping-policy', {
        'policy-shipping-policy': '<p>Ships in 2 days.</p>',
      }),
    ).toMatchObject({
      status: 303,
      location: '/admin/shop?saved=1',
    });
    expect(
      await post('/admin/shop/policies/refund-policy', { 'policy-refund-policy': '' }),
    ).toMatchObject({ status: 303 });
    expect(
      await storefront('{ shop { shippingPolicy { title body } refundPolicy { id } } }'),
    ).toEqual({
      shop: {
        shippingPolicy: { title: 'Shipping policy', body: '<p>Ships in 2 days.</p>' },
        refundPolicy: null,
      },
    });
    expect((await post('/admin/shop/policies/cookie-policy', { body: 'x' })).status).toBe(404);
    const shopPage = await page('/admin/shop');
    expect(shopPage.html).toContain('&lt;p&gt;Ships in 2 days.&lt;/p&gt;');
  });
});

describe('owner’s content editor: menus', () => {
  it('shows the items as JSON with their ids and HTTP paths as written', async () => {
    const { html } = await page('/admin/menus/1');
    expect(html).toContain('&quot;id&quot;: &quot;gid://shopify/MenuItem/1&quot;');
    expect(html).toContain('&quot;url&quot;: &quot;/contact&quot;');
    expect(html).toContain('<code>gid://shopify/Page/1</code>');
  });

  it('saves the title and items through menuUpdate', async () => {
    const items = [
      {
        id: 'gid://shopify/MenuItem/13',
        title: 'About',
        type: 'PAGE',
        resourceId: 'gid://shopify/Page/2',
      },
      { title: 'Search', type: 'SEARCH' },
    ];
    const saved = await post('/admin/menus/2', {
      title: 'Bottom links',
      items: JSON.stringify(items),
    });
    expect(saved).toMatchObject({ status: 303, location: '/admin/menus/2?saved=1' });
    expect(await storefront('{ menu(handle: "footer") { title items { id title url } } }')).toEqual(
      {
        menu: {
          title: 'Bottom links',
          items: [
            {
              id: 'gid://shopify/MenuItem/13',
              title: 'About',
              url: 'http://storefront.test/pages/about-us',
            },
            {
              id: expect.stringMatching(/^gid:\/\/shopify\/MenuItem\/\d+$/),
              title: 'Search',
              url: 'http://storefront.test/search',
            },
          ],
        },
      },
    );
  });

  it.each([
    ['not JSON', '[{"title": ', 'Items must be valid JSON'],
    ['not a list', '{"title": "Home"}', 'Items must be a JSON list'],
    [
      'an unknown type',
      '[{"title": "Blog", "type": "BLOGS"}]',
      'Value &quot;BLOGS&quot; does not exist in &quot;MenuItemType&quot; enum',
    ],
    [
      'a missing resource',
      '[{"title": "Page", "type": "PAGE"}]',
      '0.resourceId: A PAGE item needs the resource it links to.',
    ],
  ])('refuses items that are %s, keeping what was typed', async (_case, items, message) => {
    const refused = await post('/admin/menus/2', { title: 'Bottom links', items });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(message);
    expect(refused.html).toMatch(/id="items"[^>]*aria-invalid="true"/);
    const { menu } = await storefront<{ menu: { items: unknown[] } }>(
      '{ menu(handle: "footer") { items { id } } }',
    );
    expect(menu.items).toHaveLength(2);
  });
});

describe('owner’s content editor: metaobjects', () => {
  const HERO =
    '{ metaobject(handle: { type: "hero", handle: "home" }) { headline: field(key: "headline") { value } steps: field(key: "steps") { value } image: field(key: "image") { value } } }';

  it('lists the entries the storefront reads, by type, each linking to its form', async () => {
    const list = await page('/admin/metaobjects');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<a href="/admin/metaobjects/1">hero/home</a>');
    expect(list.html).toContain('<a href="/admin/metaobjects/3">ingredient/vitamin-c</a>');
    // A type the shop has no entries of says so.
    expect(list.html).toMatch(/<h2 id="type-feature">Benefits<\/h2><p>None yet/);
    // The home page's customer quotes are the owner's to edit too.
    expect(list.html).toMatch(/<h2 id="type-testimonial">Customer quotes<\/h2><p>None yet/);
  });

  it('shows the text fields as controls, the image as a choice of the shop’s images, and the links as they are stored', async () => {
    const form = await page('/admin/metaobjects/1');
    expect(form.status).toBe(200);
    expect(form.html).toMatch(/<input[^>]*id="field-headline"[^>]*value="Tap water, made gentle"/);
    expect(form.html).toMatch(
      /<textarea[^>]*id="field-steps"[^>]*>\s*Fill the tub.\nRelax.<\/textarea>/,
    );
    // The image: no image, or one of the shop's images (its thumbnail and alt text), the seeded
    // one chosen.
    expect(form.html).toMatch(/<legend>Image<\/legend>/);
    expect(form.html).toMatch(
      /<input type="radio" id="field-image" name="field-image" value=""\/> No image/,
    );
    const radios = [...form.html.matchAll(/<input type="radio"[^>]*name="field-image"[^>]*>/g)];
    const checked = radios.filter(([radio]) => radio.includes('checked'));
    expect(checked).toHaveLength(1);
    expect(checked[0]?.[0]).toMatch(/value="gid:\/\/shopify\/MediaImage\/\d+"/);
    const productImageCount = products.reduce((sum, product) => sum + product.images.length, 0);
    // No image, the fixture's three content images, and every product's.
    expect(radios).toHaveLength(1 + 3 + productImageCount);
    expect(form.html).toMatch(/<img src="[^"]*\/powder-bath\.png\?v=\d+&amp;width=128" alt=""/);
    expect(form.html).not.toMatch(/id="field-products"/);
    expect(form.html).toMatch(/<dt>Products<\/dt>/);
    expect(form.html).not.toContain('<script');
  });

  it('saves the fields through metaobjectUpdate, leaving the others as they are', async () => {
    const saved = await post('/admin/metaobjects/1', {
      'field-headline': ' Tap water, <gentler> ',
      'field-steps': 'Fill the tub.\r\n\r\n  Soak. \r\n',
    });
    expect(saved).toMatchObject({ status: 303, location: '/admin/metaobjects/1?saved=1' });
    const after = await page('/admin/metaobjects/1?saved=1');
    expect(after.html).toContain('role="status"');
    expect(after.html).toContain('value="Tap water, &lt;gentler&gt;"');
    expect(await storefront(HERO)).toEqual({
      metaobject: {
        headline: { value: 'Tap water, <gentler>' },
        steps: { value: '["Fill the tub.","Soak."]' },
        image: { value: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\/\d+$/) },
      },
    });
  });

  it('sets the image to one of the shop’s images, clears it, and refuses one that is not', async () => {
    const form = await page('/admin/metaobjects/1');
    const productImage = /value="(gid:\/\/shopify\/MediaImage\/\d{10})"/.exec(form.html)?.[1];
    expect(productImage).toBeDefined();
    expect(await post('/admin/metaobjects/1', { 'field-image': productImage! })).toMatchObject({
      status: 303,
    });
    expect(await storefront(HERO)).toMatchObject({
      metaobject: { image: { value: productImage } },
    });
    const refused = await post('/admin/metaobjects/1', {
      'field-image': 'gid://shopify/MediaImage/999999',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      '<a href="#field-image">gid://shopify/MediaImage/999999 does not exist.</a>',
    );
    expect(await storefront(HERO)).toMatchObject({
      metaobject: { image: { value: productImage } },
    });
    expect(await post('/admin/metaobjects/1', { 'field-image': '' })).toMatchObject({
      status: 303,
    });
    expect(await storefront(HERO)).toMatchObject({ metaobject: { image: { value: null } } });
  });

  it('shows the Admin API’s userErrors at their fields, keeps what was typed and saves nothing', async () => {
    const refused = await post('/admin/metaobjects/3', {
      'field-name': 'Ascorbic acid',
      'field-amount': 'lots',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('<a href="#field-amount">Value must be a decimal number');
    expect(refused.html).toMatch(/id="field-amount"[^>]*aria-invalid="true"/);
    expect(refused.html).toContain('value="lots"');
    expect(
      await storefront(
        '{ metaobject(handle: { type: "ingredient", handle: "vitamin-c" }) { name: field(key: "name") { value } } }',
      ),
    ).toEqual({ metaobject: { name: { value: 'Vitamin C' } } });
  });

  it('answers 404 for a metaobject that does not exist', async () => {
    expect((await page('/admin/metaobjects/99')).status).toBe(404);
    expect((await post('/admin/metaobjects/99', { 'field-headline': 'x' })).status).toBe(404);
    expect((await page('/admin/metaobjects/hero')).status).toBe(404);
  });
});
