import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { signInWithPassword } from '../../lib/auth/client';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { FormAlert } from './AuthCard';
import styles from './AuthCard.module.css';

/**
 * Email and password sign-in for accounts made on /register (the Storefront API's password
 * accounts). A failed sign-in is logged; a shopper still needs to know it failed, so the reason
 * is shown under the form too.
 */
export function PasswordSignInForm({ serverError }: { serverError?: string | undefined }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await signInWithPassword(
      String(form.get('email')),
      String(form.get('password')),
    );
    if (outcome.ok) {
      await navigate('/account');
      return;
    }
    console.error(`[login] password sign-in failed (${outcome.status})`);
    setError(
      outcome.status === 401
        ? 'Incorrect email or password.'
        : ('message' in outcome && outcome.message) || 'Sign-in failed. Please try again.',
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
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormAlert>{error ?? serverError}</FormAlert>
      <Button type="submit" variant="secondary" className={styles.fullWidth} disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in with password'}
      </Button>
    </form>
  );
}
