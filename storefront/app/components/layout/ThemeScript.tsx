import { EARLY_CLICKS_SCRIPT } from '../../lib/early-clicks';
import { DISPLAY_FONT_SCRIPT } from '../../lib/fonts';
import { THEME_SCRIPT } from '../../lib/theme';

/**
 * Sets `data-theme` on <html> before the first paint, brings in the display font right after
 * it (lib/fonts.ts) and holds button presses made before hydration (lib/early-clicks.ts). The
 * storefront's only inline script; it carries the request's CSP nonce.
 */
export function ThemeScript({ nonce }: { nonce?: string | undefined }) {
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `${THEME_SCRIPT};${DISPLAY_FONT_SCRIPT};${EARLY_CLICKS_SCRIPT}`,
      }}
    />
  );
}
