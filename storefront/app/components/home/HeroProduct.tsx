import { Suspense, useId } from 'react';
import { Await, Link } from 'react-router';
import { IMAGE_SRCSET } from '../../lib/constants';
import { formatMoney } from '../../lib/money';
import { cardVariantTitle } from '../../lib/product/card-merchandise';
import type { Settled } from '../../lib/settle';
import type { ProductCardData } from '../../lib/shopify';
import { PackValue } from '../product/PackValue';
import { ListedAddToCart } from '../product/ProductCard';
import { Image } from '../ui/Image';
import styles from './HeroProduct.module.css';

/** The picture is a small square beside the product's name. */
const THUMBNAIL_SIZES = '96px';

/**
 * The best-selling product in the hero, so the first screen says what a pack costs and takes it
 * into the cart at once, under the shop's label for it (none when the shop has not set one).
 * While it streams in (client-side navigations) its frame holds the place; if the platform
 * cannot say, the hero goes without it (the featured products below show the error).
 */
export function DeferredHeroProduct({
  product,
  label,
}: {
  product: Promise<Settled<ProductCardData | null>>;
  label: string | null;
}) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <Await resolve={product}>
        {(result) =>
          result.ok && result.value ? <HeroProduct product={result.value} label={label} /> : null
        }
      </Await>
    </Suspense>
  );
}

function HeroProduct({ product, label }: { product: ProductCardData; label: string | null }) {
  const titleId = useId();
  const variantTitleId = useId();
  const variant = product.variants.nodes[0];
  if (!variant) return null;
  const variantTitle = cardVariantTitle(product, variant);
  return (
    <article className={styles.product} aria-labelledby={titleId}>
      <div className={styles.media}>
        {product.featuredImage ? (
          <Image
            data={product.featuredImage}
            alt=""
            aspectRatio="1/1"
            sizes={THUMBNAIL_SIZES}
            srcSetOptions={IMAGE_SRCSET.thumbnail}
            // In the first screen, but small: the hero's picture or heading stays the one
            // fetched first.
            loading="eager"
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.details}>
        {label ? <p className={styles.label}>{label}</p> : null}
        <h2 className={styles.title}>
          {/* Its box covers the whole panel (::after), so its name is just the title. */}
          <Link
            id={titleId}
            to={`/products/${product.handle}`}
            prefetch="intent"
            className={styles.link}
          >
            {product.title}
          </Link>
        </h2>
        {variantTitle ? (
          <p id={variantTitleId} className={styles.value}>
            {variantTitle}
          </p>
        ) : null}
        <p className={styles.price}>{formatMoney(variant.price)}</p>
        <PackValue product={product} price={variant.price} className={styles.value} />
      </div>
      <ListedAddToCart
        product={product}
        variant={variant}
        className={styles.addToCart}
        describedBy={variantTitle ? `${titleId} ${variantTitleId}` : titleId}
      />
    </article>
  );
}
