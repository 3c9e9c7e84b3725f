import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIpContext } from '../lib/context';
import { action, loader, NEWSLETTER_RATE_LIMIT } from './api.newsletter';

let nextIp = 1;
/** Each test its own client IP, so the per-IP limit of one test does not reach another. */
const freshIp = () => `198.51.100.${nextIp++}`;

function post(body: unknown, { ip = freshIp(), contentType = 'application/json' } = {}) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  const request = new Request('http://localhost:3000/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return action({ request, context } as unknown as Parameters<typeof action>[0]);
}

afterEach(() => vi.restoreAllMocks());

describe('POST /api/newsletter', () => {
  it.each([
    ['no email', {}, 'Email is required'],
    ['an empty email', { email: '  ' }, 'Email is required'],
    ['a number', { email: 42 }, 'Email is required'],
    ['no at sign', { email: 'someone.example.com' }, 'Please enter a valid email address'],
    ['no domain', { email: 'someone@' }, 'Please enter a valid email address'],
    ['spaces inside', { email: 'some one@example.com' }, 'Please enter a valid email address'],
    ['markup', { email: '<script>@x.co' }, 'Please enter a valid email address'],
    [
      'an address over 254 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'Email must be at most 254 characters',
    ],
  ])('refuses %s with 400 and a clear reason', async (_case, body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error });
  });

  it('refuses a body over 2 KB with 413 and anything but JSON with 415', async () => {
    expect((await post({ email: 'a@b.co', pad: 'x'.repeat(3000) })).status).toBe(413);
    expect((await post('email=a@b.co', { contentType: 'text/plain' })).status).toBe(415);
  });

  it('answers a filled honeypot like a success without calling the shop', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await post({ email: 'bot@example.com', website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ subscribed: true });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('limits each IP address, answering 429 with Retry-After past the limit', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < NEWSLETTER_RATE_LIMIT.limit; attempt++) {
      expect((await post({ email: 'not-an-email' }, { ip })).status).toBe(400);
    }
    const limited = await post({ email: 'not-an-email' }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/too many requests/i) });
    // Another address is not affected.
    expect((await post({ email: 'not-an-email' })).status).toBe(400);
  });

  it('refuses other methods with 405', () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
