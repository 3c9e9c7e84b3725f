import { expect, test, type Page } from '@playwright/test';
import {
  fillTexasAddress,
  payWith,
  TEST_CARD_APPROVED,
  TEXAS_BUYER,
  usd,
} from '../support/checkout';
import { outboxFor } from '../support/outbox';
import { commerceUrl, storefrontUrl } from '../support/servers';
import {
  openPasswordSignIn,
  PASSWORD,
  payOrderAs,
  registerWithPassword,
  signInWithEmailCode,
  submitPasswordSignIn,
  submitRegistration,
  uniqueEmail,
} from './accounts.helpers';
import { addFromCard, drawer, gotoHydrated } from './cart.helpers';

/**
 * Customer accounts end to end against the real servers: both
 * sign-in families, the account page, orders and who may read them.
 */

const LOGIN_ERRORS = {
  missing_params: 'Authentication failed: Missing required parameters.',
  invalid_state: 'Authentication failed: Invalid security state.',
  token_exchange_failed: 'Authentication failed: Could not complete login.',
  callback_failed: 'Authentication failed: An error occurred during login.',
};

const recentOrders = (page: Page) => page.getByRole('region', { name: 'Recent Orders' });

/** Edits the name on /account and checks it survives a reload (PATCH /api/auth/profile). */
async function renameOnAccountPage(page: Page, firstName: string, lastName: string) {
  const profile = page.getByRole('region', { name: 'Profile Information' });
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toContainText(`${firstName} ${lastName}`);
  await page.reload();
  await expect(profile).toContainText(`${firstName} ${lastName}`);
}

/**
 * The account page's Logout (a form POST): through the platform's end-session endpoint for a
 * passwordless session, back to /.
 */
async function logout(page: Page): Promise<void> {
  const home = page.waitForURL(`${storefrontUrl}/`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Logout' }).click();
  // Only the address: what the home page shows is another spec's business.
  await home;
}

test.describe('protected routes', () => {
  for (const path of ['/account', '/account/order/1', '/order/1']) {
    test(`${path} shows Loading... then sends a visitor to /login`, async ({ page }) => {
      // Without a session the server cannot know about a stored token: it renders 'Loading...'.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('Loading...');
      await page.goto(path);
      await page.waitForURL('**/login');
      await expect(page.getByRole('button', { name: 'Sign in / Create account' })).toBeVisible();
    });
  }

  test('the profile and orders endpoints answer 401 when signed out', async ({ request }) => {
    for (const path of ['/api/customer/profile', '/api/customer/orders', '/api/auth/profile']) {
      expect((await request.get(path)).status()).toBe(401);
    }
  });
});

test.describe('/login', () => {
  for (const [value, message] of Object.entries(LOGIN_ERRORS)) {
    test(`?error=${value} shows its alert`, async ({ page }) => {
      await page.goto(`/login?error=${value}`);
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('any other error value shows nothing', async ({ page }) => {
    await page.goto('/login?error=something_else');
    await expect(page.getByRole('button', { name: 'Sign in / Create account' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a forged return from the platform is refused with invalid_state', async ({ page }) => {
    await page.goto('/api/auth/callback?code=abc&state=forged');
    await expect(page).toHaveURL(/\/login\?error=invalid_state$/);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERRORS.invalid_state);
  });
});

test('passwordless: a new customer signs in with the emailed code, then logs out', async ({
  page,
}) => {
  const email = uniqueEmail('code');
  await signInWithEmailCode(page, email);
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText(email);
  await expect(recentOrders(page)).toContainText('No orders yet');
  await gotoHydrated(page, '/account');
  await renameOnAccountPage(page, 'Grace', 'Hopper');
  // One code was sent, to this address only.
  const messages = await outboxFor(page.request, email);
  expect(messages.filter((message) => message.kind === 'sign_in_code')).toHaveLength(1);

  // Signed in: /login and /register send the customer on to the account.
  await page.goto('/login');
  await page.waitForURL('**/account');

  await logout(page);
  await page.goto('/account');
  await page.waitForURL('**/login');
  // The platform's session ended too: signing in again asks for the email.
  await page.getByRole('button', { name: 'Sign in / Create account' }).click();
  await page.waitForURL((url) => url.href.startsWith(commerceUrl));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('logout revokes the session: a copied cookie stops working even if the platform is never reached', async ({
  page,
  browser,
}) => {
  await signInWithEmailCode(page, uniqueEmail('copied'));
  // Someone holds a copy of the session cookie, in a browser of their own.
  const copy = await browser.newContext();
  await copy.addCookies(await page.context().cookies(storefrontUrl));
  expect((await copy.request.get('/api/customer/profile')).status()).toBe(200);

  // The shopper logs out, but their browser never gets to the platform's end-session page: the
  // logout reaches the storefront, its redirect to the platform is dropped.
  let loggedOut!: (platformRedirect: string | undefined) => void;
  const logoutAnswered = new Promise<string | undefined>((resolve) => (loggedOut = resolve));
  await page.route('**/api/auth/logout', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ status: 204 });
    loggedOut(answer.headers()['location']);
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  expect(await logoutAnswered).toMatch(`${commerceUrl}/authentication/logout`);

  expect((await copy.request.get('/api/customer/profile')).status()).toBe(401);
  await copy.close();
});

test('GET /api/auth/logout asks first; its Log out button signs out and lands on /', async ({
  page,
}) => {
  await registerWithPassword(page, 'Ada Lovelace', uniqueEmail('confirm'));
  await gotoHydrated(page, '/api/auth/logout');
  await expect(page).toHaveURL(`${storefrontUrl}/logout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log out?' })).toBeVisible();
  // Visiting the address signed no one out.
  expect((await page.request.get('/api/customer/profile')).status()).toBe(200);
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await gotoHydrated(page, '/api/auth/logout');
  const home = page.waitForURL(`${storefrontUrl}/`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Log out' }).click();
  await home;
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await page.request.get('/api/customer/profile')).status()).toBe(401);
});

test('a logout posted from another site is refused and signs no one out', async ({ page }) => {
  await registerWithPassword(page, 'Ada Lovelace', uniqueEmail('csrf'));
  // Another origin, or a browser's cross-site mark: the same check as sign-in.
  const forgeries: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { 'Sec-Fetch-Site': 'cross-site' },
  ];
  for (const headers of forgeries) {
    const forged = await page.request.post('/api/auth/logout', {
      headers,
      form: {},
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
  }
  expect((await page.request.get('/api/customer/profile')).status()).toBe(200);
});

test('password: register, reach /account, log out, sign in with the password', async ({ page }) => {
  const email = uniqueEmail('password');
  await registerWithPassword(page, 'Ada Lovelace', email);
  await expect(page.getByText('Registration successful')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile Information' });
  await expect(profile).toContainText('Ada Lovelace');
  await expect(profile).toContainText(email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await logout(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await gotoHydrated(page, '/login');
  const form = await openPasswordSignIn(page);
  // Unscoped, as a shopper reads the page: each label names one field (not the form, not the footer).
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'Incorrect email or password.',
  );
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in with password' }).click();
  await page.waitForURL('**/account');
  await expect(profile).toContainText('Ada Lovelace');
  await gotoHydrated(page, '/account');
  await renameOnAccountPage(page, 'Augusta', 'King');

  // The same email cannot register twice.
  await logout(page);
  await gotoHydrated(page, '/register');
  await submitRegistration(page, { name: 'Someone Else', email });
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('register: mismatched passwords show the toast and send nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/register')) sent.push(request.url());
  });
  await gotoHydrated(page, '/register');
  await submitRegistration(page, {
    name: 'Ada Lovelace',
    email: uniqueEmail('mismatch'),
    confirmation: `${PASSWORD}-different`,
  });
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText('Please make sure your passwords match.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(sent).toEqual([]);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test("an order paid with the customer's email is in Recent Orders and opens in full", async ({
  page,
}) => {
  // Two hosted checkouts and a sign-in: 25–35 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('buyer');
  // Paid before the account exists: it still belongs to the customer with that email.
  const paid = await payOrderAs(page, email);
  await signInWithEmailCode(page, email);

  const orders = recentOrders(page);
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText(usd(paid.total));
  await orders.getByRole('link', { name: 'View details' }).click();
  await page.waitForURL(/\/account\/order\/\d+$/);
  const orderId = /\/account\/order\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/);
  await expect(page.getByText(paid.title)).toBeVisible();
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(usd(paid.total));

  // /order/{id} is the same page.
  const response = await page.goto(`/order/${orderId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(paid.title)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await page.waitForURL('**/account');

  // The guest order changed nothing on the profile (anyone can type an email)...
  const profile = page.getByRole('region', { name: 'Profile Information' });
  const address = page.getByRole('region', { name: 'Default Address' });
  await expect(profile).toContainText('Not provided');
  await expect(address).toContainText('No default address saved yet.');
  // ...while a checkout signed in gives the blank name and the first address.
  await gotoHydrated(page, '/products');
  await addFromCard(page, paid.title);
  const checkoutTab = page.context().waitForEvent('page');
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await checkoutTab;
  await checkout.waitForURL((url) => url.href.startsWith(`${commerceUrl}/cart/c/`));
  await fillTexasAddress(checkout);
  await checkout.getByLabel('Email').fill(email);
  await payWith(checkout, TEST_CARD_APPROVED);
  await checkout.waitForURL('**/success**');
  await checkout.close();
  await gotoHydrated(page, '/account');
  await expect(profile).toContainText(`${TEXAS_BUYER.firstName} ${TEXAS_BUYER.lastName}`);
  await expect(address).toContainText(TEXAS_BUYER.address);
});

test("one customer cannot read another's order", async ({ page, browser }) => {
  const owner = uniqueEmail('owner');
  await payOrderAs(page, owner);
  await signInWithEmailCode(page, owner);
  await recentOrders(page).getByRole('link', { name: 'View details' }).click();
  await page.waitForURL(/\/account\/order\/\d+$/);
  const orderPath = new URL(page.url()).pathname;
  const orderId = orderPath.split('/').pop()!;

  // Another customer, in another browser, signed in with a password.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerWithPassword(other, 'Grace Hopper', uniqueEmail('intruder'));
  for (const path of [orderPath, `/order/${orderId}`]) {
    const response = await other.goto(path);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  }
  const { orders } = (await (await other.request.get('/api/customer/orders')).json()) as {
    orders: unknown[];
  };
  expect(orders).toEqual([]);
  await otherContext.close();
});

test('/new-customer-auth explains sign-in and says when the shop id is missing', async ({
  page,
}) => {
  await gotoHydrated(page, '/new-customer-auth');
  await expect(page.getByText(commerceUrl, { exact: true })).toBeVisible();
  await expect(page.getByText('Not configured')).toBeVisible();
  // The admin settings button opens the local server's customers page in a new tab.
  const [adminTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open customer account settings in admin' }).click(),
  ]);
  await adminTab.waitForLoadState();
  expect(adminTab.url()).toBe(`${commerceUrl}/admin/customers`);
  await adminTab.close();
  const options = page.getByRole('region', { name: 'Three ways to implement customer accounts' });
  await expect(options.getByRole('listitem')).toHaveCount(3);
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Open hosted login page' }).click();
  await expect.poll(() => messages).toEqual(['Shop ID not found']);
  await expect(page.getByRole('alert')).toHaveText('Shop ID not found');
});

test('without JavaScript the password forms still register and sign in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('nojs');
  await page.goto('/register');
  await submitRegistration(page, { name: 'Mary Somerville', email, confirmation: 'other' });
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(
    "Passwords don't match. Please make sure your passwords match.",
  );
  await submitRegistration(page, { name: 'Mary Somerville', email });
  await page.waitForURL('**/account');
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText(
    'Mary Somerville',
  );

  await context.clearCookies();
  await page.goto('/login');
  await submitPasswordSignIn(page, email, 'wrong-password');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'Incorrect email or password.',
  );
  await submitPasswordSignIn(page, email, PASSWORD);
  await page.waitForURL('**/account');
  // Logout is a plain form: it needs no script either.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${storefrontUrl}/`);
  expect((await context.request.get('/api/customer/profile')).status()).toBe(401);
  await context.close();
});

test('both sign-in families land on the same customer', async ({ page }) => {
  const email = uniqueEmail('both');
  await registerWithPassword(page, 'Ada Lovelace', email);
  await logout(page);
  // The same email through the emailed code: the account made with a password, not a new one.
  await signInWithEmailCode(page, email);
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText(
    'Ada Lovelace',
  );
  const codeMessages = (await outboxFor(page.request, email)).filter(
    (message) => message.kind === 'sign_in_code',
  );
  expect(codeMessages).toHaveLength(1);
});

test('on start a stored sign-in token that the platform refuses is removed', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', 'not-a-real-customer-access-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
