import { expect, test, type Page } from '@playwright/test';
import { dollars } from '../support/catalogue';
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
} from './cart.helpers';

/**
 * The cart on a slow connection: the shopper sees every edit at once, and quick clicks are
 * neither lost nor doubled.
 *
 * The commerce server can add latency itself (E2E_COMMERCE_LATENCY_MS=800 npm test -w e2e runs
 * the whole suite that way). This spec does not depend on it: it slows the browser's Storefront
 * API answers itself (by LATENCY_MS, or until the test lets an answer through), so it runs in
 * the default suite, costs seconds, and cannot lose a race to a busy machine.
 */
const LATENCY_MS = 800;

interface CartCall {
  operation: string;
  /** The server's answer reached the page. */
  answered: boolean;
  /** The quantities of the cart lines in that answer. */
  quantities: number[];
}

/** Slows the Storefront API's cart answers; `hold` keeps them back until released. */
async function slowStorefrontApi(page: Page) {
  const calls: CartCall[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  await page.route('**/api/*/graphql.json', async (route) => {
    const operation = /\b(?:query|mutation)\s+(\w+)/.exec(route.request().postData() ?? '')?.[1];
    if (!operation?.startsWith('Cart')) return route.continue();
    const call: CartCall = { operation, answered: false, quantities: [] };
    calls.push(call);
    await Promise.all([new Promise((resolve) => setTimeout(resolve, LATENCY_MS)), gate]);
    const response = await route.fetch();
    const body = JSON.stringify(await response.json());
    call.quantities = [...body.matchAll(/"quantity":(\d+)/g)].map((match) => Number(match[1]));
    await route.fulfill({ response, body });
    call.answered = true;
  });
  return {
    calls,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

test('the badge and the drawer show an add before the server answers', async ({ page }) => {
  const api = await slowStorefrontApi(page);
  await gotoHydrated(page, '/products');

  // First add: there is no cart yet, so this creates one.
  api.hold();
  await productCard(page, hero.title).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(drawerLine(page, hero.title)).toBeVisible();
  await expect(drawerLine(page, hero.title)).toContainText('Quantity 1');
  await expect(drawer(page).getByText('Updating cart...')).toBeVisible();
  await expect
    .poll(() => api.calls)
    .toEqual([{ operation: 'CartCreate', answered: false, quantities: [] }]);
  api.release();
  await expectSettled(page);
  expect(api.calls[0]!.answered).toBe(true);

  // Second add: an edit of the cart just created.
  await page.keyboard.press('Escape');
  api.hold();
  await productCard(page, sachets.title).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(drawerLine(page, sachets.title)).toBeVisible();
  await expect(drawer(page)).toContainText(
    dollars(String(Number(hero.variants[0]!.price) + Number(sachets.variants[0]!.price))),
  );
  // The drawer may show the line before the request leaves the page; it is held until release.
  await expect
    .poll(() => api.calls.at(-1))
    .toMatchObject({ operation: 'CartLineAdd', answered: false });
  api.release();
  await expectSettled(page);
  expect(api.calls.at(-1)!.answered).toBe(true);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('five quick + clicks end at the right quantity, shown before the server answers', async ({
  page,
}) => {
  const { calls } = await slowStorefrontApi(page);
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  const line = drawerLine(page, hero.title);
  const increase = line.getByRole('button', { name: `Increase quantity of ${hero.title}` });

  // Five clicks in a burst, as a shopper taps: no waiting on the page between them.
  await increase.click({ clickCount: 5 });
  await expect(line).toContainText('Quantity 6');
  // Shown before any answer of the platform said 6.
  expect(calls.some((call) => call.quantities.includes(6))).toBe(false);
  await expect(line).toContainText(
    `Subtotal ${dollars(String(Number(hero.variants[0]!.price) * 6))}`,
  );
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');

  await expectSettled(page);
  const updates = calls.filter((call) => call.operation === 'CartLineUpdate');
  // The burst went to the platform as one update, not five racing ones.
  expect(updates).toEqual([{ operation: 'CartLineUpdate', answered: true, quantities: [6] }]);
  await expect(line).toContainText('Quantity 6');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');

  // What the server kept, not just what the page shows.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');
});

test('a remove pressed while the cart updates is carried out after the update, not lost', async ({
  page,
}) => {
  const { calls, hold, release } = await slowStorefrontApi(page);
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  await expectSettled(page);
  const line = drawerLine(page, hero.title);
  const remove = line.getByRole('button', { name: `Remove ${hero.title}` });

  hold();
  await line.getByRole('button', { name: `Increase quantity of ${hero.title}` }).click();
  await expect(page.getByText('Updating cart...')).toBeVisible();
  // Shown disabled while the update is out...
  await expect(remove).toBeDisabled();
  // ...but a press that reaches it anyway (here the keyboard) waits its turn.
  await remove.focus();
  await page.keyboard.press('Enter');
  release();

  await expect(line).toHaveCount(0);
  await expectSettled(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  expect(calls.map((call) => call.operation).slice(-2)).toEqual([
    'CartLineUpdate',
    'CartLineRemove',
  ]);
});
