import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { consentVariant, TRACKING_CONSENT_COOKIE } from '../app/lib/consent/tracking-consent';
import { BUYER_COUNTRY_HEADER, edgeCountry } from '../app/lib/consent/visitor-country';

/**
 * A short-lived cache of whole server-rendered pages for anonymous shoppers, so a busy product
 * page is rendered once every few seconds rather than once per request. Only the public pages
 * listed here, only GETs for the document, only when the request carries no cookie but the
 * platform's tracking ones (a signed-in shopper's pages are never served from it), and only
 * answers that are 200, HTML and set no cookie. Each hit gets its own CSP nonce: the one the
 * page was rendered with is replaced, so no two answers share a nonce.
 */

interface PageCacheOptions {
  /** How long a rendered page is served again (PAGE_CACHE_MS; 0 turns the cache off). */
  ttlMs: number;
  /**
   * After that, while one request renders the page anew, the others get the old one for up to
   * this long, so an expiry under load costs one render, not one per waiting shopper.
   */
  staleMs: number;
  maxEntries: number;
  /**
   * The origin the answer's page is rendered with (its canonical link, Open Graph and JSON-LD
   * URLs): part of the key, so a page is never served for an origin it was not rendered for.
   */
  renderedOrigin: (res: Response) => string;
}

/** Pages whose HTML is the same for every anonymous shopper. */
const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/products$/,
  /^\/products\/[\w-]{1,200}$/,
  /^\/(faq|about-us|science|shipping|returns|subscriptions|contact|terms-of-service|privacy-policy)$/,
  // The shop's other pages and policies, at Shopify's addresses.
  /^\/(pages|policies)\/[\w-]{1,200}$/,
];
/**
 * Cookies that do not change a page: Shopify's analytics ids, and the visitor's consent, which
 * changes only the banner and whether analytics runs (a page is kept per consentVariant and
 * the country the edge names, which the shop's region rules decide by).
 */
const NEUTRAL_COOKIES = new Set([
  '_shopify_y',
  '_shopify_s',
  '_shopify_analytics',
  TRACKING_CONSENT_COOKIE,
]);
const MAX_QUERY_LENGTH = 100;
/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'x-request-id',
  'content-length',
  // Set by compression for the encoding this client accepted; the next client may differ.
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

interface CachedPage {
  storedAt: number;
  headers: [string, string | number | string[]][];
  /**
   * The page's bytes cut where its render's nonce stood; a hit joins the parts with its own.
   * Bytes, not strings: a hit writes them as they are, where a string (two bytes a character once
   * the page has any character outside Latin-1) is measured and encoded to UTF-8 again per answer.
   */
  parts: Buffer[];
}

export function isCacheablePageRequest(
  method: string,
  path: string,
  search: string,
  cookie: string | undefined,
): boolean {
  return (
    method === 'GET' &&
    search.length <= MAX_QUERY_LENGTH &&
    CACHEABLE_PATHS.some((pattern) => pattern.test(path)) &&
    (cookie ?? '')
      .split(';')
      .map((part) => part.split('=')[0]!.trim())
      .every((name) => name === '' || NEUTRAL_COOKIES.has(name))
  );
}

export function pageCache({
  ttlMs,
  staleMs,
  maxEntries,
  renderedOrigin,
}: PageCacheOptions): RequestHandler {
  // A page past both windows is never served again: it expires.
  const pages = new LRUCache<string, CachedPage>({ max: maxEntries, ttl: ttlMs + staleMs });
  /** Keys a request is rendering anew right now. */
  const rendering = new Set<string>();

  return (req, res, next) => {
    const queryIndex = req.originalUrl.indexOf('?');
    const search = queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex);
    if (ttlMs <= 0 || !isCacheablePageRequest(req.method, req.path, search, req.get('cookie'))) {
      return next();
    }
    // Lines apart: a URL has no raw newline. The visitor's consent and country decide the
    // banner and whether analytics runs, so a page is kept per consent state and country.
    const key = [
      `${renderedOrigin(res)}${req.originalUrl}`,
      consentVariant(req.get('cookie') ?? ''),
      edgeCountry(req.get(BUYER_COUNTRY_HEADER)) ?? '',
    ].join('\n');
    const nonce = String(res.locals.cspNonce);
    const cached = pages.get(key);
    const age = cached ? Date.now() - cached.storedAt : Infinity;
    const servable = age < ttlMs || (age < ttlMs + staleMs && rendering.has(key));
    if (cached && servable) {
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader('X-Page-Cache', age < ttlMs ? 'hit' : 'stale');
      sendWithNonce(res, cached.parts, nonce);
      return;
    }
    rendering.add(key);
    res.once('close', () => rendering.delete(key));
    res.setHeader('X-Page-Cache', 'miss');
    capture(res, (body) => {
      const contentType = String(res.getHeader('content-type') ?? '');
      if (
        res.statusCode !== 200 ||
        res.getHeader('set-cookie') ||
        !contentType.startsWith('text/html')
      ) {
        return;
      }
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !PER_ANSWER_HEADERS.has(name) && name !== 'x-page-cache')
        .map(([name, value]) => [name, value!] as [string, string | number | string[]]);
      pages.set(key, { storedAt: Date.now(), headers, parts: splitAtNonce(body, nonce) });
    });
    next();
  };
}

const nonceAttribute = (nonce: string) => Buffer.from(`nonce="${nonce}"`);

function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const separator = nonceAttribute(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** Writes the stored parts with the answer's nonce between them: no copy of the page per answer. */
function sendWithNonce(res: Response, parts: Buffer[], nonce: string) {
  const separator = nonceAttribute(nonce);
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  res.status(200).setHeader('Content-Length', length + separator.length * (parts.length - 1));
  parts.forEach((part, index) => {
    if (index > 0) res.write(separator);
    res.write(part);
  });
  res.end();
}

/** Collects what the app writes (before compression, which wraps the socket side) and hands it over at the end. */
function capture(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') {
      keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    }
    const result = end(chunk, ...rest);
    if (!res.destroyed) done(Buffer.concat(chunks));
    return result;
  }) as Response['end'];
}
