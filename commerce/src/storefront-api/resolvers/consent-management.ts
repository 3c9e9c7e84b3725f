import type { VisitorConsent } from '@shopify/hydrogen-react/storefront-api-types';
import { onlineStoreOrigin } from '../../content/online-store';
import type { RequestContext, ResolverMap } from '../context';

/** How the _tracking_consent cookie writes one choice: granted, declined, or not given. */
const choice = (value: boolean | null | undefined) =>
  value === true ? '1' : value === false ? '0' : '';

/**
 * The _tracking_consent cookie of a shop that asks no visitor for consent (no privacy banner,
 * no region that requires one, no sale-of-data opt-out): every purpose is allowed, and the
 * visitor's own choices, if any, are recorded as given.
 */
function trackingConsentCookie(consent: VisitorConsent): string {
  return encodeURIComponent(
    JSON.stringify({
      v: '2.1',
      con: {
        CMP: {
          a: choice(consent.analytics),
          m: choice(consent.marketing),
          p: choice(consent.preferences),
          s: choice(consent.saleOfData),
        },
      },
      reg: '',
      purposes: { a: true, p: true, m: true, t: true },
      display_banner: false,
      sale_of_data_region: false,
    }),
  );
}

/** `consentManagement` of the unstable API, answered as a shop with no consent requirement. */
export const consentManagementResolvers: ResolverMap = {
  QueryRoot: {
    consentManagement: () => ({}),
  },

  ConsentManagement: {
    cookies: (
      _root: unknown,
      { visitorConsent }: { visitorConsent: VisitorConsent },
      context: RequestContext,
    ) => ({
      // The cookies belong to the online store, the storefront's domain.
      cookieDomain: new URL(onlineStoreOrigin(context)).hostname,
      trackingConsentCookie: trackingConsentCookie(visitorConsent),
      // This server keeps no analytics and no landing-page or referrer attribution.
      landingPageCookie: null,
      origReferrerCookie: null,
      shopifyAnalyticsCookie: null,
      shopifyEssentialCookie: null,
    }),
  },
};
