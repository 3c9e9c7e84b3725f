import type { VisitorConsent } from '@shopify/hydrogen-react/storefront-api-types';
import type { ConsentChoice } from '../db/consent-repository';

/**
 * Shopify's `_tracking_consent` cookie (version 2.1), which the Customer Privacy API and the
 * storefront read: the visitor's own answers (`con.CMP`: '1' granted, '0' declined, '' not
 * given), the purposes that are allowed as a result (`purposes`: a analytics, m marketing,
 * p preferences, t sale of data), the visitor's region, and whether the shop shows a banner
 * there (`display_banner`).
 */
export interface TrackingConsent {
  v: '2.1';
  con: { CMP: { a: string; m: string; p: string; s: string } };
  reg: string;
  purposes: { a: boolean; p: boolean; m: boolean; t: boolean };
  display_banner: boolean;
  sale_of_data_region: boolean;
}

const answer = (value: boolean | null) => (value === true ? '1' : value === false ? '0' : '');

/** The visitor's answers from the API's input (an absent purpose: not given). */
export const choiceOf = (consent: VisitorConsent): ConsentChoice => ({
  analytics: consent.analytics ?? null,
  marketing: consent.marketing ?? null,
  preferences: consent.preferences ?? null,
  saleOfData: consent.saleOfData ?? null,
});

/** Whether the visitor answered anything at all. */
export const hasAnswer = (choice: ConsentChoice) =>
  Object.values(choice).some((value) => value !== null);

/**
 * Where consent is required, a purpose is allowed only once the visitor granted it (no answer
 * yet allows nothing; selling data follows marketing unless answered on its own). Where it is
 * not, every purpose is allowed and the answers are only recorded.
 */
export function trackingConsent(
  choice: ConsentChoice,
  { region, consentRequired }: { region: string; consentRequired: boolean },
): TrackingConsent {
  const granted = (value: boolean | null) => !consentRequired || value === true;
  return {
    v: '2.1',
    con: {
      CMP: {
        a: answer(choice.analytics),
        m: answer(choice.marketing),
        p: answer(choice.preferences),
        s: answer(choice.saleOfData),
      },
    },
    reg: region,
    purposes: {
      a: granted(choice.analytics),
      p: granted(choice.preferences),
      m: granted(choice.marketing),
      t: granted(choice.saleOfData ?? choice.marketing),
    },
    display_banner: consentRequired,
    sale_of_data_region: false,
  };
}

/** The cookie's value as the API returns it: serialised and URI-encoded. */
export const trackingConsentCookie = (consent: TrackingConsent) =>
  encodeURIComponent(JSON.stringify(consent));
