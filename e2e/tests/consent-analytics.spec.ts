import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type Request,
} from '@playwright/test';
import { commerceUrl } from '../support/servers';
import { signInWithEmailCode, uniqueEmail } from './accounts.helpers';
import { addFromCard, gotoHydrated, hero } from './cart.helpers';

/**
 * Consent first (the seed asks every visitor): before a choice no Shopify analytics cookie and
 * no event; after "Accept all" Shopify's events reach the commerce server and its owner's
 * analytics page counts them; after "Reject all" nothing is sent. A signed-in customer's events
 * name them; the visitor's country (the edge's `oxygen-buyer-country`) decides whether they are
 * asked, by the shop's rules.
 */

// One after another: the owner's page counts every test's events, and each test counts its own.
test.describe.configure({ mode: 'default' });

const MONORAIL = '/.well-known/shopify/monorail/unstable/produce_batch';

type MonorailEvent = { schema_id: string; payload: Record<string, unknown> };

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });
const eventsOf = (request: Request) =>
  (request.postDataJSON() as { events: MonorailEvent[] }).events;
const shopifyCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_shopify_'));

/**
 * Today's row of the owner's analytics page: sessions, product views, added to cart, and the
 * sessions of signed-in customers.
 */
async function ownerToday(request: APIRequestContext) {
  const html = await (await request.get(`${commerceUrl}/admin/analytics`)).text();
  const today = new Date().toISOString().slice(0, 10);
  const cells = new RegExp(`<tr><th scope="row">${today}</th>((?:<td>[^<]*</td>)+)</tr>`)
    .exec(html)?.[1]
    ?.match(/<td>([^<]*)<\/td>/g)
    ?.map((cell) => Number(cell.replace(/<\/?td>/g, '')));
  if (!cells) throw new Error('The owner’s analytics page has no row for today');
  const [sessions, productViews, addToCarts, , , , signedInSessions] = cells;
  return { sessions, productViews, addToCarts, signedInSessions };
}

/** The next batch of events the page sends. */
const nextBatch = (page: Page) =>
  page.waitForRequest((sentRequest) => new URL(sentRequest.url()).pathname === MONORAIL);

test('after Accept all, page views and an add to cart reach the platform and the owner’s page', async ({
  page,
  request,
}) => {
  const sent: Request[] = [];
  page.on('request', (sentRequest) => {
    if (new URL(sentRequest.url()).pathname === MONORAIL) sent.push(sentRequest);
  });
  const before = await ownerToday(request);

  await gotoHydrated(page, `/products/${hero.handle}`);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  expect(await shopifyCookies(page)).toEqual([]);

  // The choice reloads the page it was made on, which then counts as a product view.
  const productView = page.waitForRequest((sentRequest) => sentRequest.url().endsWith(MONORAIL));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const viewEvents = eventsOf(await productView);
  await expect(banner(page)).toHaveCount(0);
  expect(viewEvents.map((event) => event.schema_id)).toEqual([
    'trekkie_storefront_page_view/1.4',
    'custom_storefront_customer_tracking/1.2',
    'custom_storefront_customer_tracking/1.2',
  ]);
  const [pageView, , productRendered] = viewEvents;
  const cookieNames = (await shopifyCookies(page)).map((cookie) => cookie.name).sort();
  expect(cookieNames).toEqual(['_shopify_analytics', '_shopify_s', '_shopify_y']);
  expect(pageView!.payload).toMatchObject({
    pageType: 'product',
    uniqToken: expect.stringMatching(/^[0-9A-F-]{30,}$/),
    visitToken: expect.stringMatching(/^[0-9A-F-]{30,}$/),
    path: `/products/${hero.handle}`,
    isPersistentCookie: true,
  });
  expect(productRendered!.payload).toMatchObject({
    event_name: 'product_page_rendered',
    analytics_allowed: true,
    unique_token: pageView!.payload.uniqToken,
  });
  expect(JSON.parse((productRendered!.payload.products as string[])[0]!)).toMatchObject({
    name: hero.title,
    product_gid: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
  });

  // A client-side navigation is a page view too; adding to the cart sends the line.
  const catalogueView = page.waitForRequest((sentRequest) => sentRequest.url().endsWith(MONORAIL));
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  expect(eventsOf(await catalogueView)[0]!.payload).toMatchObject({ pageType: 'collection' });
  const added = page.waitForRequest(
    (sentRequest) => sentRequest.postData()?.includes('product_added_to_cart') ?? false,
  );
  await addFromCard(page, hero.title);
  const [addEvent] = eventsOf(await added);
  expect(addEvent!.payload).toMatchObject({
    event_name: 'product_added_to_cart',
    cart_token: expect.stringMatching(/\S/),
    unique_token: pageView!.payload.uniqToken,
  });
  expect(JSON.parse((addEvent!.payload.products as string[])[0]!)).toMatchObject({
    name: hero.title,
    quantity: 1,
  });

  // The owner's page counts exactly what was sent: one session, one product view, one add.
  await expect
    .poll(() => ownerToday(request))
    .toEqual({
      sessions: before.sessions! + 1,
      productViews: before.productViews! + 1,
      addToCarts: before.addToCarts! + 1,
      signedInSessions: before.signedInSessions,
    });
});

test('after Reject all nothing is sent, and the footer reopens the choice', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (new URL(sentRequest.url()).pathname === MONORAIL) sent.push(sentRequest.url());
  });
  await gotoHydrated(page, '/products');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  await addFromCard(page, hero.title);
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  expect(await shopifyCookies(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Analytics/ })).not.toBeChecked();
});

test('a signed-in customer’s page views carry their id to the platform', async ({
  page,
  request,
}) => {
  const before = await ownerToday(request);
  await signInWithEmailCode(page, uniqueEmail('analytics'));
  const { customerId } = (await (await page.request.get('/api/analytics/customer')).json()) as {
    customerId: string;
  };
  const numericId = Number(/^gid:\/\/shopify\/Customer\/(\d+)$/.exec(customerId)?.[1]);
  expect(numericId).toBeGreaterThan(0);

  // The account page the choice is made on loads again, and counts as a page view.
  const accountView = nextBatch(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const [trekkie, rendered] = eventsOf(await accountView);
  expect(trekkie!.payload).toMatchObject({ customerId: numericId, path: '/account' });
  expect(rendered!.payload).toMatchObject({ event_name: 'page_rendered', customer_id: numericId });

  const productView = nextBatch(page);
  await page.goto(`/products/${hero.handle}`);
  expect(eventsOf(await productView)[0]!.payload).toMatchObject({ customerId: numericId });
  await expect
    .poll(async () => (await ownerToday(request)).signedInSessions)
    .toBe(before.signedInSessions! + 1);
});

test.describe('the visitor’s country decides, by the shop’s rules', () => {
  test.beforeAll(async ({ browser }) => {
    // The owner stops asking visitors from New Zealand; everyone else is still asked.
    const owner = await browser.newPage();
    await owner.goto(`${commerceUrl}/admin/privacy`);
    await owner.getByLabel('Never ask visitors from').fill('NZ');
    await owner.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(owner.getByLabel('Never ask visitors from')).toHaveValue('NZ');
    await owner.close();
  });

  const visitorFrom = async (browser: Browser, country: string) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'oxygen-buyer-country': country },
    });
    const page = await context.newPage();
    const sent: Request[] = [];
    page.on('request', (sentRequest) => {
      if (new URL(sentRequest.url()).pathname === MONORAIL) sent.push(sentRequest);
    });
    return { page, sent, close: () => context.close() };
  };

  test('a visitor from a country that asks sees the banner and sends nothing; one from a country that does not sees none and is counted', async ({
    browser,
  }) => {
    // The same cached page, first for a visitor who is asked: the cache keeps one per country.
    const germany = await visitorFrom(browser, 'DE');
    await gotoHydrated(germany.page, '/faq');
    await expect(banner(germany.page)).toBeVisible();
    await germany.page.waitForLoadState('networkidle');
    expect(germany.sent).toEqual([]);
    expect(await shopifyCookies(germany.page)).toEqual([]);
    await germany.close();

    const newZealand = await visitorFrom(browser, 'NZ');
    const pageView = newZealand.page.waitForResponse(
      (response) => new URL(response.url()).pathname === MONORAIL,
    );
    await gotoHydrated(newZealand.page, '/faq');
    await expect(banner(newZealand.page)).toHaveCount(0);
    const accepted = await pageView;
    expect(accepted.status()).toBe(200);
    expect(eventsOf(accepted.request())[0]!.payload).toMatchObject({ path: '/faq' });
    const cookieNames = (await shopifyCookies(newZealand.page)).map((cookie) => cookie.name);
    expect(cookieNames.sort()).toEqual(['_shopify_s', '_shopify_y']);
    await newZealand.close();
  });
});
