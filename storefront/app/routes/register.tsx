import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/register';
import styles from '../components/account/AuthCard.module.css';
import { AuthCard, FormAlert } from '../components/account/AuthCard';
import { Button } from '../components/ui/Button';
import { TextField } from '../components/ui/TextField';
import { useToast } from '../components/ui/Toast';
import { registerCustomer } from '../lib/auth/client';
import { PASSWORD_RULE, passwordRuleProblem } from '../lib/auth/password-rule';
import {
  browserCheck,
  focusFirstError,
  inputOf,
  reviseErrors,
  type FieldErrors,
} from '../lib/forms/field-errors';
import { finishFormRegistration, formError, readForm } from '../lib/auth/form-submission.server';
import { signedOutPageLoader } from '../lib/auth/customer-data.server';
import { Registration, registerWithPassword } from '../lib/auth/password-accounts.server';
import { useRedirectWhenSignedIn } from '../lib/auth/useRedirectWhenSignedIn';
import { privatePageMeta } from '../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Create account', 'Create your account.');
}

export const loader = signedOutPageLoader;

const PASSWORDS_DIFFER = {
  title: "Passwords don't match",
  description: 'Please make sure your passwords match.',
} as const;

/** The form posted before the page's script has loaded (or without one). */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readForm(
    request,
    Registration.extend({ confirmPassword: z.string().default('') }),
  );
  if (!input.ok) return input.failure;
  const { confirmPassword, ...registration } = input.data;
  if (registration.password !== confirmPassword) {
    return formError(
      `${PASSWORDS_DIFFER.title}. ${PASSWORDS_DIFFER.description}`,
      400,
      'confirmPassword',
    );
  }
  return finishFormRegistration(await registerWithPassword(context, registration));
}

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', missing: 'Enter your name.' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    missing: 'Enter your email address.',
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    missing: 'Choose a password.',
    hint: PASSWORD_RULE,
  },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    missing: 'Enter your password again.',
  },
] as const;

type Field = (typeof FIELDS)[number]['name'];
const FIELD_NAMES = FIELDS.map((field) => field.name);
const isField = (name: string | undefined): name is Field =>
  FIELD_NAMES.some((field) => field === name);

/** What is wrong with the form as filled in, field by field, before anything is sent. */
function checkRegistration(form: HTMLFormElement): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of FIELDS) {
    const problem = browserCheck(inputOf(form, field.name), field.missing);
    if (problem) errors[field.name] = problem;
  }
  const password = inputOf(form, 'password').value;
  const ruleProblem = passwordRuleProblem(password);
  if (!errors.password && ruleProblem) errors.password = ruleProblem;
  if (!errors.confirmPassword && inputOf(form, 'confirmPassword').value !== password) {
    errors.confirmPassword = 'Enter the same password in both fields.';
  }
  return errors;
}

/** The form the shopper was in is gone: focus goes to what replaced it, so it is read out. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Registration with a password. An address the shop already knows (a guest order, the
 * newsletter, a passwordless sign-in) gets the platform's activation email instead of an
 * account: the page then says so in place of the form, as news rather than a failure.
 */
export default function Register({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [activationMessage, setActivationMessage] = useState<string | null>(null);
  const notice =
    activationMessage ?? (actionData && 'notice' in actionData ? actionData.notice : null);
  // A refusal of the form posted without the script: next to its field when it names one.
  const refusal = actionData && 'error' in actionData ? actionData : null;
  const refusedField = refusal && 'field' in refusal ? refusal.field : undefined;
  const [errors, setErrors] = useState<FieldErrors<Field>>(() =>
    refusal && isField(refusedField) ? { [refusedField]: refusal.error } : {},
  );
  const [formError, setFormError] = useState<string | null>(
    refusal && !isField(refusedField) ? refusal.error : null,
  );
  useRedirectWhenSignedIn();

  function showErrors(form: HTMLFormElement, found: FieldErrors<Field>) {
    // Rendered before focus moves, so the field is read out with its reason.
    flushSync(() => setErrors(found));
    focusFirstError(form, FIELD_NAMES, found);
  }

  /** An error stays until its field is corrected; the confirmation follows the password too. */
  function revise(event: FormEvent<HTMLFormElement>) {
    const edited = (event.target as HTMLInputElement).name;
    if (!isField(edited)) return;
    const fields: Field[] = edited === 'password' ? ['password', 'confirmPassword'] : [edited];
    const now = checkRegistration(event.currentTarget);
    setErrors((current) => reviseErrors(current, now, fields));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: string) => String(form.get(name) ?? '');
    const found = checkRegistration(formElement);
    setFormError(null);
    if (Object.keys(found).length) {
      showErrors(formElement, found);
      if (value('password') !== value('confirmPassword')) {
        toast({ ...PASSWORDS_DIFFER, variant: 'destructive' });
      }
      return;
    }
    setBusy(true);
    const outcome = await registerCustomer({
      name: value('name'),
      email: value('email'),
      password: value('password'),
    });
    if (outcome.ok) {
      toast({ title: 'Registration successful', description: 'Your account has been created.' });
      await navigate('/account');
      return;
    }
    setBusy(false);
    if ('activationMessage' in outcome) {
      setActivationMessage(outcome.activationMessage);
      return;
    }
    const message = outcome.message || 'Please check your information and try again.';
    toast({ title: 'Registration failed', description: message, variant: 'destructive' });
    // The toast goes after a few seconds; the reason stays beside its field (or the form).
    if (isField(outcome.field)) showErrors(formElement, { [outcome.field]: message });
    else setFormError(message);
  }

  return (
    <AuthCard
      headingId="register-heading"
      title="Create an account"
      intro={
        <>
          Track your orders and manage your details in one place. Rather not keep a password?{' '}
          <Link to="/login">Get a sign-in code by email</Link> instead.
        </>
      }
    >
      {notice ? (
        <div className={styles.notice} ref={focusOnMount} tabIndex={-1} role="status">
          <h2 className={styles.noticeTitle}>Check your email</h2>
          <p>{notice}</p>
          <p>Its link lets you choose a password for your account. Then sign in with it.</p>
        </div>
      ) : (
        <form
          method="post"
          className={styles.form}
          onSubmit={submit}
          onChange={revise}
          // The reasons show next to the fields (checkRegistration), not in the browser's bubbles.
          noValidate
          aria-labelledby="register-heading"
        >
          {FIELDS.map(({ missing: _missing, ...field }) => (
            <TextField key={field.name} {...field} error={errors[field.name]} required />
          ))}
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" className={styles.fullWidth} disabled={busy} aria-busy={busy}>
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
      )}
      <p className={styles.footnote}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
