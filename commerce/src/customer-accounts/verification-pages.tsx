import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './customer-input';
import { InputField } from '../http/page';
import { renderCardPage, type CardPageView } from './sign-in-pages';

/** The pages an emailed verification link opens: set a password, or confirm a new address. */

interface LinkPageView extends CardPageView {
  action: string;
  /** The address the link was sent to. */
  email: string;
}

/** The activation link's page: choose the account's password, twice. */
export function renderActivationPage(
  view: LinkPageView & { errors?: { password?: string; confirmation?: string } },
): string {
  const focusConfirmation = Boolean(!view.errors?.password && view.errors?.confirmation);
  const password = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
  };
  return renderCardPage({
    ...view,
    title: 'Activate your account',
    legal: `Activating your ${view.shopName} account`,
    children: (
      <>
        <p className="lede">
          Choose a password for <strong className="auth__email">{view.email}</strong>. You&apos;ll
          use it to sign in to {view.shopName} and see your orders.
        </p>
        <form method="post" action={view.action} noValidate>
          <InputField
            id="password"
            label="Password"
            error={view.errors?.password}
            {...password}
            autoFocus={!focusConfirmation}
          />
          <InputField
            id="confirmation"
            label="Confirm password"
            error={view.errors?.confirmation}
            {...password}
            autoFocus={focusConfirmation}
          />
          <p className="auth__hint">
            {MIN_PASSWORD_LENGTH} to {MAX_PASSWORD_LENGTH} characters, no space at the start or end.
          </p>
          <button className="pay" type="submit">
            Activate account
          </button>
        </form>
      </>
    ),
  });
}

/** The confirmation link's page: one button moves the account to the new address. */
export const renderEmailChangePage = (view: LinkPageView): string =>
  renderCardPage({
    ...view,
    title: 'Confirm your new email',
    children: (
      <>
        <p className="lede">
          Use <strong className="auth__email">{view.email}</strong> for your {view.shopName}{' '}
          account? Until you confirm, the account keeps its current address.
        </p>
        <form method="post" action={view.action}>
          <button className="pay" type="submit">
            Confirm email address
          </button>
        </form>
      </>
    ),
  });
