import { SFAPI_VERSION } from '@shopify/hydrogen-react/storefront-api-constants';
import { compile as compileProxyAddresses } from 'proxy-addr';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE_CODE } from './constants';
import { UPSTREAM_TIMEOUT_MS } from './http/timeout';
import { logger } from './log.server';

/** The local commerce server `npm start` runs when no store is configured. */
export const LOCAL_STORE_DOMAIN = 'http://localhost:4001';
export const LOCAL_STOREFRONT_API_TOKEN = 'local-storefront-token';
/** The local commerce server's Admin API token (its `PRIVATE_ADMIN_API_TOKEN` default). */
export const LOCAL_ADMIN_API_TOKEN = 'local-admin-token';
/** The local commerce server's private Storefront API token (its `PRIVATE_STOREFRONT_API_TOKEN` default). */
export const LOCAL_PRIVATE_STOREFRONT_API_TOKEN = 'local-private-storefront-token';
/** The local commerce server's public OAuth client for customer sign-in (Customer Account API). */
export const LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID = 'local-customer-account-client';
/** The Storefront API version of the schema bundled with hydrogen-react (our generated types). */
export const BUNDLED_STOREFRONT_API_VERSION = SFAPI_VERSION;

export interface StorefrontConfig {
  /** Origin of the store, always with a scheme, e.g. `https://my-shop.myshopify.com`. */
  storeDomain: string;
  /** Public Storefront API access token (safe to send to browsers). */
  storefrontApiToken: string;
  storefrontApiVersion: string;
  storefrontId: string | undefined;
  /** `@inContext` country, upper-cased (e.g. `US`). */
  countryCode: string;
  /** `@inContext` language, upper-cased (e.g. `EN`). */
  languageCode: string;
  /**
   * PRIVATE: the Admin API access token the product's own server reads orders with (the
   * thank-you page, `GET /api/order/{checkoutId}`). Server-only: never put it in loader data.
   * Undefined when a real store is configured without one; order lookups are then off.
   */
  adminApiToken: string | undefined;
  /**
   * PRIVATE: the Storefront API's server-to-server token (`PRIVATE_STOREFRONT_API_TOKEN`). With
   * it the server names each shopper's IP (Shopify-Storefront-Buyer-IP), so the platform's
   * per-buyer limits (password sign-in) count shoppers, not this server. Undefined when a real
   * store is configured without one: the server then calls with the public token.
   */
  privateStorefrontApiToken: string | undefined;
  /**
   * The storefront's public origin (`PUBLIC_SITE_URL`, e.g. `https://clearwell.com`): canonical
   * links, Open Graph URLs, JSON-LD, the sitemap and robots.txt use it. Undefined: the origin
   * each request arrived at.
   */
  siteUrl: string | undefined;
  /**
   * The Customer Account API's public OAuth client id (passwordless sign-in). Undefined when a
   * real store is configured without one: passwordless sign-in then goes to /login with an error.
   */
  customerAccountClientId: string | undefined;
  /** The shop's numeric id (`SHOP_ID`), shown on /new-customer-auth and in its hosted login link. */
  shopId: string | undefined;
  /**
   * PRIVATE: the secret session cookies are sealed with (`SESSION_SECRET`, at least 32
   * characters). Required in production with a real store; otherwise, when unset, the session
   * module makes a per-process one and warns.
   */
  sessionSecret: string | undefined;
  /**
   * Whether cookies are Secure, and session cookies so `__Host-` named: when PUBLIC_SITE_URL is
   * https (it is required in production with a real store; `npm start` serves plain
   * http://localhost without it). Never decided from a request's Host header, which a proxy may
   * rewrite.
   */
  secureCookies: boolean;
  /** The deadline of every call to the platform, in ms (`UPSTREAM_TIMEOUT_MS`, default 8 s). */
  upstreamTimeoutMs: number;
  /**
   * Express's `trust proxy` (`TRUST_PROXY`): which proxies in front may tell the client's address
   * (X-Forwarded-For), protocol and host. Undefined: none (the socket's peer is the client).
   */
  trustProxy: TrustProxy | undefined;
  /** Catalogue answers are served from cache this long (`CATALOGUE_FRESH_MS`, 30 s)… */
  catalogueFreshMs: number;
  /**
   * …then served at once while one background request refreshes them, this long
   * (`CATALOGUE_STALE_MS`, 5 min). Both 0 turn the catalogue cache off.
   */
  catalogueStaleMs: number;
  /**
   * In production, a rendered public page is served again to anonymous shoppers this long
   * (`PAGE_CACHE_MS`, 5 s; 0: off).
   */
  pageCacheMs: number;
  /**
   * `REDIS_URL`: rate limits and session revocations live in this Redis, shared by every
   * instance. Undefined: each instance keeps its own in memory.
   */
  redisUrl: string | undefined;
  /** NODE_ENV is `production`. */
  production: boolean;
}

/** A hop count, all or nothing, or the proxies' addresses, subnets and Express's named ranges. */
export type TrustProxy = number | boolean | string[];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Set but blank is a mistake (probably a forgotten value), not a request for the default. */
const nonEmpty = z.string().trim().min(1, 'is set but empty');

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
 * Parsed, not passed on as text: Express reads the string "1" as an IP address (so a proxy's
 * visitors would all share its address) and crashes on "true". A list is checked by proxy-addr,
 * the parser Express itself applies to it, so what passes here is exactly what Express accepts:
 * addresses, subnets (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`) and the named ranges
 * loopback, linklocal and uniquelocal.
 */
const trustProxy = nonEmpty.transform((value, ctx): TrustProxy => {
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

/** Blank, like unset, means "not configured". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** From 0 up: 0 turns off the cache it tunes. */
const cacheMs = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of milliseconds')
  .transform(Number);

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
    UPSTREAM_TIMEOUT_MS: z
      .string()
      .trim()
      .regex(/^[1-9]\d*$/, 'must be a whole number of milliseconds above 0')
      .transform(Number)
      .optional(),
    TRUST_PROXY: trustProxy.optional(),
    CATALOGUE_FRESH_MS: cacheMs.default(30_000),
    CATALOGUE_STALE_MS: cacheMs.default(300_000),
    PAGE_CACHE_MS: cacheMs.default(5_000),
    REDIS_URL: optionalText,
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PUBLIC_STORE_DOMAIN && !isLocalStore(env.PUBLIC_STORE_DOMAIN)) {
      // `npm start` runs production mode against the local store too; only a real store makes
      // a forgotten secret a hazard (every restart would sign everyone out, instances disagree).
      if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message: `is required in production for the store at ${env.PUBLIC_STORE_DOMAIN}`,
        });
      }
      // Otherwise pages would be built on (and cached for) whatever Host or X-Forwarded-Host
      // a request names: canonical links, Open Graph and JSON-LD could point at another site.
      if (env.NODE_ENV === 'production' && !env.PUBLIC_SITE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_SITE_URL'],
          message: `is required in production for the store at ${env.PUBLIC_STORE_DOMAIN}, e.g. https://clearwell.com`,
        });
      }
      if (!env.PUBLIC_STOREFRONT_API_TOKEN) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_STOREFRONT_API_TOKEN'],
          message: `is required for the store at ${env.PUBLIC_STORE_DOMAIN} (PUBLIC_STORE_DOMAIN)`,
        });
      }
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
export function loadConfig(env: Env = process.env): StorefrontConfig {
  const result = envSchema.safeParse(pick(env));
  if (!result.success) {
    // One line per variable: its first problem is the one to fix.
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = issue.path.join('.') || 'environment';
      if (!problems.has(name)) problems.set(name, `  - ${name} ${issue.message}`);
    }
    throw new ConfigError(
      `Invalid storefront configuration:\n${[...problems.values()].join('\n')}`,
    );
  }
  const parsed = result.data;
  const localStore = !parsed.PUBLIC_STORE_DOMAIN || isLocalStore(parsed.PUBLIC_STORE_DOMAIN);
  const config: StorefrontConfig = {
    storeDomain: parsed.PUBLIC_STORE_DOMAIN ?? LOCAL_STORE_DOMAIN,
    storefrontApiToken: parsed.PUBLIC_STOREFRONT_API_TOKEN ?? LOCAL_STOREFRONT_API_TOKEN,
    storefrontApiVersion: parsed.PUBLIC_STOREFRONT_API_VERSION,
    storefrontId: parsed.PUBLIC_STOREFRONT_ID,
    countryCode: parsed.PUBLIC_COUNTRY_CODE,
    languageCode: parsed.PUBLIC_LANGUAGE_CODE,
    // Like the Storefront token, the local server's well-known token is only a default for it.
    adminApiToken:
      parsed.PRIVATE_ADMIN_API_TOKEN ?? (localStore ? LOCAL_ADMIN_API_TOKEN : undefined),
    privateStorefrontApiToken:
      parsed.PRIVATE_STOREFRONT_API_TOKEN ??
      (localStore ? LOCAL_PRIVATE_STOREFRONT_API_TOKEN : undefined),
    siteUrl: parsed.PUBLIC_SITE_URL,
    customerAccountClientId:
      parsed.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID ??
      (localStore ? LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID : undefined),
    shopId: parsed.SHOP_ID,
    sessionSecret: parsed.SESSION_SECRET,
    secureCookies: parsed.PUBLIC_SITE_URL?.startsWith('https:') ?? false,
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS ?? UPSTREAM_TIMEOUT_MS,
    trustProxy: parsed.TRUST_PROXY,
    catalogueFreshMs: parsed.CATALOGUE_FRESH_MS,
    catalogueStaleMs: parsed.CATALOGUE_STALE_MS,
    pageCacheMs: parsed.PAGE_CACHE_MS,
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

function pick(env: Env) {
  return {
    PUBLIC_STORE_DOMAIN: env.PUBLIC_STORE_DOMAIN,
    PUBLIC_STOREFRONT_API_TOKEN: env.PUBLIC_STOREFRONT_API_TOKEN,
    PRIVATE_ADMIN_API_TOKEN: env.PRIVATE_ADMIN_API_TOKEN,
    PRIVATE_STOREFRONT_API_TOKEN: env.PRIVATE_STOREFRONT_API_TOKEN,
    PUBLIC_STOREFRONT_API_VERSION: env.PUBLIC_STOREFRONT_API_VERSION,
    PUBLIC_STOREFRONT_ID: env.PUBLIC_STOREFRONT_ID,
    PUBLIC_COUNTRY_CODE: env.PUBLIC_COUNTRY_CODE,
    PUBLIC_LANGUAGE_CODE: env.PUBLIC_LANGUAGE_CODE,
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL,
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
    SHOP_ID: env.SHOP_ID,
    SESSION_SECRET: env.SESSION_SECRET,
    // Blank, like unset, means the default.
    UPSTREAM_TIMEOUT_MS: env.UPSTREAM_TIMEOUT_MS?.trim() || undefined,
    TRUST_PROXY: env.TRUST_PROXY,
    CATALOGUE_FRESH_MS: env.CATALOGUE_FRESH_MS?.trim() || undefined,
    CATALOGUE_STALE_MS: env.CATALOGUE_STALE_MS?.trim() || undefined,
    PAGE_CACHE_MS: env.PAGE_CACHE_MS?.trim() || undefined,
    REDIS_URL: env.REDIS_URL,
    NODE_ENV: env.NODE_ENV,
  };
}

let cached: StorefrontConfig | undefined;

/** The process's configuration, validated once (at server start). */
export function getConfig(): StorefrontConfig {
  cached ??= loadConfig();
  return cached;
}
