import {
  AnalyticsPageType,
  getClientBrowserParameters,
  type ShopifyAddToCartPayload,
  type ShopifyAnalyticsProduct,
  type ShopifyPageViewPayload,
} from '@shopify/hydrogen-react';
import {
  addToCart,
  pageView as customerTrackingPageView,
} from '@shopify/hydrogen-react/analytics-schema-custom-storefront-customer-tracking';
import { pageView as trekkiePageView } from '@shopify/hydrogen-react/analytics-schema-trekkie-storefront-page-view';
import type { CurrencyCode } from '@shopify/hydrogen-react/storefront-api-types';
import { callApi, storedToken } from '../api-client';
import type { Cart, CartLineAddInput } from '../cart/types';
import { cookieValue } from '../consent/tracking-consent';
import { SHOPIFY_SESSION_COOKIE, SHOPIFY_UNIQUE_COOKIE } from './cookie-names';
import { MONORAIL_PATH } from './monorail-path';

/**
 * Shopify's analytics events, loaded only once the visitor's consent allows analytics (never
 * before: the page's own code holds no part of this). The events are built by hydrogen-react's
 * own Monorail schemas, exactly as its sendShopifyAnalytics builds them (a page view is a
 * Trekkie page view plus the custom storefront schema's page, product or collection event; an
 * add to cart is product_added_to_cart), and posted to this origin's Monorail path, which the
 * server forwards to the store. (sendShopifyAnalytics itself posts to https://{domain}, which
 * a storefront served over http, as locally, cannot take.)
 */

/** What the shop tells every event. */
export interface ShopAnalytics {
  /** gid://shopify/Shop/{SHOP_ID}; empty when not configured. */
  shopId: string;
  storefrontId: string | undefined;
  /** The shop's name: the products' brand. */
  brand: string;
  currency: CurrencyCode;
}

/** A route the page matched, with its loader's data (React Router's useMatches). */
export interface PageMatch {
  id: string;
  data: unknown;
}

const YEAR_S = 365 * 24 * 60 * 60;
/** A visit ends after 30 minutes without an event, as Shopify's does. */
const VISIT_S = 30 * 60;

/** A random token in Shopify's format (time in hex, then a UUID v4 tail). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const time = (Date.now() >>> 0).toString(16).padStart(8, '0');
  return `${time}-${hex.slice(0, 4)}-4${hex.slice(5, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 24)}`.toUpperCase();
}

/**
 * The unique and visit tokens, made when missing and kept fresh: the visit's cookie runs 30
 * minutes from now on every event, so a visit is one stretch of activity.
 */
function refreshTrackingCookies(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const keep = (name: string, maxAge: number) => {
    const value = cookieValue(document.cookie, name) || newToken();
    document.cookie = `${name}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  };
  keep(SHOPIFY_UNIQUE_COOKIE, YEAR_S);
  keep(SHOPIFY_SESSION_COOKIE, VISIT_S);
}

/** Where the browser asks for the signed-in customer's id (never part of a page's HTML). */
const CUSTOMER_ID_PATH = '/api/analytics/customer';

/**
 * The signed-in customer's id (gid://shopify/Customer/{id}), undefined when signed out. Asked
 * once per page load, and again when the stored sign-in token changes: a password sign-in does
 * not load a new page (a passwordless one and signing out do).
 */
let signedInCustomer: { token: string | null; id: Promise<string | undefined> } | undefined;

export function signedInCustomerId(): Promise<string | undefined> {
  const token = storedToken();
  if (!signedInCustomer || signedInCustomer.token !== token) {
    const id = callApi<{ customerId: string | null }>(CUSTOMER_ID_PATH).then((answer) =>
      answer.ok && answer.data.customerId ? answer.data.customerId : undefined,
    );
    signedInCustomer = { token, id };
  }
  return signedInCustomer.id;
}

function post(events: unknown[]): void {
  void fetch(MONORAIL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events, metadata: { event_sent_at_ms: Date.now() } }),
    // A page view may be followed at once by leaving the page.
    keepalive: true,
  }).catch(() => {
    // Analytics never disturbs shopping: a lost event is only a lost event.
  });
}

/**
 * What every event carries: the shop, consent, the browser's page and tokens, and the signed-in
 * customer. The page is read before the customer is asked, so a quick navigation cannot
 * lend an event the next page's address.
 */
async function basePayload(shop: ShopAnalytics) {
  refreshTrackingCookies();
  const page = getClientBrowserParameters();
  return {
    ...page,
    customerId: await signedInCustomerId(),
    hasUserConsent: true,
    analyticsAllowed: true,
    shopId: shop.shopId,
    storefrontId: shop.storefrontId,
    currency: shop.currency,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The product page's product and selected variant, from its loader's data. */
function productOnPage(match: PageMatch, brand: string): ShopifyAnalyticsProduct | null {
  const { data } = match;
  if (!isRecord(data) || !isRecord(data.product) || !isRecord(data.variant)) return null;
  const { product, variant } = data;
  const price = isRecord(variant.price) ? String(variant.price.amount) : '0';
  return {
    productGid: String(product.id),
    variantGid: String(variant.id),
    name: String(product.title),
    variantName: String(variant.title),
    brand,
    price,
    quantity: 1,
  };
}

/** Shopify's page type of a route, and the product it shows. */
function pageOf(matches: readonly PageMatch[], brand: string) {
  const leaf = matches.at(-1);
  switch (leaf?.id) {
    case 'routes/home':
      return { pageType: AnalyticsPageType.home };
    case 'routes/products':
      return { pageType: AnalyticsPageType.collection, collectionHandle: 'all' };
    case 'routes/product': {
      const product = productOnPage(leaf, brand);
      return product
        ? {
            pageType: AnalyticsPageType.product,
            resourceId: product.productGid,
            products: [product],
            totalValue: Number(product.price),
          }
        : { pageType: AnalyticsPageType.product };
    }
    case 'routes/not-found':
      return { pageType: AnalyticsPageType.notFound };
    case 'routes/policies.$handle':
      return { pageType: AnalyticsPageType.policy };
    default:
      return { pageType: AnalyticsPageType.page };
  }
}

/** A page view; on a product page also the product view, on the catalogue a collection view. */
export async function sendPageView(
  shop: ShopAnalytics,
  matches: readonly PageMatch[],
): Promise<void> {
  const page = pageOf(matches, shop.brand);
  const payload: ShopifyPageViewPayload = { ...(await basePayload(shop)), ...page };
  post([...trekkiePageView(payload), ...customerTrackingPageView(payload)]);
}

/** The lines the platform just added, with the cart they went into. */
export async function sendAddToCart(
  shop: ShopAnalytics,
  lines: readonly CartLineAddInput[],
  cart: Cart,
): Promise<void> {
  const products = lines.map((line): ShopifyAnalyticsProduct => ({
    productGid: line.merchandise.product.id,
    variantGid: line.merchandise.id,
    name: line.merchandise.product.title,
    variantName: line.merchandise.title,
    brand: shop.brand,
    price: (line.unitPrice ?? line.merchandise.price).amount,
    quantity: line.quantity,
  }));
  const payload: ShopifyAddToCartPayload = {
    ...(await basePayload(shop)),
    cartId: cart.id,
    products,
    totalValue: products.reduce(
      (sum, product) => sum + Number(product.price) * (product.quantity ?? 1),
      0,
    ),
  };
  post(addToCart(payload));
}
