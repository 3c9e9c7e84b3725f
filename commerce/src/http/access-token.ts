import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Shopify's exact answer (401) to a missing or wrong access token, on both APIs. */
export const INVALID_TOKEN_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

export function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Compares in constant time, so response timing does not reveal how much of a token matched. */
export function tokenMatches(given: string, accepted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(accepted);
  return a.length === b.length && timingSafeEqual(a, b);
}
