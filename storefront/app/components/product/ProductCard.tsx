import { Image } from '@shopify/hydrogen-react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import type { ProductCardData } from '../../lib/shopify';
import styles from './ProductCard.module.css';

/** Grid cards are a quarter of the container on wide screens, half the viewport on phones. */
const CARD_IMAGE_SIZES = '(min-width: 1216px) 276px, (min-width: 768px) 30vw, 50vw';

export interface ProductCardProps {
  product: ProductCardData;
  /** The heading level of the title, one below the section's heading. */
  headingLevel?: 'h2' | 'h3';
  /** Load the image at once and first (the page's largest contentful paint). */
  priority?: boolean;
}

/** Image, title and the first variant's price; the whole card links to the product page. */
export function ProductCard({ product, headingLevel: Heading = 'h3', priority }: ProductCardProps) {
  const price = product.variants.nodes[0]?.price ?? product.priceRange.minVariantPrice;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.featuredImage ? (
          <Image
            data={product.featuredImage}
            alt={product.featuredImage.altText ?? product.title}
            aspectRatio="1/1"
            sizes={CARD_IMAGE_SIZES}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            className={styles.image}
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* The link's box covers the card (::after), so its name is just the title. */}
          <Link to={`/products/${product.handle}`} prefetch="intent" className={styles.link}>
            {product.title}
          </Link>
        </Heading>
        <p className={styles.price}>{formatMoney(price)}</p>
      </div>
    </article>
  );
}
