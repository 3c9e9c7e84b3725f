import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, Link, useNavigate } from 'react-router';
import type { Route } from './+types/register';
import styles from '../components/account/AuthCard.module.css';
import { Button } from '../components/ui/Button';
import { useToast } from '../components/ui/Toast';
import { registerCustomer } from '../lib/auth/client';
import { checkSignedIn } from '../lib/auth/customer-data.server';
import {
  finishFormRegistration,
  parseForm,
  readForm,
  type FormProblem,
} from '../lib/auth/form-submission.server';
import { Registration, registerWithPassword } from '../lib/auth/password-accounts.server';
import { useRedirectWhenSignedIn } from '../lib/auth/useRedirectWhenSignedIn';
import { pageMeta } from '../lib/meta';
import { COMPANY_NAME } from '../lib/policies';

export function meta() {
  return pageMeta(
    {
      title: `Create account | ${COMPANY_NAME}`,
      description: `Create your ${COMPANY_NAME} account.`,
    },
    { noindex: true },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await checkSignedIn(request, context);
  if (signedIn.redirect) throw signedIn.redirect;
  return data(null, signedIn.setCookie ? { headers: { 'Set-Cookie': signedIn.setCookie } } : {});
}

/** The form posted before the page's script has loaded (or without one). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!(form instanceof URLSearchParams)) return form;
  if (form.get('password') !== form.get('confirmPassword')) {
    return data<FormProblem>(
      { problem: "Passwords don't match. Please make sure your passwords match." },
      { status: 400 },
    );
  }
  const input = parseForm(form, Registration);
  if (!input.ok) return input.failure;
  return finishFormRegistration(await registerWithPassword(context, input.data));
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

/**
 * Registration with a password. An address the shop already knows (a guest order, the
 * newsletter, a passwordless sign-in) gets the platform's activation email instead of an
 * account: the page then says so in place of the form, as news rather than a failure.
 */
export default function Register({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const idPrefix = useId();
  const [busy, setBusy] = useState(false);
  const [activationMessage, setActivationMessage] = useState<string | null>(null);
  const notice =
    activationMessage ?? (actionData && 'notice' in actionData ? actionData.notice : null);
  const problem = actionData && 'problem' in actionData ? actionData.problem : null;
  const noticeRef = useRef<HTMLDivElement>(null);
  useRedirectWhenSignedIn();
  // The form the shopper was in is gone: take focus to what replaced it, so it is read out.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    if (value('password') !== value('confirmPassword')) {
      toast({
        title: "Passwords don't match",
        description: 'Please make sure your passwords match.',
        variant: 'destructive',
      });
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
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="register-heading">
        <header className={styles.header}>
          <p className="eyebrow">Your account</p>
          <h1 id="register-heading" className={styles.title}>
            Create an account
          </h1>
          <p className={styles.intro}>Track your orders and manage your details in one place.</p>
        </header>
        {notice ? (
          <div className={styles.notice} ref={noticeRef} tabIndex={-1} role="status">
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
              <div key={field.name} className={styles.field}>
                <label className={styles.label} htmlFor={`${idPrefix}-${field.name}`}>
                  {field.label}
                </label>
                <input
                  id={`${idPrefix}-${field.name}`}
                  className={styles.input}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                />
              </div>
            ))}
            {problem ? (
              <p className={styles.alert} role="alert">
                {problem}
              </p>
            ) : null}
            <Button type="submit" className={styles.fullWidth} disabled={busy} aria-busy={busy}>
              {busy ? 'Creating account...' : 'Create account'}
            </Button>
          </form>
        )}
        <p className={styles.footnote}>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </section>
    </div>
  );
}
