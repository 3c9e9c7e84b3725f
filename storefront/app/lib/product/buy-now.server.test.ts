import { describe, expect, it } from 'vitest';
import { readBody } from '../http/json-request.server';
import { BuyNowForm } from './buy-now.server';

/** The form's fields, validated; null when it is not one the page could send. */
function parseBuyNowForm(fields: Record<string, string>) {
  const parsed = BuyNowForm.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** Reads a posted Buy It Now form as the product route's action does. */
const readBuyNowBody = (request: Request, maxBytes = 2048) =>
  readBody(request, BuyNowForm, { maxBytes, form: true });

const variantId = 'gid://shopify/ProductVariant/1';
const planId = 'gid://shopify/SellingPlan/2';

describe('parseBuyNowForm', () => {
  it('reads a one-time purchase (empty selling plan)', () => {
    expect(parseBuyNowForm({ merchandiseId: variantId, quantity: '1', sellingPlanId: '' })).toEqual(
      {
        merchandiseId: variantId,
        quantity: 1,
        sellingPlanId: undefined,
      },
    );
    expect(
      parseBuyNowForm({ merchandiseId: variantId, quantity: '1' })?.sellingPlanId,
    ).toBeUndefined();
  });

  it('reads a subscription', () => {
    expect(
      parseBuyNowForm({ merchandiseId: variantId, quantity: '1', sellingPlanId: planId }),
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
    expect(parseBuyNowForm(fields)).toBeNull();
  });
});

describe('reading the posted Buy It Now form', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://shop.test/products/p', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('reads a URL-encoded form', async () => {
    const body = new URLSearchParams({ merchandiseId: variantId, quantity: '1' });
    const result = await readBuyNowBody(post(body.toString()));
    expect(result.ok && result.data).toEqual({
      merchandiseId: variantId,
      quantity: 1,
      sellingPlanId: undefined,
    });
  });

  it('refuses a body larger than the limit, whatever its declared length', async () => {
    expect(await readBuyNowBody(post('a'.repeat(100)), 50)).toMatchObject({
      ok: false,
      status: 413,
    });
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
    expect(await readBuyNowBody(request, 50)).toMatchObject({ ok: false, status: 413 });
  });

  it('refuses other encodings', async () => {
    expect(await readBuyNowBody(post('{}', { 'content-type': 'application/json' }))).toMatchObject({
      ok: false,
      status: 415,
    });
  });
});
