import type { ServerResponse } from 'node:http';

/** Shopify lets browsers call the Storefront API directly, from any origin. */
export const STOREFRONT_CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': [
    'Content-Type',
    'Accept',
    'X-Shopify-Storefront-Access-Token',
    'Shopify-Storefront-Private-Token',
    'X-SDK-Variant',
    'X-SDK-Variant-Source',
    'X-SDK-Version',
    'Shopify-Storefront-Id',
    'Shopify-Storefront-Y',
    'Shopify-Storefront-S',
    'Shopify-Storefront-Buyer-IP',
  ].join(', '),
  'access-control-max-age': '86400',
};

export function answerPreflight(response: ServerResponse): void {
  response.writeHead(204, { ...STOREFRONT_CORS_HEADERS, 'content-length': '0' });
  response.end();
}
