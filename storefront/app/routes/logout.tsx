import { Link } from 'react-router';
import styles from '../components/account/AuthCard.module.css';
import { AuthCard } from '../components/account/AuthCard';
import { LogoutForm } from '../components/account/LogoutForm';
import { Button } from '../components/ui/Button';
import { privatePageMeta } from '../lib/meta';
import { useShopLayout } from '../lib/content/shop';
import type { Route } from './+types/logout';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Log out', 'Log out of your account.');
}

/** Asks before signing out: where GET /api/auth/logout leads. The button posts the logout. */
export default function Logout() {
  const shopName = useShopLayout()?.name;
  return (
    <AuthCard
      headingId="logout-heading"
      title="Log out?"
      intro={`You will be signed out of your ${shopName ? `${shopName} ` : ''}account on this device.`}
    >
      <LogoutForm>
        <Button type="submit" className={styles.fullWidth}>
          Log out
        </Button>
      </LogoutForm>
      <p className={styles.footnote}>
        <Link to="/account">Stay signed in</Link>
      </p>
    </AuthCard>
  );
}
