import { expect, test } from '@playwright/test';
import { usd } from '../support/checkout';
import { latestLink, outboxFor } from '../support/outbox';
import { commerceUrl } from '../support/servers';
import {
  PASSWORD,
  payOrderAs,
  submitPasswordSignIn,
  submitRegistration,
  uniqueEmail,
} from './accounts.helpers';
import { gotoHydrated } from './cart.helpers';

/**
 * Registering an address the shop already knows (here from a guest order): no account opens
 * from the form. The platform emails the address an activation link, /register says so as news
 * rather than a failure, and the address's owner sets the password through that link, then
 * signs in and finds the order.
 */

const activationNotice = (email: string) =>
  `We have sent an email to ${email}, please click the link included to verify your email address.`;

test("a guest buyer's address is activated by email, then signs in and sees the order", async ({
  page,
}) => {
  const email = uniqueEmail('guest');
  const paid = await payOrderAs(page, email);

  await gotoHydrated(page, '/register');
  await submitRegistration(page, { name: 'Someone Else', email });

  const notice = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(notice).toContainText(activationNotice(email));
  await expect(notice).toBeFocused();
  await expect(page.getByText('Registration failed')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  // No account was opened for whoever filled in the form.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const link = await latestLink(page.request, email, 'account_activation');
  expect(link.startsWith(`${commerceUrl}/account/activate/`)).toBe(true);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activate your account' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}-typo`);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText("Passwords don't match.")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is active' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL('**/login');
  await gotoHydrated(page, '/login');
  await submitPasswordSignIn(page, email, PASSWORD);
  await page.waitForURL('**/account');
  const orders = page.getByRole('region', { name: 'Recent Orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText(usd(paid.total));

  // The link worked once.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
});

test('without JavaScript /register shows the same news, not an error', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('noscript.guest');
  await payOrderAs(page, email);

  await page.goto('/register');
  await submitRegistration(page, { name: 'Ada', email });
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    activationNotice(email),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await outboxFor(page.request, email)).map((message) => message.kind)).toContain(
    'account_activation',
  );
  await context.close();
});
