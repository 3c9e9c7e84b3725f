import type { CurrencyCode } from '@shopify/hydrogen-react/storefront-api-types';
import type { getConfig } from '../config.server';
import type { ShopLayout } from '../content/shop';
import { CURRENCY_CODE } from '../policies';
import type { ShopAnalytics } from './events.client';

/** What the shop tells every analytics event: public values only (the root loader sends them). */
export const shopAnalytics = (
  config: ReturnType<typeof getConfig>,
  layout: ShopLayout | null,
): ShopAnalytics => ({
  shopId: config.shopId ? `gid://shopify/Shop/${config.shopId}` : '',
  storefrontId: config.storefrontId,
  brand: layout?.name ?? '',
  currency: CURRENCY_CODE as CurrencyCode,
});
