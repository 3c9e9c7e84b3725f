import type { ServerResponse } from 'node:http';
import { CHECKOUT_CSS } from '../checkout/checkout-styles';
import { escapeHtml, privatePageHeaders, sendPrivatePage } from '../http/responses';

/**
 * The hosted customer pages (sign-in, account activation, email confirmation): server-rendered,
 * usable without JavaScript, styled with the hosted checkout's stylesheet so the shop's platform
 * pages look like one family.
 */
export interface PageChrome {
  shopName: string;
  storefrontUrl: string;
}

const SIGN_IN_CSS = `
.auth { max-width: 460px; margin: 0 auto; padding: 3rem 1.25rem 4rem; }
.auth__card { background: var(--surface); border: 1px solid var(--line); border-radius: 14px; padding: 2rem 1.5rem 1.75rem; }
@media (min-width: 560px) { .auth { padding-top: 4.5rem; } .auth__card { padding: 2.5rem 2.25rem 2rem; } }
.auth h1 { margin-bottom: .5rem; }
.auth .lede { margin-bottom: 1.75rem; }
.auth .pay { margin-top: .5rem; }
.code-input { font-size: 1.375rem; letter-spacing: .35em; font-variant-numeric: tabular-nums; }
.auth__secondary { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .25rem 1rem; margin-top: 1.25rem; font-size: .9375rem; }
.auth__secondary form { margin: 0; }
.link-button { background: none; border: 0; padding: .6rem 0; min-height: 44px; font: inherit; color: var(--accent); text-decoration: underline; text-underline-offset: 3px; cursor: pointer; }
.link-button:hover { text-decoration-thickness: 2px; }
.auth__secondary a { display: inline-block; padding: .6rem 0; }
.auth__email { overflow-wrap: anywhere; }
.auth__hint { color: var(--muted); font-size: .875rem; margin: -.25rem 0 1.25rem; }
.auth [aria-invalid="true"]:focus-visible { border-color: var(--error); }
.auth__legal { color: var(--muted); font-size: .8125rem; text-align: center; margin: 1.5rem 0 0; }
`;

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

/** Answers with a hosted page rendered with a fresh nonce, under the pages' security headers. */
export function sendHostedPage(
  response: ServerResponse,
  status: number,
  chrome: PageChrome,
  render: (nonce: string) => string,
  headers: Record<string, string> = {},
): void {
  sendPrivatePage(response, status, hostedPagePolicy(chrome.storefrontUrl), render, headers);
}

interface Shell extends PageChrome {
  nonce: string;
  title: string;
  main: string;
  script?: string;
}

export function hostedPage(shell: Shell): string {
  const home = escapeHtml(shell.storefrontUrl.replace(/\/+$/, ''));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(shell.title)} · ${escapeHtml(shell.shopName)}</title>
<link rel="icon" href="data:,">
<style nonce="${shell.nonce}">${CHECKOUT_CSS}${SIGN_IN_CSS}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="site-header__inner">
    <a class="brand" href="${home}/">${escapeHtml(shell.shopName)}</a>
  </div>
</header>
<main id="main" class="auth">
${shell.main}
</main>
${shell.script ? `<script nonce="${shell.nonce}">${shell.script}</script>` : ''}
</body>
</html>
`;
}

/** A page-level problem (rate limit, expired code), announced when the page loads. */
export const alertBox = (message: string | undefined) =>
  message ? `<div class="alert alert--error" role="alert"><p>${escapeHtml(message)}</p></div>` : '';

export function field(options: {
  id: string;
  label: string;
  error?: string;
  attributes: string;
}): string {
  const errorId = `${options.id}-error`;
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<div class="field">
      <label for="${options.id}">${options.label}</label>
      <input id="${options.id}" name="${options.id}" ${options.attributes}${invalid}>
      ${options.error ? `<p class="field-error" id="${errorId}">${escapeHtml(options.error)}</p>` : ''}
    </div>`;
}

export interface EmailStepView extends PageChrome {
  nonce: string;
  action: string;
  email?: string;
  fieldError?: string;
  alert?: string;
}

/** Step 1: the shopper's email address, then 'Continue'. */
export function renderEmailStep(view: EmailStepView): string {
  return hostedPage({
    ...view,
    title: 'Sign in',
    main: `<div class="auth__card">
  <h1>Sign in</h1>
  <p class="lede">Enter your email and we'll send you a 6&#8209;digit code. New here? The same step creates your account.</p>
  ${alertBox(view.alert)}
  <form method="post" action="${escapeHtml(view.action)}" novalidate>
    <input type="hidden" name="step" value="email">
    ${field({
      id: 'email',
      label: 'Email',
      error: view.fieldError,
      attributes: `type="email" autocomplete="email" inputmode="email" required maxlength="254" value="${escapeHtml(view.email ?? '')}"${view.fieldError || !view.alert ? ' autofocus' : ''}`,
    })}
    <button class="pay" type="submit">Continue</button>
  </form>
</div>
<p class="auth__legal">Signing in to ${escapeHtml(view.shopName)}</p>`,
  });
}

export interface CodeStepView extends PageChrome {
  nonce: string;
  action: string;
  email: string;
  fieldError?: string;
  alert?: string;
  /** Minutes a code stays valid, for the explanation. */
  ttlMinutes: number;
}

/** Step 2: the emailed code, then 'Sign in'; a new code or another email are one click away. */
export function renderCodeStep(view: CodeStepView): string {
  return hostedPage({
    ...view,
    title: 'Enter your code',
    main: `<div class="auth__card">
  <h1>Enter your code</h1>
  <p class="lede">We sent a 6&#8209;digit code to <strong class="auth__email">${escapeHtml(view.email)}</strong>. It expires in ${view.ttlMinutes} minutes.</p>
  ${alertBox(view.alert)}
  <form method="post" action="${escapeHtml(view.action)}" novalidate>
    <input type="hidden" name="step" value="code">
    ${field({
      id: 'code',
      label: 'Code',
      error: view.fieldError,
      attributes:
        'class="code-input" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus',
    })}
    <button class="pay" type="submit">Sign in</button>
  </form>
  <div class="auth__secondary">
    <form method="post" action="${escapeHtml(view.action)}">
      <input type="hidden" name="step" value="resend">
      <button class="link-button" type="submit">Send a new code</button>
    </form>
    <a href="${escapeHtml(view.action)}">Use a different email</a>
  </div>
</div>`,
  });
}

export interface MessagePageView extends PageChrome {
  nonce: string;
  heading: string;
  message: string;
  /** Where the page's one button leads, under the storefront: '/' (the default) or e.g. '/login'. */
  next?: { path: string; label: string };
}

/** One message and the way back to the store (expired sign-in, provider errors, signed out). */
export function renderMessagePage(view: MessagePageView): string {
  const home = view.storefrontUrl.replace(/\/+$/, '');
  const next = view.next ?? { path: '/', label: 'Back to the store' };
  return hostedPage({
    ...view,
    title: view.heading,
    main: `<div class="auth__card">
  <h1>${escapeHtml(view.heading)}</h1>
  <p class="lede">${escapeHtml(view.message)}</p>
  <a class="button" href="${escapeHtml(`${home}${next.path}`)}">${escapeHtml(next.label)}</a>
</div>`,
  });
}

export interface LogoutPageView extends PageChrome {
  nonce: string;
  /** oidc-provider's form (its action and xsrf field), already escaped by the provider. */
  form: string;
}

/**
 * Signing out posts the provider's form straight away; without JavaScript the shopper presses
 * the one button. logout=yes ends the whole platform session, not just this client's part.
 */
export function renderLogoutPage(view: LogoutPageView): string {
  const form = view.form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><button class="pay" type="submit">Sign out</button></form>',
  );
  return hostedPage({
    ...view,
    title: 'Signing out',
    main: `<div class="auth__card">
  <h1>Signing out</h1>
  <p class="lede">One moment while we sign you out.</p>
  ${form}
</div>`,
    script: "document.getElementById('op.logoutForm').submit();",
  });
}
