/**
 * The Storefront API as the browser and the server may both use it. Code outside lib/shopify
 * reaches the platform only through this module and, for server-only parts, index.server.ts.
 */
export { createShopifyClient } from './client';
export type { ShopifyClient } from './client';
export { PlatformError } from './platform-error';
export { getCatalogueIntro, getProducts } from './products';
export type { ProductCardData } from './products';
export { createBuyNowCart, getProduct, getRelatedProducts } from './product';
export type { ProductImageData, ProductPageData, ProductVariantData } from './product';
export { getSitemapContent } from './content';
export { getSitemapProducts } from './sitemap';
export { createCartApi } from './cart';
export type { CartApi, CartApiResult, CartWarning, PublicStorefrontConfig } from './cart';
