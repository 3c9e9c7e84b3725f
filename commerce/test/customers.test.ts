import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type CommerceDatabase } from '../src/db/connection';
import { CustomerRepository } from '../src/db/customer-repository';
import { Outbox } from '../src/outbox/outbox';

let db: CommerceDatabase;
afterEach(() => db?.close());

describe('CustomerRepository', () => {
  it('keeps one customer per email, whatever its case', () => {
    db = openDatabase(':memory:');
    const customers = new CustomerRepository(db);
    const created = customers.create({ email: ' Ada@Example.com ', firstName: 'Ada' });
    expect(created.email).toBe('ada@example.com');
    expect(customers.findByEmail('ADA@example.COM')?.id).toBe(created.id);
    expect(() => customers.create({ email: 'ada@example.com' })).toThrow(/UNIQUE/);
    expect(customers.findOrCreate({ email: 'ada@EXAMPLE.com', firstName: 'Other' }).firstName).toBe(
      'Ada',
    );
  });

  it('updates only the fields it is given, and the address as a whole', () => {
    db = openDatabase(':memory:');
    const customers = new CustomerRepository(db);
    const { id } = customers.create({ email: 'b@example.com', firstName: 'Bea', lastName: 'Li' });
    expect(customers.findById(id)?.defaultAddress).toBeNull();
    const updated = customers.update(id, {
      lastName: 'Lee',
      emailMarketingState: 'SUBSCRIBED',
      tags: ['newsletter', 'vip'],
      defaultAddress: {
        firstName: 'Bea',
        lastName: 'Lee',
        address1: '1 Main St',
        address2: null,
        city: 'Austin',
        provinceCode: 'TX',
        zip: '78701',
        countryCode: 'US',
        phone: null,
      },
    });
    expect(updated).toMatchObject({
      firstName: 'Bea',
      lastName: 'Lee',
      emailMarketingState: 'SUBSCRIBED',
      tags: ['newsletter', 'vip'],
      defaultAddress: { city: 'Austin', provinceCode: 'TX' },
    });
    expect(updated.emailMarketingConsentUpdatedAt).not.toBeNull();
  });

  it('keeps every contact message of a customer in order', () => {
    db = openDatabase(':memory:');
    const customers = new CustomerRepository(db);
    const { id } = customers.create({ email: 'c@example.com' });
    customers.addContactMessage({
      customerId: id,
      name: null,
      email: 'c@example.com',
      phone: null,
      message: 'one',
    });
    customers.addContactMessage({
      customerId: id,
      name: 'C',
      email: 'c@example.com',
      phone: '1',
      message: 'two',
    });
    expect(customers.contactMessagesOf(id).map((m) => m.message)).toEqual(['one', 'two']);
  });
});

describe('Outbox', () => {
  it('lists the messages to one address newest first', () => {
    db = openDatabase(':memory:');
    const outbox = new Outbox(db);
    outbox.send({
      to: 'D@example.com',
      kind: 'sign_in_code',
      subject: 'Code',
      text: '111111',
      code: '111111',
    });
    outbox.send({
      to: 'e@example.com',
      kind: 'sign_in_code',
      subject: 'Code',
      text: '222222',
      code: '222222',
    });
    outbox.send({
      to: 'd@example.com',
      kind: 'sign_in_code',
      subject: 'Code',
      text: '333333',
      code: '333333',
    });
    expect(outbox.list({ to: 'd@EXAMPLE.com' }).map((m) => m.code)).toEqual(['333333', '111111']);
    expect(outbox.list()).toHaveLength(3);
  });
});
