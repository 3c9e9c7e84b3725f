import { escapeHtml } from '../http/responses';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './customer-input';
import { field, hostedPage, type PageChrome } from './sign-in-pages';

/** The pages an emailed verification link opens: set a password, or confirm a new address. */

export interface ActivationPageView extends PageChrome {
  nonce: string;
  action: string;
  /** The address whose account this activates. */
  email: string;
  errors?: { password?: string; confirmation?: string };
}

/** The activation link's page: choose the account's password, twice. */
export function renderActivationPage(view: ActivationPageView): string {
  const passwordRules = `minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" required`;
  const focusConfirmation = !view.errors?.password && view.errors?.confirmation;
  return hostedPage({
    ...view,
    title: 'Activate your account',
    main: `<div class="auth__card">
  <h1>Activate your account</h1>
  <p class="lede">Choose a password for <strong class="auth__email">${escapeHtml(view.email)}</strong>. You'll use it to sign in to ${escapeHtml(view.shopName)} and see your orders.</p>
  <form method="post" action="${escapeHtml(view.action)}" novalidate>
    ${field({
      id: 'password',
      label: 'Password',
      error: view.errors?.password,
      attributes: `type="password" autocomplete="new-password" ${passwordRules}${focusConfirmation ? '' : ' autofocus'}`,
    })}
    ${field({
      id: 'confirmation',
      label: 'Confirm password',
      error: view.errors?.confirmation,
      attributes: `type="password" autocomplete="new-password" ${passwordRules}${focusConfirmation ? ' autofocus' : ''}`,
    })}
    <p class="auth__hint">${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, no space at the start or end.</p>
    <button class="pay" type="submit">Activate account</button>
  </form>
</div>
<p class="auth__legal">Activating your ${escapeHtml(view.shopName)} account</p>`,
  });
}

export interface EmailChangePageView extends PageChrome {
  nonce: string;
  action: string;
  /** The new address, which this page confirms. */
  email: string;
}

/** The confirmation link's page: one button moves the account to the new address. */
export function renderEmailChangePage(view: EmailChangePageView): string {
  return hostedPage({
    ...view,
    title: 'Confirm your new email',
    main: `<div class="auth__card">
  <h1>Confirm your new email</h1>
  <p class="lede">Use <strong class="auth__email">${escapeHtml(view.email)}</strong> for your ${escapeHtml(view.shopName)} account? Until you confirm, the account keeps its current address.</p>
  <form method="post" action="${escapeHtml(view.action)}">
    <button class="pay" type="submit">Confirm email address</button>
  </form>
</div>`,
  });
}
