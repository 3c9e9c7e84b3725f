import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { clientIpContext, storefrontContext } from '../context';
import { apiError } from '../http/json-request.server';
import { emailField } from '../forms/fields.server';
import { checkRateLimits } from '../http/rate-limit.server';
import { createCustomer, createCustomerAccessToken } from '../shopify/index.server';
import { commitSession } from '../session.server';
import { splitName } from './name';
import { AUTH_RATE_LIMITS } from './request-guards.server';
import { platformFailure } from './responses.server';

/**
 * Password accounts (the Storefront API's legacy customer accounts), shared by the JSON
 * endpoints (/api/auth/login, /api/auth/register) and the /login and /register forms when they
 * are sent before the page's script has loaded. Rate limits apply to both doors alike.
 */

export const MAX_AUTH_BODY_BYTES = 4 * 1024;

const password = z
  .string({ error: 'password is required' })
  .min(1, 'password is required')
  .max(256, 'password is too long');

export const PasswordSignIn = z.object({ email: emailField, password });

export const Registration = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name is too long'),
  email: emailField,
  password,
});

/** Signed in: Shopify's customer access token and the session cookie to set. */
export type PasswordOutcome =
  { ok: true; token: string; setCookie: string } | { ok: false; response: Response };

/**
 * Registration for an address the shop already knows (a guest order, the newsletter, a
 * passwordless sign-in): no account yet and nothing failed. The platform emailed the address an
 * activation link; `message` is its own ("We have sent an email to …").
 */
interface ActivationSent {
  ok: false;
  activationMessage: string;
}

export type RegistrationOutcome = PasswordOutcome | ActivationSent;

type Context = Readonly<RouterContextProvider>;

/** The registration form's field a platform error names (e.g. ['input', 'lastName'] is name). */
function formFieldOf(path: readonly string[] | null | undefined) {
  const field = path?.at(-1);
  if (field === 'firstName' || field === 'lastName') return 'name';
  return field === 'email' || field === 'password' ? field : undefined;
}

function openSession(token: { accessToken: string; expiresAt: number }) {
  return commitSession({
    family: 'storefront',
    customerAccessToken: token.accessToken,
    expiresAt: token.expiresAt,
  });
}

/**
 * The platform's THROTTLED: this address has had too many sign-ins from this shopper. A limit
 * the shopper reached, not a fault of the shop's.
 */
const throttled = () =>
  apiError(
    429,
    'Too many sign-in attempts for this email. Please wait a few minutes and try again.',
  );

/** Per-email limits count per client too, so strangers guessing at an address never block its owner. */
const perEmailKey = (context: Context, email: string) =>
  `${email.toLowerCase()} ${context.get(clientIpContext)}`;

export async function signInWithPassword(
  context: Context,
  input: z.output<typeof PasswordSignIn>,
): Promise<PasswordOutcome> {
  const limited = await checkRateLimits([
    { rule: AUTH_RATE_LIMITS.passwordSignInPerIp, key: context.get(clientIpContext) },
    { rule: AUTH_RATE_LIMITS.passwordSignInPerEmail, key: perEmailKey(context, input.email) },
  ]);
  if (limited) return { ok: false, response: limited };
  try {
    const result = await createCustomerAccessToken(context.get(storefrontContext), input);
    switch (result.kind) {
      case 'signed-in':
        return { ok: true, token: result.accessToken, setCookie: await openSession(result) };
      case 'throttled':
        return { ok: false, response: throttled() };
      case 'refused':
        // One answer for a wrong email and a wrong password: which one is not for us to reveal.
        // The form shows it at the password, the field a shopper retypes.
        return {
          ok: false,
          response: apiError(401, { error: 'Incorrect email or password.', field: 'password' }),
        };
    }
  } catch (error) {
    return { ok: false, response: platformFailure('auth/login', error) };
  }
}

export async function registerWithPassword(
  context: Context,
  input: z.output<typeof Registration>,
): Promise<RegistrationOutcome> {
  const limited = await checkRateLimits([
    { rule: AUTH_RATE_LIMITS.registrationPerIp, key: context.get(clientIpContext) },
    { rule: AUTH_RATE_LIMITS.registrationPerEmail, key: perEmailKey(context, input.email) },
  ]);
  if (limited) return { ok: false, response: limited };
  const storefront = context.get(storefrontContext);
  try {
    const created = await createCustomer(storefront, {
      email: input.email,
      password: input.password,
      ...splitName(input.name),
    });
    if (created.kind === 'activation-sent') {
      return { ok: false, activationMessage: created.message };
    }
    if (created.kind === 'refused') {
      const status = created.error?.code === 'TAKEN' ? 409 : 422;
      const message = created.error?.message || 'Please check your information and try again.';
      const field = formFieldOf(created.error?.field);
      return { ok: false, response: apiError(status, field ? { error: message, field } : message) };
    }
    const signedIn = await createCustomerAccessToken(storefront, {
      email: input.email,
      password: input.password,
    });
    if (signedIn.kind === 'throttled') return { ok: false, response: throttled() };
    if (signedIn.kind === 'refused') throw new Error('the new customer could not sign in');
    return { ok: true, token: signedIn.accessToken, setCookie: await openSession(signedIn) };
  } catch (error) {
    return { ok: false, response: platformFailure('auth/register', error) };
  }
}
