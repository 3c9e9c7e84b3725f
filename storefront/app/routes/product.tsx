import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useLocation,
  useNavigation,
} from 'react-router';
import type { Route } from './+types/product';
import { DeferredProductGrid } from '../components/product/ProductGrid';
import { ProductGallery } from '../components/product/ProductGallery';
import { ProductPageSkeleton } from '../components/product/ProductPageSkeleton';
import { PackValue } from '../components/product/PackValue';
import { ProductOptions } from '../components/product/ProductOptions';
import { ProductPurchase } from '../components/product/ProductPurchase';
import { RatingStars } from '../components/product/RatingStars';
import { ProductTabs, type ProductTabsContent } from '../components/product/ProductTabs';
import { ButtonLink } from '../components/ui/Button';
import { ArrowRightIcon } from '../components/ui/icons';
import { StatePanel } from '../components/ui/StatePanel';
import { directionsOf, ingredientsOf, listValue } from '../lib/content/metafields';
import { checkoutUrlOnStore } from '../lib/checkout-url';
import { RELATED_PRODUCTS_SHOWN } from '../lib/constants';
import { storefrontContext } from '../lib/context';
import { jsonLdScriptProps } from '../lib/json-ld';
import { pageMeta, privatePageMeta, truncateDescription } from '../lib/meta';
import { formatMoney } from '../lib/money';
import { siteUrl } from '../lib/page-url';
import { sanitizeRichText } from '../lib/html/sanitize.server';
import { readBody } from '../lib/http/json-request.server';
import { BUY_NOW_BODY_MAX_BYTES, BuyNowForm } from '../lib/product/buy-now.server';
import { productJsonLd } from '../lib/product/product-json-ld';
import { productRating, ratingSummary } from '../lib/product/rating';
import { installmentPrice, SHOP_PAY_INSTALLMENTS } from '../lib/product/pricing';
import { checkProductData, initialVariant, packLabel } from '../lib/product/variants';
import {
  knownVariants,
  optionPickers,
  selectedOptionsFromUrl,
  variantIdFromUrl,
  variantUrl,
} from '../lib/product/option-pickers.server';
import { settle } from '../lib/settle';
import { createBuyNowCart, getProduct, getRelatedProducts } from '../lib/shopify';
import type { ProductPageData } from '../lib/shopify';
// The page and its loading skeleton share these two columns, so the two line up exactly.
import layout from '../components/product/ProductLayout.module.css';
import styles from './product.module.css';
import { errorFields, logger } from '../lib/log.server';

const PRODUCT_NOT_FOUND = 'Product not found.';
const PRODUCT_LOAD_ERROR = 'Error loading product.';
const BUY_NOW_FAILED = 'We could not start your checkout. Please try again.';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return isRouteErrorResponse(error) && error.status === 404
      ? privatePageMeta(matches, 'Product not found', PRODUCT_NOT_FOUND)
      : privatePageMeta(matches, 'Error loading product', PRODUCT_LOAD_ERROR);
  }
  const { product, seo, shareImage: image } = loaderData;
  // The product's own type and picture in place of the site-wide defaults.
  return pageMeta(matches, seo, {
    type: 'product',
    ...(image && { image: { ...image, alt: image.altText ?? product.title } }),
  });
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const storefront = context.get(storefrontContext);
  const { handle } = params;

  let product;
  try {
    product = await getProduct(storefront, handle, {
      selectedOptions: selectedOptionsFromUrl(url),
      signal: request.signal,
    });
  } catch (error) {
    logger.error(errorFields(error), `[storefront] Loading product "${handle}" failed`);
    throw data(PRODUCT_LOAD_ERROR, { status: 502 });
  }
  if (!product) throw data(PRODUCT_NOT_FOUND, { status: 404 });

  const checked = checkProductData({ variants: { nodes: knownVariants(product) } });
  if (!checked.ok) {
    // A query or catalogue mistake, not the shopper's: log it for developers, show the error state.
    logger.error(`[storefront] ${checked.error} (${handle}: ${checked.problems.join('; ')})`);
    throw data(PRODUCT_LOAD_ERROR, { status: 500 });
  }

  // The variant the URL's options select, else the first for sale, else the first; a
  // `?variant=` link (Shopify's online store writes those) moves to its variant's option URL.
  let variant = product.selectedOrFirstAvailableVariant;
  const variantParam = url.searchParams.get('variant');
  if (variantParam !== null) {
    const named = initialVariant(checked.variants, variantIdFromUrl(variantParam));
    if (named && named.id !== variant?.id) throw redirect(variantUrl(named), 302);
    if (!named) variant = null;
  }
  const images = product.images.nodes;
  const rating = productRating(product.rating, product.ratingCount);

  // Not awaited: the page renders now and "You May Also Like" streams in (skeletons meanwhile).
  const relatedProducts = settle(
    getRelatedProducts(storefront, product.handle, { signal: request.signal }),
    'Loading related products',
  );

  return {
    product: { id: product.id, handle: product.handle, title: product.title, images },
    tabs: productTabs(product),
    // Link previews get the original (PNG) picture (the first image): not every sharing crawler
    // reads WebP.
    shareImage: product.featuredImage,
    variant,
    optionPickers: optionPickers(product),
    rating: rating && ratingSummary(rating),
    // Paragraphs and lists as the owner wrote them, with everything else stripped.
    descriptionHtml: sanitizeRichText(product.descriptionHtml),
    seo: {
      title: product.seo.title?.trim() || product.title,
      description: truncateDescription(product.seo.description?.trim() || product.description),
    },
    jsonLd: productJsonLd({
      id: product.id,
      title: product.title,
      vendor: product.vendor,
      description: product.description,
      images,
      variant,
      url: siteUrl(`/products/${product.handle}`),
      rating,
    }),
    relatedProducts,
  };
}

/**
 * Buy It Now: a new cart with just this line (the shopper's own cart is never touched), then
 * straight to its checkout on the store's domain.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request, BuyNowForm, {
    maxBytes: BUY_NOW_BODY_MAX_BYTES,
    form: true,
  });
  if (!body.ok && body.status !== 400) throw data(null, { status: body.status });
  if (!body.ok) return data({ error: BUY_NOW_FAILED }, { status: 400 });

  const storefront = context.get(storefrontContext);
  let result;
  try {
    result = await createBuyNowCart(storefront, body.data, { signal: request.signal });
  } catch (error) {
    logger.error(errorFields(error), '[storefront] Buy It Now failed');
    return data({ error: BUY_NOW_FAILED }, { status: 502 });
  }
  if (!result.ok) return data({ error: result.message }, { status: 422 });

  const storeOrigin = new URL(storefront.endpoint).origin;
  // 303: the browser follows with a GET, whatever method brought it here.
  throw redirect(checkoutUrlOnStore(result.checkoutUrl, storeOrigin), 303);
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const {
    product,
    variant,
    optionPickers: pickers,
    rating,
    descriptionHtml,
    jsonLd,
    relatedProducts,
    tabs,
  } = loaderData;

  // Another product is on its way (e.g. from "You May Also Like"): show its shape, not this one.
  const loadingAnotherProduct =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/products/') &&
    navigation.location.pathname !== location.pathname;
  const backLink = (
    <Link to="/products" prefetch="intent" className={styles.back}>
      <ArrowRightIcon className={styles.backIcon} />
      All products
    </Link>
  );
  if (loadingAnotherProduct) {
    return (
      <div className={`container ${styles.page}`}>
        {backLink}
        <ProductPageSkeleton />
      </div>
    );
  }

  // A product with choices shows the chosen values in its pickers, not above the title.
  const label = pickers.length ? null : packLabel(variant);
  // The gallery opens on the selected variant's own picture, when it has one.
  const variantImageIndex = Math.max(
    0,
    product.images.findIndex((image) => image.id === variant?.image?.id),
  );

  return (
    <div className={`container ${styles.page}`}>
      <script {...jsonLdScriptProps(jsonLd)} />
      {backLink}

      <div className={layout.layout}>
        <div className={layout.gallery}>
          <ProductGallery
            // A new variant starts the gallery again, on its picture.
            key={`${product.id}:${variant?.id}`}
            images={product.images}
            initialIndex={variantImageIndex}
            title={product.title}
          />
        </div>
        <div className={layout.details}>
          <div className={styles.details}>
            <header className={styles.header}>
              {label ? <p className={styles.label}>{label}</p> : null}
              <h1 className={styles.title}>{product.title}</h1>
              {rating ? <RatingStars rating={rating} /> : null}
            </header>

            {variant ? (
              <>
                <div className={styles.pricing}>
                  <p className={styles.price}>{formatMoney(variant.price)}</p>
                  <PackValue
                    product={variant.product}
                    price={variant.price}
                    className={styles.value}
                  />
                  <p className={styles.installments}>
                    {/* One string, so the sentence is whole in the HTML (no React text markers). */}
                    {`Pay in ${SHOP_PAY_INSTALLMENTS} interest-free installments of ${formatMoney(installmentPrice(variant.price))} with Shop Pay`}
                  </p>
                </div>
                {pickers.length ? <ProductOptions pickers={pickers} /> : null}
                <ProductPurchase
                  key={product.id}
                  variant={variant}
                  productTitle={product.title}
                  buyNowError={actionData?.error}
                />
              </>
            ) : (
              <p className={styles.unavailable}>This product is not available right now.</p>
            )}

            {/* After the purchase controls, so price and Add to Bag are in the first screen. */}
            <div
              className={styles.description}
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />

            {tabs ? <ProductTabs content={tabs} /> : null}
          </div>
        </div>
      </div>

      <section className={styles.related} aria-labelledby="related-heading">
        <h2 id="related-heading" className={styles.relatedHeading}>
          You May Also Like
        </h2>
        <DeferredProductGrid
          key={product.id}
          products={relatedProducts}
          skeletonCount={RELATED_PRODUCTS_SHOWN}
          errorMessage="Error loading products. Please try again later."
          emptyMessage="More products are on their way."
          headingLevel="h3"
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatePanel
      heading={notFound ? PRODUCT_NOT_FOUND : PRODUCT_LOAD_ERROR}
      detail={
        notFound
          ? 'It may have been renamed or is no longer sold. Our full range is one click away.'
          : 'Something went wrong on our side. Please try again in a moment.'
      }
    >
      <ButtonLink to="/products">Browse all products</ButtonLink>
    </StatePanel>
  );
}

/**
 * The Directions and Ingredients tabs, from the product's metafields: only a product that has
 * them (the ones containing the powder) shows the tabs, and each tab only with its content.
 */
function productTabs(product: ProductPageData): ProductTabsContent | null {
  const directions = directionsOf(product.directions?.references?.nodes);
  const usageNotes = listValue(product.usageNotes?.value);
  const ingredients = ingredientsOf(product.ingredients?.references?.nodes).map(
    ({ name, alsoKnownAs, role }) => ({ name, alsoKnownAs, role }),
  );
  if (!directions.length && !usageNotes.length && !ingredients.length) return null;
  return { directions, usageNotes, ingredients };
}
