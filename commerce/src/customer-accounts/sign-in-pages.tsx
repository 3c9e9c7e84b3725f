import type { ReactNode } from 'react';
import { Field, type Card, type PageChrome } from '../http/page';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './customer-input';

/**
 * The hosted customer pages (sign-in, account activation, email confirmation): server-rendered,
 * usable without JavaScript, in the hosted checkout's look.
 */

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
export interface StepView extends PageChrome {
  action: string;
  fieldError?: string;
  alert?: string;
}

/** Step 1: the shopper's email address, then 'Continue'. */
export const emailStepCard = (view: StepView & { email?: string }): Card => ({
  title: 'Sign in',
  legal: `Signing in to ${view.shopName}`,
  children: (
    <>
      <p className="lede">
        Enter your email and we&apos;ll send you a 6&#8209;digit code. New here? The same step
        creates your account.
      </p>
      <StepForm action={view.action} step="email" alert={view.alert} submit="Continue">
        <Field
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
export const codeStepCard = (
  /** ttlMinutes: how long a code stays valid, for the explanation. */
  view: StepView & { email: string; ttlMinutes: number },
): Card => ({
  title: 'Enter your code',
  children: (
    <>
      <p className="lede">
        We sent a 6&#8209;digit code to <strong className="auth__email">{view.email}</strong>. It
        expires in {view.ttlMinutes} minutes.
      </p>
      <StepForm action={view.action} step="code" alert={view.alert} submit="Sign in">
        <Field
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

/** The pages an emailed verification link opens: set a password, or confirm a new address. */

interface LinkPageView extends PageChrome {
  action: string;
  /** The address the link was sent to. */
  email: string;
}

/** The activation link's page: choose the account's password, twice. */
export function activationCard(
  view: LinkPageView & { errors?: { password?: string; confirmation?: string } },
): Card {
  const focusConfirmation = Boolean(!view.errors?.password && view.errors?.confirmation);
  const password = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
  };
  return {
    title: 'Activate your account',
    legal: `Activating your ${view.shopName} account`,
    children: (
      <>
        <p className="lede">
          Choose a password for <strong className="auth__email">{view.email}</strong>. You&apos;ll
          use it to sign in to {view.shopName} and see your orders.
        </p>
        <form method="post" action={view.action} noValidate>
          <Field
            id="password"
            label="Password"
            error={view.errors?.password}
            {...password}
            autoFocus={!focusConfirmation}
          />
          <Field
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
  };
}

/** The confirmation link's page: one button moves the account to the new address. */
export const emailChangeCard = (view: LinkPageView): Card => ({
  title: 'Confirm your new email',
  children: (
    <>
      <p className="lede">
        Use <strong className="auth__email">{view.email}</strong> for your {view.shopName} account?
        Until you confirm, the account keeps its current address.
      </p>
      <form method="post" action={view.action}>
        <button className="pay" type="submit">
          Confirm email address
        </button>
      </form>
    </>
  ),
});
