import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedProduct } from '../support/checkout';
import { commerceUrl } from '../support/servers';
import { addFromCard, drawer, gotoHydrated } from './cart.helpers';

/**
 * The footer newsletter end to end: the storefront's server subscribes
 * the address on the commerce platform, whose marketing automation mails the 15% code to the
 * development outbox, and the cart takes that code.
 */

const powder = seedProduct('bath-and-plunge-powder-4-pack');

/** An address no earlier run used (the e2e database is re-seeded, but retries reuse it). */
const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const footer = (page: Page) => page.getByRole('contentinfo');
const emailField = (page: Page) =>
  footer(page).getByRole('textbox', { name: 'Join the mailing list' });

interface OutboxMessage {
  kind: string;
  subject: string;
  text: string;
  code: string | null;
}

async function outboxOf(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${commerceUrl}/__outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

test('a fresh address subscribes, is told when it subscribes again, and gets a code the cart takes', async ({
  page,
  context,
  request,
}) => {
  const email = freshEmail('newsletter');
  await gotoHydrated(page, '/');
  const subscribe = footer(page).getByRole('button', { name: 'Subscribe' });

  // An empty field sends nothing (the browser's required check).
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/newsletter')) posts += 1;
  });
  await subscribe.click();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(posts).toBe(0);

  // While sending, the button reads '...' and is disabled.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/newsletter', async (route) => {
    await held;
    await route.continue();
  });
  await emailField(page).fill(email);
  await subscribe.click();
  await expect(footer(page).getByRole('button', { name: '...' })).toBeDisabled();
  release();

  const success = page.getByRole('status').filter({ hasText: 'Successfully subscribed!' });
  await expect(success).toContainText('Check your email for a 15% off discount code.');
  await expect(emailField(page)).toHaveValue('');
  await expect(footer(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await page.unroute('**/api/newsletter');

  // The same address again: Shopify's TAKEN case, as an alert.
  await emailField(page).fill(email.toUpperCase());
  await subscribe.click();
  const taken = page.getByRole('alert').filter({ hasText: 'Subscription failed' });
  await expect(taken).toContainText(
    'Email already subscribed. Please check your inbox for updates!',
  );
  expect(posts).toBe(2);

  // The platform mailed the welcome code once.
  const welcome = (await outboxOf(request, email)).filter(
    (message) => message.kind === 'welcome_discount',
  );
  expect(welcome).toHaveLength(1);
  expect(welcome[0]?.subject).toContain('15% off');
  const code = welcome[0]?.code ?? '';
  expect(code).toBe('WELCOME15');
  expect(welcome[0]?.text).toContain(code);

  // The code from the email, typed into the cart as a shopper would, takes 15% off.
  await gotoHydrated(page, '/products');
  await addFromCard(page, powder.title);
  const cart = drawer(page);
  const price = Number(powder.variants[0]!.price);
  await expect(cart).toContainText(new RegExp(`Total\\s*\\$${price.toFixed(2)}`));
  await cart.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('list', { name: 'Discount codes' })).toContainText(`${code} applied`);
  await expect(cart).toContainText(new RegExp(`Total\\s*\\$${(price * 0.85).toFixed(2)}`));
  const newTab = context.waitForEvent('page', { timeout: 5_000 }).catch(() => page);
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await newTab;
  await checkout.waitForURL((url) => url.href.startsWith(`${commerceUrl}/cart/c/`));
  await expect(checkout.getByText(`Discount ${code}`)).toBeVisible();
});

test('a platform failure shows the failure toast and keeps the address', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The shop could not be reached. Please try again later.' }),
    }),
  );
  const email = freshEmail('newsletter-down');
  await emailField(page).fill(email);
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Subscription failed' });
  await expect(failed).toContainText('Please try again later.');
  await expect(emailField(page)).toHaveValue(email);
});
