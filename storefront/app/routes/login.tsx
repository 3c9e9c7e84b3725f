import { useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { AuthCard, FormAlert } from '../components/account/AuthCard';
import { PasswordSignInForm } from '../components/account/PasswordSignInForm';
import styles from '../components/account/AuthCard.module.css';
import { Button } from '../components/ui/Button';
import { finishFormSignIn, readForm } from '../lib/auth/form-submission.server';
import { signedOutPageLoader } from '../lib/auth/customer-data.server';
import { PasswordSignIn, signInWithPassword } from '../lib/auth/password-accounts.server';
import { useRedirectWhenSignedIn } from '../lib/auth/useRedirectWhenSignedIn';
import { privatePageMeta } from '../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Sign in', 'Sign in to your account.');
}

export const loader = signedOutPageLoader;

/** The /login?error= values and their messages; any other value shows nothing. */
const LOGIN_ERROR_MESSAGES = new Map(
  Object.entries({
    missing_params: 'Authentication failed: Missing required parameters.',
    invalid_state: 'Authentication failed: Invalid security state.',
    token_exchange_failed: 'Authentication failed: Could not complete login.',
    callback_failed: 'Authentication failed: An error occurred during login.',
  }),
);

/** The password form posted before the page's script has loaded (or without one). */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readForm(request, PasswordSignIn);
  if (!input.ok) return input.failure;
  return finishFormSignIn(await signInWithPassword(context, input.data));
}

/**
 * The sign-in card leads with one way in: 'Sign in / Create account' starts passwordless sign-in
 * on the platform (an emailed 6-digit code; new emails get an account). The password form is
 * only for accounts already made with a password on /register, so it waits folded below (open
 * when it has just refused a sign-in).
 */
export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const error = LOGIN_ERROR_MESSAGES.get(params.get('error') ?? '') ?? null;
  useRedirectWhenSignedIn();
  return (
    <AuthCard
      headingId="login-heading"
      title="Sign in"
      intro="Enter your email on our secure sign-in page and we send you a 6-digit code: no password to remember. New here? The same button creates your account."
    >
      <FormAlert>{error}</FormAlert>
      {/* A form, not a script: it works before the page's JavaScript has loaded. */}
      <form method="get" action="/api/auth/login">
        <Button type="submit" className={styles.fullWidth}>
          Sign in / Create account
        </Button>
      </form>
      <details className={styles.secondary} open={actionData ? true : undefined}>
        <summary className={styles.secondarySummary}>Have an account with a password?</summary>
        <PasswordSignInForm serverError={actionData} />
      </details>
    </AuthCard>
  );
}
