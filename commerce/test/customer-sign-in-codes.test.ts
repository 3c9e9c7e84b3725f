import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';
import {
  browser,
  discover,
  exchangeCode,
  followToCallback,
  latestCode,
  outboxOf,
  pkceRequest,
  startSignIn,
  submitCode,
  submitEmail,
  type Discovery,
} from './support/customer-accounts';

/** A code the server did not send: the real one with its last digit changed. */
const wrongCodeFor = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('hosted sign-in codes: expiry, tries, rate limits', () => {
  let server: TestServer;
  let discovery: Discovery;
  // A clock the test moves: sign-in codes and rate limits read it.
  let clockOffsetMs = 0;

  beforeAll(async () => {
    server = await startTestServer({
      customerAccounts: {
        now: () => new Date(Date.now() + clockOffsetMs),
        rateLimits: {
          codeRequestsPerEmail: { name: 'code-requests-email', limit: 3, windowMs: 60_000 },
        },
      },
    });
    discovery = await discover(server);
  });
  afterAll(() => server.stop());
  afterEach(() => {
    clockOffsetMs = 0;
  });

  it('refuses a wrong code, counting down the tries, and locks the code after 5 wrong ones', async () => {
    const b = browser(server);
    const page = await startSignIn(b, pkceRequest(discovery));
    await submitEmail(b, page, 'tries@example.com');
    const code = await latestCode(server, 'tries@example.com');

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await submitCode(b, page, wrongCodeFor(code));
      expect(wrong.status).toBe(400);
      const left = 5 - attempt;
      expect(await wrong.text()).toContain(
        `That code isn&#x27;t right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    const fifth = await submitCode(b, page, wrongCodeFor(code));
    expect(await fifth.text()).toContain('Too many wrong codes. Send a new code to try again.');
    // Locked: even the right code no longer signs in.
    const right = await submitCode(b, page, code);
    expect(right.status).toBe(400);
    expect(await right.text()).toContain('Too many wrong codes');

    // A new code works.
    const resent = await b.post(page, { step: 'resend' });
    expect(resent.status).toBe(303);
    const fresh = await latestCode(server, 'tries@example.com');
    const accepted = await submitCode(b, page, fresh);
    expect(accepted.status).toBe(303);
  });

  it('refuses an expired code (older than 10 minutes)', async () => {
    const b = browser(server);
    const page = await startSignIn(b, pkceRequest(discovery));
    await submitEmail(b, page, 'late@example.com');
    const code = await latestCode(server, 'late@example.com');
    clockOffsetMs = 10 * 60 * 1000 + 1000;
    const late = await submitCode(b, page, code);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('This code has expired. Send a new code.');
  });

  it('accepts a code just inside its 10 minutes and refuses to reuse it', async () => {
    const b = browser(server);
    const request = pkceRequest(discovery);
    const page = await startSignIn(b, request);
    await submitEmail(b, page, 'ontime@example.com');
    const code = await latestCode(server, 'ontime@example.com');
    clockOffsetMs = 9 * 60 * 1000;
    const accepted = await submitCode(b, page, code);
    expect(accepted.status).toBe(303);
    const callback = await followToCallback(b, accepted);
    expect(
      (await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier))
        .status,
    ).toBe(200);
  });

  it('asks for a valid email and for a 6-digit code', async () => {
    const b = browser(server);
    const page = await startSignIn(b, pkceRequest(discovery));
    const invalid = await submitEmail(b, page, 'not-an-email');
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('Enter a valid email address.');
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"');
    await submitEmail(b, page, 'format@example.com');
    const short = await submitCode(b, page, '12');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Enter the 6-digit code from the email.');
  });

  it('rate-limits code requests per email with a 429 and a clear message', async () => {
    const email = 'flood@example.com';
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const b = browser(server);
      const page = await startSignIn(b, pkceRequest(discovery));
      const response = await submitEmail(b, page, email);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.text()).toContain('Too many codes requested. Try again in 1 minute.');
      }
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect(await outboxOf(server, email)).toHaveLength(3);
  });

  it('shows an expired-sign-in page without the interaction cookie', async () => {
    const b = browser(server);
    const page = await startSignIn(b, pkceRequest(discovery));
    const stranger = await fetch(new URL(page, server.base), { headers: { accept: 'text/html' } });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain('This sign-in has expired');
    expect((await b.get(page)).status).toBe(200);
  });
});

describe('hosted sign-in: code attempts per IP', () => {
  let server: TestServer;
  let discovery: Discovery;

  beforeAll(async () => {
    server = await startTestServer({
      customerAccounts: {
        rateLimits: { codeAttemptsPerIp: { name: 'code-attempts-ip', limit: 3, windowMs: 60_000 } },
      },
    });
    discovery = await discover(server);
  });
  afterAll(() => server.stop());

  it('answers 429 once one address has tried too many codes, whichever emails', async () => {
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com']) {
      const b = browser(server);
      const page = await startSignIn(b, pkceRequest(discovery));
      await submitEmail(b, page, email);
      for (let index = 0; index < 2; index += 1) {
        statuses.push((await submitCode(b, page, '000000')).status);
      }
    }
    // 000000 may by chance be a right code; then its status is 303, still not a 429.
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
