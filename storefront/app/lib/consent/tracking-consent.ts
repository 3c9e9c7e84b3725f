/**
 * Shopify's `_tracking_consent` cookie as the storefront reads it, on the server and in the
 * browser: whether the visitor has chosen, and which purposes are allowed. The platform writes
 * it (consentManagement.cookies); the storefront only reads it, never builds it.
 */

export const TRACKING_CONSENT_COOKIE = '_tracking_consent';

/** The purposes a visitor can allow, in the cookie's one-letter keys. */
export interface ConsentPurposes {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export interface VisitorConsentState {
  /** The visitor answered (accepted, rejected or chose). */
  chosen: boolean;
  /** What is allowed: the platform's verdict for the visitor's region and answers. */
  purposes: ConsentPurposes;
}

/** A cookie's value in a Cookie header (or document.cookie), undecoded; null when absent. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The state a `_tracking_consent` value records, or null when it is absent or unreadable. */
export function parseTrackingConsent(value: string | null): VisitorConsentState | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.purposes)) return null;
  const { purposes } = parsed;
  const answers = isRecord(parsed.con) && isRecord(parsed.con.CMP) ? parsed.con.CMP : {};
  return {
    chosen: ['a', 'm', 'p'].some((key) => answers[key] === '1' || answers[key] === '0'),
    purposes: {
      analytics: purposes.a === true,
      marketing: purposes.m === true,
      preferences: purposes.p === true,
    },
  };
}

/** The consent a request's (or the page's) cookies record. */
export const consentOfCookies = (cookieHeader: string) =>
  parseTrackingConsent(cookieValue(cookieHeader, TRACKING_CONSENT_COOKIE));

/** Whether the visitor has answered: then no banner. */
export const hasConsentChoice = (cookieHeader: string) =>
  consentOfCookies(cookieHeader)?.chosen === true;

/**
 * What a page depends on of the visitor's consent: not chosen yet (the banner), or chosen with
 * analytics allowed or not (the analytics code). The page cache keeps a page per answer.
 */
export function consentVariant(cookieHeader: string): 'unchosen' | 'analytics' | 'no-analytics' {
  const consent = consentOfCookies(cookieHeader);
  if (!consent?.chosen) return 'unchosen';
  return consent.purposes.analytics ? 'analytics' : 'no-analytics';
}

/**
 * Whether analytics may run: what the visitor's cookie allows when they have one, else whether
 * the shop asks visitors of this region at all (where it does not, analytics runs).
 */
export function analyticsAllowed(cookieHeader: string, consentRequired: boolean): boolean {
  const consent = consentOfCookies(cookieHeader);
  return consent ? consent.purposes.analytics : !consentRequired;
}
