/**
 * Shopify's addresses for the shop's pages and policies, and where this storefront shows them.
 * Menus, links and old bookmarks use Shopify's (`/pages/faq`, `/collections/all`); a page or
 * policy with a route of its own here is shown there, and any other at Shopify's address.
 */

/** Page handle → its route here. */
export const PAGE_ROUTES: Readonly<Record<string, string>> = {
  faq: '/faq',
  returns: '/returns',
  shipping: '/shipping',
  subscriptions: '/subscriptions',
  'about-us': '/about-us',
  science: '/science',
  contact: '/contact',
};

/** Policy handle → its route here. */
export const POLICY_ROUTES: Readonly<Record<string, string>> = {
  'terms-of-service': '/terms-of-service',
  'privacy-policy': '/privacy-policy',
};

/**
 * Policy handle → the page that states the same terms. This shop writes its refund, shipping and
 * subscription terms as pages (with their questions as panels), so Shopify's address for such a
 * policy leads to the page while the platform has no policy of that kind; a policy the owner
 * writes there is shown instead.
 */
const POLICY_PAGES: Readonly<Record<string, string>> = {
  'refund-policy': 'returns',
  'shipping-policy': 'shipping',
  'subscription-policy': 'subscriptions',
};

/** Where the terms of a policy the platform does not have are stated, if on one of the pages. */
export function pageStatingPolicy(handle: string): string | undefined {
  return Object.hasOwn(POLICY_PAGES, handle)
    ? contentPath('pages', POLICY_PAGES[handle]!)
    : undefined;
}

/** The route here of a page or a policy that has one of its own. */
export function ownRoute(kind: 'pages' | 'policies', handle: string): string | undefined {
  const routes = kind === 'pages' ? PAGE_ROUTES : POLICY_ROUTES;
  return Object.hasOwn(routes, handle) ? routes[handle] : undefined;
}

/** Where a page or a policy is shown here. Handles are URL-safe by Shopify's rules; encoded anyway. */
export const contentPath = (kind: 'pages' | 'policies', handle: string) =>
  ownRoute(kind, handle) ?? `/${kind}/${encodeURIComponent(handle)}`;

/** The catalogue's Shopify address; its route here is /products. */
const ALL_PRODUCTS = '/collections/all';

/**
 * The route here for a path on the shop's own domain: `/pages/faq` → `/faq`,
 * `/policies/terms-of-service` → `/terms-of-service`, `/collections/all` → `/products`; any other
 * path is kept (a product's, another page's, the home page's).
 */
export function storefrontPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === ALL_PRODUCTS) return '/products';
  const [, kind, handle] = /^\/(pages|policies)\/([^/]+)$/.exec(trimmed) ?? [];
  if (!handle) return path;
  return ownRoute(kind as 'pages' | 'policies', safeDecode(handle)) ?? path;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A link target as this storefront should use it: the shop's own absolute URLs (on its primary
 * domain or the platform's store domain, as Hydrogen strips them) become paths here; links to
 * elsewhere stay as they are; `null` (a menu item without a target) stays `null`.
 */
export function storefrontUrl(url: string | null, ownOrigins: readonly string[]): string | null {
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'relative:/');
  } catch {
    return url;
  }
  const relative = parsed.protocol === 'relative:';
  if (!relative && !ownOrigins.includes(parsed.origin)) return url;
  if (!relative && !/^https?:$/.test(parsed.protocol)) return url;
  return `${storefrontPath(parsed.pathname)}${parsed.search}${parsed.hash}`;
}
