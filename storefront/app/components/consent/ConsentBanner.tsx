import { Button } from '../ui/Button';
import { CONSENT_ACTION } from '../../lib/consent/consent-paths';
import { ConsentChoices } from './ConsentChoices';

/**
 * Asks a visitor who has not chosen yet, where the shop's privacy settings require it, before
 * anything is tracked: accept all, reject all (equally easy), or choose per purpose. Rendered on
 * the server only, to HTML (lib/consent/consent-banner.server.tsx), so it costs the page no
 * script: a plain form that goes back to the page it was sent from. Sticky at the bottom of the
 * viewport (it moves nothing on the page) and named as a region for assistive technology.
 */
export function ConsentBanner() {
  return (
    <section
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      data-consent-banner=""
    >
      <form method="post" action={CONSENT_ACTION} className="container consent-banner__form">
        <div>
          <h2 id="consent-banner-title" className="consent-banner__title">
            Your privacy
          </h2>
          <p className="consent-banner__message">
            With your consent we count visits and what goes in the bag, to improve the shop. Nothing
            is tracked until you choose. <a href="/privacy-policy">Privacy policy</a>
          </p>
        </div>
        <div className="consent-banner__actions">
          <Button type="submit" name="choice" value="accept" className="consent-banner__button">
            Accept all
          </Button>
          <Button type="submit" name="choice" value="reject" className="consent-banner__button">
            Reject all
          </Button>
          <details className="consent-banner__choose">
            <summary className="consent-banner__summary">Choose</summary>
            <div className="consent-banner__panel">
              <ConsentChoices idPrefix="consent-banner" />
              <Button type="submit" name="choice" value="custom" variant="secondary">
                Save choices
              </Button>
            </div>
          </details>
        </div>
      </form>
    </section>
  );
}
