import type { VisitorConsent } from '@shopify/hydrogen-react/storefront-api-types';
import { randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import {
  choiceOf,
  hasAnswer,
  trackingConsent,
  trackingConsentCookie,
} from '../../analytics/tracking-consent';
import { onlineStoreOrigin } from '../../content/online-store';
import { OTHER_REGIONS } from '../../db/consent-repository';
import { inContextOf, type RequestContext, type ResolverMap } from '../context';

/**
 * `consentManagement` of the unstable API: the cookies a visitor's consent comes to under the
 * shop's privacy settings. The visitor's region is the request's @inContext(country:) (the
 * storefront names its buyer's country there); the shop's region rules say whether it must ask.
 * A call that carries an answer is the visitor's choice, and is kept.
 */
export const consentManagementResolvers: ResolverMap = {
  QueryRoot: {
    consentManagement: () => ({}),
  },

  ConsentManagement: {
    cookies: (
      _root: unknown,
      { visitorConsent }: { visitorConsent: VisitorConsent },
      context: RequestContext,
      info: GraphQLResolveInfo,
    ) => {
      const region = inContextOf(info).country ?? '';
      const consentRequired = context.consent.requiresConsent(region || OTHER_REGIONS);
      const choice = choiceOf(visitorConsent);
      if (hasAnswer(choice)) context.consent.recordDecision(region, choice);
      const consent = trackingConsent(choice, { region, consentRequired });
      return {
        // The cookies belong to the online store, the storefront's domain.
        cookieDomain: new URL(onlineStoreOrigin(context)).hostname,
        trackingConsentCookie: trackingConsentCookie(consent),
        // An analytics id only where analytics is allowed; this server keeps no landing-page or
        // referrer attribution and needs no essential cookie of its own.
        shopifyAnalyticsCookie: consent.purposes.a ? randomUUID() : null,
        shopifyEssentialCookie: null,
        landingPageCookie: null,
        origReferrerCookie: null,
      };
    },
  },
};
