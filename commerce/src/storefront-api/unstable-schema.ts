import { extendSchema, parse, type GraphQLSchema } from 'graphql';
import { hydrogenReactSchema } from '../graphql/schema';

/** Shopify's Storefront API version whose schema changes without notice. */
export const UNSTABLE_API_VERSION = 'unstable';

/**
 * The part of Shopify's `unstable` Storefront API beyond the newest dated schema that storefronts
 * call: `consentManagement`, which Hydrogen asks for its consent cookies on every page view.
 * Written from Shopify's reference for the unstable version (ConsentManagement.cookies and
 * ConsentManagementCookies); the privacy banner field is left out, so asking for it fails
 * validation rather than answering something made up.
 */
const UNSTABLE_ADDITIONS = `
"""
Interaction of the current visitor consent with the configured consent policies of the shop.
"""
type ConsentManagement {
  """
  Given the provided visitor consent, the resulting ConsentManagementCookies that need to be set
  in the browser for the Consent Management Platform to work and respect visitor consent.
  """
  cookies(
    visitorConsent: VisitorConsent!
    visitorEmail: String
    landingPage: String
    referrer: String
  ): ConsentManagementCookies!
}

"""
Computed cookies needed by the Consent Management Platform to respect and query visitor consent.
"""
type ConsentManagementCookies {
  cookieDomain: String!
  landingPageCookie: String
  origReferrerCookie: String
  shopifyAnalyticsCookie: String
  shopifyEssentialCookie: String
  trackingConsentCookie: String!
}

extend type QueryRoot {
  consentManagement: ConsentManagement!
}
`;

/** The newest schema this server has, with the unstable version's additions. */
export const unstableStorefrontSchema = (): GraphQLSchema =>
  extendSchema(hydrogenReactSchema('storefront.schema.json'), parse(UNSTABLE_ADDITIONS));
