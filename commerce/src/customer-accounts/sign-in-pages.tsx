import type { ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { HostedPage, InputField, renderPage, type PageChrome } from '../http/page';
import { privatePageHeaders, sendPrivatePage } from '../http/responses';

/**
 * The hosted customer pages (sign-in, account activation, email confirmation): server-rendered,
 * usable without JavaScript, in the hosted checkout's look.
 */

/**
 * The policy of every hosted page: its URL names a sign-in in progress or holds an emailed link's
 * token; the last form post redirects to the storefront's callback, which form-action covers.
 */
const hostedPagePolicy = (storefrontUrl: string) => ({
  formTargets: [new URL(storefrontUrl).origin],
});

/** The headers of a hosted page whose inline style and script carry `nonce`. */
export function hostedPageHeaders(nonce: string, storefrontUrl: string): Record<string, string> {
  return privatePageHeaders({ ...hostedPagePolicy(storefrontUrl), nonce });
}

/** What every hosted page renders with: the shop's chrome and the answer's nonce. */
export interface CardPageView extends PageChrome {
  nonce: string;
}

/** Answers with a hosted page rendered with a fresh nonce, under the pages' security headers. */
export function sendHostedPage(
  response: ServerResponse,
  status: number,
  chrome: PageChrome,
  render: (page: CardPageView) => string,
  headers: Record<string, string> = {},
): void {
  const policy = hostedPagePolicy(chrome.storefrontUrl);
  sendPrivatePage(response, status, policy, (nonce) => render({ ...chrome, nonce }), headers);
}

/** Answers with one message and the way back to the store (see renderMessagePage). */
export const sendMessagePage = (
  response: ServerResponse,
  status: number,
  chrome: PageChrome,
  view: Omit<MessagePageView, keyof CardPageView>,
) => sendHostedPage(response, status, chrome, (page) => renderMessagePage({ ...page, ...view }));

/** A customer page: one card under the shop's header, and a line of small print below it. */
export const renderCardPage = (
  view: CardPageView & {
    title: string;
    legal?: string;
    script?: string;
    children: ReactNode;
  },
): string =>
  renderPage(
    <HostedPage {...view}>
      <main id="main" className="auth">
        <div className="auth__card">
          <h1>{view.title}</h1>
          {view.children}
        </div>
        {view.legal && <p className="auth__legal">{view.legal}</p>}
      </main>
    </HostedPage>,
  );

/**
 * A sign-in step's form, posted back to the sign-in page with the step it answers, under any
 * page-level problem (rate limit, expired code), which is announced when the page loads.
 */
function StepForm(props: {
  action: string;
  step: string;
  alert?: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <>
      {props.alert && (
        <div className="alert alert--error" role="alert">
          <p>{props.alert}</p>
        </div>
      )}
      <form method="post" action={props.action} noValidate>
        <input type="hidden" name="step" value={props.step} />
        {props.children}
        <button className="pay" type="submit">
          {props.submit}
        </button>
      </form>
    </>
  );
}

/** A sign-in step: its form's action, a field's error and a page-level alert. */
export interface StepView extends CardPageView {
  action: string;
  fieldError?: string;
  alert?: string;
}

/** Step 1: the shopper's email address, then 'Continue'. */
export const renderEmailStep = (view: StepView & { email?: string }): string =>
  renderCardPage({
    ...view,
    title: 'Sign in',
    legal: `Signing in to ${view.shopName}`,
    children: (
      <>
        <p className="lede">
          Enter your email and we&apos;ll send you a 6&#8209;digit code. New here? The same step
          creates your account.
        </p>
        <StepForm action={view.action} step="email" alert={view.alert} submit="Continue">
          <InputField
            id="email"
            label="Email"
            error={view.fieldError}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={view.email ?? ''}
            autoFocus={Boolean(view.fieldError || !view.alert)}
          />
        </StepForm>
      </>
    ),
  });

/** Step 2: the emailed code, then 'Sign in'; a new code or another email are one click away. */
export const renderCodeStep = (
  /** ttlMinutes: how long a code stays valid, for the explanation. */
  view: StepView & { email: string; ttlMinutes: number },
): string =>
  renderCardPage({
    ...view,
    title: 'Enter your code',
    children: (
      <>
        <p className="lede">
          We sent a 6&#8209;digit code to <strong className="auth__email">{view.email}</strong>. It
          expires in {view.ttlMinutes} minutes.
        </p>
        <StepForm action={view.action} step="code" alert={view.alert} submit="Sign in">
          <InputField
            id="code"
            label="Code"
            error={view.fieldError}
            className="code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            autoFocus
          />
        </StepForm>
        <div className="auth__secondary">
          <form method="post" action={view.action}>
            <input type="hidden" name="step" value="resend" />
            <button className="link-button" type="submit">
              Send a new code
            </button>
          </form>
          <a href={view.action}>Use a different email</a>
        </div>
      </>
    ),
  });

export interface MessagePageView extends CardPageView {
  heading: string;
  message: string;
  /** Where the page's one button leads, under the storefront: '/' (the default) or e.g. '/login'. */
  next?: { path: string; label: string };
}

/** One message and the way back to the store (expired sign-in, provider errors, signed out). */
export function renderMessagePage(view: MessagePageView): string {
  const next = view.next ?? { path: '/', label: 'Back to the store' };
  return renderCardPage({
    ...view,
    title: view.heading,
    children: (
      <>
        <p className="lede">{view.message}</p>
        <a className="button" href={view.storefrontUrl.replace(/\/+$/, '') + next.path}>
          {next.label}
        </a>
      </>
    ),
  });
}

export interface LogoutPageView extends CardPageView {
  /** oidc-provider's form (its action and xsrf field), already escaped by the provider. */
  form: string;
}

/**
 * Signing out posts the provider's form straight away; without JavaScript the shopper presses
 * the one button. logout=yes ends the whole platform session, not just this client's part.
 */
export const renderLogoutPage = (view: LogoutPageView): string =>
  renderCardPage({
    ...view,
    title: 'Signing out',
    script: "document.getElementById('op.logoutForm').submit();",
    children: (
      <>
        <p className="lede">One moment while we sign you out.</p>
        <div
          dangerouslySetInnerHTML={{
            __html: view.form.replace(
              '</form>',
              '<input type="hidden" name="logout" value="yes"><button class="pay" type="submit">Sign out</button></form>',
            ),
          }}
        />
      </>
    ),
  });
