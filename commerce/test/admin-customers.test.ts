import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerRepository } from '../src/db/customer-repository';
import { Outbox } from '../src/outbox/outbox';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const CUSTOMER_FIELDS = `
  id email firstName lastName displayName phone note tags
  emailMarketingConsent { marketingState marketingOptInLevel consentUpdatedAt }
`;
const CREATE = `mutation Create($input: CustomerInput!) {
  customerCreate(input: $input) { customer { ${CUSTOMER_FIELDS} } userErrors { field message } }
}`;
const UPDATE = `mutation Update($input: CustomerInput!) {
  customerUpdate(input: $input) { customer { ${CUSTOMER_FIELDS} } userErrors { field message } }
}`;
const CONSENT = `mutation Consent($input: CustomerEmailMarketingConsentUpdateInput!) {
  customerEmailMarketingConsentUpdate(input: $input) {
    customer { ${CUSTOMER_FIELDS} }
    userErrors { code field message }
  }
}`;
const BY_EMAIL = `query ByEmail($query: String!) {
  customers(first: 1, query: $query) { nodes { ${CUSTOMER_FIELDS} } }
}`;

interface Customer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  note: string | null;
  emailMarketingConsent: { marketingState: string; consentUpdatedAt: string | null };
}
interface Payload {
  customer: Customer | null;
  userErrors: { field: string[]; message: string; code?: string }[];
}

const create = async (input: Record<string, unknown>) =>
  dataOf(await server.admin<{ customerCreate: Payload }>(CREATE, { input })).customerCreate;
const update = async (input: Record<string, unknown>) =>
  dataOf(await server.admin<{ customerUpdate: Payload }>(UPDATE, { input })).customerUpdate;
const subscribe = async (customerId: string, marketingState = 'SUBSCRIBED') =>
  dataOf(
    await server.admin<{ customerEmailMarketingConsentUpdate: Payload }>(CONSENT, {
      input: {
        customerId,
        emailMarketingConsent: { marketingState, marketingOptInLevel: 'SINGLE_OPT_IN' },
      },
    }),
  ).customerEmailMarketingConsentUpdate;
const byEmail = async (email: string) =>
  dataOf(
    await server.admin<{ customers: { nodes: Customer[] } }>(BY_EMAIL, {
      query: `email:"${email}"`,
    }),
  ).customers.nodes[0] ?? null;

const welcomeEmails = (to: string) =>
  new Outbox(server.db).list({ to }).filter((message) => message.kind === 'welcome_discount');
const contactMessages = (id: string) =>
  new CustomerRepository(server.db).contactMessagesOf(Number(id.split('/').pop()));

describe('Admin API customers: newsletter', () => {
  it('creates a subscribed customer and sends the WELCOME15 email once', async () => {
    const { customer, userErrors } = await create({
      email: 'New.Subscriber@Example.com',
      emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' },
    });
    expect(userErrors).toEqual([]);
    expect(customer).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      email: 'new.subscriber@example.com',
      emailMarketingConsent: { marketingState: 'SUBSCRIBED', consentUpdatedAt: expect.any(String) },
    });
    const [welcome, ...more] = welcomeEmails('new.subscriber@example.com');
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({
      code: 'WELCOME15',
      subject: expect.stringContaining('15% off'),
    });
    expect(welcome?.text).toContain('WELCOME15');

    // Found again by email (any case), and a second create is Shopify's TAKEN error.
    expect((await byEmail('NEW.subscriber@example.com'))?.id).toBe(customer?.id);
    const again = await create({ email: 'new.subscriber@example.com' });
    expect(again).toEqual({
      customer: null,
      userErrors: [{ field: ['email'], message: 'Email has already been taken' }],
    });
  });

  it('subscribes an existing customer, who gets the code only the first time', async () => {
    const { customer } = await create({ email: 'returning@example.com', firstName: 'Rita' });
    expect(customer?.emailMarketingConsent.marketingState).toBe('NOT_SUBSCRIBED');
    expect(welcomeEmails('returning@example.com')).toEqual([]);

    const subscribed = await subscribe(customer?.id ?? '');
    expect(subscribed.userErrors).toEqual([]);
    expect(subscribed.customer?.emailMarketingConsent.marketingState).toBe('SUBSCRIBED');
    expect(welcomeEmails('returning@example.com')).toHaveLength(1);
    expect(welcomeEmails('returning@example.com')[0]?.text).toContain('Hi Rita,');

    await subscribe(customer?.id ?? '', 'UNSUBSCRIBED');
    await subscribe(customer?.id ?? '', 'SUBSCRIBED');
    expect(welcomeEmails('returning@example.com')).toHaveLength(1);
  });

  it('answers a consent update for an unknown customer with a userError', async () => {
    const result = await subscribe('gid://shopify/Customer/999999');
    expect(result).toEqual({
      customer: null,
      userErrors: [
        { code: 'INVALID', field: ['input', 'customerId'], message: 'Customer not found' },
      ],
    });
  });

  it.each([
    ['no email', {}, 'Email is required'],
    ['an invalid email', { email: 'not an email' }, 'Email is invalid'],
    [
      'an email over 255 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'Email is invalid',
    ],
  ])('refuses %s with a userError and creates nothing', async (_case, input, message) => {
    const { customer, userErrors } = await create(input);
    expect(customer).toBeNull();
    expect(userErrors).toContainEqual({ field: ['email'], message });
  });

  it('refuses a first name over 255 characters', async () => {
    const { userErrors } = await create({ email: 'long@example.com', firstName: 'x'.repeat(256) });
    expect(userErrors).toEqual([
      { field: ['firstName'], message: 'First name is too long (maximum is 255 characters)' },
    ]);
    expect(await byEmail('long@example.com')).toBeNull();
  });
});

describe('Admin API customers: search', () => {
  it('finds customers by email, id and free text, and warns about unknown fields', async () => {
    const { customer } = await create({ email: 'search.me@example.com', firstName: 'Serena' });
    const search = async (query: string) => {
      const result = await server.admin<{ customers: { nodes: { email: string }[] } }>(
        'query Search($query: String!) { customers(first: 5, query: $query) { nodes { email } } }',
        { query },
      );
      return { emails: dataOf(result).customers.nodes.map((node) => node.email), result };
    };
    expect((await search('email:SEARCH.ME@example.com')).emails).toEqual(['search.me@example.com']);
    expect((await search('email:nobody@example.com')).emails).toEqual([]);
    expect((await search(`id:${customer?.id ?? ''}`)).emails).toEqual(['search.me@example.com']);
    expect((await search('serena')).emails).toEqual(['search.me@example.com']);
    expect((await search('serena -email:search.me@example.com')).emails).toEqual([]);
    const unknown = await search('email:search.me@example.com colour:blue');
    expect(unknown.emails).toEqual(['search.me@example.com']);
    expect(unknown.result.extensions?.search).toEqual([
      expect.objectContaining({
        warnings: [{ field: 'colour', message: 'Invalid search field for this query.' }],
      }),
    ]);
  });
});

describe('Admin API customers: contact messages', () => {
  it('keeps every message in full, from the create and from appended notes', async () => {
    const first = await create({
      email: 'writer@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace King',
      phone: '+1 555 0100',
      note: 'Contact form submission: Do you ship to Canada?\nThanks!',
    });
    expect(first.userErrors).toEqual([]);
    const id = first.customer?.id ?? '';
    expect(contactMessages(id)).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace King',
        email: 'writer@example.com',
        phone: '+1 555 0100',
        message: 'Do you ship to Canada?\nThanks!',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);

    const note = `${first.customer?.note}\n\n[2026-11-22 05:00 UTC] Contact form submission: <b>Second</b> one`;
    const second = await update({ id, note });
    expect(second.userErrors).toEqual([]);
    expect(second.customer?.note).toBe(note);
    expect(contactMessages(id).map((message) => message.message)).toEqual([
      'Do you ship to Canada?\nThanks!',
      '<b>Second</b> one',
    ]);

    // A note the merchant rewrites is not a message.
    await update({ id, note: 'VIP customer' });
    expect(contactMessages(id)).toHaveLength(2);
  });

  it("keeps the message of an append that dropped the note's oldest text", async () => {
    const { customer } = await create({
      email: 'trimmed@example.com',
      note: `Contact form submission: Oldest ${'o'.repeat(4000)} end`,
    });
    const id = customer?.id ?? '';
    const trimmed = `[…]${'o'.repeat(900)} end\n\n[2026-11-22 05:00 UTC] Contact form submission: Newest`;
    expect((await update({ id, note: trimmed })).userErrors).toEqual([]);
    expect(contactMessages(id).map((message) => message.message)).toEqual([
      `Oldest ${'o'.repeat(4000)} end`,
      'Newest',
    ]);
    // A trim mark before text the old note never had is an edit, not a message.
    await update({ id, note: '[…]something else\n\nContact form submission: forged' });
    expect(contactMessages(id)).toHaveLength(2);
  });

  it("refuses a note over Shopify's 5,000 characters", async () => {
    const { customer, userErrors } = await create({
      email: 'too-long@example.com',
      note: 'n'.repeat(5001),
    });
    expect(customer).toBeNull();
    expect(userErrors).toEqual([
      { field: ['note'], message: 'Note is too long (maximum is 5000 characters)' },
    ]);
  });

  it('refuses to change consent through customerUpdate, as Shopify does', async () => {
    const { customer } = await create({ email: 'consent@example.com' });
    const result = await update({
      id: customer?.id,
      emailMarketingConsent: { marketingState: 'SUBSCRIBED' },
    });
    expect(result.customer).toBeNull();
    expect(result.userErrors[0]?.field).toEqual(['emailMarketingConsent']);
    expect(welcomeEmails('consent@example.com')).toEqual([]);
  });

  it('answers an update of an unknown customer with a userError', async () => {
    const result = await update({ id: 'gid://shopify/Customer/999999', note: 'x' });
    expect(result).toEqual({
      customer: null,
      userErrors: [{ field: ['id'], message: 'Customer does not exist' }],
    });
  });
});

describe('GET /admin/customers', () => {
  it('lists customers newest first with consent, note and messages, all text escaped', async () => {
    await create({
      email: 'owner-view@example.com',
      firstName: '<script>alert(1)</script>',
      note: 'Contact form submission: <img src=x onerror=alert(1)>',
    });
    const response = await fetch(`${server.base}/admin/customers`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Newest first.
    expect(html.indexOf('owner-view@example.com')).toBeLessThan(html.indexOf('writer@example.com'));
    expect(html).toContain('subscribed');
  });

  it('refuses other methods with 405', async () => {
    const response = await fetch(`${server.base}/admin/customers`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
