import type { CountryCode } from '@shopify/hydrogen-react/storefront-api-types';

/**
 * The header in which Shopify's edge (Oxygen) names the visitor's country, from their address:
 * what decides whether the shop's privacy settings ask them for consent. (The edge also sends
 * `oxygen-buyer-region-code`, a state or province; the Storefront API takes only a country,
 * so the platform's decision cannot depend on it.)
 */
export const BUYER_COUNTRY_HEADER = 'oxygen-buyer-country';

/**
 * The visitor's country as the edge names it (ISO 3166 alpha-2, upper case), or null when the
 * request carries no readable one.
 */
export function edgeCountry(headerValue: string | null | undefined): CountryCode | null {
  const code = headerValue?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : null;
}
