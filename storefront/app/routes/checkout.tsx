import { Image } from '../components/ui/Image';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { IMAGE_SRCSET } from '../lib/constants';
import { checkoutActionClass, CheckoutActions } from '../components/cart/CheckoutActions';
import { LineAmount } from '../components/order/LineAmount';
import { MoneyRows } from '../components/order/MoneyRows';
import { ButtonLink } from '../components/ui/Button';
import { useCart } from '../lib/cart/CartProvider';
import type { CartLine } from '../lib/cart/types';
import type { Route } from './+types/checkout';
import { privatePageMeta } from '../lib/meta';
import { cartLineAmounts, cartMoneySummary, moneyRows } from '../lib/money-rows';
// The lines look as they do in the cart drawer.
import lineStyles from '../components/cart/CartLineItem.module.css';
import styles from './checkout.module.css';

/** A shopper's own cart: nothing for search engines. */
export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(
    matches,
    'Checkout',
    'Review the items in your cart, then continue to secure checkout.',
  );
}

/**
 * False during the server render and hydration, true afterwards. The cart lives in the browser
 * (its id in local storage), so until then there is nothing to show but "loading".
 */
const useHydrated = () => useSyncExternalStore(noSubscription, isBrowser, isServer);
const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * /checkout: the cart's lines and the rows of its total (subtotal, discounts, shipping, tax,
 * total) before the hosted checkout.
 */
export default function Checkout() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>Checkout</h1>
      <CheckoutBody />
    </div>
  );
}

function CheckoutBody() {
  const { cart, status } = useCart();
  const hydrated = useHydrated();
  const updating = status === 'creating' || status === 'updating';
  const lines = cart?.lines ?? [];

  if (!hydrated || (status === 'fetching' && !cart)) {
    return (
      <p role="status" className={styles.loading}>
        Loading your cart…
      </p>
    );
  }

  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>Your cart is empty</p>
        <p className={styles.emptyHint}>Find something for gentler baths and ice plunges.</p>
        <ButtonLink to="/products">Shop Now</ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby="checkout-items">
        <h2 id="checkout-items" className="visually-hidden">
          Items in your cart
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <CheckoutLine key={line.id} line={line} />
          ))}
        </ul>
      </section>

      <section className={styles.summary} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={styles.summaryHeading}>
          Order summary
        </h2>
        <p role="status" className={updating ? styles.updating : 'visually-hidden'}>
          {updating ? 'Updating cart...' : ''}
        </p>
        {cart ? (
          <MoneyRows rows={moneyRows(cartMoneySummary(cart))} className={styles.totals} />
        ) : null}
        <CheckoutActions>
          <ButtonLink to="/products" variant="secondary" className={checkoutActionClass}>
            Back to Shop
          </ButtonLink>
        </CheckoutActions>
      </section>
    </div>
  );
}

function CheckoutLine({ line }: { line: CartLine }) {
  const { merchandise, quantity } = line;
  const { product } = merchandise;
  const planName = line.sellingPlanAllocation?.sellingPlan.name;
  return (
    <li className={styles.line}>
      <div className={styles.media}>
        {merchandise.image ? (
          <Image
            data={merchandise.image}
            alt={merchandise.image.altText ?? product.title}
            aspectRatio="1/1"
            width={112}
            sizes="112px"
            srcSetOptions={IMAGE_SRCSET.thumbnail}
            className={lineStyles.image}
          />
        ) : null}
      </div>
      <div className={styles.details}>
        <h3 className={styles.title}>
          <Link to={`/products/${product.handle}`} className={lineStyles.titleLink}>
            {product.title}
          </Link>
        </h3>
        {planName ? <p className={lineStyles.meta}>{planName}</p> : null}
        <p className={styles.quantity}>Quantity: {quantity}</p>
      </div>
      <LineAmount amounts={cartLineAmounts(line)} label="Line total" className={styles.lineTotal} />
    </li>
  );
}
