import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/register';
import styles from '../components/account/AuthCard.module.css';
import { AuthCard, FormAlert } from '../components/account/AuthCard';
import { Button } from '../components/ui/Button';
import { TextField } from '../components/ui/TextField';
import { useToast } from '../components/ui/Toast';
import { registerCustomer } from '../lib/auth/client';
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
    return formError(`${PASSWORDS_DIFFER.title}. ${PASSWORDS_DIFFER.description}`, 400);
  }
  return finishFormRegistration(await registerWithPassword(context, registration));
}

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

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
  const error = actionData && 'error' in actionData ? actionData.error : null;
  useRedirectWhenSignedIn();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    if (value('password') !== value('confirmPassword')) {
      toast({ ...PASSWORDS_DIFFER, variant: 'destructive' });
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
    toast({
      title: 'Registration failed',
      description: outcome.message || 'Please check your information and try again.',
      variant: 'destructive',
    });
  }

  return (
    <AuthCard
      headingId="register-heading"
      title="Create an account"
      intro="Track your orders and manage your details in one place."
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
          aria-labelledby="register-heading"
        >
          {FIELDS.map((field) => (
            <TextField key={field.name} {...field} required />
          ))}
          <FormAlert>{error}</FormAlert>
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
