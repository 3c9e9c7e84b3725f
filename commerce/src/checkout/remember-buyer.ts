import type { CustomerRepository } from '../db/customer-repository';
import type { MailingAddressRecord } from '../db/records';

/**
 * What a signed-in buyer's paid checkout keeps on their profile, as Shopify's checkout does for
 * a logged-in customer: the shipping address becomes their default address when they have none
 * (this platform keeps one address per customer, so a default already set stays), and the
 * address's names fill a first or last name left blank. Names and an address the customer set
 * are never overwritten. Only a buyer signed in on the cart gets here: an email typed at a guest
 * checkout proves nothing, so it never changes anyone's profile.
 */
export function rememberSignedInBuyer(
  customers: CustomerRepository,
  customerId: number,
  address: MailingAddressRecord,
  now: string,
): void {
  const customer = customers.findById(customerId);
  if (!customer) return;
  const blank = (value: string | null) => !value?.trim();
  customers.update(
    customer.id,
    {
      firstName: blank(customer.firstName) ? address.firstName : undefined,
      lastName: blank(customer.lastName) ? address.lastName : undefined,
      defaultAddress: customer.defaultAddress ? undefined : { ...address, phone: null },
    },
    now,
  );
}
