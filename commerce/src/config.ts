import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The commerce workspace folder (…/commerce). */
export const commerceRoot = fileURLToPath(new URL('..', import.meta.url));
/** The repository root: two levels above commerce/src. */
const repoRoot = dirname(commerceRoot.replace(/[\\/]$/, ''));

export const defaultCataloguePath = join(commerceRoot, 'seed', 'catalogue.json');
export const defaultImagesDir = join(commerceRoot, 'seed', 'images');
const defaultContentDir = join(commerceRoot, 'seed', 'content');
export const DEFAULT_STOREFRONT_TOKEN = 'local-storefront-token';
export const DEFAULT_ADMIN_TOKEN = 'local-admin-token';
export const DEFAULT_PRIVATE_STOREFRONT_TOKEN = 'local-private-storefront-token';

/**
 * API versions this server answers (Storefront and Admin). The Storefront API serves both from
 * the one bundled schema (2026-04); 2025-04 stays because the product spec names it.
 */
export const SUPPORTED_API_VERSIONS: ReadonlySet<string> = new Set(['2025-04', '2026-04']);

/** Shopify caps list inputs (lines, attributes, codes) at 250 entries per request. */
export const MAX_INPUT_LIST_LENGTH = 250;
/** Largest Storefront API request body accepted. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** A variable's value without surrounding space; unset or blank is undefined. */
const stringFromEnv = (name: string) => process.env[name]?.trim() || undefined;

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(stringFromEnv(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${process.env[name]}".`);
  }
  return value;
}

/** The configuration the environment gives: each setting's variable, else its default. */
export function configFromEnv() {
  return {
    // 0 picks a free port.
    port: numberFromEnv('COMMERCE_PORT', 4001),
    /**
     * Loopback only by default, so that other machines cannot reach a development server by
     * accident. Any address other machines can reach is refused while one of the tokens still
     * has its public default value.
     */
    host: stringFromEnv('COMMERCE_HOST') ?? '127.0.0.1',
    dbPath: stringFromEnv('COMMERCE_DB_PATH') ?? join(repoRoot, '.data', 'commerce.sqlite'),
    /** The origin in checkout and image URLs, else http://localhost:{port}. */
    publicUrl: stringFromEnv('COMMERCE_PUBLIC_URL'),
    /** A delay added to every Storefront API answer. */
    latencyMs: numberFromEnv('COMMERCE_LATENCY_MS', 0),
    storefrontToken: stringFromEnv('PUBLIC_STOREFRONT_API_TOKEN') ?? DEFAULT_STOREFRONT_TOKEN,
    /**
     * The server-to-server token, with which requests in Shopify-Storefront-Private-Token may
     * name their buyer's IP in Shopify-Storefront-Buyer-IP.
     */
    privateStorefrontToken:
      stringFromEnv('PRIVATE_STOREFRONT_API_TOKEN') ?? DEFAULT_PRIVATE_STOREFRONT_TOKEN,
    /** The Admin API's X-Shopify-Access-Token. */
    adminToken: stringFromEnv('PRIVATE_ADMIN_API_TOKEN') ?? DEFAULT_ADMIN_TOKEN,
    /** Where the hosted checkout sends a buyer after paying ({url}/success?checkout_id=…). */
    storefrontUrl: stringFromEnv('STOREFRONT_URL') ?? 'http://localhost:3000',
    /** Seeded into an empty database. */
    cataloguePath: stringFromEnv('COMMERCE_CATALOGUE_PATH') ?? defaultCataloguePath,
    /** The seed content (pages, policies, menus, metafields, …), seeded with the catalogue. */
    contentDir: stringFromEnv('COMMERCE_CONTENT_DIR') ?? defaultContentDir,
    /** The SVG image sources. */
    imagesDir: stringFromEnv('COMMERCE_IMAGES_DIR') ?? defaultImagesDir,
    /** The largest total size of rendered images kept on disk beside the database, in bytes. */
    imageCacheBytes: numberFromEnv('COMMERCE_IMAGE_CACHE_MB', 256) * 1024 * 1024,
    /** The storefront's OAuth client id at the Customer Account API (a public PKCE client). */
    customerAccountClientId:
      stringFromEnv('CUSTOMER_ACCOUNT_CLIENT_ID') ??
      stringFromEnv('PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID') ??
      'local-customer-account-client',
  };
}

export type CommerceConfig = ReturnType<typeof configFromEnv>;
