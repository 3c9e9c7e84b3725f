import { describe, expect, it } from 'vitest';
import {
  analyticsAllowed,
  consentVariant,
  cookieValue,
  hasConsentChoice,
  parseTrackingConsent,
} from './tracking-consent';

/** A `_tracking_consent` cookie as the platform writes it (URI-encoded JSON). */
const cookie = (answers: Record<string, string>, purposes: Record<string, boolean>) =>
  `_tracking_consent=${encodeURIComponent(
    JSON.stringify({ v: '2.1', con: { CMP: answers }, purposes, display_banner: true }),
  )}`;

const unanswered = cookie({ a: '', m: '', p: '', s: '' }, { a: false, m: false, p: false });
const accepted = cookie({ a: '1', m: '1', p: '1', s: '' }, { a: true, m: true, p: true });
const rejected = cookie({ a: '0', m: '0', p: '0', s: '' }, { a: false, m: false, p: false });

describe('the _tracking_consent cookie, as the storefront reads it', () => {
  it('finds a cookie among others, by its exact name', () => {
    expect(
      cookieValue('a=1; _tracking_consent_x=2; _tracking_consent=3', '_tracking_consent'),
    ).toBe('3');
    expect(cookieValue('a=1', '_tracking_consent')).toBeNull();
  });

  it('reads the visitor’s choice and the purposes the platform allows', () => {
    expect(parseTrackingConsent(cookieValue(accepted, '_tracking_consent'))).toEqual({
      chosen: true,
      purposes: { analytics: true, marketing: true, preferences: true },
    });
    expect(hasConsentChoice(unanswered)).toBe(false);
    expect(hasConsentChoice(rejected)).toBe(true);
    // Unreadable or forged values count as no cookie at all.
    expect(parseTrackingConsent('%7Bnot json')).toBeNull();
    expect(parseTrackingConsent(encodeURIComponent('"text"'))).toBeNull();
  });

  it('allows analytics only with consent where it is required, and without a cookie where not', () => {
    expect(analyticsAllowed('', true)).toBe(false);
    expect(analyticsAllowed('', false)).toBe(true);
    expect(analyticsAllowed(unanswered, true)).toBe(false);
    expect(analyticsAllowed(accepted, true)).toBe(true);
    // A visitor's refusal holds even where the shop asks no one.
    expect(analyticsAllowed(rejected, false)).toBe(false);
  });

  it('names the page variant a visitor gets: not chosen, analytics, or none', () => {
    expect(consentVariant('')).toBe('unchosen');
    expect(consentVariant(unanswered)).toBe('unchosen');
    expect(consentVariant(accepted)).toBe('analytics');
    expect(consentVariant(rejected)).toBe('no-analytics');
  });
});
