import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedProducts } from './catalogue';
import { commerceUrl } from './servers';

/**
 * What a purchase should cost, worked out in integer cents from the seed catalogue and the
 * store's published rules, independently of the code under test: free US shipping from $50
 * after discounts, otherwise "Standard Shipping" at $5.95; Texas sales tax
 * 8.25% on the discounted subtotal, rounded half up, never on shipping (commerce/README.md,
 * "Rates").
 */
export const FREE_SHIPPING_FROM_CENTS = 50_00;
export const STANDARD_SHIPPING_CENTS = 5_95;
export const TEXAS_TAX_PERCENT = 8.25;

/** A Texas address a shopper would type in. */
export const TEXAS_BUYER = {
  email: 'river.stone@example.com',
  firstName: 'River',
  lastName: 'Stone',
  address: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

export const TEST_CARD_APPROVED = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

interface SeedSellingPlan {
  name: string;
  priceAdjustments: { type: string; value: number }[];
}

type SeedProductWithPlans = (typeof seedProducts)[number] & {
  sellingPlanGroups?: { sellingPlans: SeedSellingPlan[] }[];
};

export function seedProduct(handle: string): SeedProductWithPlans {
  const product = seedProducts.find((candidate) => candidate.handle === handle);
  if (!product) throw new Error(`No seed product "${handle}"`);
  return product;
}

/** "44.00" → 4400, without floating point. */
export function cents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The first variant's one-time price, in cents. */
export function oneTimeCents(handle: string): number {
  return cents(seedProduct(handle).variants[0]!.price);
}

/** The price of one delivery on the named plan (a percentage off the variant's price). */
export function subscriptionCents(handle: string, planName: string): number {
  const plan = seedProduct(handle)
    .sellingPlanGroups?.flatMap((group) => group.sellingPlans)
    .find((candidate) => candidate.name === planName);
  const adjustment = plan?.priceAdjustments[0];
  if (!adjustment || adjustment.type !== 'percentage') {
    throw new Error(`No percentage selling plan "${planName}" on ${handle}`);
  }
  const price = oneTimeCents(handle);
  return price - Math.round((price * adjustment.value) / 100);
}

export interface OrderTotals {
  subtotal: number;
  shippingTitle: string;
  shipping: number;
  tax: number;
  total: number;
}

/** A US order shipped to Texas with no discount code, from its lines' prices in cents. */
export function texasOrderTotals(linePrices: number[]): OrderTotals {
  const subtotal = linePrices.reduce((sum, price) => sum + price, 0);
  const freeShipping = subtotal >= FREE_SHIPPING_FROM_CENTS;
  // Half up: cents × rate (in hundredths of a percent) / 10,000, all in integers.
  const tax = Math.floor((subtotal * TEXAS_TAX_PERCENT * 100 + 5_000) / 10_000);
  const shipping = freeShipping ? 0 : STANDARD_SHIPPING_CENTS;
  return {
    subtotal,
    shippingTitle: freeShipping ? 'Free Shipping' : 'Standard Shipping',
    shipping,
    tax,
    total: subtotal + shipping + tax,
  };
}

/** 8812 → "$88.12", the storefront's en-US format. */
export function usd(amountInCents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    amountInCents / 100,
  );
}

// --- The hosted checkout, as a shopper fills it in ------------------------------------------

export async function fillTexasAddress(checkout: Page): Promise<void> {
  await checkout.getByLabel('Email').fill(TEXAS_BUYER.email);
  await checkout.getByLabel('Country').selectOption('US');
  await checkout.getByLabel('First name').fill(TEXAS_BUYER.firstName);
  await checkout.getByLabel('Last name').fill(TEXAS_BUYER.lastName);
  await checkout.getByLabel('Address', { exact: true }).fill(TEXAS_BUYER.address);
  await checkout.getByLabel('City').fill(TEXAS_BUYER.city);
  await checkout.getByLabel('State').selectOption(TEXAS_BUYER.state);
  await checkout.getByLabel('ZIP code').fill(TEXAS_BUYER.zip);
}

/**
 * Enters the card and selects Pay now. With JavaScript one press pays; if the checkout instead
 * shows the amounts first ("Check your order, then select Pay now."), the shopper presses again.
 */
export async function payWith(checkout: Page, card: string): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await checkout.getByLabel('Card number').fill(card);
    const answer = checkout.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/cart/c/'),
    );
    await checkout.getByRole('button', { name: 'Pay now' }).click();
    // 303: paid, on the way to /success. Otherwise the checkout page again: declined, an error
    // next to a field, or the amounts to check first.
    if ((await answer).status() === 303) return;
    await checkout.waitForLoadState();
    if (!(await checkout.getByText('Check your order, then select Pay now.').isVisible())) return;
  }
}

/** Token and secret of a cart's checkout link: /cart/c/{token}?key={secret}. */
export function checkoutLinkParts(url: string): { token: string; key: string } {
  const parsed = new URL(url);
  const token = /^\/cart\/c\/([^/]+)$/.exec(parsed.pathname)?.[1];
  const key = parsed.searchParams.get('key');
  if (!token || !key) throw new Error(`Not a checkout link: ${url}`);
  return { token, key };
}

async function storefrontApi<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`${commerceUrl}/api/2026-04/graphql.json`, {
    headers: { 'x-shopify-storefront-access-token': 'local-storefront-token' },
    data: { query, variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A cart made straight through the Storefront API, for tests about links rather than carts. */
export async function createCartThroughApi(
  request: APIRequestContext,
  handle: string,
): Promise<{ checkoutUrl: string; token: string; key: string }> {
  const { product } = await storefrontApi<{
    product: { variants: { nodes: { id: string }[] } };
  }>(
    request,
    'query ($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }',
    { handle },
  );
  const { cartCreate } = await storefrontApi<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    request,
    'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }',
    { input: { lines: [{ merchandiseId: product.variants.nodes[0]!.id, quantity: 1 }] } },
  );
  const { checkoutUrl } = cartCreate.cart;
  return { checkoutUrl, ...checkoutLinkParts(checkoutUrl) };
}
