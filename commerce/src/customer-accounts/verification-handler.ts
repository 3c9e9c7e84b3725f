import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { CommerceDatabase } from '../db/connection';
import { readBody } from '../http/read-body';
import {
  activateAccount,
  confirmEmailChange,
  parseVerificationPath,
  pendingActivation,
  pendingEmailChange,
  verificationPurposeOf,
  type VerificationLink,
} from './email-verification';
import type { PageChrome } from '../http/page';
import { renderMessagePage, sendHostedPage } from './sign-in-pages';
import { renderActivationPage, renderEmailChangePage } from './verification-pages';

export interface VerificationHandlerOptions {
  db: CommerceDatabase;
  chrome: () => PageChrome;
  now: () => Date;
}

const MAX_FORM_BYTES = 4 * 1024;

const activationForm = z.object({
  password: z.string().max(1000).default(''),
  confirmation: z.string().max(1000).default(''),
});

const SIGN_IN = { path: '/login', label: 'Sign in' };

/** What a link that no longer works says, by what it was for. */
const EXPIRED_ADVICE: Record<VerificationLink['purpose'], string> = {
  activate:
    'It was already used, has expired, or a newer one was sent. If you set your password with it, sign in; otherwise create your account again on the store to get a new link.',
  change_email:
    'It was already used, has expired, or a newer one was sent. To get a new link, change your email again in your account.',
};

/** What each kind of link does: its page (GET, which changes nothing) and its form (POST). */
interface LinkPage {
  view(response: ServerResponse, link: VerificationLink, now: Date, action: string): void;
  submit(
    request: IncomingMessage,
    response: ServerResponse,
    link: VerificationLink,
    now: Date,
    action: string,
  ): Promise<void> | void;
}

/**
 * The pages emailed verification links open (GET /account/activate/{id}/{token} and
 * /account/confirm_email/{id}/{token}). Opening a link changes nothing, so a mail scanner that
 * follows it does no harm; the page's form does the change. Answers false for any other path.
 */
export function createVerificationHandler(options: VerificationHandlerOptions) {
  const show = (
    response: ServerResponse,
    status: number,
    render: (chrome: PageChrome & { nonce: string }) => string,
  ) => {
    const chrome = options.chrome();
    sendHostedPage(response, status, chrome, (nonce) => render({ ...chrome, nonce }));
  };

  const message = (
    response: ServerResponse,
    status: number,
    view: { heading: string; message: string; next?: { path: string; label: string } },
  ) => show(response, status, (chrome) => renderMessagePage({ ...chrome, ...view }));

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

  const pages: Record<VerificationLink['purpose'], LinkPage> = {
    activate: {
      view(response, link, now, action) {
        const email = openActivation(response, link, now);
        if (email)
          show(response, 200, (chrome) => renderActivationPage({ ...chrome, action, email }));
      },
      async submit(request, response, link, now, action) {
        const form = activationForm.safeParse(
          Object.fromEntries(
            new URLSearchParams((await readBody(request, MAX_FORM_BYTES)).toString()),
          ),
        );
        const { password, confirmation } = form.success
          ? form.data
          : { password: '', confirmation: '' };
        const email = openActivation(response, link, now);
        if (!email) return;
        const formAgain = (errors: { password?: string; confirmation?: string }) =>
          show(response, 400, (chrome) =>
            renderActivationPage({ ...chrome, action, email, errors }),
          );
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
      },
    },
    change_email: {
      view(response, link, now, action) {
        const pending = pendingEmailChange(options.db, link, now);
        if (!pending) return linkGone(response, link.purpose);
        show(response, 200, (chrome) =>
          renderEmailChangePage({ ...chrome, action, email: pending.email }),
        );
      },
      submit(request, response, link, now) {
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
      },
    },
  };

  return async function handleVerificationPage(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<boolean> {
    const purpose = verificationPurposeOf(path);
    if (!purpose) return false;
    if (request.method !== 'POST') request.resume();
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
      response.writeHead(405, { allow: 'GET, POST', 'content-length': '0' });
      response.end();
      return true;
    }
    const link = parseVerificationPath(path);
    if (!link) {
      linkGone(response, purpose);
      return true;
    }
    const page = pages[link.purpose];
    const now = options.now();
    if (request.method === 'POST') await page.submit(request, response, link, now, path);
    else page.view(response, link, now, path);
    return true;
  };
}
