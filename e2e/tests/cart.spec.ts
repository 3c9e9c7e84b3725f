import { expect, test } from '@playwright/test';
import { dollars } from '../support/catalogue';
import { commerceUrl } from '../support/servers';
import {
  addFromCard,
  cartButton,
  drawer,
  drawerLine,
  expectSettled,
  gotoHydrated,
  hero,
  productCard,
  sachets,
  savedCartId,
} from './cart.helpers';

const heroPrice = hero.variants[0]!.price;
const sachetsPrice = sachets.variants[0]!.price;
const twice = (amount: string) => String(Number(amount) * 2);
/** The drawer footer's "Total" followed by the amount. */
const totalOf = (amount: string) => new RegExp(`Total\\s*\\${dollars(amount)}`);

test('a shopper adds from a product card, changes the quantity and removes the line', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  await expect(cartButton(page)).toHaveAccessibleName('Cart');

  await addFromCard(page, hero.title);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const line = drawerLine(page, hero.title);
  await expect(line.getByRole('link', { name: hero.title })).toHaveAttribute(
    'href',
    `/products/${hero.handle}`,
  );
  // Decorative here (the title names the line), so it is an <img alt=""> rather than role img.
  await expect(line.locator('img')).toHaveCount(1);
  await expect(line).toContainText('Quantity 1');
  await expect(line).toContainText(`Subtotal ${dollars(heroPrice)}`);
  const total = drawer(page);
  await expect(total).toContainText(totalOf(heroPrice));

  const decrease = line.getByRole('button', { name: `Decrease quantity of ${hero.title}` });
  const increase = line.getByRole('button', { name: `Increase quantity of ${hero.title}` });
  await expect(decrease).toBeDisabled();

  await increase.click();
  await expect(line).toContainText('Quantity 2');
  await expect(line).toContainText(`Subtotal ${dollars(twice(heroPrice))}`);
  await expect(total).toContainText(totalOf(twice(heroPrice)));
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expectSettled(page);
  await expect(decrease).toBeEnabled();

  await decrease.click();
  await expect(line).toContainText('Quantity 1');
  await expect(total).toContainText(totalOf(heroPrice));
  await expectSettled(page);
  // Never below 1 through the minus button: a click on it at 1 changes nothing.
  await expect(decrease).toBeDisabled();
  await decrease.click({ force: true });
  await expect(line).toContainText('Quantity 1');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  await line.getByRole('button', { name: `Remove ${hero.title}` }).click();
  await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
  await expect(drawer(page).getByText('Add items to your cart to see them here')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await expectSettled(page);

  // The server agrees: after a reload the cart is still empty.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
});

test('the cart survives a reload: its id is kept in local storage', async ({ page }) => {
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  await addFromCard(page, sachets.title);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  const cartId = await savedCartId(page);
  expect(cartId).toMatch(/^gid:\/\/shopify\/Cart\/[^?]+\?key=.+$/);

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  expect(await savedCartId(page)).toBe(cartId);
  await cartButton(page).click();
  await expect(drawerLine(page, hero.title)).toBeVisible();
  await expect(drawerLine(page, sachets.title)).toBeVisible();
  await expect(drawer(page)).toContainText(
    totalOf(String(Number(heroPrice) + Number(sachetsPrice))),
  );
});

test('an unknown saved cart id is forgotten and the cart starts empty', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('shopifyCartId', 'gid://shopify/Cart/nope?key=nope');
    }
  });
  await gotoHydrated(page, '/products');
  await expect.poll(() => savedCartId(page)).toBeNull();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await addFromCard(page, hero.title);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('an empty cart shows no total and a disabled checkout button that says why', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await cartButton(page).click();
  await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
  // Nothing to add up: no rows, no "$0.00".
  await expect(drawer(page).getByRole('region', { name: 'Cart summary' })).toHaveCount(0);
  await expect(drawer(page)).not.toContainText('$0.00');
  const checkout = drawer(page).getByRole('button', { name: 'Proceed to Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('Add items to your cart before checking out.');
  await expect(drawer(page).getByText('Add items to your cart before checking out.')).toBeVisible();
  // Still focusable and pressable: a press explains itself with a toast.
  await checkout.click({ force: true });
  const toast = page.getByRole('status').filter({ hasText: 'Cart is empty' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Add items to your cart before checking out.');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
});

test('checking out while the cart is updating asks the shopper to wait', async ({ page }) => {
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);

  // Hold the next cart update at the network until the toast has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/*/graphql.json', async (route) => {
    if (route.request().postData()?.includes('CartLineUpdate')) await held;
    await route.continue();
  });

  await drawerLine(page, hero.title)
    .getByRole('button', { name: `Increase quantity of ${hero.title}` })
    .click();
  await expect(
    drawer(page).getByRole('status').filter({ hasText: 'Updating cart...' }),
  ).toBeVisible();
  const checkout = drawer(page).getByRole('button', { name: 'Proceed to Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(
    drawerLine(page, hero.title).getByRole('button', { name: `Remove ${hero.title}` }),
  ).toBeDisabled();
  // A shopper can still press it (it only looks dimmed): it tells them why nothing happens.
  await checkout.click({ force: true });
  const toast = page.getByRole('status').filter({ hasText: 'Please wait' });
  await expect(toast).toContainText('Your cart is being updated.');

  release();
  await expectSettled(page);
  await expect(checkout).toBeEnabled();
  await expect(drawerLine(page, hero.title)).toContainText('Quantity 2');
});

test('Proceed to Checkout opens the hosted checkout of this cart in a new tab', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  const cartId = (await savedCartId(page))!;
  const [, token, key] = /^gid:\/\/shopify\/Cart\/([^?]+)\?key=(.+)$/.exec(cartId)!;

  const [checkoutTab] = await Promise.all([
    context.waitForEvent('page'),
    drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click(),
  ]);
  await checkoutTab.waitForURL((url) => url.pathname.startsWith('/cart/c/'));
  expect(checkoutTab.url()).toBe(`${commerceUrl}/cart/c/${token}?key=${key}`);
  // The shop's own tab stays where it was.
  await expect(drawer(page)).toBeVisible();
});

test('a blocked popup or a failed hand-off still reaches the checkout, in the same tab', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  const [, token] = /^gid:\/\/shopify\/Cart\/([^?]+)\?/.exec((await savedCartId(page))!)!;
  const checkoutPath = new RegExp(`/cart/c/${token}\\?key=`);

  // A popup blocker: window.open gives nothing back.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(checkoutPath);
  expect(new URL(page.url()).origin).toBe(commerceUrl);

  // The storefront's own server is down: the cart's own checkout link is used.
  await gotoHydrated(page, '/products');
  await page.route('**/api/checkout', (route) => route.abort());
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('Checkout hand-off failed'),
  );
  await page.evaluate(() => {
    window.open = () => null;
  });
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await logged;
  await page.waitForURL(checkoutPath);
});

test('/checkout lists the cart lines with the subtotal, and an empty cart says so', async ({
  page,
  request,
}) => {
  // Server-rendered, it can only promise the cart: the cart lives in the browser.
  const html = await (await request.get('/checkout')).text();
  expect(html).toContain('Loading your cart…');

  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    '/products',
  );

  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  await drawerLine(page, hero.title)
    .getByRole('button', { name: `Increase quantity of ${hero.title}` })
    .click();
  await expectSettled(page);
  await addFromCard(page, sachets.title);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/checkout');
  const main = page.getByRole('main');
  const lines = main.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(hero.title);
  await expect(lines.nth(0)).toContainText('Quantity: 2');
  await expect(lines.nth(0)).toContainText(dollars(twice(heroPrice)));
  await expect(lines.nth(0).getByRole('img')).toHaveCount(1);
  await expect(lines.nth(1)).toContainText(sachets.title);
  await expect(lines.nth(1)).toContainText('Quantity: 1');
  // The summary's rows: the subtotal, shipping and tax to come at checkout, the total.
  const summary = main.getByRole('region', { name: 'Order summary' });
  const subtotal = dollars(String(Number(heroPrice) * 2 + Number(sachetsPrice)));
  await expect(summary.getByRole('term')).toHaveText(['Subtotal', /^Shipping/, 'Tax', 'Total']);
  await expect(summary.getByRole('definition')).toHaveText([
    subtotal,
    /^(Free|Calculated at checkout)$/,
    'Calculated at checkout',
    subtotal,
  ]);
  await expect(main.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await main.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the drawer keeps focus inside, closes on Escape and hands focus back', async ({ page }) => {
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toHaveAttribute('aria-modal', 'true');
  await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
  // The page behind does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );

  const focusInDrawer = () =>
    page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer()).toBe(true);
  }
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );

  // Continue Shopping closes it too, and the opener gets focus back.
  const addButton = productCard(page, sachets.title).getByRole('button', { name: 'Add to Cart' });
  await addButton.click();
  await expect(drawer(page)).toBeVisible();
  await expectSettled(page);
  await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(addButton).toBeFocused();
});

test('on a phone the drawer takes the full width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/');
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  const title = drawer(page).getByRole('heading', { name: 'Your Cart' });
  await expect(title).toBeVisible();
  // Once slid in, the panel spans the viewport.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const panel = document.querySelector('dialog[open] > div')!.getBoundingClientRect();
        return [Math.round(panel.left), Math.round(panel.width)];
      }),
    )
    .toEqual([0, 375]);
});

test('a discount code applies in the drawer with its own row, a wrong one says why, and both can be removed', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  const cart = drawer(page);
  await expect(cart).toContainText(totalOf(heroPrice));
  const field = cart.getByRole('textbox', { name: 'Discount code' });
  const apply = cart.getByRole('button', { name: 'Apply' });
  // Nothing to send yet.
  await expect(apply).toBeDisabled();

  await field.fill('welcome15');
  await apply.click();
  const codes = cart.getByRole('list', { name: 'Discount codes' });
  await expect(codes).toContainText('WELCOME15 applied');
  await expect(field).toHaveValue('');
  const discounted = String(Number(heroPrice) * 0.85);
  const off = dollars(String(Number(heroPrice) * 0.15));
  await expect(cart).toContainText(totalOf(discounted));
  // A row for the code, and the line struck through at its price before it.
  const rows = cart.getByRole('region', { name: 'Cart summary' });
  await expect(rows.getByRole('term').filter({ hasText: /^Discount/ })).toHaveText(
    /^Discount\s*WELCOME15$/,
  );
  await expect(rows.getByRole('definition').nth(1)).toHaveText(`\u2212${off}`);
  const line = drawerLine(page, hero.title);
  await expect(line.locator('s')).toHaveText(`was ${dollars(heroPrice)}`);
  await expect(line).toContainText(`now ${dollars(discounted)}`);

  await field.fill('NOT-A-CODE');
  await field.press('Enter');
  await expect(codes.getByRole('listitem').filter({ hasText: 'NOT-A-CODE' })).toContainText(
    'Unknown code',
  );
  await expect(cart).toContainText(totalOf(discounted));

  await expectSettled(page);
  await cart.getByRole('button', { name: 'Remove discount code WELCOME15' }).click();
  await expect(cart).toContainText(totalOf(heroPrice));
  await expect(rows.getByRole('term').filter({ hasText: /^Discount/ })).toHaveCount(0);
  await expectSettled(page);
  // Still unknown, and still saying so, after the other code went.
  await expect(codes).toContainText('Unknown code');
  await cart.getByRole('button', { name: 'Remove discount code NOT-A-CODE' }).click();
  await expect(codes).toBeHidden();
});
