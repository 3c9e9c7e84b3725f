// Load on the local commerce server's Storefront API, on loopback: a product-page query and
// cartLinesAdd. Target on a 2-core machine: ≥ 1,000 product queries/s, p99 < 50 ms, no errors.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWorkspace } from './lib/process';
import { runLoad, printTable, type LoadResult } from './lib/load';

const port = Number(process.env.BENCH_COMMERCE_PORT ?? 4201);
const token = 'local-storefront-token';
const endpoint = `http://localhost:${port}/api/2026-04/graphql.json`;
const headers = { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token };
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const HERO_HANDLE = 'bath-and-plunge-powder-4-pack';

// The fields a product page reads.
const PRODUCT_PAGE_QUERY = /* GraphQL */ `
  query ProductPage($handle: String!) @inContext(country: US, language: EN) {
    product(handle: $handle) {
      id
      handle
      title
      descriptionHtml
      featuredImage {
        url
        altText
        width
        height
      }
      images(first: 5) {
        nodes {
          url
          altText
          width
          height
        }
      }
      variants(first: 1) {
        nodes {
          id
          availableForSale
          price {
            amount
            currencyCode
          }
          selectedOptions {
            name
            value
          }
        }
      }
      sellingPlanGroups(first: 5) {
        nodes {
          name
          sellingPlans(first: 10) {
            nodes {
              id
              name
              description
              options {
                name
                value
              }
              priceAdjustments {
                adjustmentValue {
                  __typename
                  ... on SellingPlanPercentagePriceAdjustment {
                    adjustmentPercentage
                  }
                  ... on SellingPlanFixedAmountPriceAdjustment {
                    adjustmentAmount {
                      amount
                      currencyCode
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function benchCommerce(): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-commerce-'));
  const server = await startWorkspace(
    'commerce',
    { COMMERCE_PORT: String(port), COMMERCE_DB_PATH: join(dataDir, 'commerce.sqlite') },
    `http://localhost:${port}/`,
  );
  try {
    const { product } = await graphql<{ product: { variants: { nodes: { id: string }[] } } }>(
      PRODUCT_PAGE_QUERY,
      { handle: HERO_HANDLE },
    );
    const variantId = product.variants.nodes[0]!.id;
    const { cartCreate } = await graphql<{ cartCreate: { cart: { id: string } } }>(
      'mutation { cartCreate(input: {}) { cart { id } } }',
      {},
    );

    const results = [
      await runLoad({
        name: 'product page query',
        url: endpoint,
        method: 'POST',
        headers,
        body: JSON.stringify({ query: PRODUCT_PAGE_QUERY, variables: { handle: HERO_HANDLE } }),
        durationSeconds,
      }),
      await runLoad({
        name: 'cartLinesAdd',
        url: endpoint,
        method: 'POST',
        headers,
        body: JSON.stringify({
          query:
            'mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { totalQuantity cost { totalAmount { amount } } } userErrors { message } } }',
          variables: {
            cartId: cartCreate.cart.id,
            lines: [{ merchandiseId: variantId, quantity: 1 }],
          },
        }),
        durationSeconds,
      }),
    ];
    printTable('Commerce server (Storefront API on loopback, 32 connections)', results);
    return results;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
