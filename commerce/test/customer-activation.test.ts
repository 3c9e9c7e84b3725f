import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variantGid } from './support/catalogue';
import { createCart, pay } from './support/checkout';
import { outboxOf, type OutboxEntry } from './support/customer-accounts';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/**
 * An address the shop already knows opens a password account only through an activation link
 * emailed to it, and a customer's address changes only once the new one confirms: whoever
 * types an address into a form never gets its orders, names and addresses.
 */

const CREATE = `mutation Create($input: CustomerCreateInput!) {
  customerCreate(input: $input) {
    customer { id }
    customerUserErrors { code field message }
  }
}`;
const SIGN_IN = `mutation SignIn($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken }
    customerUserErrors { code }
  }
}`;
const CUSTOMER = `query Customer($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName phone
    orders(first: 10) { nodes { id } }
  }
}`;
const UPDATE = `mutation Update($token: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $token, customer: $customer) {
    customer { email firstName }
    customerUserErrors { code field message }
  }
}`;
const ACTIVATE_BY_URL = `mutation Activate($url: URL!, $password: String!) {
  customerActivateByUrl(activationUrl: $url, password: $password) {
    customer { email }
    customerAccessToken { accessToken }
    customerUserErrors { code field message }
  }
}`;
const ACTIVATE = `mutation Activate($id: ID!, $input: CustomerActivateInput!) {
  customerActivate(id: $id, input: $input) {
    customer { email }
    customerAccessToken { accessToken }
    customerUserErrors { code field message }
  }
}`;

interface UserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

const disabled = (email: string): UserError => ({
  code: 'CUSTOMER_DISABLED',
  field: null,
  message: `We have sent an email to ${email}, please click the link included to verify your email address.`,
});

describe('activation of an address the shop already knows', () => {
  let server: TestServer;
  const product = products[0];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const register = async (input: Record<string, unknown>) =>
    dataOf(
      await server.graphql<{
        customerCreate: { customer: { id: string } | null; customerUserErrors: UserError[] };
      }>(CREATE, { input }),
    ).customerCreate;
  const signIn = async (email: string, password: string) =>
    dataOf(
      await server.graphql<{
        customerAccessTokenCreate: {
          customerAccessToken: { accessToken: string } | null;
          customerUserErrors: { code: string }[];
        };
      }>(SIGN_IN, { input: { email, password } }),
    ).customerAccessTokenCreate;
  const customerOf = async (token: string) =>
    dataOf(
      await server.graphql<{
        customer: {
          email: string;
          firstName: string | null;
          phone: string | null;
          orders: { nodes: { id: string }[] };
        } | null;
      }>(CUSTOMER, { token }),
    ).customer;
  async function payOrder(email: string): Promise<string> {
    if (!product) throw new Error('The seed catalogue has no products');
    const cart = await createCart(server, [{ merchandiseId: variantGid(product), quantity: 1 }]);
    expect((await pay(cart, { email })).status).toBe(303);
    const id = server.db
      .prepare<[string], number>('SELECT id FROM orders WHERE checkout_token = ?')
      .pluck()
      .get(cart.token);
    return `gid://shopify/Order/${id}`;
  }
  /** The newest message of this kind to the address (the link pointed at the test server). */
  async function latest(email: string, kind: string): Promise<OutboxEntry & { path: string }> {
    const message = (await outboxOf(server, email)).find((entry) => entry.kind === kind);
    expect(message?.link, `a ${kind} email to ${email}`).toBeTruthy();
    return { ...message!, path: new URL(message!.link!).pathname };
  }
  const page = (path: string, form?: Record<string, string>) =>
    fetch(`${server.base}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: form ? new URLSearchParams(form).toString() : undefined,
    });

  it('refuses to register an address with a guest order, and its owner activates it by email', async () => {
    const order = await payOrder('Guest.Buyer@example.com');
    const refused = await register({
      email: 'guest.buyer@example.com',
      password: 'attacker-pass',
      firstName: 'Mallory',
      phone: '+15125550199',
    });
    expect(refused).toEqual({
      customer: null,
      customerUserErrors: [disabled('guest.buyer@example.com')],
    });
    // The stranger's password opens nothing, and their names were not written anywhere.
    expect(
      (await signIn('guest.buyer@example.com', 'attacker-pass')).customerAccessToken,
    ).toBeNull();
    const record = server.db
      .prepare<
        [],
        { first_name: string | null; phone: string | null; password_hash: string | null }
      >(
        "SELECT first_name, phone, password_hash FROM customers WHERE email = 'guest.buyer@example.com'",
      )
      .get();
    expect(record).toEqual({ first_name: null, phone: null, password_hash: null });

    const email = await latest('guest.buyer@example.com', 'account_activation');
    expect(email.subject).toBe('Activate your Clearwell account');
    expect(email.path).toMatch(/^\/account\/activate\/\d+\/[0-9a-f]{48}$/);

    // Opening the link changes nothing; its form sets the password.
    const form = await page(email.path);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(form.headers.get('cache-control')).toBe('no-store');
    const html = await form.text();
    expect(html).toContain('<h1>Activate your account</h1>');
    expect(html).toContain('guest.buyer@example.com');
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<label for="confirmation">Confirm password<\/label>/);

    const mismatch = await page(email.path, { password: 'owner-pass-1', confirmation: 'other' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('Passwords don&#x27;t match.');
    const short = await page(email.path, { password: 'abc', confirmation: 'abc' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password is too short (minimum is 5 characters)');

    const done = await page(email.path, { password: 'owner-pass-1', confirmation: 'owner-pass-1' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your account is active');

    const token = (await signIn('guest.buyer@example.com', 'owner-pass-1')).customerAccessToken;
    expect(token).not.toBeNull();
    const customer = await customerOf(token?.accessToken ?? '');
    expect(customer?.orders.nodes.map((node) => node.id)).toEqual([order]);

    // A link works once.
    const again = await page(email.path, {
      password: 'other-pass-2',
      confirmation: 'other-pass-2',
    });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('This link no longer works');
  });

  it('answers CUSTOMER_DISABLED for a newsletter customer, TAKEN once a password is set', async () => {
    const subscribed = await server.admin<{ customerCreate: { userErrors: unknown[] } }>(
      'mutation { customerCreate(input: { email: "reader@example.com", emailMarketingConsent: { marketingState: SUBSCRIBED } }) { userErrors { message } } }',
    );
    expect(subscribed.data.customerCreate.userErrors).toEqual([]);
    expect(
      (await register({ email: 'READER@example.com', password: 'secret-1' })).customerUserErrors,
    ).toEqual([disabled('reader@example.com')]);
    const { path } = await latest('reader@example.com', 'account_activation');
    const customerId = path.split('/')[3];
    const token = path.split('/')[4];

    // The Storefront API's own activation mutations work on the same link.
    const wrong = dataOf(
      await server.graphql<{ customerActivate: { customerUserErrors: UserError[] } }>(ACTIVATE, {
        id: `gid://shopify/Customer/${customerId}`,
        input: { activationToken: '0'.repeat(48), password: 'secret-1' },
      }),
    ).customerActivate;
    expect(wrong.customerUserErrors).toEqual([
      {
        code: 'TOKEN_INVALID',
        field: ['input', 'activationToken'],
        message: 'Invalid activation token',
      },
    ]);
    const activated = dataOf(
      await server.graphql<{
        customerActivate: {
          customer: { email: string } | null;
          customerAccessToken: { accessToken: string } | null;
          customerUserErrors: UserError[];
        };
      }>(ACTIVATE, {
        id: `gid://shopify/Customer/${customerId}`,
        input: { activationToken: token, password: 'secret-1' },
      }),
    ).customerActivate;
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated.customer).toEqual({ email: 'reader@example.com' });
    expect(activated.customerAccessToken?.accessToken).toMatch(/^[0-9a-f]{32}$/);

    // With a password set, the address is simply taken, and no more activation emails go out.
    const taken = await register({ email: 'reader@example.com', password: 'secret-2' });
    expect(taken.customerUserErrors.map((error) => error.code)).toEqual(['TAKEN']);
    expect(
      (await outboxOf(server, 'reader@example.com')).filter((m) => m.kind === 'account_activation'),
    ).toHaveLength(1);
  });

  it('activates by URL, refusing a bad password, a damaged URL and a used one', async () => {
    await payOrder('by.url@example.com');
    await register({ email: 'by.url@example.com', password: 'secret-1' });
    const { link } = await latest('by.url@example.com', 'account_activation');
    const activate = async (url: string, password: string) =>
      dataOf(
        await server.graphql<{
          customerActivateByUrl: {
            customer: { email: string } | null;
            customerAccessToken: { accessToken: string } | null;
            customerUserErrors: UserError[];
          };
        }>(ACTIVATE_BY_URL, { url, password }),
      ).customerActivateByUrl;

    expect((await activate(link!, ' padded ')).customerUserErrors[0]).toMatchObject({
      code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      field: ['password'],
    });
    // The token's last character changed to one it is not, whatever it was.
    const damaged = `${link!.slice(0, -1)}${link!.endsWith('0') ? '1' : '0'}`;
    expect((await activate(damaged, 'secret-1')).customerUserErrors[0]).toMatchObject({
      code: 'TOKEN_INVALID',
      field: ['activationUrl'],
    });
    const done = await activate(link!, 'secret-1');
    expect(done.customer).toEqual({ email: 'by.url@example.com' });
    expect(done.customerAccessToken).not.toBeNull();
    expect((await activate(link!, 'secret-2')).customerUserErrors[0]?.code).toBe('TOKEN_INVALID');
  });

  it('sends at most five activation emails an hour to one address, whoever asks', async () => {
    await payOrder('flooded@example.com');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(
        (await register({ email: 'flooded@example.com', password: 'secret-1' })).customerUserErrors,
      ).toEqual([disabled('flooded@example.com')]);
    }
    expect(
      (await outboxOf(server, 'flooded@example.com')).filter(
        (m) => m.kind === 'account_activation',
      ),
    ).toHaveLength(5);
  });

  it('still creates an account at once for an address the shop has never seen', async () => {
    const created = await register({
      email: 'brand.new@example.com',
      password: 'secret-1',
      firstName: 'Nia',
    });
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer?.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const token = (await signIn('brand.new@example.com', 'secret-1')).customerAccessToken;
    expect((await customerOf(token?.accessToken ?? ''))?.firstName).toBe('Nia');
  });

  it("changes a customer's email only once the new address confirms it", async () => {
    await register({ email: 'mover@example.com', password: 'secret-1' });
    const token =
      (await signIn('mover@example.com', 'secret-1')).customerAccessToken?.accessToken ?? '';
    const theirOrder = await payOrder('someone.elses@example.com');
    const update = async (customer: Record<string, unknown>) =>
      dataOf(
        await server.graphql<{
          customerUpdate: {
            customer: { email: string; firstName: string | null } | null;
            customerUserErrors: UserError[];
          };
        }>(UPDATE, { token, customer }),
      ).customerUpdate;

    // Another customer's address is taken, as before.
    expect(
      (await update({ email: 'brand.new@example.com' })).customerUserErrors.map((e) => e.code),
    ).toEqual(['TAKEN']);
    // Any other address: the rest of the update applies, the email waits for its confirmation.
    const pending = await update({ email: 'Someone.Elses@example.com', firstName: 'Mo' });
    expect(pending).toEqual({
      customer: { email: 'mover@example.com', firstName: 'Mo' },
      customerUserErrors: [],
    });
    expect((await customerOf(token))?.orders.nodes).toEqual([]);
    expect((await signIn('mover@example.com', 'secret-1')).customerAccessToken).not.toBeNull();

    const { path, subject } = await latest('someone.elses@example.com', 'email_change');
    expect(subject).toBe('Confirm your new email address for Clearwell');
    expect(path).toMatch(/^\/account\/confirm_email\/\d+\/[0-9a-f]{48}$/);
    const confirmPage = await page(path);
    expect(confirmPage.status).toBe(200);
    expect(await confirmPage.text()).toContain('someone.elses@example.com');
    // Opening the page did not change it.
    expect((await customerOf(token))?.email).toBe('mover@example.com');

    const confirmed = await page(path, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your email address is changed');
    expect(await customerOf(token)).toMatchObject({
      email: 'someone.elses@example.com',
      orders: { nodes: [{ id: theirOrder }] },
    });
    expect((await page(path, {})).status).toBe(404);
  });

  it('answers a damaged or unknown link with a page that escapes nothing it was given', async () => {
    for (const path of [
      '/account/activate/1/not-a-token',
      `/account/activate/999999/${'a'.repeat(48)}`,
      '/account/confirm_email/1/%3Cscript%3E',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('This link no longer works');
      expect(html).not.toContain('<script>');
    }
    expect((await fetch(`${server.base}/account/activate/1/x`, { method: 'PUT' })).status).toBe(
      405,
    );
  });
});
