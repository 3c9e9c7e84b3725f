import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The commerce workspace folder (…/commerce). */
export const commerceRoot = fileURLToPath(new URL('..', import.meta.url));
/** The repository root: two levels above commerce/src. */
export const repoRoot = dirname(commerceRoot.replace(/[\\/]$/, ''));

export const defaultCataloguePath = join(commerceRoot, 'seed', 'catalogue.json');
export const defaultImagesDir = join(commerceRoot, 'seed', 'images');
export const defaultDbPath = join(repoRoot, '.data', 'commerce.sqlite');

export const DEFAULT_PORT = 4001;
/** Loopback only: other machines cannot reach a development server by accident. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_STOREFRONT_TOKEN = 'local-storefront-token';
export const DEFAULT_ADMIN_TOKEN = 'local-admin-token';
/** The server-to-server Storefront token, with which a server may name the buyer's IP. */
export const DEFAULT_PRIVATE_STOREFRONT_TOKEN = 'local-private-storefront-token';
/** Largest total size of rendered images kept on disk (the oldest go first). */
export const DEFAULT_IMAGE_CACHE_MB = 256;
/** Where the hosted checkout sends a buyer after paying ({url}/success?checkout_id=…). */
export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';
/** The storefront's OAuth client id at the Customer Account API (a public PKCE client). */
export const DEFAULT_CUSTOMER_ACCOUNT_CLIENT_ID = 'local-customer-account-client';

/**
 * API versions this server answers (Storefront and Admin). The Storefront API serves both from
 * the one bundled schema (2026-04); 2025-04 stays because the product spec names it.
 */
export const SUPPORTED_API_VERSIONS: ReadonlySet<string> = new Set(['2025-04', '2026-04']);

/** Shopify caps list inputs (lines, attributes, codes) at 250 entries per request. */
export const MAX_INPUT_LIST_LENGTH = 250;
/** Largest Storefront API request body accepted. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export interface CommerceConfig {
  port: number;
  host: string;
  dbPath: string;
  publicUrl: string | undefined;
  latencyMs: number;
  storefrontToken: string;
  /**
   * The server-to-server token (Hydrogen's PRIVATE_STOREFRONT_API_TOKEN): requests carrying it
   * in Shopify-Storefront-Private-Token may name their buyer in Shopify-Storefront-Buyer-IP.
   */
  privateStorefrontToken: string;
  /** Accepted X-Shopify-Access-Token of the Admin API (PRIVATE_ADMIN_API_TOKEN). */
  adminToken: string;
  /** The storefront's origin, where a paid checkout lands. */
  storefrontUrl: string;
  cataloguePath: string;
  imagesDir: string;
  /** Rendered images kept on disk beside the database, in bytes. */
  imageCacheBytes: number;
  /** CUSTOMER_ACCOUNT_CLIENT_ID, else PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID, else the default. */
  customerAccountClientId: string;
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}".`);
  }
  return value;
}

function stringFromEnv(name: string): string | undefined {
  const raw = process.env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** Defaults taken from the environment; explicit options win. */
export function configFromEnv(): CommerceConfig {
  return {
    port: numberFromEnv('COMMERCE_PORT', DEFAULT_PORT),
    host: stringFromEnv('COMMERCE_HOST') ?? DEFAULT_HOST,
    dbPath: stringFromEnv('COMMERCE_DB_PATH') ?? defaultDbPath,
    publicUrl: stringFromEnv('COMMERCE_PUBLIC_URL'),
    latencyMs: numberFromEnv('COMMERCE_LATENCY_MS', 0),
    storefrontToken: stringFromEnv('PUBLIC_STOREFRONT_API_TOKEN') ?? DEFAULT_STOREFRONT_TOKEN,
    privateStorefrontToken:
      stringFromEnv('PRIVATE_STOREFRONT_API_TOKEN') ?? DEFAULT_PRIVATE_STOREFRONT_TOKEN,
    adminToken: stringFromEnv('PRIVATE_ADMIN_API_TOKEN') ?? DEFAULT_ADMIN_TOKEN,
    storefrontUrl: stringFromEnv('STOREFRONT_URL') ?? DEFAULT_STOREFRONT_URL,
    cataloguePath: stringFromEnv('COMMERCE_CATALOGUE_PATH') ?? defaultCataloguePath,
    imagesDir: stringFromEnv('COMMERCE_IMAGES_DIR') ?? defaultImagesDir,
    imageCacheBytes: numberFromEnv('COMMERCE_IMAGE_CACHE_MB', DEFAULT_IMAGE_CACHE_MB) * 1024 * 1024,
    customerAccountClientId:
      stringFromEnv('CUSTOMER_ACCOUNT_CLIENT_ID') ??
      stringFromEnv('PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID') ??
      DEFAULT_CUSTOMER_ACCOUNT_CLIENT_ID,
  };
}

/**
 * The environment variables whose values are still this repository's published defaults, which
 * anyone can read: harmless on loopback, never acceptable where other machines can connect.
 */
export function publicDefaultSecrets(
  config: Pick<CommerceConfig, 'storefrontToken' | 'adminToken' | 'privateStorefrontToken'>,
): string[] {
  const defaults: [string, boolean][] = [
    ['PUBLIC_STOREFRONT_API_TOKEN', config.storefrontToken === DEFAULT_STOREFRONT_TOKEN],
    [
      'PRIVATE_STOREFRONT_API_TOKEN',
      config.privateStorefrontToken === DEFAULT_PRIVATE_STOREFRONT_TOKEN,
    ],
    ['PRIVATE_ADMIN_API_TOKEN', config.adminToken === DEFAULT_ADMIN_TOKEN],
  ];
  return defaults.filter(([, isDefault]) => isDefault).map(([name]) => name);
}
