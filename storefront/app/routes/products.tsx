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
import { getProducts } from '../lib/shopify';
import styles from './products.module.css';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = shopLayoutOf(matches)?.name;
  return pageMeta(matches, {
    title: 'Shop',
    description: `Shop ${shopName ?? 'our'} dechlorinating powder, travel sachets and bath accessories. Subscribe and save ${SUBSCRIPTION_DISCOUNT_PERCENT}%, with free domestic shipping from $${FREE_SHIPPING_THRESHOLD_USD}.`,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const products = settle(
    getProducts(context.get(storefrontContext), { first: PRODUCTS_FETCHED }).then((list) => {
      rememberListedCount(list.length);
      return list;
    }),
    'Loading products',
  );
  return { products, skeletonCount: expectedListedCount(PRODUCTS_FETCHED) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.heading}>PRODUCTS</h1>
        <p className={styles.intro}>
          Everything for water that is simply water: the powder, ways to take it with you, and the
          tools to test and dose.
        </p>
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
