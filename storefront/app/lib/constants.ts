/**
 * Spec section 9 constants and limits: the technical and display ones live here, the business
 * policies (shipping, discounts, returns, legal, support) in ./policies and are re-exported,
 * so every section 9 value is defined once and importable from this module.
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
/** Country the cart queries fall back to when none is given (Shopify's "unknown region"). */
export const DEFAULT_REQUEST_COUNTRY_CODE = 'ZZ';
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
export const SELLING_PLAN_GROUPS_FETCHED = 5;
export const SELLING_PLANS_FETCHED = 10;
export const VARIANTS_FETCHED = 1;
export const MAGNIFIER_SIZE_PX = 250;
export const MAGNIFIER_SCALE = 4;
/** Screens narrower than this many CSS pixels are "narrow" (mobile header, larger logo). */
export const NARROW_SCREEN_MAX_WIDTH_PX = 768;
/** Characters of an order id shown as its reference when the order could not be loaded. */
export const ORDER_REFERENCE_LENGTH = 20;

// Storage
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const AUTH_TOKEN_STORAGE_KEY = 'token';
export const CART_ID_STORAGE_KEY = 'shopifyCartId';

// Timing
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 5;
/** The spec's second toast area (stacked notifications). */
export const TOAST_STACK_VISIBLE = 3;
export const TOAST_STACK_DURATION_MS = 4000;
export const TOAST_STACK_WIDTH_PX = 356;
export const TOAST_STACK_GAP_PX = 14;
