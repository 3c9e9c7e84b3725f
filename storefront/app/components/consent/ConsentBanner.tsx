import { Button } from '../ui/Button';
import { CONSENT_ACTION, COOKIE_PREFERENCES_PATH } from '../../lib/consent/consent-paths';
import type { ConsentBannerText } from '../../lib/content/consent-banner.server';

/**
 * Asks a visitor who has not chosen yet, where the shop's privacy settings require it, before
 * anything is tracked: accept all or reject all (equally easy), or choose per purpose on the
 * cookie preferences page. Rendered on the server only, to HTML (consent-banner.server.tsx), so
 * it costs the page no script: a plain form that goes back to the page it was sent from. Sticky
 * at the bottom of the viewport (it moves nothing on the page) and named as a region for
 * assistive technology. Its title and message are the owner's; the links and the buttons (the
 * same two choices the cookie preferences page offers) are the storefront's.
 */
export function ConsentBanner({ text }: { text: ConsentBannerText }) {
  return (
    <section
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      data-consent-banner=""
    >
      <form method="post" action={CONSENT_ACTION} className="container consent-banner__form">
        <div className="consent-banner__text">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {text.title}
          </h2>{' '}
          <p className="consent-banner__message">
            {text.message} <a href="/privacy-policy">Privacy policy</a> ·{' '}
            <a href={COOKIE_PREFERENCES_PATH}>Manage preferences</a>
          </p>
        </div>
        <div className="consent-banner__actions">
          <Button type="submit" name="choice" value="accept" className="consent-banner__button">
            Accept all
          </Button>
          <Button type="submit" name="choice" value="reject" className="consent-banner__button">
            Reject all
          </Button>
        </div>
      </form>
    </section>
  );
}
