import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { CustomerRecord } from '../db/customer-repository';
import type { Outbox, OutboxMessage } from '../outbox/outbox';

/**
 * The store's marketing automation, emulated: a customer whose email marketing becomes
 * SUBSCRIBED for the first time gets the newsletter's promise (15% off the first purchase) as an
 * email with the discount code. On Shopify this is a Shopify Email / Flow automation the merchant
 * sets up; locally the email lands in the development outbox.
 */

const WELCOME_DISCOUNT_CODE = 'WELCOME15';
const WELCOME_DISCOUNT_KIND = 'welcome_discount';

/**
 * Sends the welcome discount when `customer` is subscribed and has never been sent it (an
 * address that unsubscribes and subscribes again does not get a second code). Call it inside
 * the transaction that changed the consent, so the email and the change commit together.
 * Answers the message sent, or null.
 */
export function sendWelcomeDiscountOnce(
  customer: CustomerRecord,
  { outbox, catalogue }: { outbox: Outbox; catalogue: CatalogueSnapshot },
): OutboxMessage | null {
  if (customer.emailMarketingState !== 'SUBSCRIBED') return null;
  const alreadySent = outbox
    .list({ to: customer.email, limit: 1000 })
    .some((message) => message.kind === WELCOME_DISCOUNT_KIND);
  if (alreadySent) return null;
  // A shop without the code would promise a discount the cart then refuses.
  const discount = catalogue.discountCode(WELCOME_DISCOUNT_CODE);
  if (!discount) return null;

  const shop = catalogue.shop().name;
  const greeting = customer.firstName ? `Hi ${customer.firstName},` : 'Hi,';
  return outbox.send({
    to: customer.email,
    kind: WELCOME_DISCOUNT_KIND,
    code: discount.code,
    subject: `Welcome to ${shop}: ${discount.percentage}% off your first order`,
    text: [
      greeting,
      '',
      `Thank you for subscribing to the ${shop} newsletter.`,
      `Use the code ${discount.code} at checkout for ${discount.percentage}% off your first purchase.`,
      '',
      `The ${shop} team`,
    ].join('\n'),
  });
}
