import { THEME_SCRIPT } from '../../lib/theme';

/**
 * Sets `data-theme` on <html> before the first paint. The storefront's only inline script;
 * it takes the request's CSP nonce once the security headers arrive.
 */
export function ThemeScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
