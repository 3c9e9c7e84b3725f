import { describe, expect, it } from 'vitest';
import { withConsentBanner } from './consent-banner.server';

const TEXT = {
  title: 'Your privacy',
  message: 'With your consent we count visits. Nothing is tracked until you choose.',
};

const page = (body: string) =>
  Buffer.from(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`);

describe('withConsentBanner', () => {
  it('ends the body with the banner, after everything React rendered', () => {
    const html = withConsentBanner(
      page('<main>Café</main><script type="module">go()</script>'),
      TEXT,
    );
    const text = html.toString('utf8');
    expect(text).toMatch(
      /<main>Café<\/main><script type="module">go\(\)<\/script><div class="consent-banner-slot"><section class="consent-banner"[^]*<\/section><\/div><\/body><\/html>$/,
    );
    expect(text).toContain('aria-labelledby="consent-banner-title"');
    expect(text).toContain(
      '<h2 id="consent-banner-title" class="consent-banner__title">Your privacy</h2>',
    );
    expect(text).toContain(`${TEXT.message} <a href="/privacy-policy">Privacy policy</a>`);
    expect(text).toContain('>Accept all</button>');
    expect(text).toContain('>Reject all</button>');
    expect(text).toContain('href="/cookie-preferences"');
  });

  it('goes before the last </body>, not one quoted in the page', () => {
    const text = withConsentBanner(
      page('<p>&lt;/body&gt;</p><script>"</body>"</script>'),
      TEXT,
    ).toString();
    expect(text.indexOf('consent-banner-slot')).toBeGreaterThan(text.indexOf('<script>'));
  });

  it('leaves a document without a body as it is', () => {
    const fragment = Buffer.from('<p>no body</p>');
    expect(withConsentBanner(fragment, TEXT)).toBe(fragment);
  });

  it("shows the owner's latest words as text, never as markup", () => {
    expect(withConsentBanner(page(''), TEXT).toString()).toContain('>Your privacy</h2>');
    const reworded = withConsentBanner(page(''), {
      title: 'Cookies & <you>',
      message: 'Café <script>alert(1)</script>',
    }).toString('utf8');
    expect(reworded).toContain('>Cookies &amp; &lt;you&gt;</h2>');
    expect(reworded).toContain('Café &lt;script&gt;alert(1)&lt;/script&gt; <a href=');
    expect(reworded).not.toContain('Your privacy');
  });
});
