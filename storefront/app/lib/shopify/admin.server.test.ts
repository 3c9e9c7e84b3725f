import { describe, expect, it, vi } from 'vitest';
import {
  createAdminClient,
  getOrderByCheckoutToken,
  ORDER_BY_CHECKOUT_TOKEN_QUERY,
  searchTerm,
} from './admin.server';
import { PlatformError } from './platform-error';

const TOKEN = 'shpat_private_admin_token';

function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return respond(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const client = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  createAdminClient({
    storeDomain: 'https://my-shop.myshopify.com',
    accessToken: TOKEN,
    apiVersion: '2026-04',
    fetch,
    timeoutMs,
  });

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformError && error.api === 'admin') return error;
    throw error;
  }
  throw new Error('expected an Admin API PlatformError');
}

describe('searchTerm', () => {
  it('quotes the value so it is one search term', () => {
    expect(searchTerm('checkout_token', 'hWN0sRqj-Bd_Q')).toBe('checkout_token:"hWN0sRqj-Bd_Q"');
    expect(searchTerm('email', 'a@b.co')).toBe('email:"a@b.co"');
  });

  it('escapes quotes and backslashes, so a value cannot end the term and add its own', () => {
    expect(searchTerm('checkout_token', 'x" OR email:a@b.c')).toBe(
      'checkout_token:"x\\" OR email:a@b.c"',
    );
    expect(searchTerm('checkout_token', 'x\\')).toBe('checkout_token:"x\\\\"');
    expect(searchTerm('email', 'x" OR email:*@b.co')).toBe('email:"x\\" OR email:*@b.co"');
  });
});

describe('createAdminClient', () => {
  it('posts the document to the versioned Admin endpoint with the private token header', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ data: { orders: { nodes: [] } } }));
    const admin = client(fetch);
    expect(admin.endpoint).toBe('https://my-shop.myshopify.com/admin/api/2026-04/graphql.json');

    expect(await getOrderByCheckoutToken(admin, 'tok123')).toBeNull();
    const [request] = calls;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-shopify-access-token')).toBe(TOKEN);
    expect(request?.headers.get('content-type')).toBe('application/json');
    const body = (await request?.json()) as { query: string; variables: Record<string, unknown> };
    expect(body.query).toBe(ORDER_BY_CHECKOUT_TOKEN_QUERY);
    expect(body.variables).toEqual({ query: 'checkout_token:"tok123"', lineItems: 250 });
  });

  it('answers the first order found', async () => {
    const order = { id: 'gid://shopify/Order/1', name: '#1001' };
    const { fetch } = fakeFetch(() => Response.json({ data: { orders: { nodes: [order] } } }));
    expect(await getOrderByCheckoutToken(client(fetch), 'tok123')).toEqual(order);
  });

  it("reports Shopify's transport errors (a string) and status without the token", async () => {
    const { fetch } = fakeFetch(() =>
      Response.json(
        { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
        { status: 401 },
      ),
    );
    const error = await failure(getOrderByCheckoutToken(client(fetch), 'tok123'));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.message).toContain('OrderByCheckoutToken: the Admin API answered 401');
    expect(error.message).toContain('Invalid API key');
    expect(error.message).not.toContain(TOKEN);
  });

  it('reports GraphQL errors (a list)', async () => {
    const { fetch } = fakeFetch(() =>
      Response.json({ errors: [{ message: "Field 'colour' doesn't exist on type 'Order'" }] }),
    );
    const error = await failure(getOrderByCheckoutToken(client(fetch), 'tok123'));
    expect(error.kind).toBe('graphql');
    expect(error.message).toContain("Field 'colour' doesn't exist");
  });

  it('reports an answer without data, or one that is not JSON', async () => {
    const empty = fakeFetch(() => Response.json({}));
    expect((await failure(getOrderByCheckoutToken(client(empty.fetch), 't'))).kind).toBe(
      'invalid-response',
    );
    const html = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 200 }));
    expect((await failure(getOrderByCheckoutToken(client(html.fetch), 't'))).kind).toBe(
      'invalid-response',
    );
  });

  it('reports an unreachable store as a network failure naming the endpoint', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const error = await failure(getOrderByCheckoutToken(client(fetch), 'tok123'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      'OrderByCheckoutToken: could not reach the Admin API at ' +
        'https://my-shop.myshopify.com/admin/api/2026-04/graphql.json (fetch failed: ECONNREFUSED)',
    );
  });

  it('gives up on a store that does not answer in time', async () => {
    const { fetch } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const error = await failure(getOrderByCheckoutToken(client(fetch, 20), 'tok123'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('did not answer within 20 ms');
  });
});
