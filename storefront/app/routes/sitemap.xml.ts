import type { Route } from './+types/sitemap.xml';
import { storefrontContext } from '../lib/context';
import { siteUrl } from '../lib/page-url';
import { getSitemapProducts } from '../lib/shopify';
import { SEO_PATHS } from '../content/seo';
import { buildSitemap, productPath, SITEMAP_MAX_URLS } from '../lib/sitemap';
import { errorFields, logger } from '../lib/log.server';

/** Products change rarely, but a new one should reach crawlers the same day. */
const CACHE_CONTROL = 'public, max-age=900';

export async function loader({ context, request }: Route.LoaderArgs) {
  let products;
  try {
    products = await getSitemapProducts(context.get(storefrontContext), {
      limit: SITEMAP_MAX_URLS - SEO_PATHS.length,
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
    ...SEO_PATHS.map((path) => ({ loc: siteUrl(path) })),
    ...products.map((product) => ({
      loc: siteUrl(productPath(product.handle)),
      lastmod: product.updatedAt,
    })),
  ]);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  });
}
