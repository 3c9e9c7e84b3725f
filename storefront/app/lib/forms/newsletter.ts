import { callApi } from '../api-client';

/** The footer newsletter's call, POST /api/newsletter, and the texts it leads to. */

export const NEWSLETTER_TAKEN_MESSAGE =
  'Email already subscribed. Please check your inbox for updates!';
export const NEWSLETTER_FALLBACK_MESSAGE = 'Please try again later.';

/** Null when subscribed, else the message to show. */
export async function requestNewsletterSignUp(email: string, honeypot: string) {
  const result = await callApi('/api/newsletter', {
    method: 'POST',
    body: { email, website: honeypot },
  });
  if (result.ok) return null;
  // Code TAKEN is an address already in.
  if (result.code === 'TAKEN') return NEWSLETTER_TAKEN_MESSAGE;
  // The visitor's own mistakes carry a message worth showing; the shop's failures do not.
  const ownMistake = result.status >= 400 && result.status < 500;
  return (ownMistake && result.error) || NEWSLETTER_FALLBACK_MESSAGE;
}
