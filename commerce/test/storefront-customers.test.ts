import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVATE_STOREFRONT_TOKEN } from '../src/config';
import { dataOf, startTestServer, TEST_TOKEN, type TestServer } from './support/test-server';

const CREATE = `mutation Create($input: CustomerCreateInput!) {
  customerCreate(input: $input) {
    customer { id email firstName lastName displayName acceptsMarketing }
    customerUserErrors { code field message }
  }
}`;
const TOKEN_CREATE = `mutation Token($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;
const CUSTOMER = `query Customer($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName phone
    orders(first: 10) { nodes { id } }
  }
}`;

interface CreatePayload {
  customerCreate: {
    customer: {
      id: string;
      email: string;
      firstName: string | null;
      acceptsMarketing: boolean;
    } | null;
    customerUserErrors: { code: string; field: string[] | null; message: string }[];
  };
}
interface TokenPayload {
  customerAccessTokenCreate: {
    customerAccessToken: { accessToken: string; expiresAt: string } | null;
    customerUserErrors: { code: string; field: string[] | null; message: string }[];
  };
}

describe('Storefront API customer accounts (email and password)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const create = async (input: Record<string, unknown>) =>
    dataOf(await server.graphql<CreatePayload>(CREATE, { input })).customerCreate;
  const signIn = async (email: string, password: string) =>
    dataOf(await server.graphql<TokenPayload>(TOKEN_CREATE, { input: { email, password } }))
      .customerAccessTokenCreate;

  it('creates a customer, stores only a scrypt hash, and signs in with the password', async () => {
    const created = await create({
      email: 'Ava@Example.com',
      password: 'correct horse',
      firstName: 'Ava',
      lastName: 'Stone',
      acceptsMarketing: true,
    });
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer).toMatchObject({
      email: 'ava@example.com',
      firstName: 'Ava',
      acceptsMarketing: true,
    });

    const stored = server.db
      .prepare<[], { password_hash: string }>(
        "SELECT password_hash FROM customers WHERE email = 'ava@example.com'",
      )
      .get();
    expect(stored?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored?.password_hash).not.toContain('correct horse');

    const token = await signIn('ava@example.com', 'correct horse');
    expect(token.customerUserErrors).toEqual([]);
    expect(token.customerAccessToken?.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(token.customerAccessToken?.expiresAt ?? '')).toBeGreaterThan(Date.now());

    const { customer } = dataOf(
      await server.graphql<{ customer: { id: string; displayName: string } | null }>(CUSTOMER, {
        token: token.customerAccessToken?.accessToken,
      }),
    );
    expect(customer).toMatchObject({ id: created.customer?.id, displayName: 'Ava Stone' });
  });

  it("answers Shopify's customerUserErrors codes for bad input", async () => {
    await create({ email: 'taken@example.com', password: 'secret1' });
    const cases: [Record<string, unknown>, string, string[]][] = [
      [{ email: 'TAKEN@example.com', password: 'secret1' }, 'TAKEN', ['input', 'email']],
      [{ email: '', password: 'secret1' }, 'BLANK', ['input', 'email']],
      [{ email: 'no-at-sign', password: 'secret1' }, 'INVALID', ['input', 'email']],
      [{ email: 'short@example.com', password: 'abcd' }, 'TOO_SHORT', ['input', 'password']],
      [{ email: 'long@example.com', password: 'x'.repeat(41) }, 'TOO_LONG', ['input', 'password']],
      [{ email: 'blank@example.com', password: '' }, 'BLANK', ['input', 'password']],
      [
        { email: 'html@example.com', password: 'secret1', firstName: '<b>x</b>' },
        'CONTAINS_HTML_TAGS',
        ['input', 'firstName'],
      ],
    ];
    for (const [input, code, field] of cases) {
      const result = await create(input);
      expect(result.customer, code).toBeNull();
      expect(result.customerUserErrors, JSON.stringify(input)).toContainEqual(
        expect.objectContaining({ code, field }),
      );
    }
    expect(
      (await create({ email: 'short@example.com', password: 'abcd' })).customerUserErrors[0]
        ?.message,
    ).toBe('Password is too short (minimum is 5 characters)');
  });

  it('answers UNIDENTIFIED_CUSTOMER for a wrong password, an unknown email and a passwordless customer', async () => {
    await create({ email: 'known@example.com', password: 'right-password' });
    server.db
      .prepare(
        "INSERT INTO customers (email, created_at, updated_at) VALUES ('codeonly@example.com', 'now', 'now')",
      )
      .run();
    for (const [email, password] of [
      ['known@example.com', 'wrong-password'],
      ['nobody@example.com', 'right-password'],
      ['codeonly@example.com', ''],
    ] as const) {
      const result = await signIn(email, password);
      expect(result.customerAccessToken).toBeNull();
      expect(result.customerUserErrors).toEqual([
        { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
      ]);
    }
  });

  it('throttles password sign-ins to one email from one buyer after 10 tries in 15 minutes', async () => {
    await create({ email: 'guessed@example.com', password: 'the-real-one' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await signIn('guessed@example.com', `guess-${attempt}`)).customerAccessToken,
      ).toBeNull();
    }
    const throttled = await server.graphql(TOKEN_CREATE, {
      input: { email: 'Guessed@example.com', password: 'the-real-one' },
    });
    expect(throttled.status).toBe(200);
    expect(throttled.errors?.[0]).toMatchObject({
      message: 'Login attempt limit exceeded. Please try again later.',
      extensions: { code: 'THROTTLED' },
    });
    // Other emails are not affected.
    await create({ email: 'fine@example.com', password: 'secret1' });
    expect((await signIn('fine@example.com', 'secret1')).customerAccessToken).not.toBeNull();
  });

  it("counts a server's sign-ins by the buyer IP it names, so strangers' guesses never lock the owner out", async () => {
    await create({ email: 'targeted@example.com', password: 'owner-secret' });
    const signInAs = async (
      headers: Record<string, string>,
      password: string,
    ): Promise<{ token: unknown; code: unknown }> => {
      const response = await fetch(server.endpoint(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          query: TOKEN_CREATE,
          variables: { input: { email: 'targeted@example.com', password } },
        }),
      });
      const body = (await response.json()) as {
        data?: TokenPayload;
        errors?: { extensions?: { code?: string } }[];
      };
      return {
        token: body.data?.customerAccessTokenCreate?.customerAccessToken ?? null,
        code: body.errors?.[0]?.extensions?.code ?? null,
      };
    };
    const onBehalfOf = (buyerIp: string) => ({
      'shopify-storefront-private-token': DEFAULT_PRIVATE_STOREFRONT_TOKEN,
      'shopify-storefront-buyer-ip': buyerIp,
    });

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs(onBehalfOf('198.51.100.7'), `guess-${attempt}`)).token).toBeNull();
    }
    expect((await signInAs(onBehalfOf('198.51.100.7'), 'owner-secret')).code).toBe('THROTTLED');
    // The owner, elsewhere, is not locked out.
    expect((await signInAs(onBehalfOf('203.0.113.9'), 'owner-secret')).token).not.toBeNull();

    // Only the private token may name a buyer: with the public one the caller is the buyer.
    const publicCaller = (buyerIp: string) => ({
      'x-shopify-storefront-access-token': TEST_TOKEN,
      'shopify-storefront-buyer-ip': buyerIp,
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signInAs(publicCaller(`192.0.2.${attempt}`), `guess-${attempt}`);
    }
    expect((await signInAs(publicCaller('192.0.2.200'), 'owner-secret')).code).toBe('THROTTLED');
  });

  it('renews and deletes tokens; a deleted token reads no customer', async () => {
    await create({ email: 'tokens@example.com', password: 'secret1' });
    const token =
      (await signIn('tokens@example.com', 'secret1')).customerAccessToken?.accessToken ?? '';
    const renewed = dataOf(
      await server.graphql<{
        customerAccessTokenRenew: { customerAccessToken: { accessToken: string } | null };
      }>(
        'mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { message } } }',
        { t: token },
      ),
    );
    expect(renewed.customerAccessTokenRenew.customerAccessToken?.accessToken).toBe(token);
    const deleted = dataOf(
      await server.graphql<{
        customerAccessTokenDelete: { deletedAccessToken: string | null; userErrors: unknown[] };
      }>(
        'mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { field message } } }',
        { t: token },
      ),
    );
    expect(deleted.customerAccessTokenDelete).toEqual({
      deletedAccessToken: token,
      userErrors: [],
    });
    expect(
      dataOf(await server.graphql<{ customer: unknown }>(CUSTOMER, { token })).customer,
    ).toBeNull();
  });

  it('updates the profile with a token and refuses an invalid one', async () => {
    await create({ email: 'update@example.com', password: 'secret1' });
    const token =
      (await signIn('update@example.com', 'secret1')).customerAccessToken?.accessToken ?? '';
    const UPDATE =
      'mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customer { firstName lastName phone } customerUserErrors { code field message } } }';
    const updated = dataOf(
      await server.graphql<{
        customerUpdate: { customer: unknown; customerUserErrors: unknown[] };
      }>(UPDATE, {
        t: token,
        c: { firstName: 'Una', lastName: 'Park', phone: '+1 512 555 0100' },
      }),
    );
    expect(updated.customerUpdate).toEqual({
      customer: { firstName: 'Una', lastName: 'Park', phone: '+15125550100' },
      customerUserErrors: [],
    });
    const refused = dataOf(
      await server.graphql<{
        customerUpdate: { customer: unknown; customerUserErrors: { code: string }[] };
      }>(UPDATE, {
        t: 'nope',
        c: { firstName: 'X' },
      }),
    );
    expect(refused.customerUpdate.customer).toBeNull();
    expect(refused.customerUpdate.customerUserErrors[0]?.code).toBe('TOKEN_INVALID');
  });

  it('links a cart to the customer through buyerIdentity and @inContext(buyer:)', async () => {
    await create({ email: 'cart@example.com', password: 'secret1', firstName: 'Cara' });
    const token =
      (await signIn('cart@example.com', 'secret1')).customerAccessToken?.accessToken ?? '';
    const viaInput = dataOf(
      await server.graphql<{
        cartCreate: {
          cart: { buyerIdentity: { email: string; customer: { email: string } | null } };
        };
      }>(
        'mutation C($t: String!) { cartCreate(input: { buyerIdentity: { customerAccessToken: $t } }) { cart { buyerIdentity { email customer { email firstName } } } } }',
        { t: token },
      ),
    );
    expect(viaInput.cartCreate.cart.buyerIdentity).toEqual({
      email: 'cart@example.com',
      customer: { email: 'cart@example.com', firstName: 'Cara' },
    });
    const viaContext = dataOf(
      await server.graphql<{
        cartCreate: { cart: { buyerIdentity: { customer: { email: string } | null } } };
      }>(
        'mutation C($t: String!) @inContext(buyer: { customerAccessToken: $t }) { cartCreate(input: {}) { cart { buyerIdentity { customer { email } } } } }',
        { t: token },
      ),
    );
    expect(viaContext.cartCreate.cart.buyerIdentity.customer?.email).toBe('cart@example.com');
  });
});
