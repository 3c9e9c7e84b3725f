import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributesIn,
  countOrders,
  createCart,
  expectedTotalIn,
  fieldErrorIn,
  inputValueIn,
  pay,
  postForm,
  successUrl,
  VALID_FORM,
  type TestCart,
} from './support/checkout';
import { priceCents, products, sellingPlanGids, variantGid } from './support/catalogue';
import {
  dataOf,
  startTestServer,
  TEST_STOREFRONT_URL,
  type TestServer,
} from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function product(handle: string) {
  const found = products.find((candidate) => candidate.handle === handle);
  if (!found) throw new Error(`No product ${handle} in the seed catalogue.`);
  return found;
}
const powder = product('bath-and-plunge-powder-4-pack');
const sachets = product('travel-bath-sachets-10-pack');
const scoop = product('bamboo-measuring-scoop');
const strips = product('chlorine-chloramine-test-strips');
const kit = product('ice-plunge-starter-kit');
const tote = product('linen-storage-tote');
const [monthlyPlan] = sellingPlanGids(powder);

const line = (item: typeof powder, quantity = 1, sellingPlanId?: string) => ({
  merchandiseId: variantGid(item),
  quantity,
  ...(sellingPlanId ? { sellingPlanId } : {}),
});

const NOT_FOUND_TEXT = 'This checkout does not exist or has already been completed.';

interface AdminOrder {
  id: string;
  name: string;
  email: string;
  displayFinancialStatus: string;
  currencyCode: string;
  processedAt: string;
  discountCodes: string[];
  subtotalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  totalDiscountsSet: { shopMoney: { amount: string } };
  totalShippingPriceSet: { shopMoney: { amount: string } };
  totalTaxSet: { shopMoney: { amount: string } };
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  shippingLine: { title: string; originalPriceSet: { shopMoney: { amount: string } } } | null;
  shippingAddress: Record<string, string | null>;
  lineItems: {
    nodes: {
      title: string;
      variantTitle: string | null;
      quantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string } };
      originalTotalSet: { shopMoney: { amount: string } };
      sellingPlan: { name: string } | null;
    }[];
  };
}

async function orderByToken(token: string): Promise<AdminOrder | undefined> {
  const result = await server.admin<{ orders: { nodes: AdminOrder[] } }>(
    `query O($q: String) { orders(first: 5, query: $q) { nodes {
      id name email displayFinancialStatus currencyCode processedAt discountCodes
      subtotalPriceSet { shopMoney { amount currencyCode } }
      totalDiscountsSet { shopMoney { amount } }
      totalShippingPriceSet { shopMoney { amount } }
      totalTaxSet { shopMoney { amount } }
      totalPriceSet { shopMoney { amount currencyCode } }
      shippingLine { title originalPriceSet { shopMoney { amount } } }
      shippingAddress { firstName lastName address1 city provinceCode zip countryCodeV2 }
      lineItems(first: 10) { nodes {
        title variantTitle quantity sellingPlan { name }
        originalUnitPriceSet { shopMoney { amount } } originalTotalSet { shopMoney { amount } }
      } }
    } } }`,
    { q: `checkout_token:${token}` },
  );
  const { orders } = dataOf(result);
  expect(orders.nodes.length).toBeLessThanOrEqual(1);
  return orders.nodes[0];
}

async function readCart(id: string) {
  return dataOf(
    await server.graphql<{ cart: { id: string } | null }>(
      'query C($id: ID!) { cart(id: $id) { id } }',
      { id },
    ),
  ).cart;
}

describe('GET /cart/c/{token}', () => {
  it('shows the checkout form with labelled fields and the order summary', async () => {
    const cart = await createCart(server, [line(powder, 1, monthlyPlan), line(sachets, 2)], {
      discountCodes: ['welcome15'],
      buyerIdentity: { email: 'buyer@example.com', countryCode: 'US' },
    });
    const response = await fetch(cart.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${TEST_STOREFRONT_URL}`);
    const html = await response.text();

    expect(html).toContain('<main id="main">');
    expect(attributesIn(html, 'form', 'checkout-form')).toMatchObject({
      action: expect.stringMatching(/^\/cart\/c\/[^"]+\?key=[^"]+$/),
      method: 'post',
    });
    for (const [id, label] of [
      ['email', 'Email'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['address1', 'Address'],
      ['city', 'City'],
      ['province', 'State'],
      ['zip', 'ZIP code'],
      ['country', 'Country'],
      ['cardNumber', 'Card number'],
      ['cardExpiry', 'Expiry (MM/YY)'],
      ['cardCvc', 'Security code'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}`);
      expect(html).toMatch(new RegExp(`<(input|select) id="${id}"[^>]* name="${id}"`));
    }
    // 50 states and DC, by code; a few countries, the United States chosen.
    expect(html.match(/<option value="[A-Z]{2}"/g)?.length).toBe(51 + 9);
    expect(html).toContain('<option value="DC">District of Columbia</option>');
    expect(html).toContain('<option value="US" selected="">United States</option>');
    // The buyer's email from the cart is filled in.
    expect(inputValueIn(html, 'email')).toBe('buyer@example.com');

    // Lines: image, title, quantity, selling plan, line price; then the money rows.
    expect(html).toContain(`<p class="line__title">${powder.title.replace('&', '&amp;')}</p>`);
    expect(html).toContain('<p class="line__meta">Monthly Subscription</p>');
    expect(html).toMatch(
      /<img src="http:\/\/localhost:\d+\/cdn\/shop\/files\/powder-pack\.png\?v=\d+&amp;width=128/,
    );
    expect(html).toContain('<span class="visually-hidden">Quantity: </span>2</span>');
    // Each line: what it would have cost struck through, then its price after its share of
    // the code. The powder on subscription ($37.40, 15% off $44.00) takes $5.61 of the $11.01
    // discount; 2 × $18.00 = $36.00 takes $5.40.
    const was = (amount: string) => `<s><span class="visually-hidden">Was </span>${amount}</s>`;
    expect(html).toContain(`${was('$44.00')}<span class="visually-hidden">Price: </span>$31.79`);
    expect(html).toContain(`${was('$36.00')}<span class="visually-hidden">Price: </span>$30.60`);
    expect(html).toContain('<span class="line__discount">WELCOME15 −$5.61</span>');
    expect(html).toContain('<dt>Subtotal</dt><dd>$73.40</dd>');
    expect(html).toContain('<span class="code">WELCOME15</span>');
    expect(html).toContain('−$11.01');
    // Shipping is known from the subtotal, and says why it is free; tax waits for the state.
    expect(html).toContain(
      '<span class="sub" data-quote="shippingTitle">With a subscription</span>',
    );
    expect(html).toContain('<dd data-quote="shipping">Free</dd>');
    expect(html).toContain('<dd data-quote="tax" class="pending">Calculated at next step</dd>');
    expect(html).toContain('<button class="pay" type="submit">Pay now</button>');
    expect(expectedTotalIn(html)).toBe('');
  });

  it.each([
    ['a wrong key', (cart: TestCart) => cart.url.replace(/key=[0-9a-f]+/, `key=${'0'.repeat(32)}`)],
    ['no key', (cart: TestCart) => cart.url.replace(/\?key=.*$/, '')],
    ['an unknown cart', (cart: TestCart) => cart.url.replace(cart.token, 'NoSuchCart123')],
  ])('answers %s with a 404 page that leads back to the store', async (_case, urlOf) => {
    const cart = await createCart(server, [line(scoop)]);
    const response = await fetch(urlOf(cart));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(NOT_FOUND_TEXT);
    expect(html).toContain(`href="${TEST_STOREFRONT_URL}/"`);
  });

  it('answers a malformed token with 404, not an error', async () => {
    const response = await fetch(`${server.base}/cart/c/%E0%A4%A?key=x`);
    expect(response.status).toBe(404);
  });

  it('says the cart is empty instead of showing a form for nothing', async () => {
    const cart = await createCart(server, []);
    const response = await fetch(cart.url);
    const html = await response.text();
    expect(html).toContain('Your cart is empty');
    expect(html).toContain(`href="${TEST_STOREFRONT_URL}/products"`);
    expect(html).not.toContain('<form');
  });
});

describe('POST /cart/c/{token}: validation', () => {
  it('shows every error next to its field with 422, keeps the values and creates nothing', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const before = countOrders(server);
    const response = await postForm(cart.url, {
      email: 'not-an-email',
      firstName: 'Jane',
      lastName: '',
      address1: '12 Spring St',
      city: 'Austin',
      province: '',
      zip: '7870',
      country: 'US',
      cardNumber: '4242 4242 4242 4241',
      cardExpiry: '13/30',
      cardCvc: '12',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(fieldErrorIn(html, 'email')).toBe('Enter a valid email, like name@example.com');
    expect(fieldErrorIn(html, 'lastName')).toBe('Enter a last name');
    expect(fieldErrorIn(html, 'province')).toBe('Select a state');
    expect(fieldErrorIn(html, 'zip')).toBe('Enter a valid ZIP code, like 78701');
    expect(fieldErrorIn(html, 'cardNumber')).toBe('Enter a valid card number');
    expect(fieldErrorIn(html, 'cardExpiry')).toBe('Enter the expiry as MM/YY');
    expect(fieldErrorIn(html, 'cardCvc')).toBe('Enter the 3 or 4 digit security code');
    expect(fieldErrorIn(html, 'firstName')).toBeNull();
    expect(fieldErrorIn(html, 'city')).toBeNull();
    // Errors are tied to their inputs for assistive technology.
    expect(attributesIn(html, 'input', 'email')).toEqual({
      id: 'email',
      name: 'email',
      required: '',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: '254',
      'aria-invalid': 'true',
      'aria-describedby': 'email-error',
      value: 'not-an-email',
    });
    expect(html).toContain('aria-invalid="true" aria-describedby="province-error"');
    expect(html).not.toContain('aria-describedby="firstName-error"');
    // The values typed are kept (the security code is never echoed).
    expect(inputValueIn(html, 'firstName')).toBe('Jane');
    expect(inputValueIn(html, 'address1')).toBe('12 Spring St');
    expect(inputValueIn(html, 'zip')).toBe('7870');
    expect(inputValueIn(html, 'cardCvc')).toBe('');
    expect(html).toContain('<title>Error: Checkout');
    // The error summary lists the problems in form order and links to each field.
    const summary = /<ul>(.*?)<\/ul>/s.exec(html.slice(html.indexOf('alert--error')))?.[1] ?? '';
    expect([...summary.matchAll(/href="#(\w+)"/g)].map((match) => match[1])).toEqual([
      'email',
      'lastName',
      'province',
      'zip',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
    ]);
    expect(countOrders(server)).toBe(before);
    expect(await readCart(cart.id)).not.toBeNull();
  });

  it('asks for every required field of an empty form', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const response = await postForm(cart.url, {});
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(fieldErrorIn(html, 'email')).toBe('Enter an email');
    expect(fieldErrorIn(html, 'firstName')).toBe('Enter a first name');
    expect(fieldErrorIn(html, 'address1')).toBe('Enter an address');
    expect(fieldErrorIn(html, 'country')).toBe('Select a country');
    expect(fieldErrorIn(html, 'cardNumber')).toBe('Enter a card number');
    expect(fieldErrorIn(html, 'cardExpiry')).toBeNull(); // optional
  });

  it('refuses a valid-looking card that is not a test card, and an expired card', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const response = await postForm(cart.url, {
      ...VALID_FORM,
      cardNumber: '5555 5555 5555 4444',
      cardExpiry: '01/20',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(fieldErrorIn(html, 'cardNumber')).toBe(
      'This store takes test cards only. Use 4242 4242 4242 4242.',
    );
    expect(fieldErrorIn(html, 'cardExpiry')).toBe('Your card has expired');
  });

  it('renders user text as text, never as markup', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const response = await postForm(cart.url, {
      ...VALID_FORM,
      firstName: '<script>alert("x")</script>',
      lastName: '"><img src=x onerror=alert(1)>',
      email: 'bad',
    });
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(inputValueIn(html, 'firstName')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(inputValueIn(html, 'lastName')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('takes a non-US address without a state and with a postal code', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const response = await postForm(cart.url, {
      ...VALID_FORM,
      country: 'GB',
      province: '',
      zip: 'sw1a 1aa',
      city: 'London',
    });
    // Valid: the server shows the international amounts for confirmation.
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<dd data-quote="shipping">$19.95</dd>');
    expect(html).toContain('<dd data-quote="tax">$0.00</dd>');
  });
});

interface AmountsScenario {
  case: string;
  lines: ReturnType<typeof line>[];
  codes: string[];
  /** Fields that differ from VALID_FORM. */
  address: Record<string, string>;
  /** Expected amounts as the Admin API prints them. */
  subtotal: string;
  discount: string;
  shipping: [title: string, price: string];
  tax: string;
  total: string;
}

describe('POST /cart/c/{token}: payment', () => {
  it('has the prices these amounts were worked out from', () => {
    expect([powder, sachets, scoop, strips, kit, tote].map((item) => priceCents(item))).toEqual([
      4400, 1800, 800, 1400, 7200, 2800,
    ]);
  });

  it.each<AmountsScenario>([
    {
      case: 'domestic at $50 or more: free shipping, Texas tax',
      lines: [line(powder), line(scoop)],
      codes: [],
      address: { province: 'TX' },
      subtotal: '52.0',
      discount: '0.0',
      shipping: ['Free Shipping', '0.0'],
      tax: '4.29',
      total: '56.29',
    },
    {
      case: 'domestic under $50: flat rate, California tax rounded half up (1.305 → 1.31)',
      lines: [line(sachets)],
      codes: [],
      address: { province: 'CA', city: 'Oakland', zip: '94607' },
      subtotal: '18.0',
      discount: '0.0',
      shipping: ['Standard Shipping', '5.95'],
      tax: '1.31',
      total: '25.26',
    },
    {
      case: 'a discount that takes the order under $50: flat rate, tax on the discounted subtotal',
      lines: [line(powder), line(scoop)],
      codes: ['WELCOME15'],
      // A first-order code: a buyer the earlier cases have not used.
      address: { email: 'first-order@example.com', province: 'NY', city: 'New York', zip: '10001' },
      subtotal: '44.2',
      discount: '7.8',
      shipping: ['Standard Shipping', '5.95'],
      tax: '3.92',
      total: '54.07',
    },
    {
      case: 'exactly $50 ships free; Oregon has no sales tax',
      lines: [line(tote), line(strips), line(scoop)],
      codes: [],
      address: { province: 'OR', city: 'Portland', zip: '97201' },
      subtotal: '50.0',
      discount: '0.0',
      shipping: ['Free Shipping', '0.0'],
      tax: '0.0',
      total: '50.0',
    },
    {
      case: 'a state without its own rate pays the default 5%',
      lines: [line(kit)],
      codes: [],
      address: { province: 'OH', city: 'Columbus', zip: '43004' },
      subtotal: '72.0',
      discount: '0.0',
      shipping: ['Free Shipping', '0.0'],
      tax: '3.6',
      total: '75.6',
    },
    {
      case: 'a subscription line at its plan price; Washington tax',
      lines: [line(powder, 2, monthlyPlan)],
      codes: [],
      address: { province: 'WA', city: 'Seattle', zip: '98101' },
      subtotal: '74.8',
      discount: '0.0',
      shipping: ['Free Shipping', '0.0'],
      tax: '4.86',
      total: '79.66',
    },
    {
      case: 'a subscription under $50 ships free at home, as its plan promises',
      lines: [line(powder, 1, monthlyPlan)],
      codes: [],
      address: { province: 'OR', city: 'Portland', zip: '97201' },
      subtotal: '37.4',
      discount: '0.0',
      shipping: ['Free Shipping', '0.0'],
      tax: '0.0',
      total: '37.4',
    },
    {
      case: 'a subscription shipped abroad pays the international rate',
      lines: [line(powder, 1, monthlyPlan)],
      codes: [],
      address: { country: 'CA', province: '', city: 'Toronto', zip: 'M5V 2T6' },
      subtotal: '37.4',
      discount: '0.0',
      shipping: ['International Shipping', '19.95'],
      tax: '0.0',
      total: '57.35',
    },
    {
      case: 'international: its own rate and no sales tax, even over $50',
      lines: [line(kit)],
      codes: [],
      address: { country: 'CA', province: '', city: 'Toronto', zip: 'M5V 2T6' },
      subtotal: '72.0',
      discount: '0.0',
      shipping: ['International Shipping', '19.95'],
      tax: '0.0',
      total: '91.95',
    },
  ])('$case', async (scenario) => {
    const cart = await createCart(server, scenario.lines, { discountCodes: scenario.codes });
    const before = countOrders(server);
    const totalCents = Math.round(Number(scenario.total) * 100);
    // As the page's script does: the buyer saw this total when selecting Pay now.
    const response = await postForm(cart.url, {
      ...VALID_FORM,
      ...scenario.address,
      expectedTotal: String(totalCents),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(successUrl(cart.token));
    expect(countOrders(server)).toBe(before + 1);

    const order = await orderByToken(cart.token);
    expect(order).toMatchObject({
      email: ('email' in scenario.address && scenario.address.email) || VALID_FORM.email,
      displayFinancialStatus: 'PAID',
      currencyCode: 'USD',
      // Shopify's subtotal is after discounts: subtotal + shipping + tax = total.
      subtotalPriceSet: { shopMoney: { amount: scenario.subtotal, currencyCode: 'USD' } },
      totalDiscountsSet: { shopMoney: { amount: scenario.discount } },
      totalShippingPriceSet: { shopMoney: { amount: scenario.shipping[1] } },
      shippingLine: {
        title: scenario.shipping[0],
        originalPriceSet: { shopMoney: { amount: scenario.shipping[1] } },
      },
      totalTaxSet: { shopMoney: { amount: scenario.tax } },
      totalPriceSet: { shopMoney: { amount: scenario.total, currencyCode: 'USD' } },
      discountCodes: scenario.codes,
    });
    expect(order?.name).toMatch(/^#\d{4,}$/);
    expect(Date.parse(order?.processedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes a first-order code off for a buyer who has ordered, and says so before charging', async () => {
    const email = 'returning-buyer@example.com';
    const first = await createCart(server, [line(kit)], { discountCodes: ['WELCOME15'] });
    // $72.00 − 15% = $61.20, ships free, Texas 8.25% = $5.05 → $66.25.
    expect(
      (await postForm(first.url, { ...VALID_FORM, email, expectedTotal: '6625' })).status,
    ).toBe(303);
    expect((await orderByToken(first.token))?.discountCodes).toEqual(['WELCOME15']);

    const second = await createCart(server, [line(kit)], { discountCodes: ['WELCOME15'] });
    // Before the email is known the page still shows the code: any buyer may be new.
    expect(await (await fetch(second.url)).text()).toContain('<span class="code">WELCOME15</span>');
    const before = countOrders(server);
    const response = await postForm(second.url, { ...VALID_FORM, email, expectedTotal: '6625' });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`WELCOME15 is for a first order, and ${email} has ordered before.`);
    // $72.00, ships free, tax $5.94 → $77.94: shown, not charged.
    expect(page).toContain('Your total has changed to $77.94.');
    expect(countOrders(server)).toBe(before);

    expect(
      (await postForm(second.url, { ...VALID_FORM, email, expectedTotal: '7794' })).status,
    ).toBe(303);
    const order = await orderByToken(second.token);
    expect(order?.totalPriceSet.shopMoney.amount).toBe('77.94');
    expect(order?.totalDiscountsSet.shopMoney.amount).toBe('0.0');
  });

  it('keeps the lines, the buyer and the address on the order', async () => {
    const cart = await createCart(server, [line(powder, 1, monthlyPlan), line(sachets, 2)]);
    expect((await pay(cart, { address2: 'Apt 4', lastName: 'Doe-Smith' })).status).toBe(303);
    const order = await orderByToken(cart.token);
    expect(order?.shippingAddress).toEqual({
      firstName: 'Jane',
      lastName: 'Doe-Smith',
      address1: '12 Spring St',
      city: 'Austin',
      provinceCode: 'TX',
      zip: '78701',
      countryCodeV2: 'US',
    });
    expect(order?.lineItems.nodes).toEqual([
      {
        title: powder.title,
        variantTitle: '4 Pack',
        quantity: 1,
        sellingPlan: { name: 'Monthly Subscription' },
        originalUnitPriceSet: { shopMoney: { amount: '37.4' } },
        originalTotalSet: { shopMoney: { amount: '37.4' } },
      },
      {
        title: sachets.title,
        variantTitle: '10 Sachets',
        quantity: 2,
        sellingPlan: null,
        originalUnitPriceSet: { shopMoney: { amount: '18.0' } },
        originalTotalSet: { shopMoney: { amount: '36.0' } },
      },
    ]);
    const stored = server.db
      .prepare<
        [string],
        { checkout_token: string; customer_id: null; card_last4: string; product_handle: string }
      >(
        `SELECT o.checkout_token, o.customer_id, o.card_last4, l.product_handle
           FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.checkout_token = ? ORDER BY l.position LIMIT 1`,
      )
      .get(cart.token);
    expect(stored).toEqual({
      checkout_token: cart.token,
      customer_id: null,
      card_last4: '4242',
      product_handle: powder.handle,
    });
  });

  it('declines 4000 0000 0000 0002, says so, and creates nothing', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const before = countOrders(server);
    const response = await pay(cart, { cardNumber: '4000 0000 0000 0002' });
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(fieldErrorIn(html, 'cardNumber')).toBe('Your card was declined. Try a different card.');
    expect(html).toContain('aria-describedby="cardNumber-error"');
    expect(inputValueIn(html, 'cardNumber')).toBe('');
    expect(inputValueIn(html, 'email')).toBe(VALID_FORM.email);
    expect(countOrders(server)).toBe(before);
    expect(await readCart(cart.id)).not.toBeNull();
    // The buyer can then pay with another card.
    expect((await pay(cart)).status).toBe(303);
  });

  it('without JavaScript, shows the calculated total first and charges only once it is confirmed', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const before = countOrders(server);
    const first = await postForm(cart.url, { ...VALID_FORM, province: 'CA', zip: '94607' });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('your total is $25.26');
    expect(html).toContain('<dd data-quote="tax">$1.31</dd>');
    expect(expectedTotalIn(html)).toBe('2526');
    expect(inputValueIn(html, 'cardNumber')).toBe('4242 4242 4242 4242');
    expect(countOrders(server)).toBe(before);

    const second = await postForm(cart.url, {
      ...VALID_FORM,
      province: 'CA',
      zip: '94607',
      expectedTotal: '2526',
    });
    expect(second.status).toBe(303);
    expect(countOrders(server)).toBe(before + 1);
  });

  it('does not charge a total the buyer has not seen when the cart changed meanwhile', async () => {
    const cart = await createCart(server, [line(sachets)]);
    const seen = expectedTotalIn(await (await postForm(cart.url, VALID_FORM)).text());
    dataOf(
      await server.graphql(
        'mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } } }',
        { id: cart.id, lines: [line(scoop)] },
      ),
    );
    const response = await postForm(cart.url, { ...VALID_FORM, expectedTotal: seen });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your total has changed to $34.10.');
    expect(await orderByToken(cart.token)).toBeUndefined();
  });

  it('completes the cart: it is gone from the Storefront API and its checkout', async () => {
    const cart = await createCart(server, [line(scoop)]);
    expect((await pay(cart)).status).toBe(303);

    expect(await readCart(cart.id)).toBeNull();
    const { cartLinesAdd } = dataOf(
      await server.graphql<{
        cartLinesAdd: {
          cart: null;
          userErrors: { field: string[]; message: string; code: string }[];
        };
      }>(
        'mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } userErrors { field message code } } }',
        { id: cart.id, lines: [line(scoop)] },
      ),
    );
    expect(cartLinesAdd).toEqual({
      cart: null,
      userErrors: [
        { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
      ],
    });
    const page = await fetch(cart.url);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(NOT_FOUND_TEXT);
  });

  it('never creates a second order for a cart: repeated and concurrent submissions', async () => {
    const cart = await createCart(server, [line(powder), line(kit)]);
    const before = countOrders(server);
    const form = { ...VALID_FORM, expectedTotal: String(11600 + 580) }; // $116.00 + 5% (OH)
    const submissions = await Promise.all(
      Array.from({ length: 6 }, () =>
        postForm(cart.url, { ...form, province: 'OH', zip: '43004' }),
      ),
    );
    for (const response of submissions) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(successUrl(cart.token));
    }
    // Back button and a second click: the same success page, still one order.
    const again = await postForm(cart.url, { ...form, province: 'OH', zip: '43004' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(successUrl(cart.token));
    expect(countOrders(server)).toBe(before + 1);
  });

  it('answers a submission that loses the race to another process with the existing order', async () => {
    // Another server on the same database file has just written the order for this cart but
    // this one still sees the cart open: the UNIQUE checkout token must stop a second order.
    const cart = await createCart(server, [line(scoop)]);
    expect((await pay(cart)).status).toBe(303);
    server.db.prepare('UPDATE carts SET completed_at = NULL WHERE token = ?').run(cart.token);
    const before = countOrders(server);
    const response = await pay(cart);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(successUrl(cart.token));
    expect(countOrders(server)).toBe(before);
  });

  it('refuses a second order for a checkout token in the database itself', async () => {
    const cart = await createCart(server, [line(scoop)]);
    expect((await pay(cart)).status).toBe(303);
    expect(() =>
      server.db
        .prepare(
          `INSERT INTO orders (number, checkout_token, email, currency_code, financial_status,
             line_items_subtotal_cents, shipping_title, shipping_cents, tax_rate, tax_cents,
             total_cents, shipping_first_name, shipping_last_name, shipping_address1,
             shipping_city, shipping_zip, shipping_country_code, processed_at, created_at,
             updated_at)
           VALUES (99999, ?, 'x@example.com', 'USD', 'PAID', 800, 'Standard Shipping', 595, 5,
             40, 1435, 'A', 'B', 'C', 'D', '12345', 'US', 'now', 'now', 'now')`,
        )
        .run(cart.token),
    ).toThrow(/UNIQUE constraint failed: orders.checkout_token/);
  });

  it('refuses bodies that are not a form (415) or too large (413)', async () => {
    const cart = await createCart(server, [line(scoop)]);
    const json = await fetch(cart.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID_FORM),
    });
    expect(json.status).toBe(415);
    const huge = await postForm(cart.url, { ...VALID_FORM, address2: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('too large');
    expect(await readCart(cart.id)).not.toBeNull();
  });

  it('answers other methods with 405', async () => {
    const cart = await createCart(server, [line(scoop)]);
    const response = await fetch(cart.url, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

describe('order numbers', () => {
  it('start at #1001 and go up by one', async () => {
    const fresh = await startTestServer();
    try {
      const names: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const cart = await createCart(fresh, [line(scoop)]);
        expect((await pay(cart)).status).toBe(303);
        const { orders } = dataOf(
          await fresh.admin<{ orders: { nodes: { name: string }[] } }>(
            `{ orders(first: 1, query: "checkout_token:${cart.token}") { nodes { name } } }`,
          ),
        );
        names.push(orders.nodes[0]?.name ?? '');
      }
      expect(names).toEqual(['#1001', '#1002', '#1003']);
    } finally {
      await fresh.stop();
    }
  });
});
