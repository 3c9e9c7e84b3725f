import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seedProducts, dollars } from '../support/catalogue';
import { commerceUrl } from '../support/servers';

/** The seed's image files and alt texts, which the catalogue helper does not type. */
const seedImages: { file: string; altText: string }[][] = JSON.parse(
  readFileSync(new URL('../../commerce/seed/catalogue.json', import.meta.url), 'utf8'),
).products.map((product: { images: { file: string; altText: string }[] }) => product.images);

const hero = seedProducts[0]!;
const heroImages = seedImages[0]!;
const heroPrice = dollars(hero.variants[0]!.price); // $44.00
const companion = seedProducts.find((product) => product.handle === 'bamboo-measuring-scoop')!;
const heroPath = `/products/${hero.handle}`;

/** Half of $44.00, and $44.00 less the 15% every subscription plan saves. */
const INSTALLMENT = '$22.00';
const SUBSCRIPTION_PRICE = '$37.40';
/** The seed's pack metafields: 4 pouches that make 16 baths, at $44.00 and at $37.40. */
const HERO_PACK_VALUE = '4 pouches · 16 baths · $2.75 a bath';
const SUBSCRIPTION_PER_BATH = '$2.34 a bath';

async function storefrontApi<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`${commerceUrl}/api/2026-04/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
    data: { query, variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T };
  return body.data;
}

interface ApiCart {
  cart: {
    lines: {
      nodes: {
        quantity: number;
        merchandise: { product: { handle: string } };
        sellingPlanAllocation: { sellingPlan: { name: string } } | null;
      }[];
    };
  } | null;
}

/** The lines of a cart, read from the commerce server (the source of truth). */
async function cartLines(request: APIRequestContext, cartId: string) {
  const data = await storefrontApi<ApiCart>(
    request,
    `query ($id: ID!) { cart(id: $id) { lines(first: 10) { nodes {
      quantity
      merchandise { ... on ProductVariant { product { handle } } }
      sellingPlanAllocation { sellingPlan { name } }
    } } } }`,
    { id: cartId },
  );
  expect(data.cart).not.toBeNull();
  return data.cart!.lines.nodes.map((line) => ({
    handle: line.merchandise.product.handle,
    quantity: line.quantity,
    plan: line.sellingPlanAllocation?.sellingPlan.name ?? null,
  }));
}

/** The cart behind a hosted checkout URL `/cart/c/{token}?key={secret}`. */
function cartIdOfCheckout(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const token = pathname.split('/').pop();
  return `gid://shopify/Cart/${token}?key=${searchParams.get('key')}`;
}

const mainImage = (page: Page) => page.locator('main img[fetchpriority="high"]');

test.describe('the hero product page', () => {
  test('shows title, 4 PACK, description, price and the installment note', async ({ page }) => {
    await page.goto(heroPath);
    await expect(page).toHaveTitle(`${hero.title} | Clearwell`);
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect(page.getByText('4 PACK', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Clearwell is a fast-dissolving powder that neutralizes chlorine', {
        exact: false,
      }),
    ).toBeVisible();
    // No markup shows as text: the description's list items are list items.
    await expect(
      page.getByRole('listitem').filter({ hasText: /^4 resealable pouches of powder$/ }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('<li>');
    await expect(page.getByText(heroPrice, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(`Pay in 2 interest-free installments of ${INSTALLMENT} with Shop Pay`),
    ).toBeVisible();
    // What the pack holds and what a bath costs; the review app's rating by the title.
    await expect(page.getByText(HERO_PACK_VALUE, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5, 126 reviews' })).toBeVisible();
  });

  test('at tablet width the title, price and Add to Bag sit beside the picture', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(heroPath);
    const image = await mainImage(page).boundingBox();
    for (const control of [
      page.getByRole('heading', { level: 1, name: hero.title }),
      page.getByText(heroPrice, { exact: true }).first(),
      page.getByRole('button', { name: 'Add to Bag' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      // To the right of the picture, not under it.
      expect((await control.boundingBox())!.x).toBeGreaterThanOrEqual(image!.x + image!.width);
    }
  });

  test('thumbnails switch the main image', async ({ page }) => {
    await page.goto(heroPath);
    const thumbnails = page.getByRole('button', { name: /^Show image \d of 5$/ });
    await expect(thumbnails).toHaveCount(heroImages.length);
    await expect(page.getByRole('button', { name: 'Show image 1 of 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(mainImage(page)).toHaveAttribute('alt', heroImages[0]!.altText);

    const third = page.getByRole('button', { name: 'Show image 3 of 5' });
    await third.click();
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Show image 1 of 5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(mainImage(page)).toHaveAttribute('alt', heroImages[2]!.altText);
    await expect(mainImage(page)).toHaveAttribute(
      'src',
      new RegExp(heroImages[2]!.file.replace('.svg', '')),
    );
    // Responsive and eager: it is the page's largest paint.
    await expect(mainImage(page)).toHaveAttribute('srcset', /width=/);
    await expect(mainImage(page)).toHaveAttribute('loading', 'eager');
  });

  test('a 250 px magnifier lens appears only while hovering the main image', async ({ page }) => {
    await page.goto(heroPath);
    const lens = page.locator('[data-magnifier-lens]');
    const image = mainImage(page);
    await expect(image).toBeVisible();
    await expect(lens).toHaveCount(0);

    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5);
    await expect(lens).toBeVisible();
    await expect(lens).toHaveAttribute('aria-hidden', 'true');
    const lensBox = (await lens.boundingBox())!;
    expect(Math.round(lensBox.width)).toBe(250);
    expect(Math.round(lensBox.height)).toBe(250);
    // Centred on the pointer, showing the image at 4x.
    expect(lensBox.x + lensBox.width / 2).toBeCloseTo(box.x + box.width / 2 + 5, 0);
    const backgroundSize = await lens.evaluate(
      (element) => getComputedStyle(element).backgroundSize,
    );
    expect(parseFloat(backgroundSize)).toBeCloseTo(box.width * 4, 0);
    // The lens sits over the image: the layout does not move.
    expect(await image.boundingBox()).toEqual(box);

    await page.mouse.move(box.x + box.width + 200, box.y - 50);
    await expect(lens).toHaveCount(0);
  });

  test('touch devices get the plain image, without a lens', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(heroPath);
    await mainImage(page).tap();
    await expect(page.locator('[data-magnifier-lens]')).toHaveCount(0);
    await context.close();
  });

  test('Subscribe and save shows the frequency, the saving, the price and the details', async ({
    page,
  }) => {
    await page.goto(heroPath);
    const options = page.getByRole('group', { name: 'Purchase Options' });
    const oneTime = options.getByRole('radio', { name: 'One-time purchase' });
    const subscribe = options.getByRole('radio', { name: 'Subscribe and save' });
    await expect(oneTime).toBeChecked();
    await expect(oneTime).toHaveAccessibleDescription(heroPrice);
    await expect(page.getByLabel('Delivery Frequency')).toHaveCount(0);

    await subscribe.check();
    await expect(subscribe).toBeChecked();
    const frequency = page.getByLabel('Delivery Frequency');
    await expect(frequency).toHaveValue('monthly');
    await expect(frequency.getByRole('option')).toHaveText([
      'Monthly Subscription',
      'Every 2 Months',
      'Every 3 Months',
    ]);
    await expect(page.getByText('Save 15%', { exact: true })).toBeVisible();
    await expect(page.getByText(SUBSCRIPTION_PRICE, { exact: true })).toBeVisible();
    await expect(subscribe).toHaveAccessibleDescription(`Save 15% ${SUBSCRIPTION_PRICE}`);
    await expect(options.getByText(SUBSCRIPTION_PER_BATH, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Subscription details' }).getByRole('listitem'),
    ).toHaveText([
      'Cancel anytime',
      'Free shipping on all orders',
      'Modify frequency anytime',
      'Priority customer support',
    ]);

    // The shop's terms: every frequency saves 15%, so the label and the price stay.
    for (const [label, value] of [
      ['Every 2 Months', 'bimonthly'],
      ['Every 3 Months', 'quarterly'],
      ['Monthly Subscription', 'monthly'],
    ] as const) {
      await frequency.selectOption({ label });
      await expect(frequency).toHaveValue(value);
      await expect(subscribe).toHaveAccessibleDescription(`Save 15% ${SUBSCRIPTION_PRICE}`);
      await expect(page.getByText(SUBSCRIPTION_PRICE, { exact: true })).toBeVisible();
    }

    await oneTime.check();
    await expect(page.getByLabel('Delivery Frequency')).toHaveCount(0);
  });

  test('Directions and Ingredients tabs work by mouse and keyboard', async ({ page }) => {
    await page.goto(heroPath);
    const tablist = page.getByRole('tablist');
    const directions = tablist.getByRole('tab', { name: 'Directions' });
    const ingredients = tablist.getByRole('tab', { name: 'Ingredients' });
    const directionsPanel = page.getByRole('tabpanel', { name: 'Directions' });
    const ingredientsPanel = page.getByRole('tabpanel', { name: 'Ingredients' });

    await expect(directions).toHaveAttribute('aria-selected', 'true');
    await expect(directionsPanel).toContainText('Put 2 scoops of powder into the empty tub.');
    await expect(directionsPanel).toContainText(
      'Dissolve 2 scoops of powder in a cup of room-temperature water.',
    );
    await expect(ingredientsPanel).toBeHidden();

    await ingredients.click();
    await expect(ingredients).toHaveAttribute('aria-selected', 'true');
    await expect(directions).toHaveAttribute('aria-selected', 'false');
    await expect(directionsPanel).toBeHidden();
    for (const name of ['Sodium thiosulfate', 'Potassium alum', 'Na2EDTA', 'Sodium bicarbonate']) {
      await expect(ingredientsPanel).toContainText(name);
    }

    // Roving tabindex: only the selected tab is in the tab order.
    await expect(ingredients).toHaveAttribute('tabindex', '0');
    await expect(directions).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowLeft');
    await expect(directions).toBeFocused();
    await expect(directions).toHaveAttribute('aria-selected', 'true');
    await expect(directionsPanel).toBeVisible();
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    await expect(ingredients).toBeFocused();
    await expect(ingredientsPanel).toBeVisible();
    await page.keyboard.press('Home');
    await expect(directions).toBeFocused();
    await page.keyboard.press('End');
    await expect(ingredients).toBeFocused();
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect(directions).toBeFocused();
    await expect(directions).toHaveAttribute('aria-selected', 'true');
  });

  test('You May Also Like shows 4 other products', async ({ page }) => {
    await page.goto(heroPath);
    const related = page.getByRole('region', { name: 'You May Also Like' });
    await expect(
      related.getByRole('heading', { level: 2, name: 'You May Also Like' }),
    ).toBeVisible();
    const cards = related.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const expected = seedProducts.filter((product) => product.handle !== hero.handle).slice(0, 4);
    for (const [index, product] of expected.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: product.title })).toHaveAttribute(
        'href',
        `/products/${product.handle}`,
      );
    }
    await expect(related.getByRole('link', { name: hero.title })).toHaveCount(0);
    // A card says what its pack makes from the product's metafields; an accessory says nothing.
    await expect(
      related.getByRole('listitem').filter({ hasText: 'Travel Bath Sachets' }),
    ).toContainText('10 sachets · 10 baths · $1.80 a bath');
    await expect(
      related.getByRole('listitem').filter({ hasText: companion.title }),
    ).not.toContainText('a bath');
  });
});

test('a companion product has no Purchase Options, and no 4 PACK label', async ({ page }) => {
  await page.goto(`/products/${companion.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: companion.title })).toBeVisible();
  await expect(page.getByText(dollars(companion.variants[0]!.price)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Purchase Options' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('4 PACK', { exact: true })).toHaveCount(0);
  // No pack metafields and no reviews: no per-bath line by the price, no stars.
  const details = page
    .locator('header', { has: page.getByRole('heading', { level: 1 }) })
    .locator('..');
  await expect(details).toContainText(dollars(companion.variants[0]!.price));
  await expect(details).not.toContainText('a bath');
  await expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0);
  // One image: no thumbnails.
  await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(0);
  // A scoop has no directions or ingredients of its own: the powder's are not shown on it.
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText('sodium thiosulfate')).toHaveCount(0);
});

/** The seed's tote, sold in colours: each variant's option value, price, image and stock. */
const tote = (
  JSON.parse(readFileSync(new URL('../../commerce/seed/catalogue.json', import.meta.url), 'utf8'))
    .products as {
    handle: string;
    title: string;
    images: { file: string; altText: string }[];
    variants: { title: string; price: string; availableForSale: boolean; image: string }[];
  }[]
).find((product) => product.handle === 'linen-storage-tote')!;

test('the tote’s colour picker selects a variant by URL, and adds the chosen colour', async ({
  page,
}) => {
  const [natural, charcoal] = tote.variants;
  const soldOut = tote.variants.find((variant) => !variant.availableForSale)!;
  const altOf = (variant: { image: string }) =>
    tote.images.find((image) => image.file === variant.image)!.altText;
  const colours = page.getByRole('group', { name: /^Color/ });
  const colour = (name: string) => colours.getByRole('link', { name: new RegExp(`^${name}`) });

  // No colour in the URL: the first one for sale, marked as the current choice.
  await page.goto(`/products/${tote.handle}`);
  await expect(colour(natural!.title)).toHaveAttribute('aria-current', 'true');
  await expect(mainImage(page)).toHaveAttribute('alt', altOf(natural!));

  await colour(charcoal!.title).click();
  await expect(page).toHaveURL(new RegExp(`\\?Color=${charcoal!.title}$`));
  await expect(colour(charcoal!.title)).toHaveAttribute('aria-current', 'true');
  await expect(colour(natural!.title)).not.toHaveAttribute('aria-current', 'true');
  await expect(mainImage(page)).toHaveAttribute('alt', altOf(charcoal!));
  await expect(page.getByText(dollars(charcoal!.price), { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add to Bag' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  const line = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(tote.title);
  await expect(line).toContainText(charcoal!.title);
  await drawer.getByRole('button', { name: 'Close cart' }).click();

  // A sold-out colour says so, and can still be chosen to see it, but not bought.
  await expect(colour(soldOut.title)).toContainText('Sold out');
  await colour(soldOut.title).click();
  await expect(page).toHaveURL(new RegExp(`\\?Color=${soldOut.title}$`));
  await expect(mainImage(page)).toHaveAttribute('alt', altOf(soldOut));
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy It Now' })).toBeDisabled();
});

test('Add to Bag adds a one-time line and a subscription line at its price', async ({
  page,
  request,
}) => {
  await page.goto(heroPath);
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });

  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(drawer).toBeVisible();
  const lines = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(hero.title);
  await expect(lines.first()).toContainText(heroPrice);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('radio', { name: 'Subscribe and save' }).check();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(drawer).toBeVisible();
  await expect(lines).toHaveCount(2);
  const subscriptionLine = lines.filter({ hasText: 'Monthly Subscription' });
  await expect(subscriptionLine).toHaveCount(1);
  await expect(subscriptionLine).toContainText(SUBSCRIPTION_PRICE);
  await expect(drawer.getByText('Updating cart...')).toHaveCount(0);

  const cartId = await page.evaluate(() => localStorage.getItem('shopifyCartId'));
  expect(cartId).toBeTruthy();
  expect(
    (await cartLines(request, cartId!)).sort((a, b) =>
      String(a.plan).localeCompare(String(b.plan)),
    ),
  ).toEqual([
    { handle: hero.handle, quantity: 1, plan: 'Monthly Subscription' },
    { handle: hero.handle, quantity: 1, plan: null },
  ]);
});

test('the quantity beside Add to Bag adds that many at once, by buttons or keyboard', async ({
  page,
  request,
}) => {
  await page.goto(heroPath);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const decrease = page.getByRole('button', { name: `Decrease quantity for ${hero.title}` });
  const increase = page.getByRole('button', { name: `Increase quantity for ${hero.title}` });
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toHaveAttribute('aria-disabled', 'true');

  await increase.click();
  await increase.click();
  await expect(quantity).toHaveValue('3');
  await expect(decrease).not.toHaveAttribute('aria-disabled');
  await decrease.click();
  await expect(quantity).toHaveValue('2');
  // The keyboard steps the number too, and − never goes below 1.
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('3');
  await decrease.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('2');

  await page.getByRole('button', { name: 'Add to Bag' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  const lines = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Quantity 2');
  await expect(lines.first()).toContainText('$88.00');
  await expect(lines.first()).toContainText(HERO_PACK_VALUE);
  await expect(drawer.getByText('Updating cart...')).toHaveCount(0);

  const cartId = await page.evaluate(() => localStorage.getItem('shopifyCartId'));
  expect(await cartLines(request, cartId!)).toEqual([
    { handle: hero.handle, quantity: 2, plan: null },
  ]);
});

test('Buy It Now checks out the chosen subscription alone and leaves the bag alone', async ({
  page,
  request,
}) => {
  await page.goto(heroPath);
  // Something already in the shopper's bag.
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('list', { name: 'Items in your cart' })).toContainText(hero.title);
  await expect(drawer.getByText('Updating cart...')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  const bagId = await page.evaluate(() => localStorage.getItem('shopifyCartId'));
  expect(bagId).toBeTruthy();

  await page.getByRole('radio', { name: 'Subscribe and save' }).check();
  await page.getByLabel('Delivery Frequency').selectOption('quarterly');
  await page.getByRole('button', { name: 'Buy It Now' }).click();

  await page.waitForURL(`${commerceUrl}/cart/c/**`);
  await expect(page.getByText('Quantity: 1')).toBeVisible();
  await expect(page.getByText(hero.title).first()).toBeVisible();
  expect(await cartLines(request, cartIdOfCheckout(page.url()))).toEqual([
    { handle: hero.handle, quantity: 1, plan: 'Every 3 Months' },
  ]);

  // The bag is the same cart, with the same one line.
  await page.goto(heroPath);
  expect(await page.evaluate(() => localStorage.getItem('shopifyCartId'))).toBe(bagId);
  expect(await cartLines(request, bagId!)).toEqual([
    { handle: hero.handle, quantity: 1, plan: null },
  ]);
});

test('Buy It Now works without JavaScript (a plain form post)', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/products/${companion.handle}`);
  // The quantity typed beside Add to Bag is posted with the form.
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Buy It Now' }).click();
  await page.waitForURL(`${commerceUrl}/cart/c/**`);
  expect(await cartLines(request, cartIdOfCheckout(page.url()))).toEqual([
    { handle: companion.handle, quantity: 2, plan: null },
  ]);
  await context.close();
});

test('a Buy It Now the platform refuses shows its error and no redirect', async ({ request }) => {
  const response = await request.post(heroPath, {
    form: {
      merchandiseId: 'gid://shopify/ProductVariant/999999',
      quantity: '1',
      sellingPlanId: '',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(422);
  const html = await response.text();
  expect(html).toContain('does not exist');
  expect(html).toContain(hero.title.replaceAll('&', '&amp;'));

  const tampered = await request.post(heroPath, {
    form: { merchandiseId: 'javascript:alert(1)', quantity: '1' },
    maxRedirects: 0,
  });
  expect(tampered.status()).toBe(400);
  expect(await tampered.text()).toContain('We could not start your checkout. Please try again.');
});

test('an unknown product is a 404 with "Product not found."', async ({ page }) => {
  const response = await page.goto('/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('the raw HTML holds the product and valid Product JSON-LD', async ({ request }) => {
  const response = await request.get(heroPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(hero.title.replaceAll('&', '&amp;'));
  expect(html).toContain(heroPrice);
  expect(html).toContain('Clearwell is a fast-dissolving powder that neutralizes chlorine');
  expect(html).toContain(`Pay in 2 interest-free installments of ${INSTALLMENT} with Shop Pay`);
  // Both tab panels are in the HTML; the inactive one is hidden.
  expect(html).toContain('Sodium thiosulfate');
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]*\/products\/bath-and-plunge-powder-4-pack"/,
  );
  expect(html).toMatch(/<meta property="og:type" content="product"/);
  // The product's own type and picture replace the site-wide defaults, once each.
  expect(html.match(/property="og:type"/g)).toHaveLength(1);
  expect(html.match(/property="og:image"/g)).toHaveLength(1);
  expect(html).toMatch(/<meta property="og:image" content="[^"]*powder-pack/);
  expect(html).toMatch(/<meta name="twitter:image" content="[^"]*powder-pack/);

  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  const raw = scripts[0]![1]!;
  // "&" and "<" are escaped, so text can never close the script element.
  expect(raw).not.toMatch(/[<&]/);
  const jsonLd = JSON.parse(raw);
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: hero.title,
    brand: { name: 'Clearwell' },
    offers: {
      '@type': 'Offer',
      price: '44.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', reviewCount: 126 },
  });
  expect(jsonLd.image).toHaveLength(heroImages.length);
});

test('navigating to another product shows the page skeleton while it loads', async ({ page }) => {
  await page.goto(heroPath);
  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related.getByRole('listitem')).toHaveCount(4);

  // Hold the next product's data, so the loading state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/products/${companion.handle}.data*`, async (route) => {
    await held;
    await route.continue();
  });
  await related.getByRole('link', { name: companion.title }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Loading product$/ })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: companion.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${companion.handle}$`));
});
