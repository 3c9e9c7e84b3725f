import { Suspense } from 'react';
import { Await } from 'react-router';
import type { Settled } from '../../lib/settle';
import type { ProductCardData } from '../../lib/shopify';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/**
 * Skeletons while the products stream in, then the grid, an empty note or an error. On the
 * first (server) render the HTML already holds the products: entry.server waits for them.
 */
export function DeferredProductGrid({
  products,
  skeletonCount,
  errorMessage,
  emptyMessage,
  headingLevel,
  prioritizeFirst,
}: {
  /** The loader's deferred products (never rejects; see lib/settle). */
  products: Promise<Settled<ProductCardData[]>>;
  skeletonCount: number;
  errorMessage: string;
  emptyMessage: string;
  headingLevel: 'h2' | 'h3';
  /** Treat the first card's image as the page's LCP element. */
  prioritizeFirst?: boolean;
}) {
  const error = (
    <p role="alert" className={`${styles.message} ${styles.error}`}>
      {errorMessage}
    </p>
  );
  // Placeholder cards while the products load (client-side navigations).
  const skeleton = (
    <div>
      <p role="status" className="visually-hidden">
        Loading products
      </p>
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true">
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <Suspense fallback={skeleton}>
      <Await resolve={products} errorElement={error}>
        {(result) => {
          if (!result.ok) return error;
          if (result.value.length === 0) return <p className={styles.message}>{emptyMessage}</p>;
          return (
            <ul className={`${styles.grid} ${styles.cards}`}>
              {result.value.map((product, index) => (
                <li key={product.id} className={styles.item}>
                  <ProductCard
                    product={product}
                    headingLevel={headingLevel}
                    priority={prioritizeFirst && index === 0}
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </Await>
    </Suspense>
  );
}
