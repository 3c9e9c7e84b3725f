import { SqliteError } from '../db/connection';
import { productImageUrl } from '../cdn/image-urls';
import type { CustomerRepository } from '../db/customer-repository';
import type { OrderRepository } from '../db/order-repository';
import type { OrderRecord } from '../db/records';
import { timestamp } from '../db/rows';
import { findCartWithKey } from '../storefront-api/cart-view';
import type { RequestContext } from '../storefront-api/context';
import type { CheckoutSubmission } from './checkout-form';
import { quoteCheckout, summariseCart, type CheckoutSummary } from './checkout-summary';
import type { OrderAmounts } from './rates';
import { rememberSignedInBuyer } from './remember-buyer';
import { startSubscriptions } from './start-subscriptions';
import { chargeCard } from './test-card-gateway';
import { redeemGiftCards } from '../gift-cards/redeem-gift-cards';

type PlaceOrderOutcome =
  /** Wrong key, or an unknown cart, or a completed cart without an order. */
  | { kind: 'notFound' }
  /** The order exists: just now or by an earlier submission of the same cart. */
  | { kind: 'paid'; order: OrderRecord }
  | { kind: 'emptyCart' }
  /** The total differs from the one the buyer saw (or none was shown): show it, charge nothing. */
  | { kind: 'confirmTotal'; summary: CheckoutSummary; amounts: OrderAmounts }
  | { kind: 'declined'; summary: CheckoutSummary; message: string };

/**
 * Charges the card and turns the cart into an order, all in one IMMEDIATE transaction: the cart
 * is read, priced, charged, ordered and completed (and a signed-in buyer's profile filled in)
 * with no other writer in between, and the
 * UNIQUE checkout token stops a second order for the same cart even across processes.
 */
export function placeOrder(
  {
    context,
    orders,
    customers,
  }: { context: RequestContext; orders: OrderRepository; customers: CustomerRepository },
  token: string,
  key: string,
  submission: CheckoutSubmission,
  /** The customer signed in on the cart (its buyer identity's token), or null for a guest. */
  signedInCustomerId: number | null,
): PlaceOrderOutcome {
  try {
    return context.db
      .transaction((): PlaceOrderOutcome => {
        const cart = findCartWithKey(context.carts, token, key);
        if (!cart) return { kind: 'notFound' };
        if (cart.completedAt !== null) {
          const existing = orders.findByCheckoutToken(cart.token);
          return existing ? { kind: 'paid', order: existing } : { kind: 'notFound' };
        }
        const summary = summariseCart(context, cart, submission.email);
        if (summary.lines.length === 0) return { kind: 'emptyCart' };

        const address = submission.shippingAddress;
        const { amounts } = quoteCheckout(summary, address.countryCode, address.provinceCode ?? '');
        if (submission.expectedTotalCents !== amounts.totalCents) {
          return { kind: 'confirmTotal', summary, amounts };
        }
        const payment = chargeCard(submission.cardNumber);
        if (payment.status === 'declined') {
          return { kind: 'declined', summary, message: payment.message };
        }

        const now = timestamp();
        const order = orders.insert({
          checkoutToken: cart.token,
          email: submission.email,
          currencyCode: summary.currencyCode,
          financialStatus: 'PAID',
          lineItemsSubtotalCents: amounts.subtotalCents,
          discountCode: summary.discountCode,
          discountCents: amounts.discountCents,
          shippingTitle: amounts.shipping.title,
          shippingCents: amounts.shipping.priceCents,
          taxRate: amounts.taxRate,
          taxCents: amounts.taxCents,
          totalCents: amounts.totalCents,
          shippingAddress: address,
          cardLast4: payment.last4,
          now,
          lines: summary.lines.map((line) => ({
            ...line,
            image: line.image && {
              url: productImageUrl(context.origin, context.imageSources, line.image),
              altText: line.image.altText,
              width: line.image.width,
              height: line.image.height,
            },
          })),
        });
        // The applied gift cards pay first; the card pays the rest.
        redeemGiftCards(context.db, summary.giftCards, amounts.totalCents, now);
        startSubscriptions(context, orders, order);
        if (signedInCustomerId !== null) {
          rememberSignedInBuyer(customers, signedInCustomerId, address, now);
        }
        context.carts.markCompleted(cart.token, now);
        return { kind: 'paid', order };
      })
      .immediate();
  } catch (error) {
    // Another process ordered this cart between our read and our insert.
    if (error instanceof SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const existing = orders.findByCheckoutToken(token);
      if (existing) return { kind: 'paid', order: existing };
    }
    throw error;
  }
}
