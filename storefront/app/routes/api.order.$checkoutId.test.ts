import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServerModule from '../lib/shopify/index.server';
import { logger } from '../lib/log.server';
import { PlatformError } from '../lib/shopify';
import type { AdminClient } from '../lib/shopify/index.server';
import { loader } from './api.order.$checkoutId';

/** The Admin API as the route sees it; each test says how it answers. */
let admin: AdminClient | null;

vi.mock('../lib/shopify/index.server', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerModule>()),
  getAdminClient: () => admin,
}));

function adminAnswering(answer: () => Promise<unknown>): AdminClient {
  return {
    endpoint: 'https://my-shop.myshopify.com/admin/api/2026-04/graphql.json',
    request: vi.fn(answer) as AdminClient['request'],
  };
}

const usd = (amount: string) => ({ shopMoney: { amount, currencyCode: 'USD' } });

const ORDER = {
  id: 'gid://shopify/Order/1',
  name: '#1001',
  processedAt: '2026-04-01T09:30:00Z',
  currencyCode: 'USD',
  discountCodes: [],
  subtotalPriceSet: usd('44.0'),
  totalDiscountsSet: usd('0.0'),
  totalShippingPriceSet: usd('5.95'),
  totalTaxSet: usd('3.63'),
  totalPriceSet: usd('53.58'),
  shippingLine: { title: 'Standard Shipping' },
  lineItems: {
    nodes: [
      {
        title: 'Bath & Ice Plunge Dechlorinating Powder',
        variantTitle: '4 Pack',
        quantity: 1,
        image: { url: 'https://cdn.example/powder.png', altText: 'A pouch' },
        variant: null,
        sellingPlan: null,
        originalUnitPriceSet: usd('44.0'),
        originalTotalSet: usd('44.0'),
        discountedTotalSet: usd('44.0'),
      },
    ],
  },
};

async function get(checkoutId: string) {
  const request = new Request(`http://localhost/api/order/${encodeURIComponent(checkoutId)}`);
  const response = (await loader({
    request,
    params: { checkoutId },
    url: new URL(request.url),
  } as unknown as Parameters<typeof loader>[0])) as Response;
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/order/{checkoutId}', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('answers the order under `checkout`, uncacheable', async () => {
    admin = adminAnswering(async () => ({ orders: { nodes: [ORDER] } }));
    const { response, body } = await get('hWN0sRqjBdDQd7Ox0UAVxiwq');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.checkout).toMatchObject({
      name: '#1001',
      subtotalPriceV2: { amount: '44.00', currencyCode: 'USD' },
      totalTaxV2: { amount: '3.63', currencyCode: 'USD' },
      totalPriceV2: { amount: '53.58', currencyCode: 'USD' },
      shippingLine: { title: 'Standard Shipping', priceV2: { amount: '5.95' } },
      lineItems: {
        edges: [{ node: { title: 'Bath & Ice Plunge Dechlorinating Powder', quantity: 1 } }],
      },
    });
    expect(admin.request).toHaveBeenCalledWith(
      expect.stringContaining('query OrderByCheckoutToken'),
      expect.objectContaining({
        variables: { query: 'checkout_token:"hWN0sRqjBdDQd7Ox0UAVxiwq"', lineItems: 250 },
      }),
    );
  });

  it('answers 404 with an error when no order has the id', async () => {
    admin = adminAnswering(async () => ({ orders: { nodes: [] } }));
    const { response, body } = await get('unknown-id-1234567890abcdef');
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: 'Order not found.' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['characters a token never has', 'bad id"!', 'may only contain letters, digits'],
    ['a path', '../admin', 'may only contain letters, digits'],
    ['a very long id', 'a'.repeat(129), 'is longer than 128 characters'],
    ['nothing', '', 'is empty'],
  ])('answers 400 for %s, without asking the store', async (_what, checkoutId, problem) => {
    admin = adminAnswering(async () => ({ orders: { nodes: [ORDER] } }));
    const { response, body } = await get(checkoutId);
    expect(response.status).toBe(400);
    expect(body.error).toContain(problem);
    expect(admin.request).not.toHaveBeenCalled();
  });

  it('answers 502 when the store cannot be reached, and logs the cause without a stack', async () => {
    admin = adminAnswering(async () => {
      throw new PlatformError('OrderByCheckoutToken: could not reach the Admin API', {
        api: 'admin',
        kind: 'network',
      });
    });
    const { response, body } = await get('tok123');
    expect(response.status).toBe(502);
    expect(body).toEqual({ error: 'The store could not be reached. Please try again later.' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|PlatformError/);
    expect(error).toHaveBeenCalledWith(
      '[api/order] OrderByCheckoutToken: could not reach the Admin API',
    );
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/at .*\.ts/);
  });

  it('answers 504 when the store does not answer in time', async () => {
    admin = adminAnswering(async () => {
      throw new PlatformError('timed out', { api: 'admin', kind: 'timeout' });
    });
    expect((await get('tok123')).response.status).toBe(504);
  });

  it('answers 502 when the store answers in a shape that is not an order list', async () => {
    admin = adminAnswering(async () => ({ orders: null }));
    const { response, body } = await get('tok123');
    expect(response.status).toBe(502);
    expect(body).toEqual({ error: 'The store could not be reached. Please try again later.' });
  });

  it('answers 500 JSON, never a stack trace, for an unexpected failure', async () => {
    admin = adminAnswering(() => Promise.reject(new TypeError('boom at internal.ts:12')));
    const { response, body } = await get('tok123');
    expect(response.status).toBe(500);
    expect(body).toEqual({ error: 'Something went wrong loading this order.' });
  });

  it('answers 503 when no Admin API token is configured', async () => {
    admin = null;
    const { response, body } = await get('tok123');
    expect(response.status).toBe(503);
    expect(body.error).toBe('Order lookup is not available on this storefront.');
  });
});
