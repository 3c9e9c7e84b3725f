import { expect } from 'vitest';
import { dataOf, TEST_STOREFRONT_URL, type TestServer } from './test-server';

/** Helpers for driving the hosted checkout over real HTTP, as a browser's form would. */

export interface CartLineSpec {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string;
}

export interface TestCart {
  id: string;
  token: string;
  key: string;
  /** The cart's checkoutUrl, pointed at the test server's loopback address. */
  url: string;
}

export async function createCart(
  server: TestServer,
  lines: CartLineSpec[],
  input: Record<string, unknown> = {},
): Promise<TestCart> {
  const { cartCreate } = dataOf(
    await server.graphql<{
      cartCreate: { cart: { id: string; checkoutUrl: string }; userErrors: unknown[] };
    }>(
      'mutation C($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }',
      { input: { lines, ...input } },
    ),
  );
  expect(cartCreate.userErrors).toEqual([]);
  const checkoutUrl = new URL(cartCreate.cart.checkoutUrl);
  const token = decodeURIComponent(checkoutUrl.pathname.split('/').at(-1) ?? '');
  return {
    id: cartCreate.cart.id,
    token,
    key: checkoutUrl.searchParams.get('key') ?? '',
    url: `${server.base}${checkoutUrl.pathname}${checkoutUrl.search}`,
  };
}

/** A complete, valid form for a Texas address with the approved test card. */
export const VALID_FORM: Readonly<Record<string, string>> = {
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '12 Spring St',
  address2: '',
  city: 'Austin',
  province: 'TX',
  zip: '78701',
  country: 'US',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/40',
  cardCvc: '123',
};

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const successUrl = (token: string) =>
  `${TEST_STOREFRONT_URL}/success?checkout_id=${encodeURIComponent(token)}`;

/** The total (in cents) the page asks the buyer to confirm, from its hidden field. */
export function expectedTotalIn(html: string): string {
  return /name="expectedTotal" value="(\d*)"/.exec(html)?.[1] ?? '';
}

/** Pays as a browser without JavaScript does: submit, read the confirmed total, submit again. */
export async function pay(cart: TestCart, fields: Record<string, string> = {}): Promise<Response> {
  const form = { ...VALID_FORM, ...fields };
  const first = await postForm(cart.url, form);
  if (first.status !== 200) return first;
  return postForm(cart.url, { ...form, expectedTotal: expectedTotalIn(await first.text()) });
}

export function countOrders(server: TestServer): number {
  return server.db.prepare<[], number>('SELECT COUNT(*) FROM orders').pluck().get() ?? 0;
}

/** The text of the field error paragraph next to a field, or null. */
export function fieldErrorIn(html: string, field: string): string | null {
  const match = new RegExp(`<p class="field-error" id="${field}-error">([^<]*)</p>`).exec(html);
  return match?.[1] ?? null;
}

/** The value attribute of a text input, unescaped of &amp; etc. by the caller if needed. */
export function inputValueIn(html: string, field: string): string | null {
  return attributesIn(html, 'input', field)?.value ?? null;
}

/** The attributes of the `<tag id="id" …>` element, whatever their order, or null. */
export function attributesIn(html: string, tag: string, id: string): Record<string, string> | null {
  const element = new RegExp(`<${tag}\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!element) return null;
  return Object.fromEntries(
    [...element.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
}
