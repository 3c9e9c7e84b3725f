/**
 * The footer newsletter's call to the product's own server, POST /api/newsletter, and the
 * texts it leads to (spec section 8). Browser-safe: no secrets, only the public endpoint.
 */

export const NEWSLETTER_TAKEN_MESSAGE =
  'Email already subscribed. Please check your inbox for updates!';
export const NEWSLETTER_FALLBACK_MESSAGE = 'Please try again later.';

export type NewsletterResult = { ok: true } | { ok: false; message: string };

/** What the server answers on failure: `{error, code?}`; code TAKEN is an address already in. */
interface ApiErrorBody {
  error?: unknown;
  code?: unknown;
}

export async function requestNewsletterSignUp(
  email: string,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
): Promise<NewsletterResult> {
  try {
    const response = await fetchImpl('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, website: honeypot }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as ApiErrorBody;
    if (body.code === 'TAKEN') return { ok: false, message: NEWSLETTER_TAKEN_MESSAGE };
    // The visitor's own mistakes carry a message worth showing; the shop's failures do not.
    if (response.status < 500 && typeof body.error === 'string') {
      return { ok: false, message: body.error };
    }
  } catch {
    // Offline or the server unreachable: the generic message below.
  }
  return { ok: false, message: NEWSLETTER_FALLBACK_MESSAGE };
}
