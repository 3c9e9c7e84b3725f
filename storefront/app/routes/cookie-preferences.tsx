import type { Route } from './+types/cookie-preferences';
import { CONSENT_ACTION } from '../lib/consent/consent-paths';
import { ConsentChoices } from '../components/consent/ConsentChoices';
import { PageHeader } from '../components/content/PageHeader';
import { Button } from '../components/ui/Button';
import { consentOfCookies } from '../lib/consent/tracking-consent';
import { privatePageMeta } from '../lib/meta';
import styles from './cookie-preferences.module.css';

/**
 * The footer's "Cookie preferences": the consent choice again, with the visitor's current one
 * ticked, in a plain form (the same /api/consent as the banner). Saving comes back here.
 */

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(
    matches,
    'Cookie preferences',
    'Choose what the shop may measure and remember about your visits.',
  );
}

export function loader({ request, url }: Route.LoaderArgs) {
  const consent = consentOfCookies(request.headers.get('cookie') ?? '');
  return {
    current: consent?.chosen ? consent.purposes : null,
    saved: url.searchParams.has('saved'),
  };
}

export default function CookiePreferences({ loaderData }: Route.ComponentProps) {
  const { current, saved } = loaderData;
  return (
    <section className={`container ${styles.page}`}>
      <PageHeader eyebrow="Privacy" title="Cookie preferences">
        <p className={styles.lead}>
          Choose what the shop may measure and remember about your visits. Change your choice
          whenever you like.
        </p>
      </PageHeader>
      {saved ? (
        <p className={styles.saved} role="status">
          Your choice is saved.
        </p>
      ) : null}
      <form method="post" action={CONSENT_ACTION} className={styles.form}>
        <input type="hidden" name="returnTo" value="/cookie-preferences?saved=1" />
        <ConsentChoices current={current ?? undefined} />
        <div className={styles.actions}>
          <Button type="submit" name="choice" value="custom">
            Save choices
          </Button>
          <Button type="submit" name="choice" value="accept" variant="secondary">
            Accept all
          </Button>
          <Button type="submit" name="choice" value="reject" variant="secondary">
            Reject all
          </Button>
        </div>
      </form>
    </section>
  );
}
