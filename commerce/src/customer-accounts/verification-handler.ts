import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { CommerceDatabase } from '../db/connection';
import { readForm } from '../http/read-body';
import {
  activateAccount,
  confirmEmailChange,
  parseVerificationPath,
  pendingActivation,
  pendingEmailChange,
  type VerificationLink,
} from './email-verification';
import type { PageChrome } from '../http/page';
import { sendHostedPage, sendMessagePage, type CardPageView } from './sign-in-pages';
import { renderActivationPage, renderEmailChangePage } from './verification-pages';

export interface VerificationHandlerOptions {
  db: CommerceDatabase;
  chrome: () => PageChrome;
  now: () => Date;
}

const MAX_FORM_BYTES = 4 * 1024;

/** A form that is not two short strings counts as two empty fields. */
const activationForm = z
  .object({
    password: z.string().max(1000).default(''),
    confirmation: z.string().max(1000).default(''),
  })
  .catch({ password: '', confirmation: '' });

const SIGN_IN = { path: '/login', label: 'Sign in' };

/** What a link that no longer works says, by what it was for. */
const EXPIRED_ADVICE: Record<VerificationLink['purpose'], string> = {
  activate:
    'It was already used, has expired, or a newer one was sent. If you set your password with it, sign in; otherwise create your account again on the store to get a new link.',
  change_email:
    'It was already used, has expired, or a newer one was sent. To get a new link, change your email again in your account.',
};

/** How a link answers a visit: its page (GET, which changes nothing) or its form (POST). */
type LinkAnswer = (
  request: IncomingMessage,
  response: ServerResponse,
  link: VerificationLink,
  now: Date,
  action: string,
) => Promise<void> | void;

/**
 * The pages emailed verification links open (GET /account/activate/{id}/{token} and
 * /account/confirm_email/{id}/{token}). Opening a link changes nothing, so a mail scanner that
 * follows it does no harm; the page's form does the change.
 */
export function createVerificationHandler(options: VerificationHandlerOptions) {
  const show = (response: ServerResponse, status: number, render: (page: CardPageView) => string) =>
    sendHostedPage(response, status, options.chrome(), render);

  const message = (
    response: ServerResponse,
    status: number,
    view: Parameters<typeof sendMessagePage>[3],
  ) => sendMessagePage(response, status, options.chrome(), view);

  const linkGone = (response: ServerResponse, purpose: VerificationLink['purpose']) =>
    message(response, 404, {
      heading: 'This link no longer works',
      message: EXPIRED_ADVICE[purpose],
    });

  const alreadyActive = (response: ServerResponse) =>
    message(response, 409, {
      heading: 'Your account is already active',
      message: 'Sign in on the store with your email address and password.',
      next: SIGN_IN,
    });

  /**
   * The activation a link stands for: the address it was sent to, or null once the page saying
   * why it cannot be used is sent.
   */
  const openActivation = (response: ServerResponse, link: VerificationLink, now: Date) => {
    const pending = pendingActivation(options.db, link, now);
    if (pending.kind === 'ready') return pending.customer.email;
    if (pending.kind === 'invalid') linkGone(response, link.purpose);
    else alreadyActive(response);
    return null;
  };

  const activation: LinkAnswer = async (request, response, link, now, action) => {
    if (request.method !== 'POST') {
      const email = openActivation(response, link, now);
      if (email)
        show(response, 200, (chrome) => renderActivationPage({ ...chrome, action, email }));
      return;
    }
    const { password, confirmation } = activationForm.parse(
      Object.fromEntries(await readForm(request, MAX_FORM_BYTES)),
    );
    const email = openActivation(response, link, now);
    if (!email) return;
    const formAgain = (errors: { password?: string; confirmation?: string }) =>
      show(response, 400, (chrome) => renderActivationPage({ ...chrome, action, email, errors }));
    if (password !== confirmation) {
      return formAgain({ confirmation: "Passwords don't match." });
    }
    const outcome = await activateAccount(options.db, link, password, ['password'], now);
    switch (outcome.kind) {
      case 'activated':
        return message(response, 200, {
          heading: 'Your account is active',
          message: `Sign in on the store with ${outcome.customer.email} and your new password to see your orders.`,
          next: SIGN_IN,
        });
      case 'bad-password':
        return formAgain({ password: outcome.error.message });
      case 'already-enabled':
        return alreadyActive(response);
      case 'invalid':
        return linkGone(response, link.purpose);
    }
  };

  const emailChange: LinkAnswer = (request, response, link, now, action) => {
    if (request.method !== 'POST') {
      const pending = pendingEmailChange(options.db, link, now);
      if (!pending) return linkGone(response, link.purpose);
      return show(response, 200, (chrome) =>
        renderEmailChangePage({ ...chrome, action, email: pending.email }),
      );
    }
    request.resume();
    const outcome = confirmEmailChange(options.db, link, now);
    switch (outcome.kind) {
      case 'changed':
        return message(response, 200, {
          heading: 'Your email address is changed',
          message: `Your account now uses ${outcome.customer.email}. Sign in with it from now on.`,
          next: SIGN_IN,
        });
      case 'taken':
        return message(response, 409, {
          heading: 'This address is taken',
          message: `${outcome.email} now belongs to another account, so yours keeps its current address.`,
        });
      case 'invalid':
        return linkGone(response, link.purpose);
    }
  };

  /** Answers a path under the links' prefixes (GET and HEAD show its page, POST is its form). */
  return async function handleVerificationPage(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    purpose: VerificationLink['purpose'],
  ): Promise<void> {
    if (request.method !== 'POST') request.resume();
    const link = parseVerificationPath(path);
    if (!link) return linkGone(response, purpose);
    const answer = link.purpose === 'activate' ? activation : emailChange;
    await answer(request, response, link, options.now(), path);
  };
}
