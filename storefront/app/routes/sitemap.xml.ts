import type { Route } from './+types/sitemap.xml';
import { contentPath } from '../lib/content/routes';
import { storefrontContext } from '../lib/context';
import { siteUrl } from '../lib/page-url';
import { getSitemapContent, getSitemapProducts } from '../lib/shopify';
import { buildSitemap, productPath, SITEMAP_MAX_URLS } from '../lib/sitemap';
import { errorFields, logger } from '../lib/log.server';

/** Products change rarely, but a new one should reach crawlers the same day. */
const CACHE_CONTROL = 'public, max-age=900';

/** The pages that are neither the shop's content nor a product: the home page and the catalogue. */
const STATIC_PATHS = ['/', '/products'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = context.get(storefrontContext);
  let content;
  let products;
  try {
    content = await getSitemapContent(storefront, {
      limit: SITEMAP_MAX_URLS,
      signal: request.signal,
    });
    products = await getSitemapProducts(storefront, {
      limit:
        SITEMAP_MAX_URLS - STATIC_PATHS.length - content.pages.length - content.policies.length,
      signal: request.signal,
    });
  } catch (error) {
    // A sitemap without the products would tell crawlers they are gone: ask them to come back.
    logger.error(errorFields(error), '[storefront] Building the sitemap failed');
    return new Response('The sitemap is unavailable right now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '600' },
    });
  }
  const xml = buildSitemap([
    ...STATIC_PATHS.map((path) => ({ loc: siteUrl(path) })),
    ...content.pages.map((page) => ({
      loc: siteUrl(contentPath('pages', page.handle)),
      lastmod: page.updatedAt,
    })),
    ...content.policies.map((handle) => ({ loc: siteUrl(contentPath('policies', handle)) })),
    ...products.map((product) => ({
      loc: siteUrl(productPath(product.handle)),
      lastmod: product.updatedAt,
    })),
  ]);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  });
}
