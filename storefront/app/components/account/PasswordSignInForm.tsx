import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { signInWithPassword } from '../../lib/auth/client';
import { Button } from '../ui/Button';
import styles from './AuthCard.module.css';

/**
 * Email and password sign-in for accounts made on /register (the Storefront API's password
 * accounts). Spec section 8 only logs a failed sign-in; a shopper still needs to know it failed,
 * so the reason is shown under the form too.
 */
export function PasswordSignInForm({ serverProblem }: { serverProblem?: string | undefined }) {
  const navigate = useNavigate();
  const emailId = useId();
  const passwordId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    const outcome = await signInWithPassword(
      String(form.get('email')),
      String(form.get('password')),
    );
    if (outcome.ok) {
      await navigate('/account');
      return;
    }
    console.error(`[login] password sign-in failed (${outcome.status})`);
    setProblem(
      outcome.status === 401
        ? 'Incorrect email or password.'
        : (outcome.message ?? 'Sign-in failed. Please try again.'),
    );
    setBusy(false);
  }

  return (
    <form
      // POST, so a press before the script has loaded never puts the password in the address.
      method="post"
      className={styles.form}
      onSubmit={submit}
      // Names neither field ("Email", "Password"), so a lookup by a field's label finds it alone.
      aria-label="Account sign-in"
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor={emailId}>
          Email
        </label>
        <input
          id={emailId}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={passwordId}>
          Password
        </label>
        <input
          id={passwordId}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      {(problem ?? serverProblem) ? (
        <p className={styles.alert} role="alert">
          {problem ?? serverProblem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className={styles.fullWidth} disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in with password'}
      </Button>
    </form>
  );
}
