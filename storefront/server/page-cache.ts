import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { consentVariant, TRACKING_CONSENT_COOKIE } from '../app/lib/consent/tracking-consent';
import { BUYER_COUNTRY_HEADER, edgeCountry } from '../app/lib/consent/visitor-country';

/**
 * A short-lived cache of whole server-rendered pages for anonymous shoppers, so a busy product
 * page is rendered once every few seconds rather than once per request. Only the public pages
 * listed here, only GETs for the document, only when the request carries no cookie but the
 * platform's tracking ones (a signed-in shopper's pages are never served from it), and only
 * answers that are 200, HTML and set no cookie.
 *
 * A page is stored as fixed bytes, compressed once: compressing it for every answer cost each
 * browser's request (they all accept Brotli) ten times the work of the hit itself. So a stored
 * page carries no nonce. Its policy allows the inline scripts that the render gave its nonce to,
 * by their SHA-256 hashes instead (CSP's hash sources): the same scripts, and nothing injected
 * later, while every rendered answer keeps a nonce of its own.
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
/** The policy headers, one of which (by mode) names the render's nonce. */
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];
/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = new Set([
  'x-request-id',
  'content-length',
  // Set by compression for the encoding this client accepted; the next client may differ.
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Quality 6: a page is compressed once per render, as it is stored, in about 3 ms (quality 11
 * takes 70); still 8% smaller than the quality 4 the compression middleware uses per answer
 * (12.1 against 13.2 kB for a product page).
 */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } };

interface CachedPage {
  storedAt: number;
  /** The render's headers, its policy allowing the page's inline scripts by their hashes. */
  headers: [string, string | number | string[]][];
  /** The page without its nonce attributes; compressed per answer for a client without Brotli. */
  body: Buffer;
  brotli: Buffer;
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
    const cached = pages.get(key);
    const age = cached ? Date.now() - cached.storedAt : Infinity;
    const servable = age < ttlMs || (age < ttlMs + staleMs && rendering.has(key));
    if (cached && servable) {
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader('X-Page-Cache', age < ttlMs ? 'hit' : 'stale');
      const brotli = req.acceptsEncodings('br') === 'br';
      // Already encoded, the compression middleware passes it through.
      if (brotli) res.setHeader('Content-Encoding', 'br');
      const bytes = brotli ? cached.brotli : cached.body;
      res.status(200).setHeader('Content-Length', bytes.length);
      res.end(bytes);
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
      const page = withoutNonce(body, String(res.locals.cspNonce));
      const policyHeader = POLICY_HEADERS.find((name) => res.hasHeader(name));
      const policy = policyHeader ? String(res.getHeader(policyHeader)) : '';
      // Kept only when the policy names the render's nonce and each script it allowed ends.
      if (!policy.includes(page.nonceSource) || !page.complete) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !PER_ANSWER_HEADERS.has(name) && name !== 'x-page-cache')
        .map(([name, value]): [string, string | number | string[]] => [
          name,
          name === policyHeader ? policy.replace(page.nonceSource, () => page.hashSources) : value!,
        ]);
      const brotli = brotliCompressSync(page.body, BROTLI_OPTIONS);
      pages.set(key, { storedAt: Date.now(), headers, body: page.body, brotli });
    });
    next();
  };
}

/**
 * The page without the render's nonce attributes, and the policy sources that allow, in the
 * nonce's place, the inline scripts that carried it: the SHA-256 of each one's text, as the
 * browser hashes it (the bytes between the tag and `</script`). An external script's nonce
 * needs no replacement: the policy allows this origin's files.
 */
function withoutNonce(body: Buffer, nonce: string) {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const parts: Buffer[] = [];
  const hashes = new Set<string>();
  let complete = true;
  let start = 0;
  for (let at = body.indexOf(attribute); at !== -1; at = body.indexOf(attribute, start)) {
    parts.push(body.subarray(start, at));
    start = at + attribute.length;
    const tagEnd = body.indexOf('>', start);
    const tag = body.toString('latin1', body.lastIndexOf('<', at), Math.max(tagEnd, at));
    if (!tag.startsWith('<script') || / src=/.test(tag)) continue;
    const scriptEnd = tagEnd === -1 ? -1 : body.indexOf('</script', tagEnd);
    if (scriptEnd === -1) {
      complete = false;
      continue;
    }
    const text = body.subarray(tagEnd + 1, scriptEnd);
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  parts.push(body.subarray(start));
  return {
    body: Buffer.concat(parts),
    complete,
    nonceSource: ` 'nonce-${nonce}'`,
    hashSources: [...hashes].map((source) => ` ${source}`).join(''),
  };
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
