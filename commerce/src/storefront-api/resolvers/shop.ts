import type { GraphQLResolveInfo } from 'graphql';
import { inContextOf, type RequestContext, type ResolverMap } from '../context';
import { onlineStoreOrigin } from '../../content/online-store';
import { gid } from '../../lib/ids';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The English name of a code of the schema's CountryCode or LanguageCode (PT_BR: PT-BR). */
const displayName = (names: Intl.DisplayNames, code: string): string =>
  names.of(code.replace('_', '-')) ?? code;

function language(isoCode: string) {
  const name = displayName(languageNames, isoCode);
  return { isoCode, name, endonymName: name };
}

function country(isoCode: string, currencyCode: string) {
  return {
    isoCode,
    name: displayName(regionNames, isoCode),
    currency: {
      isoCode: currencyCode,
      name: currencyCode,
      symbol: currencyCode === 'USD' ? '$' : currencyCode,
    },
    unitSystem: isoCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    defaultLanguage: language('EN'),
    availableLanguages: [language('EN')],
    market: null,
  };
}

/**
 * The shop, as QueryRoot.shop and a shop metafield's parentResource answer it. Its online store
 * is the storefront, so the primary domain is the storefront's origin. Content fields
 * (description, brand, policies, metafields) have resolvers of their own.
 */
export function shopView(context: RequestContext) {
  const shop = context.catalogue.shop();
  const url = onlineStoreOrigin(context);
  return {
    __typename: 'Shop',
    id: gid('Shop', 1),
    name: shop.name,
    moneyFormat: '${{amount}}',
    primaryDomain: { host: new URL(url).host, url, sslEnabled: url.startsWith('https:') },
    shipsToCountries: ['US'],
    paymentSettings: {
      countryCode: 'US',
      currencyCode: shop.currencyCode,
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
      enabledPresentmentCurrencies: [shop.currencyCode],
      supportedDigitalWallets: [],
      cardVaultUrl: `${context.origin}/sessions`,
    },
  };
}

/** One market: the shop sells in its currency to every country, in English. */
export const shopResolvers: ResolverMap = {
  QueryRoot: {
    shop: (_root: unknown, _args: unknown, context: RequestContext) => shopView(context),
    localization: (
      _root: unknown,
      _args: unknown,
      context: RequestContext,
      info: GraphQLResolveInfo,
    ) => {
      const { country: countryCode, language: languageCode } = inContextOf(info);
      const currencyCode = context.catalogue.currencyCode();
      const current = country(
        countryCode && countryCode !== 'ZZ' ? countryCode : 'US',
        currencyCode,
      );
      return {
        country: current,
        language: language(languageCode ?? 'EN'),
        availableCountries: [country('US', currencyCode)],
        availableLanguages: [language('EN')],
        market: { id: 'gid://shopify/Market/1', handle: 'us' },
      };
    },
  },
};
