import { Link } from 'react-router';
import styles from '../components/account/AuthCard.module.css';
import { LogoutForm } from '../components/account/LogoutForm';
import { Button } from '../components/ui/Button';
import { pageMeta } from '../lib/meta';
import { COMPANY_NAME } from '../lib/policies';

export function meta() {
  return pageMeta(
    { title: `Log out | ${COMPANY_NAME}`, description: `Log out of your ${COMPANY_NAME} account.` },
    { noindex: true },
  );
}

/** Asks before signing out: where GET /api/auth/logout leads. The button posts the logout. */
export default function Logout() {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="logout-heading">
        <header className={styles.header}>
          <p className="eyebrow">Your account</p>
          <h1 id="logout-heading" className={styles.title}>
            Log out?
          </h1>
          <p className={styles.intro}>
            You will be signed out of your {COMPANY_NAME} account on this device.
          </p>
        </header>
        <LogoutForm>
          <Button type="submit" className={styles.fullWidth}>
            Log out
          </Button>
        </LogoutForm>
        <p className={styles.footnote}>
          <Link to="/account">Stay signed in</Link>
        </p>
      </section>
    </div>
  );
}
