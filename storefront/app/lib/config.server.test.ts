import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUNDLED_STOREFRONT_API_VERSION,
  ConfigError,
  LOCAL_ADMIN_API_TOKEN,
  LOCAL_PRIVATE_STOREFRONT_API_TOKEN,
  LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID,
  LOCAL_STORE_DOMAIN,
  LOCAL_STOREFRONT_API_TOKEN,
  loadConfig,
} from './config.server';
import { logger } from './log.server';

const realStore = {
  PUBLIC_STORE_DOMAIN: 'my-shop.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
};

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(logger, 'warn').mockImplementation((() => {}) as never);
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('needs no configuration locally: the local commerce server and its token', () => {
    expect(loadConfig({})).toEqual({
      storeDomain: LOCAL_STORE_DOMAIN,
      storefrontApiToken: LOCAL_STOREFRONT_API_TOKEN,
      storefrontApiVersion: BUNDLED_STOREFRONT_API_VERSION,
      storefrontId: undefined,
      countryCode: 'US',
      languageCode: 'EN',
      adminApiToken: LOCAL_ADMIN_API_TOKEN,
      privateStorefrontApiToken: LOCAL_PRIVATE_STOREFRONT_API_TOKEN,
      siteUrl: undefined,
      customerAccountClientId: LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID,
      shopId: undefined,
      sessionSecret: undefined,
      secureCookies: false,
      upstreamTimeoutMs: 8_000,
      catalogueFreshMs: 30_000,
      catalogueStaleMs: 300_000,
      pageCacheMs: 5_000,
      production: false,
    });
    expect(LOCAL_ADMIN_API_TOKEN).toBe('local-admin-token');
    expect(LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID).toBe('local-customer-account-client');
    expect(LOCAL_STORE_DOMAIN).toBe('http://localhost:4001');
    expect(BUNDLED_STOREFRONT_API_VERSION).toBe('2026-04');
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts a local store URL on another port without a token', () => {
    const config = loadConfig({ PUBLIC_STORE_DOMAIN: 'http://localhost:4101' });
    expect(config.storeDomain).toBe('http://localhost:4101');
    expect(config.storefrontApiToken).toBe(LOCAL_STOREFRONT_API_TOKEN);
    expect(config.adminApiToken).toBe(LOCAL_ADMIN_API_TOKEN);
  });

  it('reads a real store: a bare domain means https', () => {
    const config = loadConfig({ ...realStore, PUBLIC_STOREFRONT_ID: '1000012345' });
    expect(config.storeDomain).toBe('https://my-shop.myshopify.com');
    expect(config.storefrontApiToken).toBe('public-token');
    expect(config.storefrontId).toBe('1000012345');
  });

  it('keeps an explicit scheme and drops a trailing slash', () => {
    expect(loadConfig({ ...realStore, PUBLIC_STORE_DOMAIN: 'https://shop.example.com/' })).toEqual(
      expect.objectContaining({ storeDomain: 'https://shop.example.com' }),
    );
  });

  it('upper-cases the country and language codes', () => {
    const config = loadConfig({ PUBLIC_COUNTRY_CODE: 'ca', PUBLIC_LANGUAGE_CODE: 'fr' });
    expect(config.countryCode).toBe('CA');
    expect(config.languageCode).toBe('FR');
    expect(loadConfig({ PUBLIC_LANGUAGE_CODE: 'pt_br' }).languageCode).toBe('PT_BR');
  });

  it('names the token when a real store domain is set without one', () => {
    const error = configError({ PUBLIC_STORE_DOMAIN: 'my-shop.myshopify.com' });
    expect(error.message).toContain('PUBLIC_STOREFRONT_API_TOKEN');
    expect(error.message).not.toContain('PUBLIC_STORE_DOMAIN is');
  });

  it.each([
    'PUBLIC_STORE_DOMAIN',
    'PUBLIC_STOREFRONT_API_TOKEN',
    'PUBLIC_STOREFRONT_API_VERSION',
    'PUBLIC_COUNTRY_CODE',
    'PUBLIC_LANGUAGE_CODE',
  ])('names %s when it is set but empty', (name) => {
    const error = configError({ ...realStore, [name]: '  ' });
    expect(error.message).toMatch(new RegExp(`${name} is set but empty`));
    // Only the variable at fault is named.
    const named = error.message.match(/PUBLIC_[A-Z_]+ is/g);
    expect(named).toEqual([`${name} is`]);
  });

  it('reads the private Admin API token; a real store never gets the local default', () => {
    expect(
      loadConfig({ ...realStore, PRIVATE_ADMIN_API_TOKEN: 'shpat_secret' }).adminApiToken,
    ).toBe('shpat_secret');
    expect(warn).not.toHaveBeenCalled();
    expect(loadConfig({ PRIVATE_ADMIN_API_TOKEN: 'other-local' }).adminApiToken).toBe(
      'other-local',
    );
  });

  it('runs a real store without an Admin API token, warning once that order lookups are off', () => {
    const config = loadConfig(realStore);
    expect(config.adminApiToken).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('PRIVATE_ADMIN_API_TOKEN');
    expect(message).toContain('https://my-shop.myshopify.com');
  });

  it('names PRIVATE_ADMIN_API_TOKEN when it is set but empty, without echoing values', () => {
    const error = configError({ ...realStore, PRIVATE_ADMIN_API_TOKEN: ' ' });
    expect(error.message).toContain('PRIVATE_ADMIN_API_TOKEN is set but empty');
    expect(error.message).not.toContain('public-token');
  });

  it('reads the public site origin, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://clearwell.example/' }).siteUrl).toBe(
      'https://clearwell.example',
    );
    expect(loadConfig({ PUBLIC_SITE_URL: 'http://localhost:8080' }).siteUrl).toBe(
      'http://localhost:8080',
    );
  });

  it('rejects a site URL that is not a bare http(s) origin, naming PUBLIC_SITE_URL', () => {
    for (const value of [
      'clearwell.example',
      'https://clearwell.example/shop',
      'ftp://x.example',
    ]) {
      expect(configError({ PUBLIC_SITE_URL: value }).message).toMatch(
        /PUBLIC_SITE_URL must be the storefront's public origin/,
      );
    }
  });

  it('reads the customer account client id, shop id and session secret', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig({
      ...realStore,
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_client',
      SHOP_ID: ' 123456 ',
      SESSION_SECRET: secret,
    });
    expect(config.customerAccountClientId).toBe('shp_client');
    expect(config.shopId).toBe('123456');
    expect(config.sessionSecret).toBe(secret);
    // A real store never gets the local client id.
    expect(loadConfig(realStore).customerAccountClientId).toBeUndefined();
  });

  it('requires SESSION_SECRET in production with a real store, but not locally', () => {
    const message = configError({ ...realStore, NODE_ENV: 'production' }).message;
    expect(message).toMatch(/SESSION_SECRET is required in production/);
    expect(loadConfig({ NODE_ENV: 'production' }).sessionSecret).toBeUndefined();
  });

  it('makes cookies Secure when the public site URL is https, and only then', () => {
    const production = {
      ...realStore,
      SESSION_SECRET: 'a-session-secret-that-is-long-enough-0123',
      NODE_ENV: 'production',
    };
    expect(
      loadConfig({ ...production, PUBLIC_SITE_URL: 'https://clearwell.com' }).secureCookies,
    ).toBe(true);
    // A site served over plain http cannot keep Secure cookies.
    expect(
      loadConfig({ ...production, PUBLIC_SITE_URL: 'http://shop.internal' }).secureCookies,
    ).toBe(false);
    // `npm start`: production mode against the local store, on http://localhost.
    expect(loadConfig({ NODE_ENV: 'production' }).secureCookies).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://staging.clearwell.com' })
        .secureCookies,
    ).toBe(true);
  });

  it('rejects a short session secret without echoing it', () => {
    const message = configError({ SESSION_SECRET: 'short-secret' }).message;
    expect(message).toMatch(/SESSION_SECRET must be at least 32 characters/);
    expect(message).not.toContain('short-secret');
  });

  it('names every faulty variable at once', () => {
    const error = configError({ PUBLIC_COUNTRY_CODE: '', PUBLIC_LANGUAGE_CODE: '' });
    expect(error.message).toContain('PUBLIC_COUNTRY_CODE');
    expect(error.message).toContain('PUBLIC_LANGUAGE_CODE');
  });

  it('reads the deadline of calls to the platform, rejecting what is not a positive whole number', () => {
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: '2500' }).upstreamTimeoutMs).toBe(2_500);
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: ' ' }).upstreamTimeoutMs).toBe(8_000);
    for (const value of ['0', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: value }), value).toThrow(
        /UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds above 0/,
      );
    }
  });

  it('reads the cache windows, where 0 turns a cache off, rejecting what is not a whole number', () => {
    const config = loadConfig({
      CATALOGUE_FRESH_MS: '0',
      CATALOGUE_STALE_MS: '1500',
      PAGE_CACHE_MS: ' ',
    });
    expect(config).toMatchObject({
      catalogueFreshMs: 0,
      catalogueStaleMs: 1_500,
      pageCacheMs: 5_000,
    });
    for (const value of ['-1', '1.5', 'soon']) {
      expect(() => loadConfig({ PAGE_CACHE_MS: value }), value).toThrow(
        /PAGE_CACHE_MS must be a whole number of milliseconds/,
      );
    }
  });

  it('shares stores through Redis only when REDIS_URL is set, and knows production', () => {
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('treats a blank storefront id as not configured', () => {
    expect(loadConfig({ PUBLIC_STOREFRONT_ID: ' ' }).storefrontId).toBeUndefined();
  });

  it('rejects malformed values, naming the variable', () => {
    expect(configError({ PUBLIC_COUNTRY_CODE: 'USA' }).message).toContain('PUBLIC_COUNTRY_CODE');
    expect(configError({ PUBLIC_STOREFRONT_API_VERSION: 'latest' }).message).toContain(
      'PUBLIC_STOREFRONT_API_VERSION',
    );
    expect(configError({ PUBLIC_STORE_DOMAIN: 'ftp://shop.example.com' }).message).toContain(
      'PUBLIC_STORE_DOMAIN',
    );
  });

  it('only warns when the API version differs from the bundled schema', () => {
    const config = loadConfig({ PUBLIC_STOREFRONT_API_VERSION: '2025-04' });
    expect(config.storefrontApiVersion).toBe('2025-04');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/2025-04.*2026-04/);
  });

  it('requires PUBLIC_SITE_URL in production with a real store, but not locally', () => {
    const secret = { SESSION_SECRET: 'a-session-secret-that-is-long-enough-0123' };
    const production = { ...realStore, ...secret, NODE_ENV: 'production' };
    expect(configError(production).message).toMatch(
      /PUBLIC_SITE_URL is required in production for the store at https:\/\/my-shop\.myshopify\.com/,
    );
    expect(loadConfig({ ...production, PUBLIC_SITE_URL: 'https://clearwell.com' }).siteUrl).toBe(
      'https://clearwell.com',
    );
    // `npm start` and the tests: production mode against a local store.
    expect(loadConfig({ NODE_ENV: 'production' }).siteUrl).toBeUndefined();
    expect(loadConfig(realStore).siteUrl).toBeUndefined();
  });

  it('parses TRUST_PROXY: a hop count, true/false, or a list of addresses, subnets and ranges', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('0')).toBe(0);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('FALSE')).toBe(false);
    expect(trustProxy('loopback')).toEqual(['loopback']);
    expect(
      trustProxy('loopback, 10.0.0.0/8, 192.168.0.0/255.255.0.0, 203.0.113.7, fd00::/8'),
    ).toEqual(['loopback', '10.0.0.0/8', '192.168.0.0/255.255.0.0', '203.0.113.7', 'fd00::/8']);
  });

  it('refuses a TRUST_PROXY it cannot parse, naming the variable and the bad entry', () => {
    for (const [value, bad] of [
      ['yes', 'yes'],
      ['1.5', '1.5'],
      ['10.0.0.1, proxy.internal', 'proxy.internal'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['10.0.0.1,', ''],
      ['  ', ''],
    ]) {
      const message = configError({ TRUST_PROXY: value }).message;
      expect(message, value).toMatch(/TRUST_PROXY (must be a hop count|is set but empty)/);
      if (bad) expect(message, value).toContain(bad);
    }
  });
});
