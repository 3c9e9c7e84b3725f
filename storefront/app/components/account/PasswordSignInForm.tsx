import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { signInWithPassword } from '../../lib/auth/client';
import {
  browserCheck,
  focusFirstError,
  inputOf,
  reviseErrors,
  type FieldErrors,
} from '../../lib/forms/field-errors';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { FormAlert } from './AuthCard';
import styles from './AuthCard.module.css';

type Field = 'email' | 'password';
const FIELD_NAMES: readonly Field[] = ['email', 'password'];
const isField = (name: string | undefined): name is Field =>
  FIELD_NAMES.some((field) => field === name);

function checkSignIn(form: HTMLFormElement): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const email = browserCheck(inputOf(form, 'email'), 'Enter your email address.');
  const password = browserCheck(inputOf(form, 'password'), 'Enter your password.');
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

/**
 * Email and password sign-in for accounts made on /register (the Storefront API's password
 * accounts). A failed sign-in is logged; a shopper still needs to know it failed, so the reason
 * stays next to the field it is about (a wrong email or password: the password), or under the
 * form, until corrected.
 */
export function PasswordSignInForm({
  serverError,
}: {
  /** The refusal of the form posted without the script. */
  serverError?: { error: string; field?: string | undefined } | undefined;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>(() =>
    serverError && isField(serverError.field) ? { [serverError.field]: serverError.error } : {},
  );
  const [formError, setFormError] = useState<string | null>(
    serverError && !isField(serverError.field) ? serverError.error : null,
  );

  function showErrors(form: HTMLFormElement, found: FieldErrors<Field>) {
    // Rendered before focus moves, so the field is read out with its reason.
    flushSync(() => setErrors(found));
    focusFirstError(form, FIELD_NAMES, found);
  }

  function revise(event: FormEvent<HTMLFormElement>) {
    const edited = (event.target as HTMLInputElement).name;
    if (!isField(edited)) return;
    const now = checkSignIn(event.currentTarget);
    setErrors((current) => reviseErrors(current, now, [edited]));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const found = checkSignIn(formElement);
    setFormError(null);
    if (Object.keys(found).length) {
      showErrors(formElement, found);
      return;
    }
    const form = new FormData(formElement);
    setBusy(true);
    const outcome = await signInWithPassword(
      String(form.get('email')),
      String(form.get('password')),
    );
    if (outcome.ok) {
      await navigate('/account');
      return;
    }
    console.error(`[login] password sign-in failed (${outcome.status})`);
    setBusy(false);
    const message =
      outcome.status === 401
        ? 'Incorrect email or password.'
        : ('message' in outcome && outcome.message) || 'Sign-in failed. Please try again.';
    const field = 'field' in outcome ? outcome.field : undefined;
    if (isField(field)) showErrors(formElement, { [field]: message });
    else setFormError(message);
  }

  return (
    <form
      // POST, so a press before the script has loaded never puts the password in the address.
      method="post"
      className={styles.form}
      onSubmit={submit}
      onChange={revise}
      // The reasons show next to the fields (checkSignIn), not in the browser's bubbles.
      noValidate
      // Names neither field ("Email", "Password"), so a lookup by a field's label finds it alone.
      aria-label="Account sign-in"
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="secondary" className={styles.fullWidth} disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in with password'}
      </Button>
    </form>
  );
}
