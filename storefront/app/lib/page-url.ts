/**
 * The public, absolute URL of the page being rendered: what canonical links, Open Graph tags,
 * JSON-LD, the sitemap and robots.txt are built from.
 *
 * React Router calls a route's `meta` without the request, and routes call
 * `pageMeta(SEO['/path'])` with no arguments, so the URL cannot be passed in. On the server,
 * server/app.ts registers a per-request source (PUBLIC_SITE_URL's origin when configured,
 * otherwise the origin the request arrived at); in the browser it is the address bar's path on
 * the origin the server rendered with.
 */
type PageUrlSource = () => URL | undefined;

let serverSource: PageUrlSource | undefined;

/** Called once by the server with a source of the current request's public URL. */
export function providePageUrl(source: PageUrlSource): void {
  serverSource = source;
}

export function currentPageUrl(): URL {
  const fromServer = serverSource?.();
  if (fromServer) return new URL(fromServer.href);
  if (typeof window !== 'undefined') {
    // The origin the server rendered with (root.tsx puts it on <html>): with PUBLIC_SITE_URL it
    // may differ from the address bar, and React would add a second canonical link rather than
    // correct the first if the browser's render disagreed.
    const origin = document.documentElement.dataset.siteOrigin || window.location.origin;
    return new URL(`${origin}${window.location.pathname}${window.location.search}`);
  }
  throw new Error('currentPageUrl() was called outside a request; see server/app.ts.');
}

/**
 * The one URL a page is known by: no query or fragment (filters and tracking parameters do not
 * make a new page) and no trailing slash (so /products/ and /products are one page).
 */
export function canonicalUrl(page: URL): string {
  const path = page.pathname.replace(/\/+$/, '') || '/';
  return siteUrl(path, page);
}

/** An absolute URL on this site for a root-relative path such as `/images/og-default.png`. */
export function siteUrl(path: string, page: URL = currentPageUrl()): string {
  // Concatenated, not resolved: `new URL('//other.example/x', origin)` would leave the site.
  return new URL(`${page.origin}${path}`).href;
}
