import { redirect } from 'react-router';

/** Shopify's address for the whole catalogue, which this storefront shows at /products. */
export function loader() {
  return redirect('/products', 301);
}
