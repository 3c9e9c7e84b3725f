import type { Route } from './+types/success';
import { FiguresKeptWhole } from '../components/content/FiguresKeptWhole';
import { OrderSummary } from '../components/order/OrderSummary';
import { ButtonLink } from '../components/ui/Button';
import { CheckIcon } from '../components/ui/icons';
import { isCheckoutToken } from '../lib/checkout-token';
import { useShopLayout } from '../lib/content/shop';
import { privatePageMeta } from '../lib/meta';
import { truncatedOrderReference, type Checkout } from '../lib/order';
import { findCheckout } from '../lib/order.server';
import styles from './success.module.css';
import { errorFields, logger } from '../lib/log.server';

/** A page per order: nothing for search engines. */
export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Thank you', 'Your order is confirmed.');
}

export function headers() {
  return {
    // The order is the buyer's alone, and the address (checkout_id) must not leak onwards.
    'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * The hosted checkout sends the buyer here with `?checkout_id={cart token}`. The order is read
 * on the server, so it is in the HTML; if it cannot be read the page still thanks the buyer
 * and shows the reference (the failure is only logged).
 */
export async function loader({ url, request }: Route.LoaderArgs) {
  const checkoutId = url.searchParams.get('checkout_id')?.trim() || null;
  const checkout = checkoutId ? await loadOrder(checkoutId, request.signal) : null;
  return { checkoutId, checkout };
}

async function loadOrder(checkoutId: string, signal: AbortSignal): Promise<Checkout | null> {
  // The reference, not the id: the id alone is enough to read the order through the API.
  const reference = truncatedOrderReference(checkoutId);
  if (!isCheckoutToken(checkoutId)) {
    logger.warn(`[success] checkout_id ${JSON.stringify(reference)} is not a checkout token`);
    return null;
  }
  try {
    const lookup = await findCheckout(checkoutId, { signal });
    if (lookup.status === 'found') return lookup.checkout;
    logger.warn(`[success] No order shown for checkout ${reference}: ${lookup.status}`);
  } catch (error) {
    logger.error(
      errorFields(error),
      `[success] Loading the order for checkout ${reference} failed`,
    );
  }
  return null;
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { checkoutId, checkout } = loaderData;
  const layout = useShopLayout();
  const shopName = layout?.name;
  // What happens next, in the shop's words (left out when the shop has none).
  const shippingNote = layout?.texts.orderShippingNote;
  // No checkout_id: a general thank-you; otherwise the order's reference, even unread.
  const reference = checkout ? checkout.name : checkoutId && truncatedOrderReference(checkoutId);
  const eyebrow = reference ? 'Order confirmed' : shopName;
  const lead = !reference
    ? 'If you have just placed an order, your confirmation has its details. '
    : checkout
      ? 'We are preparing it now. '
      : 'Your order details are not available here just now. Keep this reference if you contact us about your order. ';
  return (
    <div className={`container ${styles.page} ${checkout ? styles.withSummary : ''}`}>
      <section className={styles.intro} aria-labelledby="success-heading">
        {reference ? (
          // A calm confirmation mark beside the heading; the heading says it in words.
          <span className={styles.badge} aria-hidden="true">
            <CheckIcon strokeWidth="1.8" />
          </span>
        ) : null}
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="success-heading" className={styles.heading}>
          {reference ? 'Thank you for your order' : 'Thank you for shopping with us'}
        </h1>
        {reference ? (
          <p className={styles.reference}>
            Order reference: <strong className={styles.referenceValue}>{reference}</strong>
          </p>
        ) : null}
        <p className={styles.text}>
          {lead}
          {shippingNote ? <FiguresKeptWhole text={shippingNote} className={styles.keep} /> : null}
        </p>
        <ButtonLink to="/products" className={styles.cta}>
          Continue Shopping
        </ButtonLink>
      </section>
      {checkout ? <OrderSummary checkout={checkout} /> : null}
    </div>
  );
}
