import type { ReactNode } from 'react';
import { storeToken } from '../../lib/api-client';

/**
 * Logging out is a POST, so that no link, image or prefetch from anywhere can sign a shopper
 * out: a plain form, which works before the page's script has loaded. The stored sign-in token
 * goes first; the server then ends the session and sends the browser to /.
 */
export function LogoutForm({ children }: { children: ReactNode }) {
  return (
    <form method="post" action="/api/auth/logout" onSubmit={() => storeToken(null)}>
      {children}
    </form>
  );
}
