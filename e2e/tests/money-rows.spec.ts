import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  fillTexasAddress,
  oneTimeCents,
  payWith,
  seedProduct,
  subscriptionCents,
  TEST_CARD_APPROVED,
  TEXAS_TAX_PERCENT,
  STANDARD_SHIPPING_CENTS,
  usd,
} from '../support/checkout';
import { commerceUrl, storefrontUrl } from '../support/servers';
import { signInWithEmailCode, uniqueEmail } from './accounts.helpers';
import { addFromCard, drawer, drawerLine, expectSettled, gotoHydrated } from './cart.helpers';

/**
 * Every total explains itself: on the drawer, /checkout, the hosted checkout, /success and the
 * account's order page, the rows shown (subtotal, a discount per code, shipping, tax) add up to
 * the total shown, to the cent, for carts with a discount code, a subscription line and a
 * taxable (Texas) address. The rows are read as a shopper reads them: the text on screen.
 */

const powder = seedProduct('bath-and-plunge-powder-4-pack');
const scoop = seedProduct('bamboo-measuring-scoop');
const MONTHLY = 'Monthly Subscription';
const WELCOME_PERCENT = 15;

/** What a row adds to the total: cents, or null for an amount still to be calculated. */
interface ShownRow {
  label: string;
  value: string;
  cents: number | null;
}

/** Words that stand for an amount not known yet: they add nothing, and only they may. */
const PENDING = new Set(['Calculated at checkout', 'Calculated at next step']);

/**
 * "$1,234.56", "−$6.60", "USD $74.90" → cents; "Free" → 0; the pending words → null. Anything
 * else fails the test: no row may show a value that cannot be read as money.
 */
function parseValue(text: string): number | null {
  const value = text.replace(/\s+/g, ' ').trim();
  if (value === 'Free') return 0;
  if (PENDING.has(value)) return null;
  const match = /^([−-])?(?:[A-Z]{3} ?)?\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(value);
  if (!match) throw new Error(`Not an amount: "${text}"`);
  const [, sign, whole = '0', fraction = '0'] = match;
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(fraction);
  return sign ? -cents : cents;
}

/** The label/amount pairs of the money rows in `container`, top to bottom. */
async function readRows(container: Locator): Promise<ShownRow[]> {
  const list = container.locator('dl').last();
  await expect(list).toBeVisible();
  const labels = await list.locator('dt').allInnerTexts();
  const values = await list.locator('dd').allInnerTexts();
  expect(values).toHaveLength(labels.length);
  return labels.map((label, index) => {
    const value = values[index] ?? '';
    return { label: label.replace(/\s+/g, ' ').trim(), value, cents: parseValue(value) };
  });
}

/** Asserts the rows above the total add up to it exactly, and returns the total. */
function expectRowsAddUp(rows: ShownRow[], where: string): number {
  const totals = rows.filter((row) => row.label === 'Total');
  expect(totals, `${where}: one Total row`).toHaveLength(1);
  expect(rows.at(-1)?.label, `${where}: the total comes last`).toBe('Total');
  const total = totals[0]!.cents;
  expect(total, `${where}: the total is an amount`).not.toBeNull();
  const sum = rows.slice(0, -1).reduce((cents, row) => cents + (row.cents ?? 0), 0);
  expect(sum, `${where}: ${JSON.stringify(rows)}`).toBe(total);
  return total!;
}

const rowNamed = (rows: ShownRow[], label: RegExp) => rows.find((row) => label.test(row.label));

/** 15% of `cents`, rounded half up, as the shop's code takes it. */
const welcomeDiscount = (cents: number) => Math.floor((cents * WELCOME_PERCENT + 50) / 100);
/** Texas sales tax on `cents`, rounded half up. */
const texasTax = (cents: number) => Math.floor((cents * TEXAS_TAX_PERCENT * 100 + 5_000) / 10_000);

async function applyCode(page: Page, code: string): Promise<void> {
  const cart = drawer(page);
  await cart.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('list', { name: 'Discount codes' })).toContainText(`${code} applied`);
  await expectSettled(page);
}

const drawerRows = (page: Page) =>
  readRows(drawer(page).getByRole('region', { name: 'Cart summary' }));

/** /checkout's summary, then its Proceed to Checkout: the hosted checkout in a new tab. */
async function checkoutPageRows(page: Page): Promise<ShownRow[]> {
  await gotoHydrated(page, '/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  return readRows(summary);
}

async function openHostedCheckout(page: Page, context: BrowserContext): Promise<Page> {
  const newTab = context.waitForEvent('page', { timeout: 5_000 }).catch(() => page);
  await page.getByRole('main').getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await newTab;
  await checkout.waitForURL((url) => url.href.startsWith(`${commerceUrl}/cart/c/`));
  await expect(checkout.getByRole('button', { name: 'Pay now' })).toBeVisible();
  return checkout;
}

/** The hosted checkout's summary once the Texas address has priced shipping and tax. */
async function hostedRows(checkout: Page, email: string): Promise<ShownRow[]> {
  await fillTexasAddress(checkout);
  await checkout.getByLabel('Email').fill(email);
  const summary = checkout.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.locator('[data-quote="tax"]')).toHaveText(/^\$/);
  return readRows(summary);
}

async function payAndReadSuccessRows(checkout: Page): Promise<ShownRow[]> {
  await payWith(checkout, TEST_CARD_APPROVED);
  await checkout.waitForURL((url) => url.href.startsWith(`${storefrontUrl}/success?`));
  return readRows(checkout.getByRole('region', { name: 'Order summary' }));
}

test('a discount, a subscription and a Texas address: every page’s rows add up to its total', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('rows');
  const oneTime = oneTimeCents(powder.handle);
  const monthly = subscriptionCents(powder.handle, MONTHLY);
  const subtotal = oneTime + monthly;
  const discount = welcomeDiscount(subtotal);
  const tax = texasTax(subtotal - discount);

  // The powder once and on a monthly subscription, with the newsletter's code.
  await gotoHydrated(page, `/products/${powder.handle}`);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(drawer(page)).toBeVisible();
  await expectSettled(page);
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'Subscribe and save' }).check();
  await page.getByLabel('Delivery Frequency').selectOption({ label: MONTHLY });
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(drawer(page).getByRole('listitem').filter({ hasText: MONTHLY })).toHaveCount(1);
  await expectSettled(page);
  await applyCode(page, 'WELCOME15');

  // The drawer: shipping free for the subscription, tax still to come, the code's own row.
  const inDrawer = await drawerRows(page);
  const drawerTotal = expectRowsAddUp(inDrawer, 'drawer');
  expect(rowNamed(inDrawer, /^Subtotal$/)?.cents).toBe(subtotal);
  expect(rowNamed(inDrawer, /^Discount WELCOME15$/)?.cents).toBe(-discount);
  expect(rowNamed(inDrawer, /^Shipping/)).toMatchObject({
    label: 'Shipping With a subscription',
    value: 'Free',
  });
  expect(rowNamed(inDrawer, /^Tax$/)?.value).toBe('Calculated at checkout');
  expect(drawerTotal).toBe(subtotal - discount);
  // Each line shows what it cost before the code, struck through, and after.
  const lines = drawerLine(page, powder.title);
  await expect(lines.first().locator('s').last()).toHaveText(`was ${usd(oneTime)}`);
  // Free already: no meter counting down, the shipping row says why.
  await expect(drawer(page).getByRole('meter')).toHaveCount(0);

  // /checkout: the same rows.
  const onCheckoutPage = await checkoutPageRows(page);
  expect(expectRowsAddUp(onCheckoutPage, '/checkout')).toBe(drawerTotal);
  expect(onCheckoutPage.map((row) => row.label)).toEqual(inDrawer.map((row) => row.label));

  // The hosted checkout, once Texas is chosen: tax is known and included.
  const checkout = await openHostedCheckout(page, context);
  const hosted = await hostedRows(checkout, email);
  const hostedTotal = expectRowsAddUp(hosted, 'hosted checkout');
  expect(rowNamed(hosted, /^Taxes/)?.cents).toBe(tax);
  expect(rowNamed(hosted, /^Discount/)?.cents).toBe(-discount);
  expect(rowNamed(hosted, /^Shipping/)).toMatchObject({
    label: 'Shipping With a subscription',
    value: 'Free',
  });
  expect(hostedTotal).toBe(subtotal - discount + tax);

  // /success: the order's rows.
  const success = await payAndReadSuccessRows(checkout);
  expect(expectRowsAddUp(success, '/success')).toBe(hostedTotal);
  expect(rowNamed(success, /^Discount WELCOME15$/)?.cents).toBe(-discount);
  expect(rowNamed(success, /^Tax$/)?.cents).toBe(tax);

  // The account's order page, signed in with the email the order was paid with.
  await signInWithEmailCode(checkout, email);
  await checkout
    .getByRole('region', { name: 'Recent Orders' })
    .getByRole('link', { name: 'View details' })
    .click();
  await checkout.waitForURL(/\/account\/order\/\d+$/);
  const orderPage = await readRows(checkout.getByRole('region', { name: 'Items' }));
  expect(expectRowsAddUp(orderPage, 'order page')).toBe(hostedTotal);
  expect(orderPage.map(({ label, cents }) => [label, cents])).toEqual(
    success.map(({ label, cents }) => [label, cents]),
  );
});

test('under $50 with a code: the meter counts down, and standard shipping is charged and shown', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const price = oneTimeCents(scoop.handle);
  const discount = welcomeDiscount(price);
  const tax = texasTax(price - discount);

  await gotoHydrated(page, '/products');
  await addFromCard(page, scoop.title);
  await applyCode(page, 'WELCOME15');
  const inDrawer = await drawerRows(page);
  expect(expectRowsAddUp(inDrawer, 'drawer')).toBe(price - discount);
  expect(rowNamed(inDrawer, /^Shipping/)?.value).toBe('Calculated at checkout');
  // The threshold is after discounts.
  const away = `${usd(50_00 - (price - discount))} away from free shipping`;
  await expect(drawer(page).getByText(away)).toBeVisible();
  await expect(drawer(page).getByRole('meter', { name: away })).toHaveAttribute(
    'aria-valuenow',
    String(price - discount),
  );

  expectRowsAddUp(await checkoutPageRows(page), '/checkout');
  const checkout = await openHostedCheckout(page, context);
  const hosted = await hostedRows(checkout, uniqueEmail('rows-small'));
  expect(expectRowsAddUp(hosted, 'hosted checkout')).toBe(
    price - discount + STANDARD_SHIPPING_CENTS + tax,
  );
  expect(rowNamed(hosted, /^Shipping/)).toMatchObject({
    label: 'Shipping Standard Shipping',
    cents: STANDARD_SHIPPING_CENTS,
  });
  const success = await payAndReadSuccessRows(checkout);
  expect(expectRowsAddUp(success, '/success')).toBe(
    price - discount + STANDARD_SHIPPING_CENTS + tax,
  );
  expect(rowNamed(success, /^Shipping/)).toMatchObject({
    label: 'Shipping Standard Shipping',
    cents: STANDARD_SHIPPING_CENTS,
  });
});
