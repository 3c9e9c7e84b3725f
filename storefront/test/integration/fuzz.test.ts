import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_API_PATHS,
  HOSTILE_CONTENT_TYPES,
  hostileBody,
  hostileSegment,
  seededRandom,
} from './support/fuzz';
import {
  freePort,
  startCommerce,
  startStorefront,
  storefrontRoot,
  STOREFRONT_TOKEN,
  type ServerProcess,
} from './support/servers';

/**
 * Generated malformed bodies, headers and paths against every /api endpoint of the storefront
 * (read from app/routes.ts, so endpoints added later are covered too) and against the commerce
 * server's GraphQL endpoints. A client's mistake must never be answered with a 5xx, and both
 * servers must still be serving afterwards.
 */

const SEED = 20_261_122;
const STOREFRONT_REQUESTS = 900;
const COMMERCE_REQUESTS = 450;
const CONCURRENCY = 12;

/** Every `route('api/…', …)` in the route table, as a path pattern. */
const apiRoutes = [
  ...readFileSync(join(storefrontRoot, 'app/routes.ts'), 'utf8').matchAll(
    /route\(\s*'(api\/[^']*)'/g,
  ),
].map((match) => `/${match[1]}`);

let dir: string;
let commerce: ServerProcess;
let storefront: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-fuzz-'));
  commerce = await startCommerce(await freePort(), join(dir, 'commerce.sqlite'));
  storefront = await startStorefront(commerce.base);
});
afterAll(async () => {
  await storefront?.stop();
  await commerce?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * One request on a connection of its own (node:http, no keep-alive): a server that answers
 * early (413, 405) and closes is within its rights, and a reused socket would blur that with
 * a crash. Resolves with the status, or null when no answer came at all.
 */
function request(attempt: Attempt): Promise<number | null> {
  return new Promise((resolve) => {
    let status: number | null = null;
    const outgoing = httpRequest(
      attempt.url,
      { method: attempt.method, headers: attempt.headers, agent: false, timeout: 15_000 },
      (response) => {
        status = response.statusCode ?? null;
        response.resume();
        response.on('end', () => resolve(status));
        response.on('error', () => resolve(status));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    // Writing may fail once the server has answered and closed; the answer is what counts.
    outgoing.on('error', () => setTimeout(() => resolve(status), 50));
    outgoing.end(attempt.body);
  });
}

/** Every status seen, so a test can check the requests reached the handlers' checks. */
const statusesSeen = new Set<number>();

/** Sends every attempt (a few at a time); returns those answered with a 5xx or not at all. */
async function send(attempts: Attempt[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!;
      const status = await request(attempt);
      if (status !== null) statusesSeen.add(status);
      if (status === null || status >= 500) {
        failures.push(
          `${status ?? 'no answer'} ${attempt.method} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.headers).slice(0, 120)} ${(attempt.body ?? '').slice(0, 80)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/** Raw HTTP a fetch client cannot send: lying lengths, broken chunking, bad header bytes. */
async function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(3_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.end(request, 'latin1');
  });
}

const RAW_REQUESTS = (path: string) => [
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{}`,
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n{}`,
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
  `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n{}`,
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}`,
  `POST ${path} HTTP/1.1\r\nHost: \u00ff\u00fe\r\nX-Bad: \u0000\r\n\r\n`,
  `GET ${path}/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n`,
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Request-Id: ${'a'.repeat(20_000)}\r\nContent-Length: 2\r\n\r\n{}`,
  `BREW ${path} HTTP/1.1\r\nHost: x\r\n\r\n`,
];

describe(`fuzz (seed ${SEED})`, () => {
  it('finds the storefront’s /api endpoints in the route table', () => {
    expect(apiRoutes).toContain('/api/checkout');
    expect(apiRoutes.length).toBeGreaterThanOrEqual(2);
  });

  it(`answers ${STOREFRONT_REQUESTS} malformed requests to every /api endpoint without a 5xx`, async () => {
    const random = seededRandom(SEED);
    const attempts: Attempt[] = [];
    for (let index = 0; index < STOREFRONT_REQUESTS; index += 1) {
      const usePath = random.next() < 0.1;
      const route = apiRoutes[index % apiRoutes.length]!;
      const path = usePath
        ? random.pick(HOSTILE_API_PATHS)
        : route.replace(/:\w+\??/g, () => hostileSegment(random));
      const method = random.pick(['POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH']);
      const contentType = random.pick(HOSTILE_CONTENT_TYPES);
      const headers: Record<string, string> = {
        'x-forwarded-for': `10.${random.int(255)}.${random.int(255)}.${random.int(255)}`,
      };
      if (contentType) headers['content-type'] = contentType;
      if (random.next() < 0.2)
        headers.cookie = random.pick(['a=b', '_session=%%%', 'x'.repeat(3000)]);
      if (random.next() < 0.1)
        headers.accept = random.pick(['text/x-component', '*/*', 'application/json']);
      attempts.push({
        method,
        url: `${storefront.base}${path}`,
        headers,
        body: method === 'GET' ? undefined : hostileBody(random),
      });
    }
    statusesSeen.clear();
    const failures = await send(attempts);
    expect(failures).toEqual([]);
    // The malformed requests met the endpoints' own checks: type, size, JSON, method.
    for (const status of [400, 405, 413, 415]) expect(statusesSeen).toContain(status);

    for (const route of apiRoutes) {
      for (const raw of RAW_REQUESTS(route.replace(/:\w+\??/g, 'x'))) {
        const answer = await sendRaw(storefront.port, raw);
        expect(answer, raw.slice(0, 60)).not.toMatch(/^HTTP\/1\.1 5\d\d/);
      }
    }
    expect((await fetch(`${storefront.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${storefront.base}/`)).status).toBe(200);
  });

  it(`answers ${COMMERCE_REQUESTS} malformed GraphQL requests to the commerce server without a 5xx`, async () => {
    const random = seededRandom(SEED + 1);
    const endpoints: { path: string; headers: Record<string, string> }[] = [
      {
        path: '/api/2026-04/graphql.json',
        headers: { 'x-shopify-storefront-access-token': STOREFRONT_TOKEN },
      },
      {
        path: '/admin/api/2026-04/graphql.json',
        headers: { 'x-shopify-access-token': 'local-admin-token' },
      },
      { path: '/account/customer/api/2026-04/graphql', headers: { authorization: 'not-a-token' } },
      { path: '/api/unstable/graphql.json', headers: {} },
    ];
    const hostileQueries = [
      '{ shop { name } }',
      `{ ${'products(first: 250) { nodes { collections(first: 250) { nodes { '.repeat(8)} id ${'} } } }'.repeat(8)} }`,
      `{ shop { ${'name '.repeat(50_000)} } }`,
      'query A { ...F } fragment F on QueryRoot { ...G } fragment G on QueryRoot { ...F }',
      '{ product(handle: 1) { id } }',
      'mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/x", quantity: -1}]}) { cart { id } userErrors { message } } }',
      'query Q($id: ID!) { cart(id: $id) { id } }',
      '{ __schema { types { name fields { name type { ofType { ofType { ofType { name } } } } } } } }',
      '{',
      `{ ${'a: shop { name } '.repeat(500)} }`,
      '{ orders(first: 250, query: "checkout_token:\\"\\\\\\"") { nodes { id } } }',
      '{ customer { id emailAddress { emailAddress } } }',
    ];
    const attempts: Attempt[] = [];
    for (let index = 0; index < COMMERCE_REQUESTS; index += 1) {
      const endpoint = endpoints[index % endpoints.length]!;
      const contentType = random.pick(HOSTILE_CONTENT_TYPES);
      const shape = random.int(4);
      const query = random.pick(hostileQueries);
      const body =
        shape === 0
          ? hostileBody(random)
          : shape === 1
            ? JSON.stringify({
                query,
                variables: random.pick([null, [], { id: 5 }, { id: 'x'.repeat(5000) }]),
              })
            : shape === 2
              ? JSON.stringify({ query, operationName: random.pick([null, 7, 'Nope']) })
              : query;
      attempts.push({
        method: random.pick(['POST', 'POST', 'POST', 'GET', 'PUT']),
        url: `${commerce.base}${endpoint.path}`,
        headers: { ...endpoint.headers, ...(contentType ? { 'content-type': contentType } : {}) },
        body,
      });
    }
    const failures = await send(
      attempts.map((attempt) =>
        attempt.method === 'GET' ? { ...attempt, body: undefined } : attempt,
      ),
    );
    expect(failures).toEqual([]);
    for (const raw of RAW_REQUESTS('/api/2026-04/graphql.json')) {
      const answer = await sendRaw(commerce.port, raw);
      expect(answer, raw.slice(0, 60)).not.toMatch(/^HTTP\/1\.1 5\d\d/);
    }
    expect((await fetch(`${commerce.base}/healthz`)).status).toBe(200);
  });
});
