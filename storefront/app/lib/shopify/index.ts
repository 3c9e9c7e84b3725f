/** The storefront's only door to the Storefront API: everything else imports from here. */
export { createShopifyClient, StorefrontApiError } from './client';
export type { ShopifyClient, ShopifyClientOptions, StorefrontApiErrorKind } from './client';
export { getProducts } from './products';
export type { ProductCardData } from './products';
export { createBuyNowCart, getProduct, getRelatedProducts } from './product';
export type {
  BuyNowCartResult,
  BuyNowLine,
  ProductImageData,
  ProductPageData,
  ProductVariantData,
  SellingPlanGroupData,
} from './product';
export { getSitemapProducts } from './sitemap';
export type { SitemapProduct } from './sitemap';
export { cartFromApi, createCartApi } from './cart';
export type { CartApi, CartApiResult, CartUserError, PublicStorefrontConfig } from './cart';
