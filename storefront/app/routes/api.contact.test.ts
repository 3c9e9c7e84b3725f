import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIpContext } from '../lib/context';
import { logger } from '../lib/log.server';
import { action, CONTACT_RATE_LIMIT, loader } from './api.contact';

let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

function post(body: unknown, { ip = freshIp(), contentType = 'application/json' } = {}) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  const request = new Request('http://localhost:3000/api/contact', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return action({ request, context } as unknown as Parameters<typeof action>[0]);
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', message: 'Hello' };

afterEach(() => vi.restoreAllMocks());

describe('POST /api/contact', () => {
  it.each([
    ['no email', { ...valid, email: undefined }, 'Email is required'],
    [
      'an invalid email',
      { ...valid, email: 'ada at example' },
      'Please enter a valid email address',
    ],
    [
      'a name over 200 characters',
      { ...valid, name: 'n'.repeat(201) },
      'Name must be at most 200 characters',
    ],
    [
      'a phone over 40 characters',
      { ...valid, phone: '1'.repeat(41) },
      'Phone must be at most 40 characters',
    ],
    [
      'a message over 4000 characters',
      { ...valid, message: 'm'.repeat(4001) },
      'Message must be at most 4000 characters',
    ],
    ['a message that is not text', { ...valid, message: { text: 'hi' } }, 'Message must be text'],
  ])('refuses %s with 400 and a clear reason', async (_case, body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it('refuses a body over 64 KB with 413 and anything but JSON with 415', async () => {
    expect((await post({ ...valid, pad: 'x'.repeat(70_000) })).status).toBe(413);
    expect(
      (await post('name=Ada', { contentType: 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
  });

  it('answers a filled honeypot like a success without calling the shop', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('limits each IP address, answering 429 with Retry-After past the limit', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.limit; attempt++) {
      expect((await post({ ...valid, email: '' }, { ip })).status).toBe(400);
    }
    const limited = await post(valid, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ ...valid, email: '' })).status).toBe(400);
  });

  it('answers 502 and no details when the shop cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await post(valid);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The shop could not be reached. Please try again later.',
    });
    // The reason is logged for the shop, without the private Admin API token.
    expect(logged).toHaveBeenCalledOnce();
    expect(JSON.stringify(logged.mock.calls)).toMatch(/could not reach the Admin API/);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('local-admin-token');
  });

  it('refuses other methods with 405', () => {
    expect(loader().status).toBe(405);
  });
});
