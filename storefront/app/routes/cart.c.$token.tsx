import { useEffect } from 'react';
import { data, redirect, useLocation, useParams, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/cart.c.$token';
import type { loader as rootLoader } from '../root';
import { ButtonLink } from '../components/ui/Button';
import { hostedCartUrl } from '../lib/checkout-token';
import { getConfig } from '../lib/config.server';
import { pageMeta } from '../lib/meta';
import { COMPANY_NAME } from '../lib/policies';
import styles from './cart.c.$token.module.css';

export function meta({ error }: Route.MetaArgs) {
  return pageMeta(
    error
      ? {
          title: `Checkout link not valid | ${COMPANY_NAME}`,
          description: 'This checkout link is not valid.',
        }
      : {
          title: `Redirecting to checkout | ${COMPANY_NAME}`,
          description: 'Taking you to the secure checkout.',
        },
    { noindex: true },
  );
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
 * Only seen if the page renders in the browser without its loader's redirect having been
 * followed (React Router follows it itself on client-side navigations): it sends the browser
 * on with the same builder, from the public store domain the root loader hands out.
 */
export default function CartRedirect() {
  const { token = '' } = useParams();
  const { search } = useLocation();
  const storeDomain = useRouteLoaderData<typeof rootLoader>('root')?.storefront.storeDomain;
  useEffect(() => {
    const target = storeDomain && hostedCartUrl(storeDomain, token, search);
    if (target) window.location.replace(target);
  }, [storeDomain, token, search]);
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
