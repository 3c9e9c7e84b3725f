import type { CustomerChanges } from '../db/customer-repository';

/** Checks of customer fields both customer APIs accept, with Shopify's error codes. */
export interface CustomerFieldError {
  code:
    | 'BLANK'
    | 'INVALID'
    | 'TAKEN'
    | 'TOO_SHORT'
    | 'TOO_LONG'
    | 'CONTAINS_HTML_TAGS'
    | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE';
  field: string[];
  message: string;
}

export const MAX_NAME_LENGTH = 255;
const MAX_EMAIL_LENGTH = 254;
/** Shopify's minimum and maximum password lengths for customer accounts. */
export const MIN_PASSWORD_LENGTH = 5;
export const MAX_PASSWORD_LENGTH = 40;

const HTML_TAG = /<[a-z/!][^>]*>/i;
/** Deliberately simple: one @, no spaces, a dot in the domain (what Shopify's form accepts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E.164: an optional +, then 7 to 15 digits not starting with 0. */
const E164 = /^\+?[1-9]\d{6,14}$/;

/** A phone as Shopify stores it (spaces, dashes, dots and brackets dropped, blank as null). */
export const normalizePhone = (raw: string | null | undefined): string | null =>
  raw?.replace(/[\s\-().]/g, '') || null;

export const isValidPhone = (phone: string | null): boolean => phone === null || E164.test(phone);

export const isValidEmail = (email: string): boolean =>
  email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);

const LABELS = { firstName: 'First name', lastName: 'Last name' } as const;

/** Shopify's answer for a value longer than `maximum` characters. */
export const tooLong = (label: string, maximum: number, field: string[]): CustomerFieldError => ({
  code: 'TOO_LONG',
  field,
  message: `${label} is too long (maximum is ${maximum} characters)`,
});

/**
 * firstName/lastName changes: undefined keeps a field, null or '' clears it. Errors name their
 * field under `prefix` (e.g. ['input', 'firstName']); with any, the changes must not be written.
 */
export function validateNameChanges(
  input: { firstName?: string | null; lastName?: string | null },
  prefix: string[],
): { changes: CustomerChanges; errors: CustomerFieldError[] } {
  const errors: CustomerFieldError[] = [];
  const changes: CustomerChanges = {};
  for (const name of ['firstName', 'lastName'] as const) {
    const raw = input[name];
    if (raw === undefined) continue;
    const value = raw === null ? null : raw.trim() || null;
    const field = [...prefix, name];
    if (value !== null && value.length > MAX_NAME_LENGTH) {
      errors.push(tooLong(LABELS[name], MAX_NAME_LENGTH, field));
    } else if (value !== null && HTML_TAG.test(value)) {
      errors.push({
        code: 'CONTAINS_HTML_TAGS',
        field,
        message: `${LABELS[name]} cannot contain HTML tags`,
      });
    } else {
      changes[name] = value;
    }
  }
  return { changes, errors };
}

/** An email (already trimmed) as Shopify checks one, or null. */
export function checkEmail(email: string, field: string[]): CustomerFieldError | null {
  if (email === '') return { code: 'BLANK', field, message: "Email can't be blank" };
  if (email.length > MAX_EMAIL_LENGTH) return tooLong('Email', MAX_EMAIL_LENGTH, field);
  if (!isValidEmail(email)) return { code: 'INVALID', field, message: 'Email is invalid' };
  return null;
}

/** A new password as Shopify checks one (5 to 40 characters, no space at either end), or null. */
export function checkPassword(password: string, field: string[]): CustomerFieldError | null {
  if (password === '') return { code: 'BLANK', field, message: "Password can't be blank" };
  if (password.length < MIN_PASSWORD_LENGTH)
    return {
      code: 'TOO_SHORT',
      field,
      message: `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`,
    };
  if (password.length > MAX_PASSWORD_LENGTH) return tooLong('Password', MAX_PASSWORD_LENGTH, field);
  if (password.trim() !== password)
    return {
      code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      field,
      message: 'Password cannot start or end with whitespace',
    };
  return null;
}
