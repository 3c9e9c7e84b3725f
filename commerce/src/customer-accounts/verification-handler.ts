import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readForm } from '../http/read-body';
import {
  activateAccount,
  confirmEmailChange,
  parseVerificationPath,
  pendingActivation,
  pendingEmailChange,
  type VerificationLink,
} from './email-verification';
import type { AccountsSetup } from './customer-stores';
import { sendCardPage, sendMessagePage } from '../http/page';
import { activationCard, emailChangeCard } from './sign-in-pages';

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

/** One visit to a link: the request and its answer, the link, the time and the form's action. */
interface Visit {
  request: IncomingMessage;
  response: ServerResponse;
  link: VerificationLink;
  now: Date;
  action: string;
}

/**
 * The pages emailed verification links open (GET /account/activate/{id}/{token} and
 * /account/confirm_email/{id}/{token}). Opening a link changes nothing, so a mail scanner that
 * follows it does no harm; the page's form does the change.
 */
export function createVerificationHandler(setup: AccountsSetup) {
  /** The page of a link that cannot be used (any longer), by why. */
  const refuse = (
    response: ServerResponse,
    purpose: VerificationLink['purpose'],
    why: 'invalid' | 'already-enabled',
  ) =>
    why === 'invalid'
      ? sendMessagePage(response, 404, setup.chrome(), {
          heading: 'This link no longer works',
          message: EXPIRED_ADVICE[purpose],
        })
      : sendMessagePage(response, 409, setup.chrome(), {
          heading: 'Your account is already active',
          message: 'Sign in on the store with your email address and password.',
          next: SIGN_IN,
        });

  async function activation({ request, response, link, now, action }: Visit) {
    const form =
      request.method === 'POST'
        ? activationForm.parse(Object.fromEntries(await readForm(request)))
        : null;
    const pending = pendingActivation(setup.db, link, now);
    if (pending.kind !== 'ready') return refuse(response, link.purpose, pending.kind);
    const chrome = setup.chrome();
    const email = pending.customer.email;
    const page = (status: number, errors?: { password?: string; confirmation?: string }) =>
      sendCardPage(response, status, chrome, activationCard({ ...chrome, action, email, errors }));
    if (!form) return page(200);
    if (form.password !== form.confirmation) {
      return page(400, { confirmation: "Passwords don't match." });
    }
    const outcome = await activateAccount(setup.db, link, form.password, ['password'], now);
    if (outcome.kind === 'bad-password') return page(400, { password: outcome.error.message });
    if (outcome.kind !== 'activated') return refuse(response, link.purpose, outcome.kind);
    return sendMessagePage(response, 200, setup.chrome(), {
      heading: 'Your account is active',
      message: `Sign in on the store with ${outcome.customer.email} and your new password to see your orders.`,
      next: SIGN_IN,
    });
  }

  function emailChange({ request, response, link, now, action }: Visit) {
    if (request.method !== 'POST') {
      const pending = pendingEmailChange(setup.db, link, now);
      if (!pending) return refuse(response, link.purpose, 'invalid');
      const chrome = setup.chrome();
      const card = emailChangeCard({ ...chrome, action, email: pending.email });
      return sendCardPage(response, 200, chrome, card);
    }
    request.resume();
    const outcome = confirmEmailChange(setup.db, link, now);
    switch (outcome.kind) {
      case 'changed':
        return sendMessagePage(response, 200, setup.chrome(), {
          heading: 'Your email address is changed',
          message: `Your account now uses ${outcome.customer.email}. Sign in with it from now on.`,
          next: SIGN_IN,
        });
      case 'taken':
        return sendMessagePage(response, 409, setup.chrome(), {
          heading: 'This address is taken',
          message: `${outcome.email} now belongs to another account, so yours keeps its current address.`,
        });
      case 'invalid':
        return refuse(response, link.purpose, 'invalid');
    }
  }

  /** Answers a path under the links' prefixes (GET and HEAD show its page, POST is its form). */
  return async function handleVerificationPage(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    purpose: VerificationLink['purpose'],
  ): Promise<void> {
    if (request.method !== 'POST') request.resume();
    const link = parseVerificationPath(path);
    if (!link) return refuse(response, purpose, 'invalid');
    const answer = link.purpose === 'activate' ? activation : emailChange;
    await answer({ request, response, link, now: setup.now(), action: path });
  };
}
