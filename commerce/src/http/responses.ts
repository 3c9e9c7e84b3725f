import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    // Browsers must never read an answer as another type than the one declared (HTML, say).
    'x-content-type-options': 'nosniff',
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  response.end(payload);
}

/** The error body shape the Storefront API uses for transport-level failures. */
export function sendJsonError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { errors: [{ message }] }, headers);
}

export interface PagePolicy {
  /**
   * Inline `<script>` and `<style>` elements run only when they carry this nonce. Without one no
   * script runs at all, and inline styles are allowed (as on the storefront).
   */
  nonce?: string;
  /** Origins besides this server's that images may come from. */
  imageOrigins?: string[];
  /** Origins besides this server's that forms may post to (and redirect to). */
  formTargets?: string[];
}

/** The browser features no page of this server uses, switched off (the storefront's list). */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * The security headers every HTML page carries, as the storefront's pages do: a
 * Content-Security-Policy allowing nothing but what the page itself needs (by default no script),
 * no MIME sniffing, no framing in older browsers, no full URLs in Referer, no powerful features,
 * no shared browsing context with pages that open it.
 */
function pageSecurityHeaders({ nonce, imageOrigins = [], formTargets = [] }: PagePolicy = {}) {
  const contentSecurityPolicy = [
    "default-src 'none'",
    ...(nonce ? [`script-src 'nonce-${nonce}'`] : []),
    `style-src ${nonce ? `'nonce-${nonce}'` : "'unsafe-inline'"}`,
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    ["form-action 'self'", ...formTargets].join(' '),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return {
    'content-security-policy': contentSecurityPolicy.join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * A page whose URL holds a secret (a cart's key, a sign-in in progress, an emailed link's token),
 * rendered with a fresh nonce under its own policy: the page is kept out of caches, and its URL
 * out of Referer headers.
 */
export function sendPrivatePage(
  response: ServerResponse,
  status: number,
  policy: Omit<PagePolicy, 'nonce'>,
  render: (nonce: string) => string,
  headers: Record<string, string> = {},
): void {
  const nonce = randomBytes(16).toString('base64');
  sendHtml(response, status, render(nonce), {
    ...pageSecurityHeaders({ ...policy, nonce }),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    ...headers,
  });
}

/** A 303 See Other to `location` (after a form post, or to leave a page), kept out of caches. */
export function sendRedirect(
  response: ServerResponse,
  location: string,
  headers: Record<string, string | string[]> = {},
): void {
  response.writeHead(303, {
    location,
    'cache-control': 'no-store',
    ...headers,
    'content-length': 0,
  });
  response.end();
}

/** An HTML page with the security headers; `headers` add to them or replace them. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...pageSecurityHeaders(),
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
}
