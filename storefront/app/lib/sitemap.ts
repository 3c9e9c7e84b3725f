import { escapeMarkup } from './html/escape';

/**
 * The sitemaps protocol's limit per file; a bigger catalogue would need a sitemap index.
 * https://www.sitemaps.org/protocol.html
 */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** When the page last changed (W3C datetime, e.g. an ISO 8601 timestamp), if known. */
  lastmod?: string | undefined;
}

/** The path of a product page; handles are URL-safe by Shopify's rules, but encode anyway. */
export function productPath(handle: string): string {
  return `/products/${encodeURIComponent(handle)}`;
}

/** A sitemaps.org `<urlset>` document. */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers should leave alone: private, per-shopper or transactional pages and the API. */
const ROBOTS_DISALLOW = ['/account', '/checkout', '/cart', '/api/', '/success', '/order'];

/** robots.txt: everything else may be crawled, and the sitemap is where to start. */
export function buildRobotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
