import type {
  CustomerUpdateInput,
  CustomerUserError,
  MutationCustomerAccessTokenCreateArgs,
  MutationCustomerAccessTokenDeleteArgs,
  MutationCustomerAccessTokenRenewArgs,
  MutationCustomerActivateArgs,
  MutationCustomerActivateByUrlArgs,
  MutationCustomerCreateArgs,
  MutationCustomerUpdateArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import { GraphQLError } from 'graphql';
import {
  checkEmail,
  checkPassword,
  isValidPhone,
  normalizePhone,
  validateNameChanges,
} from '../../customer-accounts/customer-input';
import {
  activateAccount,
  parseVerificationPath,
  sendVerificationLink,
  type ActivationOutcome,
} from '../../customer-accounts/email-verification';
import { hashPassword, verifyPassword } from '../../customer-accounts/passwords';
import type { RateLimitRule } from '../../lib/rate-limiter';
import { normalizeEmail } from '../../db/customer-repository';
import type { RequestContext, ResolverMap } from '../context';
import { customerOfAccessToken, customerStoresOf } from '../../customer-accounts/customer-stores';
import { numericIdOf } from '../../lib/ids';

/** Storefront API (legacy) customer accounts: email + password, customer access tokens. */

/**
 * Password sign-ins to one email from one buyer: 10 per 15 minutes. Counted per buyer, so
 * strangers guessing at an address never lock its owner out.
 */
const PASSWORD_ATTEMPTS_PER_EMAIL: RateLimitRule = {
  name: 'password-attempts-email',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};
const UNIDENTIFIED: CustomerUserError = {
  code: 'UNIDENTIFIED_CUSTOMER',
  field: null,
  message: 'Unidentified customer',
};
const TAKEN = (field: string[]): CustomerUserError => ({
  code: 'TAKEN',
  field,
  message: 'Email has already been taken',
});
const NO_SUCH_TOKEN = { field: ['customerAccessToken'], message: 'Access token does not exist' };
/** Shopify's answer to a registration for an address that already has a customer record. */
const CUSTOMER_DISABLED = (email: string): CustomerUserError => ({
  code: 'CUSTOMER_DISABLED',
  field: null,
  message: `We have sent an email to ${email}, please click the link included to verify your email address.`,
});

/** A scrypt of a fixed password, so an unknown email costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** The payload's deprecated userErrors mirror customerUserErrors without their codes. */
const withUserErrors = <T extends object>(payload: T, errors: CustomerUserError[]) => ({
  ...payload,
  customerUserErrors: errors,
  userErrors: errors.map(({ field, message }) => ({ field, message })),
});

/**
 * Checks the editable fields shared by customerCreate and customerUpdate (names, phone,
 * marketing consent) into changes, after the `errors` found so far.
 */
function checkProfile(input: CustomerUpdateInput, prefix: string, errors: CustomerUserError[]) {
  const names = validateNameChanges(input, [prefix]);
  errors.push(...names.errors);
  const changes = { ...names.changes };
  if (input.phone !== undefined) {
    const phone = normalizePhone(input.phone);
    if (!isValidPhone(phone))
      errors.push({ code: 'INVALID', field: [prefix, 'phone'], message: 'Phone is invalid' });
    else changes.phone = phone;
  }
  if (typeof input.acceptsMarketing === 'boolean') {
    changes.emailMarketingState = input.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED';
  }
  return changes;
}

const emailContext = (context: RequestContext) => ({
  db: context.db,
  origin: context.origin,
  shopName: context.catalogue.shop().name,
});

/**
 * An address the shop knows (a customer record, or a guest order paid with it, for which Shopify
 * keeps a customer record) gets no password from a registration: that would hand its orders and
 * addresses to whoever typed it. Like Shopify, the customer gets an activation link instead, and
 * the registration's names and phone are not written onto the record.
 */
async function customerCreate(
  _root: unknown,
  { input }: MutationCustomerCreateArgs,
  context: RequestContext,
) {
  const { customers, orders } = customerStoresOf(context.db);
  const email = input.email.trim();
  const errors = [
    checkEmail(email, ['input', 'email']),
    checkPassword(input.password, ['input', 'password']),
  ].filter((error) => error !== null);
  const changes = checkProfile(input, 'input', errors);
  if (errors.length > 0) return withUserErrors({ customer: null }, errors);

  const passwordHash = await hashPassword(input.password);
  const { customer, created } = context.db.transaction(() => {
    const known =
      customers.findByEmail(email) ??
      (orders.search([{ field: 'email', value: email, negated: false }], 'id').length > 0
        ? customers.create({ email })
        : null);
    return known
      ? { customer: known, created: false }
      : { customer: customers.create({ email, passwordHash, ...changes }), created: true };
  })();
  if (created) return withUserErrors({ customer }, []);
  if (customer.passwordHash) return withUserErrors({ customer: null }, [TAKEN(['input', 'email'])]);
  await sendVerificationLink(customer, 'activate', customer.email, emailContext(context));
  return withUserErrors({ customer: null }, [CUSTOMER_DISABLED(customer.email)]);
}

/** customerActivate and customerActivateByUrl: the activation link's outcome as a payload. */
function activationPayload(
  outcome: ActivationOutcome,
  context: RequestContext,
  tokenField: string[],
) {
  if (outcome.kind === 'activated') {
    const customerAccessToken = customerStoresOf(context.db).tokens.create(outcome.customer.id);
    return withUserErrors({ customer: outcome.customer, customerAccessToken }, []);
  }
  const error: CustomerUserError =
    outcome.kind === 'bad-password'
      ? outcome.error
      : outcome.kind === 'invalid'
        ? { code: 'TOKEN_INVALID', field: tokenField, message: 'Invalid activation token' }
        : { code: 'ALREADY_ENABLED', field: null, message: 'Customer already enabled' };
  return withUserErrors({ customer: null, customerAccessToken: null }, [error]);
}

async function customerActivate(
  _root: unknown,
  { id, input }: MutationCustomerActivateArgs,
  context: RequestContext,
) {
  const customerId = numericIdOf(id, 'Customer');
  const outcome: ActivationOutcome =
    customerId === null
      ? { kind: 'invalid' }
      : await activateAccount(
          context.db,
          { customerId, token: input.activationToken },
          input.password,
          ['input', 'password'],
        );
  return activationPayload(outcome, context, ['input', 'activationToken']);
}

async function customerActivateByUrl(
  _root: unknown,
  { activationUrl, password }: MutationCustomerActivateByUrlArgs,
  context: RequestContext,
) {
  // Not a URL at all is an invalid activation link like any other.
  const link = URL.canParse(activationUrl)
    ? parseVerificationPath(new URL(activationUrl).pathname)
    : null;
  const outcome: ActivationOutcome =
    link?.purpose === 'activate'
      ? await activateAccount(context.db, link, password, ['password'])
      : { kind: 'invalid' };
  return activationPayload(outcome, context, ['activationUrl']);
}

async function customerAccessTokenCreate(
  _root: unknown,
  { input }: MutationCustomerAccessTokenCreateArgs,
  context: RequestContext,
) {
  const { customers, tokens, limiter } = customerStoresOf(context.db);
  const verdict = await limiter.hit([
    {
      rule: PASSWORD_ATTEMPTS_PER_EMAIL,
      key: `${normalizeEmail(input.email)} ${context.buyerIp ?? 'unknown'}`,
    },
  ]);
  if (!verdict.allowed) {
    throw new GraphQLError('Login attempt limit exceeded. Please try again later.', {
      extensions: { code: 'THROTTLED' },
    });
  }
  const customer = customers.findByEmail(input.email);
  // Passwordless-only customers have no hash: they sign in with a code, never here.
  const hash = customer?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy password')));
  const matches = await verifyPassword(input.password, hash);
  if (!customer?.passwordHash || !matches) {
    return withUserErrors({ customerAccessToken: null }, [UNIDENTIFIED]);
  }
  return withUserErrors({ customerAccessToken: tokens.create(customer.id) }, []);
}

function customerAccessTokenDelete(
  _root: unknown,
  { customerAccessToken }: MutationCustomerAccessTokenDeleteArgs,
  context: RequestContext,
) {
  const deleted = customerStoresOf(context.db).tokens.delete(customerAccessToken);
  return {
    deletedAccessToken: deleted ? customerAccessToken : null,
    deletedCustomerAccessTokenId: null,
    userErrors: deleted ? [] : [NO_SUCH_TOKEN],
  };
}

function customerAccessTokenRenew(
  _root: unknown,
  { customerAccessToken }: MutationCustomerAccessTokenRenewArgs,
  context: RequestContext,
) {
  const renewed = customerStoresOf(context.db).tokens.renew(customerAccessToken);
  return { customerAccessToken: renewed, userErrors: renewed ? [] : [NO_SUCH_TOKEN] };
}

async function customerUpdate(
  _root: unknown,
  { customerAccessToken, customer: input }: MutationCustomerUpdateArgs,
  context: RequestContext,
) {
  const { customers, tokens } = customerStoresOf(context.db);
  const current = customerOfAccessToken(context.db, customerAccessToken);
  if (!current) {
    return withUserErrors({ customer: null, customerAccessToken: null }, [
      {
        code: 'TOKEN_INVALID',
        field: ['customerAccessToken'],
        message: 'Customer access token is invalid',
      },
    ]);
  }
  const errors: CustomerUserError[] = [];
  const changes = checkProfile(input, 'customer', errors);
  // A new address takes effect once it follows the link emailed to it; until then the
  // customer keeps the current one (and every other change of this update applies).
  let newEmail: string | null = null;
  if (input.email !== undefined && input.email !== null) {
    const email = input.email.trim();
    const emailError = checkEmail(email, ['customer', 'email']);
    if (emailError) errors.push(emailError);
    else if (normalizeEmail(email) !== current.email) {
      if (customers.findByEmail(email)) errors.push(TAKEN(['customer', 'email']));
      else newEmail = email;
    }
  }
  if (input.password !== undefined && input.password !== null) {
    const passwordError = checkPassword(input.password, ['customer', 'password']);
    if (passwordError) errors.push(passwordError);
    else changes.passwordHash = await hashPassword(input.password);
  }
  if (errors.length > 0)
    return withUserErrors({ customer: null, customerAccessToken: null }, errors);

  const updated = customers.update(current.id, changes);
  if (newEmail) {
    await sendVerificationLink(updated, 'change_email', newEmail, emailContext(context));
  }
  // A new password ends every other session, as Shopify's does, and answers with a fresh token.
  const newToken =
    changes.passwordHash !== undefined
      ? context.db.transaction(() => {
          tokens.deleteAllOf(current.id);
          return tokens.create(current.id);
        })()
      : null;
  return withUserErrors({ customer: updated, customerAccessToken: newToken }, []);
}

export const customerMutationResolvers: ResolverMap = {
  Mutation: {
    customerCreate,
    customerActivate,
    customerActivateByUrl,
    customerAccessTokenCreate,
    customerAccessTokenDelete,
    customerAccessTokenRenew,
    customerUpdate,
  },
};
