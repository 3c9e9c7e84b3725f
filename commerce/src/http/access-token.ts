import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Shopify's exact answer (401) to a missing or wrong access token, on both APIs. */
export const INVALID_TOKEN_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

/** A request header as one string (Node keeps the first of repeated ones, or joins them). */
export const headerValue = (request: IncomingMessage, name: string) =>
  request.headers[name]?.toString();

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares in constant time, as digests of equal length, so response timing reveals neither how
 * much of a token matched nor how long the accepted one is.
 */
export function tokenMatches(given: string, accepted: string): boolean {
  return timingSafeEqual(digest(given), digest(accepted));
}
