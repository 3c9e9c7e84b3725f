import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  checkoutLinkParts,
  createCartThroughApi,
  fillTexasAddress,
  oneTimeCents,
  payWith,
  seedProduct,
  subscriptionCents,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
  texasOrderTotals,
  usd,
  type OrderTotals,
} from '../support/checkout';
import { commerceUrl, storefrontUrl } from '../support/servers';
import {
  addFromCard,
  cartButton,
  drawer,
  drawerLine,
  expectSettled,
  gotoHydrated,
} from './cart.helpers';

/**
 * The whole purchase, as a new shopper makes it: cart, hosted checkout, thank-you page, and
 * what the product's own server says about the order afterwards.
 */

const powder = seedProduct('bath-and-plunge-powder-4-pack');
const scoop = seedProduct('bamboo-measuring-scoop');
const MONTHLY = 'Monthly Subscription';

/** The drawer footer's "Total" followed by the amount. */
const drawerTotal = (amountInCents: number) =>
  new RegExp(`Total\\s*\\${usd(amountInCents).replace('.', '\\.')}`);

/** The hosted checkout opens in a new tab, or in this one when the popup is blocked. */
async function proceedToCheckout(page: Page, context: BrowserContext): Promise<Page> {
  const newTab = context.waitForEvent('page', { timeout: 5_000 }).catch(() => page);
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await newTab;
  await checkout.waitForURL((url) => url.href.startsWith(`${commerceUrl}/cart/c/`));
  await expect(checkout.getByRole('button', { name: 'Pay now' })).toBeVisible();
  return checkout;
}

/** The "Order summary" figures on /success: each label with its amount. */
function figure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function expectOrderFigures(page: Page, totals: OrderTotals): Promise<void> {
  await expect(figure(page, 'Subtotal')).toHaveText(usd(totals.subtotal));
  // Shipping names the rate charged, or says "Free" and why.
  const shipping = figure(page, 'Shipping\\s.+');
  if (totals.shipping === 0) {
    await expect(shipping).toHaveText('Free');
  } else {
    await expect(shipping).toHaveText(usd(totals.shipping));
    await expect(page.getByRole('term').filter({ hasText: /^Shipping/ })).toContainText(
      totals.shippingTitle,
    );
  }
  await expect(figure(page, 'Tax')).toHaveText(usd(totals.tax));
  await expect(figure(page, 'Total')).toHaveText(usd(totals.total));
  // No discount code was used, so there is no discount row.
  await expect(page.getByRole('term').filter({ hasText: /^Discount/ })).toHaveCount(0);
}

function checkoutIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('checkout_id');
  if (!id) throw new Error(`No checkout_id in ${page.url()}`);
  return id;
}

test('a new shopper buys the powder once and on subscription, pays, and sees the order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const oneTime = oneTimeCents(powder.handle);
  const monthly = subscriptionCents(powder.handle, MONTHLY);
  const scoopPrice = oneTimeCents(scoop.handle);
  const expected = texasOrderTotals([oneTime, monthly]);

  // One time, from its card; a scoop too, which the shopper later changes their mind about.
  await gotoHydrated(page, '/products');
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await addFromCard(page, powder.title);
  await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await addFromCard(page, scoop.title);
  await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  // Monthly, from the product page.
  await gotoHydrated(page, `/products/${powder.handle}`);
  await page.getByRole('radio', { name: 'Subscribe and save' }).check();
  await page.getByLabel('Delivery Frequency').selectOption({ label: MONTHLY });
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(drawer(page)).toBeVisible();
  await expectSettled(page);
  await expect(drawer(page).getByRole('listitem').filter({ hasText: MONTHLY })).toHaveCount(1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(drawer(page)).toContainText(drawerTotal(oneTime + monthly + scoopPrice));

  // +, −, then remove the scoop.
  const scoopLine = drawerLine(page, scoop.title);
  await scoopLine.getByRole('button', { name: `Increase quantity of ${scoop.title}` }).click();
  await expect(scoopLine).toContainText('Quantity 2');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await expect(drawer(page)).toContainText(drawerTotal(oneTime + monthly + 2 * scoopPrice));
  await expectSettled(page);
  await scoopLine.getByRole('button', { name: `Decrease quantity of ${scoop.title}` }).click();
  await expect(scoopLine).toContainText('Quantity 1');
  await expectSettled(page);
  await scoopLine.getByRole('button', { name: `Remove ${scoop.title}` }).click();
  await expect(scoopLine).toHaveCount(0);
  await expectSettled(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(drawer(page)).toContainText(drawerTotal(expected.subtotal));

  // The platform kept it: after a reload the same cart comes back.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await cartButton(page).click();
  await expect(drawerLine(page, powder.title)).toHaveCount(2);
  await expect(drawerLine(page, scoop.title)).toHaveCount(0);
  await expect(drawer(page)).toContainText(drawerTotal(expected.subtotal));
  await expectSettled(page);

  // The hosted checkout: a Texas address and the test card that pays.
  const checkout = await proceedToCheckout(page, context);
  const { token } = checkoutLinkParts(checkout.url());
  await fillTexasAddress(checkout);
  await payWith(checkout, TEST_CARD_APPROVED);

  // Back on the storefront's thank-you page, with this cart's order.
  await checkout.waitForURL((url) => url.href.startsWith(`${storefrontUrl}/success?`));
  expect(checkoutIdOf(checkout)).toBe(token);
  await expect(checkout).toHaveTitle('Thank you | Clearwell');
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(checkout.getByText(/^Order reference: #\d{4,}$/)).toBeVisible();

  const lines = checkout.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const [index, price] of [oneTime, monthly].entries()) {
    const line = lines.nth(index);
    await expect(line).toContainText(powder.title);
    await expect(line).toContainText('Quantity: 1');
    await expect(line).toContainText(usd(price));
    await expect(line.getByRole('img')).toHaveAttribute('src', /\/cdn\/shop\/files\//);
  }
  await expect(lines.nth(1)).toContainText(MONTHLY);
  await expectOrderFigures(checkout, expected);

  // The cart was completed on the platform: this tab's cart finds it gone and forgets its id
  // (shared with the shop's tab, which saved it), so no count and an empty drawer.
  await expect
    .poll(() => checkout.evaluate(() => localStorage.getItem('shopifyCartId')))
    .toBeNull();
  await expect(cartButton(checkout)).toHaveAccessibleName('Cart');
  await cartButton(checkout).click();
  await expect(drawer(checkout).getByText('Your cart is empty')).toBeVisible();
  await drawer(checkout).getByRole('button', { name: 'Close cart' }).click();

  await checkout.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(checkout).toHaveURL(`${storefrontUrl}/products`);

  // The order is in the server-rendered HTML (no JavaScript needed) and behind the API.
  const html = await (await request.get(`/success?checkout_id=${token}`)).text();
  expect(html).toContain(usd(expected.total));
  expect(html).not.toContain('local-admin-token');
  const api = await request.get(`/api/order/${token}`);
  expect(api.status()).toBe(200);
  expect(api.headers()['cache-control']).toBe('no-store');
  const { checkout: order } = (await api.json()) as {
    checkout: {
      name: string;
      lineItems: { edges: { node: { title: string; quantity: number } }[] };
      subtotalPriceV2: { amount: string };
      totalTaxV2: { amount: string };
      totalPriceV2: { amount: string; currencyCode: string };
      shippingLine?: { title: string; priceV2: { amount: string } };
    };
  };
  expect(order.lineItems.edges).toHaveLength(2);
  expect(order.subtotalPriceV2.amount).toBe((expected.subtotal / 100).toFixed(2));
  expect(order.totalTaxV2.amount).toBe((expected.tax / 100).toFixed(2));
  expect(order.totalPriceV2).toEqual({
    amount: (expected.total / 100).toFixed(2),
    currencyCode: 'USD',
  });
  expect(order.shippingLine).toEqual({
    title: expected.shippingTitle,
    priceV2: { amount: (expected.shipping / 100).toFixed(2), currencyCode: 'USD' },
  });

  // The shop's own tab follows at once, without a reload: it never offers the paid cart again.
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  // And finds no cart on its next load either.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await cartButton(page).click();
  await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shopifyCartId'))).toBeNull();
});

test('a declined card shows why and creates no order; the right card then pays', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const expected = texasOrderTotals([oneTimeCents(powder.handle)]);

  await gotoHydrated(page, '/products');
  await addFromCard(page, powder.title);
  const checkout = await proceedToCheckout(page, context);
  const { token } = checkoutLinkParts(checkout.url());
  await fillTexasAddress(checkout);

  await payWith(checkout, TEST_CARD_DECLINED);
  // Said next to the card field (its description) and in the summary at the top.
  await expect(checkout.getByLabel('Card number')).toHaveAccessibleDescription(/declined/);
  await expect(checkout.getByRole('link', { name: /declined/ })).toBeVisible();
  expect(checkout.url().startsWith(`${commerceUrl}/cart/c/${token}`)).toBe(true);
  // No order: the product's server knows nothing of this checkout.
  const before = await request.get(`/api/order/${token}`);
  expect(before.status()).toBe(404);
  expect(await before.json()).toEqual({ error: expect.any(String) });

  // The address is kept; only the card is entered again.
  await expect(checkout.getByLabel('City')).toHaveValue('Austin');
  await payWith(checkout, TEST_CARD_APPROVED);
  await checkout.waitForURL((url) => url.href.startsWith(`${storefrontUrl}/success?`));
  expect(checkoutIdOf(checkout)).toBe(token);
  await expect(checkout.getByText(/^Order reference: #\d{4,}$/)).toBeVisible();
  // Under $50: standard shipping is charged, and shown.
  expect(expected.shippingTitle).toBe('Standard Shipping');
  await expectOrderFigures(checkout, expected);
  expect((await request.get(`/api/order/${token}`)).status()).toBe(200);
});

test('a checkout link on the storefront goes on to the store with the same token and query', async ({
  page,
  request,
}) => {
  const { token, key } = await createCartThroughApi(request, powder.handle);
  const path = `/cart/c/${token}?key=${key}&locale=en`;

  // Server-side, so it works without JavaScript: a redirect to the store's own host.
  const redirect = await request.get(path, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toBe(`${commerceUrl}${path}`);

  await page.goto(path);
  await expect(page).toHaveURL(`${commerceUrl}${path}`);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByText(powder.title).first()).toBeVisible();
});

test('a checkout link with a token that cannot be one goes nowhere', async ({ page, request }) => {
  const response = await request.get('/cart/c/not.a%2Ftoken?key=x', { maxRedirects: 0 });
  expect(response.status()).toBe(400);

  await page.goto('/cart/c/not.a%2Ftoken?key=x');
  expect(new URL(page.url()).origin).toBe(storefrontUrl);
  await expect(
    page.getByRole('heading', { name: 'This checkout link is not valid' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('/success with an order it cannot load shows the truncated reference', async ({ page }) => {
  const response = await page.goto('/success?checkout_id=unknown-id-1234567890abcdef');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Thank you | Clearwell');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText('Order reference: unknown-id-123456789...')).toBeVisible();
  // Only the first 20 characters, never the whole id.
  await expect(page.getByText('unknown-id-1234567890abcdef')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Order summary' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(`${storefrontUrl}/products`);
});

test('/success without a checkout id still thanks the shopper', async ({ page }) => {
  await page.goto('/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for shopping with us',
  );
  await expect(page.getByText(/Order reference/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('GET /api/order answers 404 JSON for an unknown id and 400 for a malformed one', async ({
  request,
}) => {
  const unknown = await request.get('/api/order/unknown-id-1234567890abcdef');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toMatch(/^application\/json/);
  expect(unknown.headers()['cache-control']).toBe('no-store');
  expect(await unknown.json()).toEqual({ error: 'Order not found.' });

  for (const malformed of ['bad%20id', 'a.b', 'x'.repeat(129), '%22%20OR%20email%3Aa']) {
    const response = await request.get(`/api/order/${malformed}`);
    expect(response.status(), malformed).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/^Invalid checkout id/);
    expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/);
  }
});
