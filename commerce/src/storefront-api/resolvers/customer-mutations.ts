import { GraphQLError } from 'graphql';
import { hashPassword, verifyPassword } from '../../customer-accounts/passwords';
import type { RateLimitRule } from '../../customer-accounts/rate-limiter';
import {
  isValidEmail,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  validateNameChanges,
  type CustomerFieldError,
} from '../../customer-accounts/customer-input';
import {
  normalizeEmail,
  type CustomerChanges,
  type CustomerRecord,
} from '../../db/customer-repository';
import type { RequestContext } from '../context';
import { customerOfAccessToken, customerStoresOf } from '../customer-stores';
import type { ResolverMap } from '../schema';

/** Storefront API (legacy) customer accounts: email + password, customer access tokens. */

interface CustomerCreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

interface CustomerUpdateInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

type CustomerUserError = { code: string | null; field: string[] | null; message: string };

const PHONE = /^\+?[0-9]{6,15}$/;
/** Like Shopify, password sign-ins to one email are throttled: 10 per 15 minutes. */
export const PASSWORD_ATTEMPTS_PER_EMAIL: RateLimitRule = {
  name: 'password-attempts-email',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};
const UNIDENTIFIED: CustomerUserError = {
  code: 'UNIDENTIFIED_CUSTOMER',
  field: null,
  message: 'Unidentified customer',
};
const TOKEN_INVALID = (field: string[]): CustomerUserError => ({
  code: 'TOKEN_INVALID',
  field,
  message: 'Customer access token is invalid',
});

/** A scrypt of a fixed password, so an unknown email costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** The payload's deprecated userErrors mirror customerUserErrors without their codes. */
const withUserErrors = <T extends object>(payload: T, errors: CustomerUserError[]) => ({
  ...payload,
  customerUserErrors: errors,
  userErrors: errors.map(({ field, message }) => ({ field, message })),
});

function checkEmail(raw: string, field: string[]): CustomerUserError | string {
  const email = raw.trim();
  if (email === '') return { code: 'BLANK', field, message: "Email can't be blank" };
  if (email.length > MAX_EMAIL_LENGTH)
    return {
      code: 'TOO_LONG',
      field,
      message: `Email is too long (maximum is ${MAX_EMAIL_LENGTH} characters)`,
    };
  if (!isValidEmail(email)) return { code: 'INVALID', field, message: 'Email is invalid' };
  return email;
}

function checkPassword(password: string, field: string[]): CustomerUserError | null {
  if (password === '') return { code: 'BLANK', field, message: "Password can't be blank" };
  if (password.length < MIN_PASSWORD_LENGTH)
    return {
      code: 'TOO_SHORT',
      field,
      message: `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`,
    };
  if (password.length > MAX_PASSWORD_LENGTH)
    return {
      code: 'TOO_LONG',
      field,
      message: `Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`,
    };
  if (password.trim() !== password)
    return {
      code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      field,
      message: 'Password cannot start or end with whitespace',
    };
  return null;
}

function checkPhone(
  raw: string | null | undefined,
  field: string[],
): CustomerUserError | string | null | undefined {
  if (raw === undefined) return undefined;
  const phone = raw?.replace(/[\s\-().]/g, '') || null;
  if (phone !== null && !PHONE.test(phone))
    return { code: 'INVALID', field, message: 'Phone is invalid' };
  return phone;
}

const isError = (value: unknown): value is CustomerUserError =>
  typeof value === 'object' && value !== null && 'message' in value;

/** Checks the editable fields shared by customerCreate and customerUpdate. */
function checkProfile(
  input: CustomerUpdateInput,
  prefix: string,
): { changes: CustomerChanges; errors: CustomerUserError[] } {
  const errors: CustomerUserError[] = [];
  const names = validateNameChanges(input);
  if (!names.ok) {
    errors.push(
      ...names.errors.map((error: CustomerFieldError) => ({
        ...error,
        field: [prefix, ...error.field],
      })),
    );
  }
  const changes: CustomerChanges = names.ok ? { ...names.changes } : {};
  const phone = checkPhone(input.phone, [prefix, 'phone']);
  if (isError(phone)) errors.push(phone);
  else if (phone !== undefined) changes.phone = phone;
  if (typeof input.acceptsMarketing === 'boolean') {
    changes.emailMarketingState = input.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED';
  }
  return { changes, errors };
}

async function customerCreate(
  _root: unknown,
  { input }: { input: CustomerCreateInput },
  context: RequestContext,
) {
  const { customers } = customerStoresOf(context.db);
  const errors: CustomerUserError[] = [];
  const email = checkEmail(input.email, ['input', 'email']);
  if (isError(email)) errors.push(email);
  const passwordError = checkPassword(input.password, ['input', 'password']);
  if (passwordError) errors.push(passwordError);
  const profile = checkProfile(input, 'input');
  errors.push(...profile.errors);
  if (!isError(email) && customers.findByEmail(email)) {
    errors.push({
      code: 'TAKEN',
      field: ['input', 'email'],
      message: 'Email has already been taken',
    });
  }
  if (errors.length > 0 || isError(email)) return withUserErrors({ customer: null }, errors);

  const passwordHash = await hashPassword(input.password);
  // Checked again inside the transaction: two registrations may race past the check above.
  const created = context.db.transaction(() =>
    customers.findByEmail(email)
      ? null
      : customers.create({ email, passwordHash, ...profile.changes }),
  )();
  if (!created) {
    return withUserErrors({ customer: null }, [
      { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' },
    ]);
  }
  return withUserErrors({ customer: created }, []);
}

async function customerAccessTokenCreate(
  _root: unknown,
  { input }: { input: { email: string; password: string } },
  context: RequestContext,
) {
  const { customers, tokens, passwordAttempts } = customerStoresOf(context.db);
  const verdict = passwordAttempts.hit(
    [{ rule: PASSWORD_ATTEMPTS_PER_EMAIL, key: normalizeEmail(input.email) }],
    Date.now(),
  );
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
  { customerAccessToken }: { customerAccessToken: string },
  context: RequestContext,
) {
  const deleted = customerStoresOf(context.db).tokens.delete(customerAccessToken);
  if (!deleted) {
    return {
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
    };
  }
  return {
    deletedAccessToken: customerAccessToken,
    deletedCustomerAccessTokenId: null,
    userErrors: [],
  };
}

function customerAccessTokenRenew(
  _root: unknown,
  { customerAccessToken }: { customerAccessToken: string },
  context: RequestContext,
) {
  const renewed = customerStoresOf(context.db).tokens.renew(customerAccessToken);
  return renewed
    ? { customerAccessToken: renewed, userErrors: [] }
    : {
        customerAccessToken: null,
        userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
      };
}

async function customerUpdate(
  _root: unknown,
  {
    customerAccessToken,
    customer: input,
  }: { customerAccessToken: string; customer: CustomerUpdateInput },
  context: RequestContext,
) {
  const { customers, tokens } = customerStoresOf(context.db);
  const current: CustomerRecord | null = customerOfAccessToken(context.db, customerAccessToken);
  if (!current) {
    return withUserErrors({ customer: null, customerAccessToken: null }, [
      TOKEN_INVALID(['customerAccessToken']),
    ]);
  }
  const { changes, errors } = checkProfile(input, 'customer');
  if (input.email !== undefined && input.email !== null) {
    const email = checkEmail(input.email, ['customer', 'email']);
    if (isError(email)) errors.push(email);
    else if (
      customers.findByEmail(email)?.id !== undefined &&
      customers.findByEmail(email)?.id !== current.id
    ) {
      errors.push({
        code: 'TAKEN',
        field: ['customer', 'email'],
        message: 'Email has already been taken',
      });
    } else changes.email = email;
  }
  if (input.password !== undefined && input.password !== null) {
    const passwordError = checkPassword(input.password, ['customer', 'password']);
    if (passwordError) errors.push(passwordError);
    else changes.passwordHash = await hashPassword(input.password);
  }
  if (errors.length > 0)
    return withUserErrors({ customer: null, customerAccessToken: null }, errors);

  const updated = customers.update(current.id, changes);
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
    customerAccessTokenCreate,
    customerAccessTokenDelete,
    customerAccessTokenRenew,
    customerUpdate,
  },
};
