import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { sendCardPage, sendMessagePage } from '../http/page';
import { readForm } from '../http/read-body';
import { sendRedirect } from '../http/responses';
import { isValidEmail } from './customer-input';
import { gid } from '../lib/ids';
import type { RateLimitRule } from '../lib/rate-limiter';
import { customerStoresOf, type AccountsSetup } from './customer-stores';
import { SIGN_IN_PAGE_PREFIX } from './routes';
import { SIGN_IN_CODE_TTL_MS, signInCodes } from './sign-in-codes';
import { codeStepCard, emailStepCard, type StepView } from './sign-in-pages';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** How often codes may be asked for and tried, per client IP and per email address. */
export const DEFAULT_SIGN_IN_RATE_LIMITS = {
  codeRequestsPerEmail: { name: 'code-requests-email', limit: 5, windowMs: FIFTEEN_MINUTES },
  codeRequestsPerIp: { name: 'code-requests-ip', limit: 30, windowMs: FIFTEEN_MINUTES },
  codeAttemptsPerEmail: { name: 'code-attempts-email', limit: 20, windowMs: FIFTEEN_MINUTES },
  codeAttemptsPerIp: { name: 'code-attempts-ip', limit: 60, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;
export type SignInRateLimits = typeof DEFAULT_SIGN_IN_RATE_LIMITS;

const formSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('email'), email: z.string().max(1000) }),
  z.object({ step: z.literal('code'), code: z.string().max(100) }),
  z.object({ step: z.literal('resend') }),
]);

/** What the code form says when the attempt's code can no longer sign in. */
const SPENT_CODE_ALERTS = {
  locked: 'Too many wrong codes. Send a new code to try again.',
  expired: 'This code has expired. Send a new code.',
  missing: 'This code was already used. Send a new code.',
};

/**
 * The hosted passwordless sign-in (GET/POST /authentication/login/{uid}): Email + Continue
 * emails a 6-digit code (to the development outbox), Code + Sign in checks it, finds or
 * creates the customer for that email and hands the sign-in back to the OpenID provider.
 */
export function createSignInHandler(
  setup: AccountsSetup,
  provider: Provider,
  limits: SignInRateLimits,
) {
  const codes = signInCodes(setup.db, setup.secrets.codeKey);
  const { customers, outbox, limiter } = customerStoresOf(setup.db);
  const ttlMinutes = SIGN_IN_CODE_TTL_MS / 60_000;

  function sendCode(uid: string, email: string): void {
    const code = codes.issue(uid, email, setup.now());
    const shopName = setup.chrome().shopName;
    outbox.send({
      to: email,
      kind: 'sign_in_code',
      subject: `${code} is your ${shopName} sign-in code`,
      text: `Your sign-in code is ${code}. It expires in ${ttlMinutes} minutes. If you didn't try to sign in, you can ignore this email.`,
      code,
    });
  }

  return async function handleSignInPage(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
    searchParams: URLSearchParams,
  ): Promise<void> {
    // Only a uid the provider made (URL-safe characters) gets past the check below.
    const action = `${SIGN_IN_PAGE_PREFIX}${uid}`;
    const chrome = setup.chrome();
    /** The email step, or the code step for the address a code was sent to. */
    const step = (
      status: number,
      view: Pick<StepView, 'fieldError' | 'alert'> & { email?: string; codeSentTo?: string },
      headers?: Record<string, string>,
    ) =>
      sendCardPage(
        response,
        status,
        chrome,
        view.codeSentTo === undefined
          ? emailStepCard({ ...chrome, action, ...view })
          : codeStepCard({ ...chrome, action, ttlMinutes, email: view.codeSentTo, ...view }),
        headers,
      );
    /** Counts this request against `checks`; over a limit, answers 429 with `view` and says so. */
    const refusedByLimits = async (
      checks: Parameters<typeof limiter.hit>[0],
      tooMany: string,
      view: { email?: string; codeSentTo?: string },
    ) => {
      const { allowed, retryAfterSeconds: seconds } = await limiter.hit(checks);
      if (allowed) return false;
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      const alert = `${tooMany} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
      step(429, { ...view, alert }, { 'retry-after': String(seconds) });
      return true;
    };

    const details = await provider.interactionDetails(request, response).catch(() => null);
    if (details?.uid !== uid) {
      request.resume();
      return sendMessagePage(response, 400, chrome, {
        heading: 'This sign-in has expired',
        message: 'Go back to the store and choose Sign in again.',
      });
    }

    // Already signed in but the client asked for consent (prompt=consent): the storefront is
    // first-party, so consent is given at once; loadExistingGrant makes the grant.
    if (details.prompt.name !== 'login' && details.session?.accountId) {
      request.resume();
      const merge = { mergeWithLastSubmission: true };
      return provider.interactionFinished(request, response, { consent: {} }, merge);
    }

    if (request.method !== 'POST') {
      const pending = codes.pendingEmail(uid);
      if (searchParams.get('step') === 'code' && pending) return step(200, { codeSentTo: pending });
      return step(200, { email: pending ?? undefined });
    }

    const parsed = formSchema.safeParse(Object.fromEntries(await readForm(request)));
    if (!parsed.success)
      throw new HttpError(400, 'The sign-in form was not filled in as expected.');
    const form = parsed.data;
    const ip = request.socket.remoteAddress ?? 'unknown';

    if (form.step === 'email' || form.step === 'resend') {
      const email = form.step === 'email' ? form.email.trim() : codes.pendingEmail(uid);
      if (!email) return step(400, { fieldError: 'Enter your email.' });
      if (!isValidEmail(email))
        return step(400, { email, fieldError: 'Enter a valid email address.' });
      const requests = [
        { rule: limits.codeRequestsPerIp, key: ip },
        { rule: limits.codeRequestsPerEmail, key: email.toLowerCase() },
      ];
      if (await refusedByLimits(requests, 'Too many codes requested.', { email })) return;
      sendCode(uid, email);
      return sendRedirect(response, `${action}?step=code`);
    }

    const email = codes.pendingEmail(uid);
    if (email === null) return step(400, { alert: 'Enter your email to get a code.' });
    const codeStep = (fields: Pick<StepView, 'fieldError' | 'alert'>) =>
      step(400, { codeSentTo: email, ...fields });
    const attempts = [
      { rule: limits.codeAttemptsPerIp, key: ip },
      { rule: limits.codeAttemptsPerEmail, key: email },
    ];
    if (await refusedByLimits(attempts, 'Too many attempts.', { codeSentTo: email })) return;
    const typed = form.code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) {
      return codeStep({ fieldError: 'Enter the 6-digit code from the email.' });
    }
    const check = codes.check(uid, typed, setup.now());
    switch (check.outcome) {
      case 'accepted': {
        const customer = customers.findOrCreate({ email: check.email });
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: gid('Customer', customer.id), remember: true } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      case 'wrong':
        return codeStep({
          fieldError: `That code isn't right. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
        });
      default:
        return codeStep({ alert: SPENT_CODE_ALERTS[check.outcome] });
    }
  };
}
