import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminGraphql } from '../support/admin';
import { outboxFor } from '../support/outbox';
import {
  fillTexasAddress,
  oneTimeCents,
  payWith,
  seedProduct,
  subscriptionCents,
  TEST_CARD_APPROVED,
  texasOrderTotals,
  usd,
} from '../support/checkout';
import { commerceUrl, storefrontUrl } from '../support/servers';
import { registerWithPassword, signInWithEmailCode, uniqueEmail } from './accounts.helpers';
import { drawer, expectSettled, gotoHydrated } from './cart.helpers';

/**
 * The subscription portal end to end, as a subscriber and the shop owner use it: buy a
 * subscription at the hosted checkout, find it under My Account, skip a delivery, pause, resume
 * and cancel (each confirmed in a dialog, each still so after a reload), with either sign-in
 * family seeing the same subscription, and a renewal the owner runs arriving as a new order.
 * The 3-business-day notice is the platform's rule: closer than that, a delivery is already being
 * prepared, so the platform refuses to skip it and, paused or cancelled, still sends it.
 */

const powder = seedProduct('bath-and-plunge-powder-4-pack');
const EVERY_2_MONTHS = 'Every 2 Months';

/** How the portal writes a delivery's day: "Fri, Jan 8, 2027" (UTC). */
const deliveryDay = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** Subscribes on the product page and pays at the hosted checkout with `email`. */
async function buySubscription(page: Page, email: string, plan: string): Promise<void> {
  await gotoHydrated(page, `/products/${powder.handle}`);
  await page.getByRole('radio', { name: 'Subscribe and save' }).check();
  await page.getByLabel('Delivery Frequency').selectOption({ label: plan });
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(drawer(page)).toBeVisible();
  await expectSettled(page);
  // The hosted checkout opens in a new tab, or in this one when the popup is blocked.
  const newTab = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => page);
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await newTab;
  await checkout.waitForURL((url) => url.href.startsWith(`${commerceUrl}/cart/c/`));
  await fillTexasAddress(checkout);
  await checkout.getByLabel('Email').fill(email);
  await payWith(checkout, TEST_CARD_APPROVED);
  await checkout.waitForURL((url) => url.href.startsWith(`${storefrontUrl}/success?`));
  await expect(checkout.getByText(/^Order reference: #\d{4,}$/)).toBeVisible();
  if (checkout !== page) await checkout.close();
}

const subscriptionsSection = (page: Page) => page.getByRole('region', { name: 'Subscriptions' });
const manage = (page: Page) => page.getByRole('region', { name: 'Manage subscription' });
const upcoming = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming deliveries' }).getByRole('listitem');
const statusBadge = (page: Page) =>
  page
    .getByRole('main')
    .locator('header')
    .getByText(/^(Active|Paused|Cancelled)$/);

/** The first subscription on /account, opened with its Manage link; its id from the URL. */
async function openSubscription(page: Page): Promise<string> {
  await page.goto('/account');
  const row = subscriptionsSection(page).getByRole('listitem').filter({ hasText: powder.title });
  await row.getByRole('link', { name: 'Manage' }).click();
  await page.waitForURL(/\/account\/subscriptions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: powder.title })).toBeVisible();
  return /\/(\d+)$/.exec(page.url())![1]!;
}

/** Opens a change's dialog, checks what it says, and confirms it. */
async function confirmChange(
  page: Page,
  button: Locator,
  dialogName: string,
  confirmLabel: string,
  says: string[],
): Promise<void> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  for (const text of says) await expect(dialog).toContainText(text);
  // Focus starts on the way out, inside the dialog.
  await expect(dialog.getByRole('button').first()).toBeFocused();
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}

/** The page loaded afresh: what it shows is the platform's state, not the page's memory. */
async function reload(page: Page): Promise<void> {
  await gotoHydrated(page, new URL(page.url()).pathname);
}

test('a subscriber buys, skips, pauses, resumes and cancels; both sign-ins see it; a renewal arrives as an order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('subscriber');
  const perDelivery = subscriptionCents(powder.handle, EVERY_2_MONTHS);
  const saving = oneTimeCents(powder.handle) - perDelivery;

  // A password account, with no subscription yet.
  await registerWithPassword(page, 'River Stone', email);
  await expect(subscriptionsSection(page)).toContainText('No subscriptions yet.');

  await buySubscription(page, email, EVERY_2_MONTHS);

  // On /account: what it is, how often, its status, its next delivery and its price.
  await page.goto('/account');
  const row = subscriptionsSection(page).getByRole('listitem').filter({ hasText: powder.title });
  await expect(row).toContainText('Delivered every 2 months');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/Next delivery \w{3}, \w{3} \d{1,2}, \d{4}/);
  await expect(row).toContainText(`${usd(perDelivery)} / delivery`);

  const id = await openSubscription(page);
  await expect(statusBadge(page)).toHaveText('Active');
  await expect(page.getByRole('main')).toContainText(
    `You save ${usd(saving)} (${Math.round((saving / oneTimeCents(powder.handle)) * 100)}%)`,
  );
  await expect(page.getByRole('main')).toContainText('Every 2 months');
  await expect(upcoming(page)).toHaveCount(4);
  await expect(upcoming(page).first()).toContainText('Next delivery');
  const [first, second] = await Promise.all(
    [0, 1].map(async (index) =>
      (await upcoming(page).nth(index).locator('time').innerText()).trim(),
    ),
  );
  await expect(manage(page)).toContainText(first!);
  // The rule is said beside the buttons, and each button is described by it.
  const skip = manage(page).getByRole('button', { name: 'Skip next delivery' });
  await expect(skip).toHaveAccessibleDescription(
    /^Changes take effect for deliveries at least 3 business days away\./,
  );

  // Keyboard: a dialog opened and left with Escape changes nothing and gives focus back.
  const cancel = manage(page).getByRole('button', { name: 'Cancel subscription' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(cancelDialog.getByRole('button', { name: 'Keep subscription' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancelDialog.getByRole('button', { name: 'Cancel subscription' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancelDialog.getByRole('button', { name: 'Keep subscription' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cancelDialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(statusBadge(page)).toHaveText('Active');

  // Skip the next delivery: the dialog says which and what comes after; shown at once.
  await confirmChange(page, skip, `Skip the delivery on ${first}?`, 'Skip delivery', [
    `Nothing is charged or sent on ${first}.`,
    `with the next delivery on ${second}`,
  ]);
  await expect(upcoming(page).first()).toContainText('Skipped');
  await expect(page.getByRole('status').filter({ hasText: 'Delivery skipped.' })).toBeAttached();
  await reload(page);
  await expect(upcoming(page).first()).toContainText('Skipped');
  await expect(upcoming(page).nth(1)).toContainText('Next delivery');
  await expect(manage(page)).toContainText(second!);
  await expect(
    upcoming(page)
      .first()
      .getByRole('button', { name: `Undo skip of the delivery on ${first}` }),
  ).toBeVisible();

  // Pause.
  await confirmChange(
    page,
    manage(page).getByRole('button', { name: 'Pause subscription' }),
    'Pause your subscription?',
    'Pause subscription',
    [`starting with your delivery on ${second}`],
  );
  await expect(statusBadge(page)).toHaveText('Paused');
  await expect(
    manage(page)
      .getByRole('status')
      .filter({ hasText: 'Subscription paused. Nothing is charged or sent until you resume.' }),
  ).toBeVisible();
  await reload(page);
  await expect(statusBadge(page)).toHaveText('Paused');
  await expect(manage(page)).toContainText('None while paused');
  await expect(manage(page).getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await expect(manage(page).getByRole('button', { name: 'Pause subscription' })).toHaveCount(0);

  // The same subscription through the other sign-in family (the Customer Account API).
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${storefrontUrl}/`);
  await signInWithEmailCode(page, email);
  await expect(
    subscriptionsSection(page).getByRole('listitem').filter({ hasText: powder.title }),
  ).toContainText('Paused');
  expect(await openSubscription(page)).toBe(id);
  await expect(statusBadge(page)).toHaveText('Paused');

  // Resume.
  await confirmChange(
    page,
    manage(page).getByRole('button', { name: 'Resume subscription' }),
    'Resume your subscription?',
    'Resume subscription',
    ['Deliveries start again every 2 months', `the first on ${second}`],
  );
  await expect(statusBadge(page)).toHaveText('Active');
  await reload(page);
  await expect(statusBadge(page)).toHaveText('Active');
  await expect(upcoming(page).first()).toContainText('Skipped');

  // The owner runs the next billing cycle: a renewal order for the next delivery not skipped.
  const owner = await page.context().newPage();
  await owner.goto(`${commerceUrl}/admin/subscriptions`);
  await owner
    .getByRole('article', { name: new RegExp(`^Subscription ${id}:`) })
    .getByRole('button', { name: 'Run next billing cycle' })
    .click();
  await owner.waitForURL(/saved=1/);
  await owner.close();

  await reload(page);
  const orders = page.getByRole('region', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);
  const renewalName = (
    await orders
      .first()
      .getByText(/^Order #\d+$/)
      .innerText()
  ).replace('Order ', '');
  // That delivery has been sent: it is no longer to come.
  await expect(page.getByRole('region', { name: 'Upcoming deliveries' })).not.toContainText(
    second!,
  );
  // Among the account's orders, at the subscription price, shipped free, taxed for Texas.
  await page.goto('/account');
  const recent = page.getByRole('region', { name: 'Recent Orders' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toContainText(`Order ${renewalName}`);
  const { tax } = texasOrderTotals([perDelivery]);
  await expect(recent.first()).toContainText(usd(perDelivery + tax));

  // Cancel: two clicks, fewer than subscribing took.
  await openSubscription(page);
  await confirmChange(
    page,
    manage(page).getByRole('button', { name: 'Cancel subscription' }),
    'Cancel your subscription?',
    'Cancel subscription',
    [
      'No more deliveries are charged or sent',
      "There is no cancellation fee. We'll confirm your cancellation by email.",
    ],
  );
  await expect(statusBadge(page)).toHaveText('Cancelled');
  await expect(manage(page).getByRole('status')).toHaveText(
    "Subscription cancelled. Nothing more is charged or sent. We've emailed you a confirmation.",
  );
  await reload(page);
  await expect(statusBadge(page)).toHaveText('Cancelled');
  await expect(manage(page)).toContainText('This subscription has ended');
  await expect(manage(page).getByRole('button')).toHaveCount(0);
  await page.goto('/account');
  await expect(
    subscriptionsSection(page).getByRole('listitem').filter({ hasText: powder.title }),
  ).toContainText('Cancelled');
});

test('the 3-business-day notice: a late skip is refused; a late pause or cancel still sends the delivery being prepared', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('late');
  await signInWithEmailCode(page, email);
  await buySubscription(page, email, 'Monthly Subscription');
  const id = await openSubscription(page);
  await gotoHydrated(page, `/account/subscriptions/${id}`);
  const skip = manage(page).getByRole('button', { name: 'Skip next delivery' });
  await expect(skip).toBeEnabled();

  // While the page is open, the next delivery moves to tomorrow (the owner, or simply time).
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCHours(15, 0, 0, 0);
  const moved = await adminGraphql<{
    subscriptionContractSetNextBillingDate: { userErrors: { message: string }[] };
  }>(
    page.request,
    `mutation Move($id: ID!, $date: DateTime!) {
      subscriptionContractSetNextBillingDate(contractId: $id, date: $date) {
        userErrors { message }
      }
    }`,
    { id: `gid://shopify/SubscriptionContract/${id}`, date: tomorrow.toISOString() },
  );
  expect(moved.subscriptionContractSetNextBillingDate.userErrors).toEqual([]);

  // The page still offers to skip it; the platform refuses, in its own words; the page rolls back.
  await skip.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skip delivery' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The delivery was not skipped' });
  await expect(refusal).toContainText(`It's too late to skip the delivery on`);
  await expect(refusal).toContainText(
    'changes must be made at least 3 business days before a delivery, so a change made now takes effect from the delivery after.',
  );
  await expect(upcoming(page).first()).toContainText('Next delivery');
  await expect(upcoming(page).first()).not.toContainText('Skipped');

  // Reloaded, the page says the rule for that delivery; skipping reaches the delivery after it.
  await reload(page);
  const day = deliveryDay(tomorrow);
  await expect(manage(page)).toContainText(
    `Changes take effect for deliveries at least 3 business days away; your next delivery on ${day} is already being prepared and will be sent.`,
  );
  await expect(manage(page)).not.toContainText('once it has been sent');
  const second = (await upcoming(page).nth(1).locator('time').innerText()).trim();
  await skip.click();
  const dialog = page.getByRole('dialog', { name: `Skip the delivery on ${second}?` });
  await expect(dialog).toContainText(
    `Your delivery on ${day} is less than 3 business days away, so it is sent as usual.`,
  );
  await dialog.getByRole('button', { name: 'Keep delivery' }).click();

  // Pausing is accepted at once; the delivery being prepared is still charged and sent.
  const pause = manage(page).getByRole('button', { name: 'Pause subscription' });
  await expect(pause).toBeEnabled();
  await confirmChange(page, pause, 'Pause your subscription?', 'Pause subscription', [
    `Your delivery on ${day} is already being prepared: it is still charged and sent. Nothing after it is charged or sent while your subscription is paused.`,
  ]);
  await expect(manage(page).getByRole('status')).toHaveText(
    `Subscription paused. Your delivery on ${day} is already being prepared and will still be charged and sent; nothing after it is sent until you resume.`,
  );
  await reload(page);
  await expect(statusBadge(page)).toHaveText('Paused');
  await expect(manage(page)).toContainText(
    `Your delivery on ${day} is already being prepared and will still be sent. Nothing after it is charged or sent while your subscription is paused.`,
  );
  await expect(manage(page).locator('time')).toHaveText(day);
  await expect(upcoming(page).first()).toContainText(`${day}Next delivery`);
  await expect(upcoming(page).nth(1)).toContainText('Paused');
  await page.goto('/account');
  await expect(
    subscriptionsSection(page).getByRole('listitem').filter({ hasText: powder.title }),
  ).toContainText(`Paused after the delivery on ${day}`);

  // Resumed, then cancelled late: accepted at once, that delivery is the last, and emailed.
  await gotoHydrated(page, `/account/subscriptions/${id}`);
  await confirmChange(
    page,
    manage(page).getByRole('button', { name: 'Resume subscription' }),
    'Resume your subscription?',
    'Resume subscription',
    [`the first on ${day}`],
  );
  await expect(statusBadge(page)).toHaveText('Active');
  const cancel = manage(page).getByRole('button', { name: 'Cancel subscription' });
  await expect(cancel).toBeEnabled();
  await confirmChange(page, cancel, 'Cancel your subscription?', 'Cancel subscription', [
    `Your delivery on ${day} is already being prepared: it is still charged and sent, and nothing is sent after it.`,
    "There is no cancellation fee. We'll confirm your cancellation by email.",
  ]);
  await expect(manage(page).getByRole('status')).toHaveText(
    `Subscription cancelled. Your last delivery, on ${day}, is already being prepared and will still be charged and sent; nothing is sent after it. We've emailed you a confirmation.`,
  );
  await reload(page);
  await expect(statusBadge(page)).toHaveText('Cancelled');
  await expect(manage(page)).toContainText(
    `Your last delivery, on ${day}, is still charged and sent.`,
  );
  await expect(manage(page).getByRole('button')).toHaveCount(0);
  await expect(upcoming(page)).toHaveCount(1);
  await expect(upcoming(page).first()).toContainText(`${day}Last delivery`);
  const emails = await outboxFor(page.request, email);
  expect(emails.filter((message) => message.kind === 'subscription_cancelled')).toHaveLength(1);
  await page.goto('/account');
  const row = subscriptionsSection(page).getByRole('listitem').filter({ hasText: powder.title });
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText(`Last delivery ${day}`);
});

test('the portal is private, and the subscription terms link to it', async ({ page, request }) => {
  expect((await request.get('/api/customer/subscriptions')).status()).toBe(401);
  expect((await request.get('/api/customer/subscriptions/1')).status()).toBe(401);
  await page.goto('/account/subscriptions/1');
  await page.waitForURL('**/login');

  await page.goto('/subscriptions');
  const link = page
    .getByRole('main')
    .getByRole('link', { name: 'Manage your subscription', exact: true });
  await expect(link).toHaveAttribute('href', '/account');

  // Someone else's subscription number is "not found", exactly like a missing one.
  await signInWithEmailCode(page, uniqueEmail('stranger'));
  const response = await page.goto('/account/subscriptions/1');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription not found' }),
  ).toBeVisible();
  const api = await page.evaluate(
    async () => (await fetch('/api/customer/subscriptions/1')).status,
  );
  expect(api).toBe(404);
});
