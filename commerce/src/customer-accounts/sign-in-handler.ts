import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { CommerceDatabase } from '../db/connection';
import { HttpError } from '../http/http-error';
import { readForm } from '../http/read-body';
import { isValidEmail } from './customer-input';
import { gid } from '../lib/ids';
import type { RateLimitRule } from '../lib/rate-limiter';
import { customerStoresOf } from './customer-stores';
import { SIGN_IN_PAGE_PREFIX } from './routes';
import { SIGN_IN_CODE_TTL_MS, SignInCodes } from './sign-in-codes';
import {
  renderCodeStep,
  renderEmailStep,
  sendHostedPage,
  sendMessagePage,
  type CardPageView,
  type StepView,
} from './sign-in-pages';
import type { PageChrome } from '../http/page';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** How often codes may be asked for and tried, per client IP and per email address. */
export const DEFAULT_SIGN_IN_RATE_LIMITS = {
  codeRequestsPerEmail: { name: 'code-requests-email', limit: 5, windowMs: FIFTEEN_MINUTES },
  codeRequestsPerIp: { name: 'code-requests-ip', limit: 30, windowMs: FIFTEEN_MINUTES },
  codeAttemptsPerEmail: { name: 'code-attempts-email', limit: 20, windowMs: FIFTEEN_MINUTES },
  codeAttemptsPerIp: { name: 'code-attempts-ip', limit: 60, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;
export type SignInRateLimits = typeof DEFAULT_SIGN_IN_RATE_LIMITS;

export interface SignInHandlerOptions {
  provider: Provider;
  db: CommerceDatabase;
  /** The key sign-in codes are hashed with. */
  codeKey: string;
  limits: SignInRateLimits;
  chrome: () => PageChrome;
  now: () => Date;
}

const MAX_FORM_BYTES = 4 * 1024;

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

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** What a sign-in step shows besides its form. */
type StepFields = Pick<StepView, 'fieldError' | 'alert'>;

type PageHeaders = Record<string, string>;

/**
 * The hosted passwordless sign-in (GET/POST /authentication/login/{uid}): Email + Continue
 * emails a 6-digit code (to the development outbox), Code + Sign in checks it, finds or
 * creates the customer for that email and hands the sign-in back to the OpenID provider.
 */
export function createSignInHandler(options: SignInHandlerOptions) {
  const { limits } = options;
  const codes = new SignInCodes(options.db, options.codeKey);
  const { customers, outbox, limiter } = customerStoresOf(options.db);
  const ttlMinutes = SIGN_IN_CODE_TTL_MS / 60_000;

  const expired = (response: ServerResponse) =>
    sendMessagePage(response, 400, options.chrome(), {
      heading: 'This sign-in has expired',
      message: 'Go back to the store and choose Sign in again.',
    });

  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': '0' });
    response.end();
  };

  function sendCode(uid: string, email: string): void {
    const code = codes.issue(uid, email, options.now());
    const shopName = options.chrome().shopName;
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
    const answer = (
      status: number,
      render: (chrome: CardPageView) => string,
      headers?: PageHeaders,
    ) => sendHostedPage(response, status, options.chrome(), render, headers);
    const emailStep = (
      status: number,
      view: StepFields & { email?: string } = {},
      headers?: PageHeaders,
    ) => answer(status, (chrome) => renderEmailStep({ ...chrome, action, ...view }), headers);
    const codeStep = (
      status: number,
      email: string,
      view: StepFields = {},
      headers?: PageHeaders,
    ) =>
      answer(
        status,
        (chrome) => renderCodeStep({ ...chrome, action, email, ttlMinutes, ...view }),
        headers,
      );

    const details = await options.provider.interactionDetails(request, response).catch(() => null);
    if (details?.uid !== uid) {
      request.resume();
      return expired(response);
    }

    // Already signed in but the provider still asks (a consent prompt): the storefront is
    // first-party, so grant what it asked for and carry on.
    if (details.prompt.name !== 'login' && details.session?.accountId) {
      request.resume();
      const grant = new options.provider.Grant({
        accountId: details.session.accountId,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await options.provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    if (request.method !== 'POST') {
      const pending = codes.pendingEmail(uid);
      if (searchParams.get('step') === 'code' && pending) return codeStep(200, pending);
      return emailStep(200, { email: pending ?? undefined });
    }

    const parsed = formSchema.safeParse(
      Object.fromEntries(await readForm(request, MAX_FORM_BYTES)),
    );
    if (!parsed.success)
      throw new HttpError(400, 'The sign-in form was not filled in as expected.');
    const form = parsed.data;
    const ip = request.socket.remoteAddress ?? 'unknown';

    if (form.step === 'email' || form.step === 'resend') {
      const email = form.step === 'email' ? form.email.trim() : codes.pendingEmail(uid);
      if (!email) return emailStep(400, { fieldError: 'Enter your email.' });
      if (!isValidEmail(email)) {
        return emailStep(400, {
          email,
          fieldError: 'Enter a valid email address.',
        });
      }
      const verdict = await limiter.hit([
        { rule: limits.codeRequestsPerIp, key: ip },
        { rule: limits.codeRequestsPerEmail, key: email.toLowerCase() },
      ]);
      if (!verdict.allowed) {
        return emailStep(
          429,
          {
            email,
            alert: `Too many codes requested. Try again in ${minutesText(verdict.retryAfterSeconds)}.`,
          },
          { 'retry-after': String(verdict.retryAfterSeconds) },
        );
      }
      sendCode(uid, email);
      return redirect(response, `${action}?step=code`);
    }

    const email = codes.pendingEmail(uid);
    if (email === null) return emailStep(400, { alert: 'Enter your email to get a code.' });
    const verdict = await limiter.hit([
      { rule: limits.codeAttemptsPerIp, key: ip },
      { rule: limits.codeAttemptsPerEmail, key: email },
    ]);
    if (!verdict.allowed) {
      return codeStep(
        429,
        email,
        { alert: `Too many attempts. Try again in ${minutesText(verdict.retryAfterSeconds)}.` },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
    const typed = form.code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) {
      return codeStep(400, email, {
        fieldError: 'Enter the 6-digit code from the email.',
      });
    }
    const check = codes.check(uid, typed, options.now());
    switch (check.outcome) {
      case 'accepted': {
        const customer = customers.findOrCreate({ email: check.email });
        await options.provider.interactionFinished(
          request,
          response,
          { login: { accountId: gid('Customer', customer.id), remember: true } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      case 'wrong':
        return codeStep(400, email, {
          fieldError: `That code isn't right. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
        });
      default:
        return codeStep(400, email, { alert: SPENT_CODE_ALERTS[check.outcome] });
    }
  };
}
