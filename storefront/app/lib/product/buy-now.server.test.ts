import { describe, expect, it } from 'vitest';
import { parseBuyNowForm, readBuyNowBody } from './buy-now.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const variantId = 'gid://shopify/ProductVariant/1';
const planId = 'gid://shopify/SellingPlan/2';

describe('parseBuyNowForm', () => {
  it('reads a one-time purchase (empty selling plan)', () => {
    expect(
      parseBuyNowForm(form({ merchandiseId: variantId, quantity: '1', sellingPlanId: '' })),
    ).toEqual({
      merchandiseId: variantId,
      quantity: 1,
      sellingPlanId: undefined,
    });
    expect(
      parseBuyNowForm(form({ merchandiseId: variantId, quantity: '1' }))?.sellingPlanId,
    ).toBeUndefined();
  });

  it('reads a subscription', () => {
    expect(
      parseBuyNowForm(form({ merchandiseId: variantId, quantity: '1', sellingPlanId: planId })),
    ).toEqual({ merchandiseId: variantId, quantity: 1, sellingPlanId: planId });
  });

  it.each([
    ['no variant', { quantity: '1' }],
    ['a product id as variant', { merchandiseId: 'gid://shopify/Product/1', quantity: '1' }],
    ['a variant id with markup', { merchandiseId: `${variantId}"><script>`, quantity: '1' }],
    ['quantity 0', { merchandiseId: variantId, quantity: '0' }],
    ['a fractional quantity', { merchandiseId: variantId, quantity: '1.5' }],
    ['a huge quantity', { merchandiseId: variantId, quantity: '100000' }],
    ['a variant id as plan', { merchandiseId: variantId, quantity: '1', sellingPlanId: variantId }],
  ])('refuses %s', (_name, fields) => {
    expect(parseBuyNowForm(form(fields))).toBeNull();
  });
});

describe('readBuyNowBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://shop.test/products/p', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('reads a URL-encoded form', async () => {
    const body = new URLSearchParams({ merchandiseId: variantId, quantity: '1' });
    const result = await readBuyNowBody(post(body.toString()));
    expect(result.ok && parseBuyNowForm(result.form)).toEqual({
      merchandiseId: variantId,
      quantity: 1,
      sellingPlanId: undefined,
    });
  });

  it('refuses a body larger than the limit, whatever its declared length', async () => {
    expect(await readBuyNowBody(post('a'.repeat(100)), 50)).toEqual({ ok: false, status: 413 });
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1)
          controller.enqueue(new TextEncoder().encode('a'.repeat(10)));
        controller.close();
      },
    });
    const request = new Request('http://shop.test/', {
      method: 'POST',
      body: chunked,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await readBuyNowBody(request, 50)).toEqual({ ok: false, status: 413 });
  });

  it('refuses other encodings', async () => {
    expect(await readBuyNowBody(post('{}', { 'content-type': 'application/json' }))).toEqual({
      ok: false,
      status: 415,
    });
  });
});
