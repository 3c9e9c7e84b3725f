import { Suspense } from 'react';
import { Await } from 'react-router';
import type { Settled } from '../../lib/settle';
import type { ProductCardData } from '../../lib/shopify';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: ProductCardData[];
  headingLevel?: 'h2' | 'h3';
  /** Treat the first card's image as the page's LCP element. */
  prioritizeFirst?: boolean;
}

export function ProductGrid({ products, headingLevel, prioritizeFirst }: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={prioritizeFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while products load (client-side navigations). */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div>
      <p role="status" className="visually-hidden">
        Loading products
      </p>
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true">
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function ProductsMessage({ tone, children }: { tone: 'error' | 'empty'; children: string }) {
  return tone === 'error' ? (
    <p role="alert" className={`${styles.message} ${styles.error}`}>
      {children}
    </p>
  ) : (
    <p className={styles.message}>{children}</p>
  );
}

export interface DeferredProductGridProps extends Omit<ProductGridProps, 'products'> {
  /** The loader's deferred products (never rejects; see lib/settle). */
  products: Promise<Settled<ProductCardData[]>>;
  skeletonCount: number;
  errorMessage: string;
  emptyMessage: string;
}

/**
 * Skeletons while the products stream in, then the grid, an empty note or an error. On the
 * first (server) render the HTML already holds the products: entry.server waits for them.
 */
export function DeferredProductGrid({
  products,
  skeletonCount,
  errorMessage,
  emptyMessage,
  ...gridProps
}: DeferredProductGridProps) {
  const error = <ProductsMessage tone="error">{errorMessage}</ProductsMessage>;
  return (
    <Suspense fallback={<ProductGridSkeleton count={skeletonCount} />}>
      <Await resolve={products} errorElement={error}>
        {(result) => {
          if (!result.ok) return error;
          if (result.value.length === 0) {
            return <ProductsMessage tone="empty">{emptyMessage}</ProductsMessage>;
          }
          return <ProductGrid products={result.value} {...gridProps} />;
        }}
      </Await>
    </Suspense>
  );
}
