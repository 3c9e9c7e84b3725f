import type { CommerceDatabase } from '../db/connection';
import { normalizeEmail, type CustomerRecord } from '../db/customer-repository';
import type { VerificationPurpose } from '../db/email-verification-repository';
import { customerStoresOf } from './customer-stores';
import { checkPassword, type CustomerFieldError } from './customer-input';
import { hashPassword } from './passwords';
import type { RateLimitRule } from '../lib/rate-limiter';

/**
 * Proof of an email address before it opens an account, as Shopify asks for it. An address the
 * shop already knows (a customer record from a guest order, the newsletter, the contact form or
 * a passwordless sign-in) gets a password only through an activation link emailed to it, and a
 * customer's address changes only once the new one follows a confirmation link. Otherwise
 * whoever registered an address first would see its orders and addresses, and a later
 * passwordless sign-in by its owner would land in their account.
 */

/** How long an emailed link works. */
const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Verification emails one address gets, whoever asks for them (the public token lets anyone). */
const VERIFICATION_EMAILS_PER_ADDRESS: RateLimitRule = {
  name: 'verification-emails',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};

/** Shopify's activation URLs: {shop}/account/activate/{customer id}/{token}. */
const PATH_SEGMENTS: Record<VerificationPurpose, string> = {
  activate: 'activate',
  change_email: 'confirm_email',
};
const VERIFICATION_PATH = /^\/account\/(activate|confirm_email)\/(\d{1,15})\/([0-9a-f]{48})$/;

/** What a path under the links' prefixes is for (a well-formed link or a damaged one), else null. */
export function verificationPurposeOf(path: string): VerificationPurpose | null {
  const segment = /^\/account\/([a-z_]+)\//.exec(path)?.[1];
  const found = Object.entries(PATH_SEGMENTS).find(([, name]) => name === segment);
  return found ? (found[0] as VerificationPurpose) : null;
}

export interface VerificationLink {
  purpose: VerificationPurpose;
  customerId: number;
  token: string;
}

/** The link a path of this server is, or null when it is not one. */
export function parseVerificationPath(path: string): VerificationLink | null {
  const match = VERIFICATION_PATH.exec(path);
  const purpose = verificationPurposeOf(path);
  return match && purpose && { purpose, customerId: Number(match[2]), token: match[3] ?? '' };
}

const EMAILS: Record<
  VerificationPurpose,
  (shop: string, email: string) => { kind: string; subject: string; text: string }
> = {
  activate: (shop) => ({
    kind: 'account_activation',
    subject: `Activate your ${shop} account`,
    text: [
      `Someone asked to create a ${shop} account with this email address.`,
      'To activate it, follow the link below and choose a password. It works once, for 24 hours.',
      "If this wasn't you, ignore this email: nothing changes.",
    ].join('\n'),
  }),
  change_email: (shop, email) => ({
    kind: 'email_change',
    subject: `Confirm your new email address for ${shop}`,
    text: [
      `A ${shop} customer asked to use ${email} for their account.`,
      'To confirm, follow the link below. It works once, for 24 hours; until then the account keeps its current address.',
      "If this wasn't you, ignore this email: nothing changes.",
    ].join('\n'),
  }),
};

/**
 * Emails `to` a link that, followed, does `purpose` for `customer`, unless that address has had
 * VERIFICATION_EMAILS_PER_ADDRESS already (its newest link still works). Earlier links of the
 * customer for the same purpose stop working.
 */
export async function sendVerificationLink(
  customer: CustomerRecord,
  purpose: VerificationPurpose,
  to: string,
  /** The database, this server's public origin (the links' host), the shop signing the email. */
  { db, origin, shopName }: { db: CommerceDatabase; origin: string; shopName: string },
): Promise<void> {
  const { verifications, outbox, limiter } = customerStoresOf(db);
  const verdict = await limiter.hit([
    { rule: VERIFICATION_EMAILS_PER_ADDRESS, key: normalizeEmail(to) },
  ]);
  if (!verdict.allowed) return;
  const token = verifications.issue(customer.id, purpose, to, VERIFICATION_LINK_TTL_MS);
  outbox.send({
    to,
    ...EMAILS[purpose](shopName, normalizeEmail(to)),
    code: null,
    link: `${origin}/account/${PATH_SEGMENTS[purpose]}/${customer.id}/${token}`,
  });
}

export type ActivationOutcome =
  | { kind: 'activated'; customer: CustomerRecord }
  /** Unknown, used or expired, or for an address the customer no longer has. */
  | { kind: 'invalid' }
  | { kind: 'already-enabled' }
  | { kind: 'bad-password'; error: CustomerFieldError };

type ActivationCheck =
  | Extract<ActivationOutcome, { kind: 'invalid' | 'already-enabled' }>
  | { kind: 'ready'; customer: CustomerRecord; verificationId: number };

/** Whether an activation link can still set the password of the customer it was sent to. */
export function pendingActivation(
  db: CommerceDatabase,
  link: Omit<VerificationLink, 'purpose'>,
  now = new Date(),
): ActivationCheck {
  const { customers, verifications } = customerStoresOf(db);
  const customer = customers.findById(link.customerId);
  const live = verifications.findLive(link.customerId, 'activate', link.token, now);
  if (!customer || !live || live.email !== normalizeEmail(customer.email)) {
    return { kind: 'invalid' };
  }
  if (customer.passwordHash) return { kind: 'already-enabled' };
  return { kind: 'ready', customer, verificationId: live.id };
}

/** Sets the first password of the customer an activation link was sent to. */
export async function activateAccount(
  db: CommerceDatabase,
  link: Omit<VerificationLink, 'purpose'>,
  password: string,
  passwordField: string[],
  now = new Date(),
): Promise<ActivationOutcome> {
  const before = pendingActivation(db, link, now);
  if (before.kind !== 'ready') return before;
  const error = checkPassword(password, passwordField);
  if (error) return { kind: 'bad-password', error };
  const passwordHash = await hashPassword(password);
  const { customers, verifications } = customerStoresOf(db);
  // Checked again: the link may have been used while the password was hashed.
  return db.transaction((): ActivationOutcome => {
    const current = pendingActivation(db, link, now);
    if (current.kind !== 'ready') return current;
    if (!verifications.markUsed(current.verificationId, now)) return { kind: 'invalid' };
    return { kind: 'activated', customer: customers.update(current.customer.id, { passwordHash }) };
  })();
}

export type EmailChangeOutcome =
  | { kind: 'changed'; customer: CustomerRecord }
  | { kind: 'invalid' }
  /** Another customer has had the address since the link was sent. */
  | { kind: 'taken'; email: string };

/** The new address of a confirmation link, when the link still works. */
export function pendingEmailChange(
  db: CommerceDatabase,
  link: Omit<VerificationLink, 'purpose'>,
  now = new Date(),
): { customer: CustomerRecord; email: string } | null {
  const { customers, verifications } = customerStoresOf(db);
  const customer = customers.findById(link.customerId);
  const live = verifications.findLive(link.customerId, 'change_email', link.token, now);
  return customer && live ? { customer, email: live.email } : null;
}

/** Moves the customer to the address a confirmation link was sent to. */
export function confirmEmailChange(
  db: CommerceDatabase,
  link: Omit<VerificationLink, 'purpose'>,
  now = new Date(),
): EmailChangeOutcome {
  const { customers, verifications } = customerStoresOf(db);
  return db.transaction((): EmailChangeOutcome => {
    const live = verifications.findLive(link.customerId, 'change_email', link.token, now);
    if (!live || !customers.findById(link.customerId)) return { kind: 'invalid' };
    const owner = customers.findByEmail(live.email);
    if (owner && owner.id !== link.customerId) return { kind: 'taken', email: live.email };
    if (!verifications.markUsed(live.id, now)) return { kind: 'invalid' };
    return { kind: 'changed', customer: customers.update(link.customerId, { email: live.email }) };
  })();
}
