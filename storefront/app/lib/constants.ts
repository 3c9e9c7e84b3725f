/**
 * The storefront's technical and display constants and limits, each defined once. Business
 * policies (shipping, discounts, returns, legal, support) live in ./policies; the ones the
 * interface needs are re-exported here.
 */

export {
  CURRENCY_CODE as DEFAULT_CURRENCY_CODE,
  FREE_SHIPPING_THRESHOLD_USD,
  NEWSLETTER_DISCOUNT_PERCENT,
  SUBSCRIPTION_DISCOUNT_PERCENT,
} from './policies';

/** Prices are formatted the US way: `$1,234.50`. */
export const CURRENCY_LOCALE = 'en-US';

// Storefront API context
export const DEFAULT_COUNTRY_CODE = 'US';
export const DEFAULT_LANGUAGE_CODE = 'EN';
/** Lines fetched with a cart, and the most lines one cart request may carry. */
export const CART_LINES_LIMIT = 250;
export const CART_QUANTITY_MIN = 1;
/** Quick quantity clicks in the cart drawer are sent together after this pause. */
export const CART_QUANTITY_SETTLE_MS = 300;

// Lists and display
export const PRODUCTS_FETCHED = 20;
export const FEATURED_PRODUCTS_SHOWN = 4;
export const RELATED_PRODUCTS_FETCHED = 5;
export const RELATED_PRODUCTS_SHOWN = 4;
export const PRODUCT_IMAGES_FETCHED = 5;
export const SELLING_PLANS_FETCHED = 10;
export const VARIANTS_FETCHED = 1;
/** Shopify allows up to 3 options per product (Size, Color, Material…). */
export const PRODUCT_OPTIONS_FETCHED = 3;
export const MAGNIFIER_SIZE_PX = 250;
export const MAGNIFIER_SCALE = 4;
/** Characters of an order id shown as its reference when the order could not be loaded. */
export const ORDER_REFERENCE_LENGTH = 20;

// Page anchors
/** The footer's last element: the first frame waits until it is parsed (root.tsx). */
export const FOOTER_END_ID = 'site-footer-end';

// Storage
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const AUTH_TOKEN_STORAGE_KEY = 'token';
export const CART_ID_STORAGE_KEY = 'shopifyCartId';

// Timing
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 5;

/** Shopify's title for the only variant of a product without options: not worth showing. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

/**
 * The widths an image's `srcset` offers (Hydrogen's `srcSetOptions`), by how large the image is
 * shown, rather than Hydrogen's default of 15 widths from 200 to 3,000 px for every image: enough
 * for 3x screens, with a quarter of the candidates, so each image costs less HTML and less work
 * to render and hydrate.
 */
export const IMAGE_SRCSET = {
  /** Shown up to about 112 CSS px wide: gallery thumbnails, cart, checkout and order lines. */
  thumbnail: { startingWidth: 100, incrementSize: 100, intervals: 4, placeholderWidth: 100 },
  /** Up to about 300 CSS px: product cards. */
  card: { startingWidth: 200, incrementSize: 200, intervals: 5, placeholderWidth: 100 },
  /** Up to 600 CSS px, or a phone's full width: the product page's main image. */
  main: { startingWidth: 300, incrementSize: 300, intervals: 6, placeholderWidth: 100 },
} as const;
