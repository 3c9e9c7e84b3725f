import type { Route } from './+types/products';
import { DeferredProductGrid } from '../components/product/ProductGrid';
import { shopLayoutOf } from '../lib/content/shop';
import {
  FREE_SHIPPING_THRESHOLD_USD,
  PRODUCTS_FETCHED,
  SUBSCRIPTION_DISCOUNT_PERCENT,
} from '../lib/constants';
import { storefrontContext } from '../lib/context';
import { pageMeta } from '../lib/meta';
import {
  expectedListedCount,
  rememberListedCount,
} from '../lib/product/listed-product-count.server';
import { settle } from '../lib/settle';
import { getCatalogueIntro, getProducts } from '../lib/shopify';
import styles from './products.module.css';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = shopLayoutOf(matches)?.name;
  return pageMeta(matches, {
    title: 'Shop',
    description: `Shop ${shopName ?? 'our'} dechlorinating powder, travel sachets and bath accessories. Subscribe and save ${SUBSCRIPTION_DISCOUNT_PERCENT}%, with free domestic shipping from $${FREE_SHIPPING_THRESHOLD_USD}.`,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const storefront = context.get(storefrontContext);
  const skeletonCount = expectedListedCount(PRODUCTS_FETCHED);
  const products = settle(
    getProducts(storefront, { first: PRODUCTS_FETCHED }).then((list) => {
      rememberListedCount(list.length);
      return list;
    }),
    'Loading products',
  );
  // Above the list, so awaited (from the catalogue cache, as a rule); the page goes on without
  // it when the platform fails, and the list shows the error.
  const intro = await settle(getCatalogueIntro(storefront), 'Loading the catalogue introduction');
  return { intro: intro.ok ? intro.value : null, products, skeletonCount };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.heading}>PRODUCTS</h1>
        {loaderData.intro ? <p className={styles.intro}>{loaderData.intro}</p> : null}
      </header>
      <DeferredProductGrid
        products={loaderData.products}
        skeletonCount={loaderData.skeletonCount}
        errorMessage="Error loading products. Please try again later."
        emptyMessage="No products are available right now. Please check back soon."
        headingLevel="h2"
        prioritizeFirst
      />
    </div>
  );
}
