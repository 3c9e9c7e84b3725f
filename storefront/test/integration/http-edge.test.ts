import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startCommerce,
  startStorefront,
  storefrontRoot,
  type ServerProcess,
} from './support/servers';

/**
 * The built storefront's HTTP edge behind a load balancer: whose address a rate limit counts,
 * which origin a cached page was rendered for, answers sent before a body was read on
 * keep-alive connections (the rest drained, within limits), static-file errors and secrets in
 * the log, one Referrer-Policy, and clients too slow to finish a request.
 */

const PRODUCT_PATH = '/products/bath-and-plunge-powder-4-pack';
const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

let dir: string;
let commerce: ServerProcess;
let storefront: ServerProcess;
let slowHeaders: Promise<SlowClientOutcome>;
let slowBody: Promise<SlowClientOutcome>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-edge-'));
  commerce = await startCommerce(await freePort(), join(dir, 'commerce.sqlite'));
  storefront = await startStorefront(commerce.base, {
    TRUST_PROXY: '1',
    PAGE_CACHE_MS: '60000',
    LOG_LEVEL: 'info',
  });
  // Started first: they take the server's headers and request timeouts to play out, while the
  // other tests run.
  slowHeaders = trickle(storefront.port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
  slowBody = trickle(
    storefront.port,
    'POST /api/checkout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n',
    ' ',
  );
});
afterAll(async () => {
  await storefront?.stop();
  await commerce?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface SlowClientOutcome {
  answer: string;
  seconds: number;
}

/** A client that sends `start`, then `drip` every 2 s, never finishing its request. */
function trickle(port: number, start: string, drip: string): Promise<SlowClientOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const dripping = setInterval(() => socket.writable && socket.write(drip), 2_000);
    const done = () => {
      clearInterval(dripping);
      resolve({ answer, seconds: (Date.now() - started) / 1000 });
    };
    // A server that never cuts it off: give up well past the limits under test.
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(start);
  });
}

/**
 * A chunked JSON body of `total` bytes with no end, pushed as fast as the server reads it: what
 * came back, and how much was sent before the server closed the connection.
 */
function flood(port: number, path: string, total: number) {
  return new Promise<{ answer: string; sent: number }>((resolve) => {
    const size = 64 * 1024;
    const chunk = Buffer.from(`${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const pump = () => {
      while (sent < total && socket.writable) {
        sent += size;
        if (!socket.write(chunk)) return;
      }
    };
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('drain', pump);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => resolve({ answer, sent }));
    socket.on('error', () => undefined);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n',
    );
    pump();
  });
}

interface Sent {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body: string;
  /** Sent in chunks with no Content-Length, so only reading tells the server its size. */
  chunked?: boolean;
}

/** One request through `agent`: its status, or the error that ended it. */
function send(agent: Agent, { path, method = 'POST', headers = {}, body, chunked }: Sent) {
  return new Promise<number | string>((resolve) => {
    const outgoing = httpRequest(
      `${storefront.base}${path}`,
      {
        method,
        agent,
        headers: chunked ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
        response.on('error', (error) => resolve(error.message));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    if (chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024)
        outgoing.write(body.slice(at, at + 64 * 1024));
      outgoing.end();
    } else {
      outgoing.end(body);
    }
  });
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${storefront.base}${path}`, { headers, redirect: 'manual' });
}

/** The storefront's log so far, one parsed line each; a line that is not JSON fails the test. */
function logLines(): Record<string, unknown>[] {
  return storefront
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`The log has a line that is not JSON: ${line.slice(0, 200)}`);
      }
    });
}

/** Waits for pino's asynchronous writes to reach the test's pipe. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('TRUST_PROXY', () => {
  it('with TRUST_PROXY=1, counts rate limits per forwarded client, not per proxy', async () => {
    const newsletter = (client: string) =>
      fetch(`${storefront.base}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        // Invalid on purpose: counted, then refused, so no customer is created.
        body: '{}',
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await newsletter('203.0.113.10')).status).toBe(400);
    }
    expect((await newsletter('203.0.113.10')).status).toBe(429);
    expect((await newsletter('203.0.113.11')).status).toBe(400);
  });
});

describe('answers sent before the request body was read', () => {
  const smallCheckout: Sent = {
    path: '/api/checkout',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ checkoutUrl: 'https://shop.example/cart/c/abc?key=def' }),
  };
  const early: [string, Sent, number][] = [
    [
      '413 (declared length)',
      { path: '/api/checkout', headers: { 'content-type': 'application/json' }, body: TWO_MB },
      413,
    ],
    [
      '413 (streamed)',
      {
        path: '/api/checkout',
        headers: { 'content-type': 'application/json' },
        body: TWO_MB,
        chunked: true,
      },
      413,
    ],
    [
      '415',
      { path: '/api/checkout', headers: { 'content-type': 'text/plain' }, body: TWO_MB },
      415,
    ],
    [
      '405',
      {
        path: '/api/checkout',
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: TWO_MB,
      },
      405,
    ],
    [
      '403 (cross-site)',
      {
        path: '/api/auth/register',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: TWO_MB,
      },
      403,
    ],
    [
      'Buy It Now 413 (declared length)',
      {
        path: PRODUCT_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: TWO_MB,
      },
      413,
    ],
    [
      'Buy It Now 413 (streamed)',
      {
        path: PRODUCT_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: TWO_MB,
        chunked: true,
      },
      413,
    ],
  ];

  it.each(early)(
    '%s: a 2 MB POST, then two small POSTs over one keep-alive agent, all answered',
    async (_name, big, status) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect(await send(agent, big)).toBe(status);
        expect(await send(agent, smallCheckout)).toBe(200);
        expect(await send(agent, smallCheckout)).toBe(200);
      } finally {
        agent.destroy();
      }
    },
  );

  it('cuts a refused body off after 5 s of draining it', async () => {
    const { answer, seconds } = await trickle(
      storefront.port,
      'POST /api/checkout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n`,
      'x'.repeat(1024),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    // Well before the request timeout (30 s) would have ended it.
    expect(seconds).toBeGreaterThanOrEqual(4.5);
    expect(seconds).toBeLessThan(15);
  });

  it('cuts a refused body off past 8 MB of draining it', async () => {
    const total = 64 * 1024 * 1024;
    const { answer, sent } = await flood(storefront.port, '/api/checkout', total);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(total);
  });

  it('keeps the connection open when the body was read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set();
    agent.on('free', (socket) => sockets.add(socket));
    try {
      for (let round = 0; round < 3; round += 1) expect(await send(agent, smallCheckout)).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('static files', () => {
  /** A raw path (fetch would normalise it) and its status. */
  const rawGet = (path: string) =>
    new Promise<number>((resolve, reject) => {
      httpRequest(`${storefront.base}${path}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      })
        .on('error', reject)
        .end();
    });

  it('logs a missing or forbidden file as one JSON line with the error’s name, no stack, no forged line', async () => {
    const forged = encodeURIComponent('\n{"level":60,"msg":"forged line"}');
    expect(await rawGet(`/assets/x${forged}.js`)).toBe(404);
    expect(await rawGet('/assets/..%2f..%2fpackage.json')).toBe(403);
    await settle();
    const lines = logLines();
    expect(lines.filter((line) => line.msg === 'forged line')).toEqual([]);
    expect(storefront.output()).not.toContain(storefrontRoot);
    // One line each, naming the error, without its message (which holds the path).
    const refusals = lines.filter((line) => line.msg === 'request refused');
    expect(refusals.map((line) => line.status)).toEqual([404, 403]);
    for (const line of refusals) {
      expect(line.err).toEqual({ name: expect.stringMatching(/Error$/) });
    }
  });
});

describe('page cache', () => {
  it('never serves a page rendered for a forwarded host to requests for the real one', async () => {
    const forged = await get('/', { 'x-forwarded-host': 'evil.example' });
    expect(await forged.text()).toContain('http://evil.example/');

    const real = await get('/');
    const html = await real.text();
    expect(real.headers.get('x-page-cache')).toBe('miss');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${storefront.base}/"`);
    // Still a cache: the real origin's page is served again.
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
  });
});

describe('Referrer-Policy', () => {
  it('is one value: no-referrer where the URL holds a secret, the default elsewhere', async () => {
    const success = await get('/success?checkout_id=c1-0123456789abcdef');
    expect(success.headers.get('referrer-policy')).toBe('no-referrer');
    const cartLink = await get('/cart/c/c1-0123456789abcdef?key=secret');
    expect(cartLink.status).toBe(302);
    expect(cartLink.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await get(PRODUCT_PATH)).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});

describe('request log', () => {
  it('redacts checkout tokens in the paths of /api/order/* and /cart/c/*', async () => {
    const token = 'c1-5ec7e7f00dba5e0123456789';
    await get(`/api/order/${token}`);
    await get(`/cart/c/${token}?key=k`);
    await get(`/cart/c/not.a.token-${token}`);
    await settle();
    expect(storefront.output()).not.toContain(token);
    const paths = logLines().map((line) => line.path);
    expect(paths).toContain('/api/order/[redacted]');
    expect(paths).toContain('/cart/c/[redacted]');
  });
});

describe('slow clients', () => {
  it('are cut off after the headers timeout (20 s) with a 408', async () => {
    const { answer, seconds } = await slowHeaders;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(19);
    expect(seconds).toBeLessThan(30);
  }, 60_000);

  it('are cut off after the request timeout (30 s) with a 408', async () => {
    const { answer, seconds } = await slowBody;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThan(40);
  }, 60_000);
});
