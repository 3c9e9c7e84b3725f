import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log.server';
import type { ShopifyClient } from '../shopify';
import type { GetConsentBannerQuery } from '../shopify/generated/storefront-api.generated';
import { loadConsentBannerText } from './consent-banner.server';

const storefront = (answer: () => Promise<GetConsentBannerQuery>): ShopifyClient =>
  ({
    endpoint: 'https://clearwell.example/api/2026-04/graphql.json',
    request: answer,
  }) as unknown as ShopifyClient;

const banner = (title: string | null, message: string | null): GetConsentBannerQuery => ({
  consentBanner: { title: { value: title }, message: { value: message } },
});

const FALLBACK = {
  title: 'Your privacy',
  message:
    'With your consent we count visits and what goes in the bag, to improve the shop. Nothing is tracked until you choose.',
};

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('loadConsentBannerText', () => {
  it("reads the owner's title and message", async () => {
    const text = await loadConsentBannerText(
      storefront(async () => banner(' Cookies & you ', 'We ask first.\nAlways.')),
    );
    expect(text).toEqual({ title: 'Cookies & you', message: 'We ask first.\nAlways.' });
  });

  it('keeps the fallback for a field the owner cleared, and for a shop without the entry', async () => {
    expect(await loadConsentBannerText(storefront(async () => banner('  ', 'Ask.')))).toEqual({
      title: FALLBACK.title,
      message: 'Ask.',
    });
    expect(await loadConsentBannerText(storefront(async () => ({ consentBanner: null })))).toEqual(
      FALLBACK,
    );
  });

  it('shows the fallback, and logs, when the platform cannot be asked', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const text = await loadConsentBannerText(
      storefront(() => Promise.reject(new Error('platform down'))),
    );
    expect(text).toEqual(FALLBACK);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("seeds the shop with the fallback's words, so the seeded banner reads the same", () => {
    const seeded = JSON.parse(
      readFileSync(
        new URL('../../../../commerce/seed/content/metaobjects.json', import.meta.url),
        'utf8',
      ),
    ) as { type: string; handle: string; fields: { key: string; value: string }[] }[];
    const entry = seeded.find(
      (object) => object.type === 'consent_banner' && object.handle === 'default',
    );
    expect(Object.fromEntries(entry!.fields.map((field) => [field.key, field.value]))).toEqual(
      FALLBACK,
    );
  });
});
