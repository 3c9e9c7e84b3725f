import { data, redirect } from 'react-router';
import type { Route } from './+types/cart.c.$token';
import { ButtonLink } from '../components/ui/Button';
import { hostedCartUrl } from '../lib/checkout-token';
import { getConfig } from '../lib/config.server';
import { privatePageMeta } from '../lib/meta';
import styles from './cart.c.$token.module.css';

export function meta({ error, matches }: Route.MetaArgs) {
  return error
    ? privatePageMeta(matches, 'Checkout link not valid', 'This checkout link is not valid.')
    : privatePageMeta(matches, 'Redirecting to checkout', 'Taking you to the secure checkout.');
}

/**
 * /cart/c/{token}?key=…: a cart's checkout link that reached the storefront's
 * host goes on to the store's own cart page, same token and query. The redirect happens here
 * on the server, so it needs no JavaScript; the host is always the configured store's.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const target = hostedCartUrl(getConfig().storeDomain, params.token, url.search);
  if (!target) throw data('This checkout link is not valid.', { status: 400 });
  return redirect(target, {
    status: 302,
    // The query carries the cart's secret: neither cached nor passed on as a referrer.
    headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

/**
 * The loader always redirects or fails, and React Router follows the redirect on client-side
 * navigations too: this status is all the page could show on its way.
 */
export default function CartRedirect() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.message} role="status">
        Redirecting to checkout...
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="checkout-link-heading">
      <h1 id="checkout-link-heading" className={styles.heading}>
        This checkout link is not valid
      </h1>
      <p className={styles.message}>
        Open your cart and select Proceed to Checkout to start again.
      </p>
      <ButtonLink to="/products">Continue Shopping</ButtonLink>
    </section>
  );
}
