import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_ADMIN_TOKEN,
  type TestServer,
} from '../../../../commerce/test/support/test-server';
import { CustomerRepository } from '../../../../commerce/src/db/customer-repository';
import { createAdminClient, type AdminClient } from './admin.server';
import {
  appendContactNote,
  NOTE_TRIMMED_MARK,
  SHOPIFY_NOTE_LIMIT,
  findCustomerByEmail,
  sendContactMessage,
  subscribeToNewsletter,
  toE164,
} from './admin-customers.server';

describe('helpers', () => {
  it('keeps only phone numbers Shopify accepts (E.164; ten digits are US)', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('(512) 555-0100')).toBe('+15125550100');
    expect(toE164('call me maybe')).toBeNull();
  });

  it("drops the oldest text rather than pass Shopify's 5,000-character note limit", () => {
    const at = new Date('2026-11-22T05:07:09Z');
    const paragraph = `Contact form submission: ${'n'.repeat(3000)}`;
    const note = appendContactNote(`Oldest. ${'o'.repeat(3000)} Newer.`, paragraph, at);
    expect(note).toHaveLength(SHOPIFY_NOTE_LIMIT);
    expect(note.startsWith(NOTE_TRIMMED_MARK)).toBe(true);
    expect(note).not.toContain('Oldest.');
    expect(note.endsWith(` Newer.\n\n[2026-11-22 05:07 UTC] ${paragraph}`)).toBe(true);
  });

  it('appends a timestamped paragraph, or starts the note with the spec text', () => {
    const at = new Date('2026-11-22T05:07:09Z');
    expect(appendContactNote(null, 'Contact form submission: Hi', at)).toBe(
      'Contact form submission: Hi',
    );
    expect(appendContactNote('Old', 'Contact form submission: Hi', at)).toBe(
      'Old\n\n[2026-11-22 05:07 UTC] Contact form submission: Hi',
    );
  });
});

describe('against the local commerce server (real HTTP, real SQLite)', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = createAdminClient({
      storeDomain: server.base,
      accessToken: TEST_ADMIN_TOKEN,
      apiVersion: '2026-04',
    });
  });
  afterAll(() => server.stop());

  /** The customer as the platform keeps it (fields the storefront's lookup does not read). */
  const profileOf = (email: string) => new CustomerRepository(server.db).findByEmail(email);

  it('subscribes a new address once, then reports it as already subscribed', async () => {
    expect(await subscribeToNewsletter(admin, 'fresh@example.com')).toBe('subscribed');
    expect(await subscribeToNewsletter(admin, 'Fresh@Example.com')).toBe('already-subscribed');
    const customer = await findCustomerByEmail(admin, 'fresh@example.com');
    expect(customer?.emailMarketingConsent?.marketingState).toBe('SUBSCRIBED');
  });

  it('subscribes an address that wrote before without creating a second customer', async () => {
    await sendContactMessage(admin, {
      email: 'writer@example.com',
      name: '',
      phone: '',
      message: 'Hello',
    });
    expect(await subscribeToNewsletter(admin, 'writer@example.com')).toBe('subscribed');
    const customer = await findCustomerByEmail(admin, 'writer@example.com');
    expect(customer?.note).toBe('Contact form submission: Hello');
    // A name the form left blank is none, not an empty one.
    expect(profileOf('writer@example.com')).toMatchObject({ firstName: null, lastName: null });
  });

  it('creates the customer from the first message and appends the next ones', async () => {
    await sendContactMessage(admin, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '(512) 555-0100',
      message: 'First <b>message</b>',
    });
    await sendContactMessage(admin, {
      email: 'ADA@example.com',
      name: 'Someone Else',
      phone: 'not a phone',
      message: 'Second',
    });
    const customer = profileOf('ada@example.com');
    // The first message made the customer; the second's name and phone are only in its note.
    expect(customer).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+15125550100',
    });
    expect(customer?.note).toMatch(
      /^Contact form submission: First <b>message<\/b>\n\n\[\d{4}-\d\d-\d\d \d\d:\d\d UTC\] Contact form submission: Second\n\(Name: Someone Else; Phone: not a phone\)$/,
    );
  });

  it("never writes the form's name or phone onto an existing customer's profile", async () => {
    // A customer the shop already has, with no name or phone (a newsletter sign-up, a guest).
    await subscribeToNewsletter(admin, 'quiet@example.com');
    await sendContactMessage(admin, {
      email: 'quiet@example.com',
      name: 'Mallory Impostor',
      phone: '(512) 555-0199',
      message: 'Call me back',
    });
    const customer = profileOf('quiet@example.com');
    expect(customer).toMatchObject({ firstName: null, lastName: null, phone: null });
    expect(customer?.note).toBe(
      'Contact form submission: Call me back\n(Name: Mallory Impostor; Phone: (512) 555-0199)',
    );
  });

  it('keeps taking long messages from one address once the note is full', async () => {
    const messages = ['first', 'second', 'third'].map((word) => `${word} ${'x'.repeat(3990)}`);
    for (const message of messages) {
      await sendContactMessage(admin, { email: 'long@example.com', name: '', phone: '', message });
    }
    const customer = await findCustomerByEmail(admin, 'long@example.com');
    expect(customer?.note?.length).toBeLessThanOrEqual(SHOPIFY_NOTE_LIMIT);
    expect(customer?.note?.endsWith(`Contact form submission: ${messages[2]}`)).toBe(true);
    // The platform still has every message in full.
    const id = Number(customer?.id.split('/').pop());
    expect(
      new CustomerRepository(server.db).contactMessagesOf(id).map((kept) => kept.message),
    ).toEqual(messages);
  });

  it('loses no message when several from one address arrive at once', async () => {
    const messages = ['one', 'two', 'three', 'four'];
    await Promise.all(
      messages.map((message) =>
        sendContactMessage(admin, { email: 'burst@example.com', name: '', phone: '', message }),
      ),
    );
    const note = (await findCustomerByEmail(admin, 'burst@example.com'))?.note ?? '';
    for (const message of messages) expect(note).toContain(`Contact form submission: ${message}`);
  });
});
