import { SFAPI_VERSION } from '@shopify/hydrogen-react/storefront-api-constants';
import { compile as compileProxyAddresses } from 'proxy-addr';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE_CODE } from './constants';
import { UPSTREAM_TIMEOUT_MS } from './http/timeout';
import { logger } from './log.server';
import type { CountryCode } from './shopify/generated/storefront-api.generated';

/**
 * The local commerce server `npm start` runs when no store is configured, and its well-known
 * tokens and sign-in client: defaults for a store on this machine only, never for a real one.
 */
export const LOCAL_STORE_DOMAIN = 'http://localhost:4001';
export const LOCAL_STOREFRONT_API_TOKEN = 'local-storefront-token';
export const LOCAL_ADMIN_API_TOKEN = 'local-admin-token';
export const LOCAL_PRIVATE_STOREFRONT_API_TOKEN = 'local-private-storefront-token';
export const LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID = 'local-customer-account-client';
/** The Storefront API version of the schema bundled with hydrogen-react (our generated types). */
export const BUNDLED_STOREFRONT_API_VERSION = SFAPI_VERSION;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Set but blank is a mistake (probably a forgotten value), not a request for the default. */
const nonEmpty = z.string().trim().min(1, 'is set but empty');

/** For these, blank, like unset, means the default (or "not configured"). */
const blankAsUnset = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

const storeDomain = nonEmpty.transform((value, ctx) => {
  // Hydrogen's convention: a bare host (`my-shop.myshopify.com`) means https.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    return url.origin;
  } catch {
    ctx.addIssue({ code: 'custom', message: `is not a store domain or URL: "${value}"` });
    return z.NEVER;
  }
});

/**
 * An absolute http(s) origin and nothing more: the storefront is served from `/`, so a path
 * here would be a mistake that silently dropping it would hide.
 */
const siteOrigin = nonEmpty.transform((value, ctx) => {
  try {
    const url = new URL(value);
    const httpScheme = url.protocol === 'https:' || url.protocol === 'http:';
    if (httpScheme && url.pathname === '/' && !url.search && !url.hash && !url.username) {
      return url.origin;
    }
  } catch {
    // Not a URL at all: reported below.
  }
  ctx.addIssue({
    code: 'custom',
    message: `must be the storefront's public origin, such as https://clearwell.com: "${value}"`,
  });
  return z.NEVER;
});

/**
 * Express's `trust proxy`: which proxies in front may tell the client's address, protocol and
 * host. Parsed, not passed on as text: Express reads the string "1" as an IP address (so a
 * proxy's visitors would all share its address) and crashes on "true". A list is checked by
 * proxy-addr, the parser Express itself applies to it, so what passes here is exactly what
 * Express accepts: addresses, subnets (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`) and the
 * named ranges loopback, linklocal and uniquelocal.
 */
const trustProxy = nonEmpty.transform((value, ctx): number | boolean | string[] => {
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  const entries = value.split(',').map((entry) => entry.trim());
  try {
    compileProxyAddresses(entries);
    return entries;
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1), true, false, or a comma-separated list of proxy addresses, ' +
        `subnets or loopback/linklocal/uniquelocal (${error instanceof Error ? error.message : 'invalid'})`,
    });
    return z.NEVER;
  }
});

const optionalText = blankAsUnset(z.string().optional());

/** From 0 up: 0 turns off the cache it tunes. */
const cacheMs = (defaultMs: number) =>
  blankAsUnset(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .default(defaultMs),
  );

const upperCaseCode = (pattern: RegExp, example: string) =>
  nonEmpty.transform((value) => value.toUpperCase()).pipe(z.string().regex(pattern, example));

const envSchema = z
  .object({
    PUBLIC_STORE_DOMAIN: storeDomain.optional(),
    PUBLIC_STOREFRONT_API_TOKEN: nonEmpty.optional(),
    PRIVATE_ADMIN_API_TOKEN: nonEmpty.optional(),
    PRIVATE_STOREFRONT_API_TOKEN: nonEmpty.optional(),
    PUBLIC_STOREFRONT_API_VERSION: nonEmpty
      .regex(/^(\d{4}-\d{2}|unstable)$/, 'must look like 2026-04')
      .default(BUNDLED_STOREFRONT_API_VERSION),
    PUBLIC_STOREFRONT_ID: optionalText,
    PUBLIC_COUNTRY_CODE: upperCaseCode(
      /^[A-Z]{2}$/,
      'must be a two-letter country code such as US',
    ).default(DEFAULT_COUNTRY_CODE),
    PUBLIC_LANGUAGE_CODE: upperCaseCode(
      /^[A-Z]{2,3}(_[A-Z]{2,4})?$/,
      'must be a language code such as EN or PT_BR',
    ).default(DEFAULT_LANGUAGE_CODE),
    PUBLIC_SITE_URL: siteOrigin.optional(),
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: nonEmpty.optional(),
    SHOP_ID: optionalText,
    SESSION_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')
      .optional(),
    UPSTREAM_TIMEOUT_MS: blankAsUnset(
      z
        .string()
        .regex(/^[1-9]\d*$/, 'must be a whole number of milliseconds above 0')
        .transform(Number)
        .default(UPSTREAM_TIMEOUT_MS),
    ),
    TRUST_PROXY: trustProxy.optional(),
    CATALOGUE_FRESH_MS: cacheMs(30_000),
    CATALOGUE_STALE_MS: cacheMs(300_000),
    PAGE_CACHE_MS: cacheMs(5_000),
    REDIS_URL: optionalText,
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const store = env.PUBLIC_STORE_DOMAIN;
    if (!store || isLocalStore(store)) return;
    const production = env.NODE_ENV === 'production';
    const missing = (name: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    // `npm start` runs production mode against the local store too; only a real store makes
    // a forgotten secret a hazard (every restart would sign everyone out, instances disagree).
    if (production && !env.SESSION_SECRET) {
      missing('SESSION_SECRET', `is required in production for the store at ${store}`);
    }
    // Otherwise pages would be built on (and cached for) whatever Host or X-Forwarded-Host
    // a request names: canonical links, Open Graph and JSON-LD could point at another site.
    if (production && !env.PUBLIC_SITE_URL) {
      missing(
        'PUBLIC_SITE_URL',
        `is required in production for the store at ${store}, e.g. https://clearwell.com`,
      );
    }
    if (!env.PUBLIC_STOREFRONT_API_TOKEN) {
      missing(
        'PUBLIC_STOREFRONT_API_TOKEN',
        `is required for the store at ${store} (PUBLIC_STORE_DOMAIN)`,
      );
    }
  });

/** A commerce server on this machine (the repo's own, or another a developer runs). */
export function isLocalStore(origin: string): boolean {
  return LOCAL_HOSTNAMES.has(new URL(origin).hostname);
}

/**
 * Reads and validates the storefront's configuration from environment variables (Hydrogen's
 * names where it has them): the one place the storefront reads its environment. With nothing
 * set it points at the local commerce server. Throws a ConfigError naming every missing or
 * invalid variable; warns (only) without an Admin API token or when the API version differs
 * from the bundled schema's.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    // One line per variable: its first problem is the one to fix.
    const problems = Object.entries(z.flattenError(result.error).fieldErrors).map(
      ([name, messages]) => `  - ${name} ${messages?.[0]}`,
    );
    throw new ConfigError(`Invalid storefront configuration:\n${problems.join('\n')}`);
  }
  const parsed = result.data;
  const localStore = !parsed.PUBLIC_STORE_DOMAIN || isLocalStore(parsed.PUBLIC_STORE_DOMAIN);
  const config = {
    /** Origin of the store, always with a scheme, e.g. `https://my-shop.myshopify.com`. */
    storeDomain: parsed.PUBLIC_STORE_DOMAIN ?? LOCAL_STORE_DOMAIN,
    /** Public Storefront API access token (safe to send to browsers). */
    storefrontApiToken: parsed.PUBLIC_STOREFRONT_API_TOKEN ?? LOCAL_STOREFRONT_API_TOKEN,
    storefrontApiVersion: parsed.PUBLIC_STOREFRONT_API_VERSION,
    storefrontId: parsed.PUBLIC_STOREFRONT_ID,
    /** Checked for shape only: a code the platform does not know is the platform's to refuse. */
    countryCode: parsed.PUBLIC_COUNTRY_CODE as CountryCode,
    languageCode: parsed.PUBLIC_LANGUAGE_CODE,
    /**
     * PRIVATE, server-only (never in loader data): the Admin API token orders are read with (the
     * thank-you page, `GET /api/order/{checkoutId}`). Undefined: order lookups are off.
     */
    adminApiToken:
      parsed.PRIVATE_ADMIN_API_TOKEN ?? (localStore ? LOCAL_ADMIN_API_TOKEN : undefined),
    /**
     * PRIVATE: the Storefront API's server-to-server token. With it the server names each
     * shopper's IP (Shopify-Storefront-Buyer-IP), so the platform's per-buyer limits (password
     * sign-in) count shoppers, not this server. Undefined: the server calls with the public token.
     */
    privateStorefrontApiToken:
      parsed.PRIVATE_STOREFRONT_API_TOKEN ??
      (localStore ? LOCAL_PRIVATE_STOREFRONT_API_TOKEN : undefined),
    /**
     * The storefront's public origin, which canonical links, Open Graph URLs, JSON-LD, the sitemap
     * and robots.txt use. Undefined: the origin each request arrived at.
     */
    siteUrl: parsed.PUBLIC_SITE_URL,
    /** Undefined: passwordless sign-in goes to /login with an error. */
    customerAccountClientId:
      parsed.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID ??
      (localStore ? LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID : undefined),
    shopId: parsed.SHOP_ID,
    /** PRIVATE. Undefined: the session module makes a per-process secret and warns. */
    sessionSecret: parsed.SESSION_SECRET,
    /**
     * Cookies are Secure, and session cookies `__Host-` named, when the public site is https;
     * never decided from a request's Host header, which a proxy may rewrite.
     */
    secureCookies: parsed.PUBLIC_SITE_URL?.startsWith('https:') ?? false,
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    /** Undefined: no proxy is trusted (the socket's peer is the client). */
    trustProxy: parsed.TRUST_PROXY,
    /** Catalogue answers are fresh this long, then served while one request refreshes them. */
    catalogueFreshMs: parsed.CATALOGUE_FRESH_MS,
    catalogueStaleMs: parsed.CATALOGUE_STALE_MS,
    /** In production, a public page is served again to anonymous shoppers this long. */
    pageCacheMs: parsed.PAGE_CACHE_MS,
    /** Rate limits and session revocations live here. Undefined: in each instance's memory. */
    redisUrl: parsed.REDIS_URL,
    production: parsed.NODE_ENV === 'production',
  };
  if (!config.adminApiToken) {
    // Optional on purpose: the catalogue, cart and checkout work without it, and the thank-you
    // page degrades to the order reference. Said once, at start, not per order.
    logger.warn(
      `[config] PRIVATE_ADMIN_API_TOKEN is not set for the store at ${config.storeDomain}: ` +
        'the thank-you page shows only the order reference and GET /api/order/{checkoutId} ' +
        'answers 503.',
    );
  }
  if (config.storefrontApiVersion !== BUNDLED_STOREFRONT_API_VERSION) {
    logger.warn(
      `[config] PUBLIC_STOREFRONT_API_VERSION is ${config.storefrontApiVersion}, but the bundled ` +
        `Storefront API schema and generated types are ${BUNDLED_STOREFRONT_API_VERSION}; ` +
        'queries may not match what the store answers.',
    );
  }
  return config;
}

let cached: ReturnType<typeof loadConfig> | undefined;

/** The process's configuration, validated once (at server start). */
export function getConfig() {
  cached ??= loadConfig();
  return cached;
}
