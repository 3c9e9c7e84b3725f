import { describe, expect, it } from 'vitest';
import { withConsentBanner } from './consent-banner.server';

const page = (body: string) =>
  Buffer.from(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`);

describe('withConsentBanner', () => {
  it('ends the body with the banner, after everything React rendered', () => {
    const html = withConsentBanner(page('<main>Café</main><script type="module">go()</script>'));
    const text = html.toString('utf8');
    expect(text).toMatch(
      /<main>Café<\/main><script type="module">go\(\)<\/script><div class="consent-banner-slot"><section class="consent-banner"[^]*<\/section><\/div><\/body><\/html>$/,
    );
    expect(text).toContain('aria-labelledby="consent-banner-title"');
    expect(text).toContain('>Accept all</button>');
    expect(text).toContain('>Reject all</button>');
    expect(text).toContain('href="/cookie-preferences"');
  });

  it('goes before the last </body>, not one quoted in the page', () => {
    const text = withConsentBanner(
      page('<p>&lt;/body&gt;</p><script>"</body>"</script>'),
    ).toString();
    expect(text.indexOf('consent-banner-slot')).toBeGreaterThan(text.indexOf('<script>'));
  });

  it('leaves a document without a body as it is', () => {
    const fragment = Buffer.from('<p>no body</p>');
    expect(withConsentBanner(fragment)).toBe(fragment);
  });
});
