import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** Pages with a secret in their URL tighten it to `no-referrer` in their own headers. */
const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Shopify serves product images from its CDN, not from the store's own domain. */
const SHOPIFY_CDN = 'https://cdn.shopify.com';

/**
 * The Content-Security-Policy for one response. Scripts run only from this origin or with the
 * request's nonce (React Router's inline hydration data, the theme script); no unsafe-inline
 * scripts. Inline styles are allowed: React writes `style` attributes, which CSP counts as
 * inline styles and which cannot carry a nonce.
 */
export function contentSecurityPolicy(nonce: string, storeOrigin: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', storeOrigin, SHOPIFY_CDN],
    'font-src': ["'self'"],
    // The cart talks to the Storefront API from the browser.
    'connect-src': ["'self'", storeOrigin],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Checkout is hosted by the store.
    'form-action': ["'self'", storeOrigin],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** The browser features the storefront never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = ['accelerometer', 'autoplay', 'camera', 'display-capture']
  .concat(['geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb'])
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The build's hashed files (scripts, styles, fonts, images). They are never shown as a page, so
 * the headers that only govern a document (CSP, framing, permissions, opener, referrer) would
 * be dead weight, sent again with each of the dozen files a first visit loads.
 */
const BUILD_ASSETS = '/assets/';

/**
 * Security headers on every answer: pages, /api, static files, health checks. `storeOrigin`
 * serves the Storefront API, CDN images and the hosted checkout; `production` enforces the CSP
 * and sends HSTS (in development the CSP is report-only, so Vite's HMR keeps working).
 * The build's assets get only HSTS and `nosniff`.
 */
export function securityHeaders({
  storeOrigin,
  production,
}: {
  storeOrigin: string;
  production: boolean;
}): RequestHandler {
  const origin = new URL(storeOrigin).origin;
  return (req, res, next) => {
    if (production) {
      // Browsers ignore HSTS over plain http, so this is safe on a local production build.
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.path.startsWith(BUILD_ASSETS)) {
      next();
      return;
    }
    const policy = contentSecurityPolicy(String(res.locals.cspNonce), origin);
    res.setHeader(
      production ? 'Content-Security-Policy' : 'Content-Security-Policy-Report-Only',
      policy,
    );
    // Filled in as the headers go out, only if the page set none: React Router adds a route's
    // headers to those already set, so setting it now would send two Referrer-Policy headers.
    onHeaders(res, () => {
      if (!res.hasHeader('Referrer-Policy')) {
        res.setHeader('Referrer-Policy', DEFAULT_REFERRER_POLICY);
      }
    });
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    next();
  };
}
