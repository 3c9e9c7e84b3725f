import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_FALLBACK_MESSAGE,
  NEWSLETTER_TAKEN_MESSAGE,
  requestNewsletterSignUp,
} from './newsletter';

/** The server (window.fetch) answers `status` with `body`. */
const answering = (status: number, body: unknown) => {
  const fetchImpl = vi.fn(() => Promise.resolve(Response.json(body, { status })));
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestNewsletterSignUp', () => {
  it('posts the email and the honeypot as JSON to /api/newsletter', async () => {
    const fetchImpl = answering(200, { subscribed: true });
    expect(await requestNewsletterSignUp('a@b.co', '')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co', website: '' }),
      }),
    );
  });

  it("shows the spec's TAKEN text for an address already subscribed", async () => {
    answering(409, { error: 'anything', code: 'TAKEN' });
    expect(await requestNewsletterSignUp('a@b.co', '')).toBe(NEWSLETTER_TAKEN_MESSAGE);
  });

  it("shows the server's reason for the visitor's own mistakes", async () => {
    answering(400, { error: 'Please enter a valid email address' });
    expect(await requestNewsletterSignUp('a@b', '')).toBe('Please enter a valid email address');
  });

  it("falls back to 'Please try again later.' for the shop's failures and no network", async () => {
    answering(502, { error: 'x' });
    expect(await requestNewsletterSignUp('a@b.co', '')).toBe(NEWSLETTER_FALLBACK_MESSAGE);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await requestNewsletterSignUp('a@b.co', '')).toBe(NEWSLETTER_FALLBACK_MESSAGE);
  });
});
