import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { tokenMatches } from '../http/access-token';

/** The hidden field that carries an owner form's token. */
export const FORM_TOKEN_FIELD = 'formToken';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** A URL's parts, or null when the text is not a URL (an Origin of "null", say). */
function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Keeps other sites from sending the owner's forms in the owner's name (cross-site request
 * forgery): every form carries a token made at start, which only this server's own pages show
 * (no other site can read them: same-origin, no-store), and a post must come from this server's
 * own origin whenever the browser says where it comes from (Sec-Fetch-Site, Origin).
 *
 * On loopback the owner's pages need no password, so their Host must also be a loopback name
 * or the server's public host: a site that points its own name at 127.0.0.1 (DNS rebinding)
 * would otherwise be same-origin with them.
 */
export function ownerFormGuard({ open, publicOrigin }: { open: boolean; publicOrigin: string }) {
  const token = randomBytes(32).toString('base64url');
  const knownNames = new Set([...LOOPBACK_NAMES, urlOf(publicOrigin)?.hostname]);
  return {
    token,
    /** Why the request must be refused (403), or null; a post's form is checked too. */
    refusal(request: IncomingMessage, form?: URLSearchParams): string | null {
      const host = request.headers.host ?? '';
      if (open && !knownNames.has(urlOf(`http://${host}`)?.hostname)) {
        return 'Open the owner’s pages at localhost.';
      }
      if (!form) return null;
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const fromElsewhere =
        (site !== undefined && site !== 'same-origin') ||
        (origin !== undefined && urlOf(origin)?.host !== host);
      if (fromElsewhere) return 'This form can only be sent from its own page.';
      if (!tokenMatches(form.get(FORM_TOKEN_FIELD) ?? '', token)) {
        return 'This form has expired. Reload the page and send it again.';
      }
      return null;
    },
  };
}

export type OwnerFormGuard = ReturnType<typeof ownerFormGuard>;
