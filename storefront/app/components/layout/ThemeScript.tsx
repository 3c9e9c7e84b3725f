import { DISPLAY_FONT_SCRIPT } from '../../lib/fonts';
import { THEME_SCRIPT } from '../../lib/theme';

/**
 * Sets `data-theme` on <html> before the first paint, and brings in the display font right
 * after it (lib/fonts.ts). The storefront's only inline script; it carries the request's CSP
 * nonce.
 */
export function ThemeScript({ nonce }: { nonce?: string | undefined }) {
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: `${THEME_SCRIPT};${DISPLAY_FONT_SCRIPT}` }}
    />
  );
}
