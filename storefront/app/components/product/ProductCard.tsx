import { Image } from '../ui/Image';
import { useId } from 'react';
import { Link } from 'react-router';
import { IMAGE_SRCSET } from '../../lib/constants';
import { fetchPriority } from '../../lib/html/fetch-priority';
import { AddToCartButton } from '../cart/AddToCartButton';
import { PackValue } from './PackValue';
import { formatMoney } from '../../lib/money';
import { cardMerchandise, cardVariantTitle } from '../../lib/product/card-merchandise';
import type { ProductCardData } from '../../lib/shopify';
import styles from './ProductCard.module.css';

/** Grid cards are a quarter of the container on wide screens, half the viewport on phones. */
const CARD_IMAGE_SIZES = '(min-width: 1216px) 276px, (min-width: 768px) 30vw, 50vw';

interface ProductCardProps {
  product: ProductCardData;
  /** The heading level of the title, one below the section's heading. */
  headingLevel?: 'h2' | 'h3';
  /** Load the image at once and first (the page's largest contentful paint). */
  priority?: boolean;
}

/**
 * Image, title, the first variant's price with what the pack holds and what a use costs, and an
 * Add to Cart button (quantity 1). The whole
 * card links to the product page; the button sits above that link, not inside it.
 */
export function ProductCard({ product, headingLevel: Heading = 'h3', priority }: ProductCardProps) {
  const titleId = useId();
  const variantTitleId = useId();
  const variant = product.variants.nodes[0];
  const variantTitle = cardVariantTitle(product, variant);
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.featuredImage ? (
          <Image
            data={product.featuredImage}
            alt={product.featuredImage.altText ?? product.title}
            aspectRatio="1/1"
            sizes={CARD_IMAGE_SIZES}
            srcSetOptions={IMAGE_SRCSET.card}
            loading={priority ? 'eager' : 'lazy'}
            {...fetchPriority(priority ? 'high' : 'auto')}
            className={styles.image}
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* The link's box covers the card (::after), so its name is just the title. */}
          <Link
            id={titleId}
            to={`/products/${product.handle}`}
            prefetch="intent"
            className={styles.link}
          >
            {product.title}
          </Link>
        </Heading>
        {variantTitle ? (
          <p id={variantTitleId} className={styles.variantTitle}>
            {variantTitle}
          </p>
        ) : null}
        <div className={styles.pricing}>
          <p className={styles.price}>{formatMoney(price)}</p>
          <PackValue product={product} price={price} className={styles.value} />
        </div>
        {/* Every product has a variant on the platform; the first is the one the card sells. */}
        {variant ? (
          <ListedAddToCart
            product={product}
            variant={variant}
            className={styles.addToCart}
            describedBy={variantTitle ? `${titleId} ${variantTitleId}` : titleId}
          />
        ) : null}
      </div>
    </article>
  );
}

/**
 * Add to Cart (quantity 1) for a product listed outside its own page (cards, the home page's
 * best seller): its first variant, "Sold Out" and disabled when that is not for sale, described
 * by the listing's title (and variant title) elements.
 */
export function ListedAddToCart({
  product,
  variant,
  className,
  describedBy,
}: {
  product: ProductCardData;
  variant: ProductCardData['variants']['nodes'][number];
  className: string | undefined;
  describedBy: string;
}) {
  return (
    <AddToCartButton
      variant="secondary"
      className={className}
      merchandise={cardMerchandise(product, variant)}
      disabled={!variant.availableForSale}
      accessibleAddingLabel={`Adding ${product.title} to your cart`}
      aria-describedby={describedBy}
    >
      {variant.availableForSale ? 'Add to Cart' : 'Sold Out'}
    </AddToCartButton>
  );
}
