import { describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_FALLBACK_MESSAGE,
  NEWSLETTER_TAKEN_MESSAGE,
  requestNewsletterSignUp,
} from './newsletter';

const answering = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(Response.json(body, { status }))) as unknown as typeof fetch;

describe('requestNewsletterSignUp', () => {
  it('posts the email and the honeypot as JSON to /api/newsletter', async () => {
    const fetchImpl = answering(200, { subscribed: true });
    expect(await requestNewsletterSignUp('a@b.co', '', fetchImpl)).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co', website: '' }),
      }),
    );
  });

  it("shows the spec's TAKEN text for an address already subscribed", async () => {
    const result = await requestNewsletterSignUp(
      'a@b.co',
      '',
      answering(409, { error: 'anything', code: 'TAKEN' }),
    );
    expect(result).toEqual({ ok: false, message: NEWSLETTER_TAKEN_MESSAGE });
  });

  it("shows the server's reason for the visitor's own mistakes", async () => {
    const result = await requestNewsletterSignUp(
      'a@b',
      '',
      answering(400, { error: 'Please enter a valid email address' }),
    );
    expect(result).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });

  it("falls back to 'Please try again later.' for the shop's failures and no network", async () => {
    expect(await requestNewsletterSignUp('a@b.co', '', answering(502, { error: 'x' }))).toEqual({
      ok: false,
      message: NEWSLETTER_FALLBACK_MESSAGE,
    });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await requestNewsletterSignUp('a@b.co', '', offline as unknown as typeof fetch)).toEqual(
      { ok: false, message: NEWSLETTER_FALLBACK_MESSAGE },
    );
  });
});
