import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueCache } from './catalogue-cache';
import { createShopifyClient, type ShopifyClientOptions } from './client';
import { PlatformError } from './platform-error';
import { GET_PRODUCTS_QUERY, getProducts } from './products';

const baseOptions: ShopifyClientOptions = {
  storeDomain: 'https://my-shop.myshopify.com',
  publicAccessToken: 'public-token',
  apiVersion: '2026-04',
  i18n: { country: 'US', language: 'EN' },
};

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

function clientWith(response: Response | (() => Promise<Response>), options = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    typeof response === 'function' ? response() : response,
  );
  const client = createShopifyClient({ ...baseOptions, ...options, fetch });
  return { client, fetch };
}

function sentRequest(fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>) {
  const [url, init] = fetch.mock.calls[0]!;
  return {
    url: String(url),
    method: init?.method,
    headers: new Headers(init?.headers),
    body: JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> },
  };
}

const SHOP_QUERY = 'query Shop { shop { name } }';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createShopifyClient', () => {
  it("asks the unstable version at its own address, without hydrogen-react's version warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, fetch } = clientWith(jsonResponse({ data: { shop: { name: 'Clearwell' } } }), {
      apiVersion: 'unstable',
    });
    await client.request(SHOP_QUERY);
    expect(sentRequest(fetch).url).toBe('https://my-shop.myshopify.com/api/unstable/graphql.json');
    // The server's log is JSON lines; hydrogen-react's warning about the version would break them.
    expect(warn.mock.calls.flat().join('\n')).not.toContain('Storefront API version');
    warn.mockRestore();
  });

  it('POSTs JSON {query, variables} to {domain}/api/{version}/graphql.json', async () => {
    const { client, fetch } = clientWith(jsonResponse({ data: { shop: { name: 'Clearwell' } } }));
    await expect(client.request(SHOP_QUERY)).resolves.toEqual({ shop: { name: 'Clearwell' } });

    const sent = sentRequest(fetch);
    expect(sent.url).toBe('https://my-shop.myshopify.com/api/2026-04/graphql.json');
    expect(client.endpoint).toBe(sent.url);
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ query: SHOP_QUERY, variables: {} });
  });

  it('sends the SDK and public token headers, without the optional ones by default', async () => {
    const { client, fetch } = clientWith(jsonResponse({ data: {} }));
    await client.request(SHOP_QUERY);
    const { headers } = sentRequest(fetch);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('X-SDK-Variant')).toBe('hydrogen-react');
    expect(headers.get('X-SDK-Variant-Source')).toBe('react');
    expect(headers.get('X-SDK-Version')).toBe('2026-04');
    expect(headers.get('X-Shopify-Storefront-Access-Token')).toBe('public-token');
    expect(headers.has('Shopify-Storefront-Id')).toBe(false);
    expect(headers.has('Shopify-Storefront-Y')).toBe(false);
    expect(headers.has('Shopify-Storefront-S')).toBe(false);
  });

  it("on the server, names the shopper's IP with the private token instead of the public one", async () => {
    const { client, fetch } = clientWith(jsonResponse({ data: {} }), {
      privateAccessToken: 'private-token',
      buyerIp: '203.0.113.9',
    });
    await client.request(SHOP_QUERY);
    const { headers } = sentRequest(fetch);
    expect(headers.get('Shopify-Storefront-Private-Token')).toBe('private-token');
    expect(headers.get('Shopify-Storefront-Buyer-IP')).toBe('203.0.113.9');
    expect(headers.has('X-Shopify-Storefront-Access-Token')).toBe(false);

    // Not on behalf of a shopper (a health check): the public token, as in the browser.
    const { client: unnamed, fetch: unnamedFetch } = clientWith(jsonResponse({ data: {} }), {
      privateAccessToken: 'private-token',
    });
    await unnamed.request(SHOP_QUERY);
    const sent = sentRequest(unnamedFetch).headers;
    expect(sent.get('X-Shopify-Storefront-Access-Token')).toBe('public-token');
    expect(sent.has('Shopify-Storefront-Private-Token')).toBe(false);
  });

  it('sends the storefront id and the tracking headers from the request cookies', async () => {
    const { client, fetch } = clientWith(jsonResponse({ data: {} }), {
      storefrontId: '1000012345',
      cookie: 'theme=dark; _shopify_y=unique-123; _shopify_s=visit-456; other=1',
    });
    await client.request(SHOP_QUERY);
    const { headers } = sentRequest(fetch);
    expect(headers.get('Shopify-Storefront-Id')).toBe('1000012345');
    expect(headers.get('Shopify-Storefront-Y')).toBe('unique-123');
    expect(headers.get('Shopify-Storefront-S')).toBe('visit-456');
  });

  it('reads the tracking cookies from document.cookie in the browser', async () => {
    vi.stubGlobal('document', { cookie: '_shopify_y=browser-y; _shopify_s=browser-s' });
    const { client, fetch } = clientWith(jsonResponse({ data: {} }));
    await client.request(SHOP_QUERY);
    const { headers } = sentRequest(fetch);
    expect(headers.get('Shopify-Storefront-Y')).toBe('browser-y');
    expect(headers.get('Shopify-Storefront-S')).toBe('browser-s');
  });

  it('fills $country and $language from the configuration unless given', async () => {
    const { client, fetch } = clientWith(jsonResponse({ data: { products: { nodes: [] } } }));
    await client.request(GET_PRODUCTS_QUERY, { variables: { first: 4 } });
    expect(sentRequest(fetch).body.variables).toEqual({ first: 4, country: 'US', language: 'EN' });

    fetch.mockClear();
    fetch.mockResolvedValueOnce(jsonResponse({ data: { products: { nodes: [] } } }));
    await client.request(GET_PRODUCTS_QUERY, { variables: { first: 4, country: 'CA' } });
    expect(sentRequest(fetch).body.variables).toEqual({ first: 4, country: 'CA', language: 'EN' });
  });

  it('turns a non-OK status into an http PlatformError, 401 into an unauthorized one', async () => {
    const { client } = clientWith(
      jsonResponse({ errors: [{ message: 'Invalid API key or access token' }] }, { status: 401 }),
    );
    const error = await client.request(SHOP_QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      api: 'storefront',
      kind: 'unauthorized',
      status: 401,
      operationName: 'Shop',
    });
    expect((error as Error).message).toContain('401');
    expect((error as Error).message).toContain('Invalid API key or access token');
  });

  it('turns a non-OK status with a non-JSON body into an http error too', async () => {
    const { client } = clientWith(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(client.request(SHOP_QUERY)).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('turns an errors field into a graphql PlatformError, even with partial data', async () => {
    const errors = [{ message: 'Field "colour" does not exist', path: ['products'] }];
    const { client } = clientWith(jsonResponse({ data: { shop: null }, errors }));
    const error = await client.request(SHOP_QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'graphql', status: 200, errors });
  });

  it('turns a network failure into a network PlatformError without leaking the token', async () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const { client } = clientWith(() => Promise.reject(refused));
    const error = await client.request(SHOP_QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'network', status: undefined, cause: refused });
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect((error as Error).message).not.toContain('public-token');
  });

  it('treats an OK answer that is not GraphQL JSON as an invalid response', async () => {
    const { client } = clientWith(new Response('<html>maintenance</html>', { status: 200 }));
    await expect(client.request(SHOP_QUERY)).rejects.toMatchObject({ kind: 'invalid-response' });
    const { client: empty } = clientWith(jsonResponse({}));
    await expect(empty.request(SHOP_QUERY)).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('createShopifyClient with a catalogue cache', () => {
  const productsQuery = (name: string) =>
    `query ${name}($first: Int!) { products(first: $first) { nodes { id } } }`;
  const PRODUCTS = productsQuery('GetProducts');
  // Another document under the same operation name is another query.
  const OTHER_PRODUCTS = `${PRODUCTS}\n# another document`;

  function cachedClient() {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { first?: number } };
      return jsonResponse({ data: { products: { nodes: [{ id: `first ${variables.first}` }] } } });
    });
    const catalogueCache = new CatalogueCache({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    return {
      fetch,
      client: (options = {}) =>
        createShopifyClient({ ...baseOptions, catalogueCache, fetch, ...options }),
    };
  }

  it('asks the platform once for a catalogue query, whichever request’s client asks again', async () => {
    const { fetch, client } = cachedClient();
    const first = await client().request(PRODUCTS, { variables: { first: 4 } });
    const again = await client({ cookie: '_shopify_y=other-shopper' }).request(PRODUCTS, {
      variables: { first: 4 },
    });
    expect(again).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps answers apart by variables, document and store', async () => {
    const { fetch, client } = cachedClient();
    const four = await client().request(PRODUCTS, { variables: { first: 4 } });
    const eight = await client().request(PRODUCTS, { variables: { first: 8 } });
    expect(four).toEqual({ products: { nodes: [{ id: 'first 4' }] } });
    expect(eight).toEqual({ products: { nodes: [{ id: 'first 8' }] } });
    await client().request(OTHER_PRODUCTS, { variables: { first: 4 } });
    await client({ storeDomain: 'https://other-shop.myshopify.com' }).request(PRODUCTS, {
      variables: { first: 4 },
    });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await client().request(PRODUCTS, { variables: { first: 8 } })).toEqual(eight);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never caches an operation that is not a catalogue one', async () => {
    const { fetch, client } = cachedClient();
    const cart = productsQuery('GetCart');
    await client().request(cart, { variables: { first: 1 } });
    await client().request(cart, { variables: { first: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('getProducts', () => {
  it('asks for the first N products and returns them in order', async () => {
    const nodes = [{ handle: 'a' }, { handle: 'b' }];
    const { client, fetch } = clientWith(jsonResponse({ data: { products: { nodes } } }));
    await expect(getProducts(client, { first: 4 })).resolves.toEqual(nodes);
    const sent = sentRequest(fetch);
    expect(sent.body.query).toBe(GET_PRODUCTS_QUERY);
    expect(sent.body.variables).toEqual({ first: 4, country: 'US', language: 'EN' });
  });

  it('fetches 20 products by default', async () => {
    const { client, fetch } = clientWith(jsonResponse({ data: { products: { nodes: [] } } }));
    await getProducts(client);
    expect(sentRequest(fetch).body.variables.first).toBe(20);
  });
});
