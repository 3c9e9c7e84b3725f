import type { CountryCode } from '@shopify/hydrogen-react/storefront-api-types';
import { getConfig } from '../config.server';
import { errorFields, logger } from '../log.server';
import { createShopifyClient } from '../shopify';
import { COOKIE_PREFERENCES_PATH } from './consent-paths';
import {
  analyticsAllowed,
  hasConsentChoice,
  parseTrackingConsent,
  type ConsentPurposes,
} from './tracking-consent';
import { BUYER_COUNTRY_HEADER, edgeCountry } from './visitor-country';

/**
 * The platform's side of consent: Shopify's Customer Privacy model through the Storefront API's
 * `consentManagement.cookies` (the unstable version only). The platform knows the shop's privacy
 * settings and the visitor's region (@inContext(country:)); the storefront asks it whether a
 * banner is required and, when the visitor chooses, which cookies their choice comes to.
 */

const CONSENT_COOKIES = `#graphql
  query ConsentCookies($visitorConsent: VisitorConsent!, $country: CountryCode)
  @inContext(country: $country) {
    consentManagement {
      cookies(visitorConsent: $visitorConsent) {
        trackingConsentCookie
        shopifyAnalyticsCookie
      }
    }
  }
`;

/** What the unstable API answers (its documents are not in the dated schema's generated types). */
interface ConsentCookiesAnswer {
  consentManagement: {
    cookies: {
      trackingConsentCookie: string;
      shopifyAnalyticsCookie: string | null;
    };
  };
}

/** The visitor's answers, as the API's VisitorConsent takes them; absent: not given. */
export type VisitorChoice = Partial<ConsentPurposes>;

/** Who asks the platform: the visitor's cookies, address and country. */
interface VisitorRequest {
  cookie: string;
  buyerIp: string;
  country: CountryCode;
}

/** The cookies to set for a choice, as the platform computed them. */
export interface ConsentCookies {
  trackingConsent: string;
  /** The `_shopify_analytics` value; null when analytics is not allowed. */
  shopifyAnalytics: string | null;
  purposes: ConsentPurposes;
}

function consentClient(request: VisitorRequest) {
  const config = getConfig();
  return createShopifyClient({
    storeDomain: config.storeDomain,
    publicAccessToken: config.storefrontApiToken,
    privateAccessToken: config.privateStorefrontApiToken,
    buyerIp: request.buyerIp,
    apiVersion: 'unstable',
    storefrontId: config.storefrontId,
    i18n: { country: request.country, language: config.languageCode },
    cookie: request.cookie,
    timeoutMs: config.upstreamTimeoutMs,
  });
}

async function askPlatform(
  visitorConsent: VisitorChoice,
  request: VisitorRequest,
): Promise<ConsentCookies> {
  const answer = (await consentClient(request).request(CONSENT_COOKIES, {
    variables: { visitorConsent },
  })) as ConsentCookiesAnswer;
  const { trackingConsentCookie, shopifyAnalyticsCookie } = answer.consentManagement.cookies;
  const state = parseTrackingConsent(trackingConsentCookie);
  if (!state) throw new Error('consentManagement answered an unreadable _tracking_consent');
  return {
    trackingConsent: trackingConsentCookie,
    shopifyAnalytics: state.purposes.analytics ? shopifyAnalyticsCookie : null,
    purposes: state.purposes,
  };
}

/** The visitor's choice, sent to the platform: the cookies to set for it. */
export const recordConsentChoice = askPlatform;

/**
 * The visitor's country: the one the edge names (Oxygen's `oxygen-buyer-country`), else the
 * storefront's own (PUBLIC_COUNTRY_CODE). The platform's region rules decide with it.
 */
export const visitorCountry = (request: Request): CountryCode =>
  edgeCountry(request.headers.get(BUYER_COUNTRY_HEADER)) ?? getConfig().countryCode;

/**
 * How long the platform's answer for a visitor who has not chosen is reused. It depends only on
 * the country and the shop's settings, so pages need not each ask.
 */
const REQUIREMENT_TTL_MS = 60_000;
/** Per country: at most the 676 two-letter codes. */
const requirements = new Map<CountryCode, { value: Promise<boolean>; expires: number }>();

/**
 * Whether visitors from `country` must be asked before analytics. When the platform cannot
 * say, the answer is yes: no tracking without consent is the safe side.
 */
export function consentRequired(country: CountryCode): Promise<boolean> {
  const now = Date.now();
  const known = requirements.get(country);
  if (known && known.expires > now) return known.value;
  const value = askPlatform({}, { cookie: '', buyerIp: '', country }).then(
    (cookies) => !cookies.purposes.analytics,
    (error: unknown) => {
      // Kept like an answer for the same time: an outage costs one line a minute, not one a page.
      logger.warn(
        { ...errorFields(error), country },
        'consent settings unavailable; asking visitors to choose',
      );
      return true;
    },
  );
  requirements.set(country, { value, expires: now + REQUIREMENT_TTL_MS });
  return value;
}

/**
 * What a page needs of consent: whether its analytics may run (the visitor allowed it, or the
 * shop does not ask in the visitor's country), and whether to show the banner: the visitor has to choose
 * yet (not on the cookie preferences page, which asks the same itself). Decided here, on the
 * server, so the browser's code reads no cookie; a choice reloads the page.
 */
export async function pageConsent(request: Request) {
  const required = await consentRequired(visitorCountry(request));
  const cookie = request.headers.get('cookie') ?? '';
  return {
    analytics: analyticsAllowed(cookie, required),
    banner:
      required &&
      !hasConsentChoice(cookie) &&
      new URL(request.url).pathname !== COOKIE_PREFERENCES_PATH,
  };
}
