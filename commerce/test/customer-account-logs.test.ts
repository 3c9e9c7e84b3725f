import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRoot } from '../src/config';
import {
  browser,
  CLIENT_ID,
  customerAccountQuery,
  discover,
  exchangeCode,
  latestCode,
  pkceRequest,
  postToken,
  signInWithCode,
  startSignIn,
  submitCode,
  submitEmail,
  type TokenSet,
} from './support/customer-accounts';
import type { TestServer } from './support/test-server';

/**
 * The real server process (npm start's entry point) with debug logging: after sign-ins of both
 * families, its whole output must hold no sign-in code, token, authorization code or password.
 */
const STOREFRONT_TOKEN = 'logs-storefront-token';
const PASSWORD = 'Pa55word-in-logs?';

describe('customer accounts never log secrets', () => {
  let child: ChildProcess;
  let output = '';
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'commerce-logs-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: commerceRoot,
      env: {
        ...process.env,
        COMMERCE_PORT: '0',
        COMMERCE_HOST: '127.0.0.1',
        COMMERCE_DB_PATH: join(dir, 'commerce.sqlite'),
        STOREFRONT_URL: 'http://storefront.test',
        PUBLIC_STOREFRONT_API_TOKEN: STOREFRONT_TOKEN,
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      const check = () => {
        const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        } else setTimeout(check, 50);
      };
      check();
    });
    server = { base: `http://127.0.0.1:${port}` } as TestServer;
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps codes, tokens and passwords out of stdout and stderr', async () => {
    const secrets: string[] = [PASSWORD];
    const discovery = await discover(server);

    // A wrong code, then the right one, then tokens, the API, refresh.
    const b = browser(server);
    const request = pkceRequest(discovery);
    const page = await startSignIn(b, request);
    await submitEmail(b, page, 'logs@example.com');
    const code = await latestCode(server, 'logs@example.com');
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    await submitCode(b, page, wrong);
    secrets.push(code, wrong);
    const callback = await signInWithCode(server, b, pkceRequest(discovery), 'logs2@example.com');
    secrets.push(await latestCode(server, 'logs2@example.com'));
    const authorizationCode = callback.searchParams.get('code') ?? '';
    secrets.push(authorizationCode);
    // A failed exchange (wrong verifier) and a bad bearer token, which servers like to log.
    await exchangeCode(discovery, authorizationCode, 'x'.repeat(43));
    await customerAccountQuery(server, 'forged-token-value-1234567890', '{ customer { id } }');
    secrets.push('forged-token-value-1234567890');

    const ok = browser(server);
    const okRequest = pkceRequest(discovery);
    const okCallback = await signInWithCode(server, ok, okRequest, 'logs3@example.com');
    secrets.push(
      await latestCode(server, 'logs3@example.com'),
      okCallback.searchParams.get('code') ?? '',
    );
    const tokens = (await (
      await exchangeCode(discovery, okCallback.searchParams.get('code') ?? '', okRequest.verifier)
    ).json()) as TokenSet;
    secrets.push(tokens.access_token, tokens.refresh_token, tokens.id_token);
    expect(
      (await customerAccountQuery(server, tokens.access_token, '{ customer { id } }')).status,
    ).toBe(200);
    const refreshed = (await (
      await postToken(discovery, {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: tokens.refresh_token,
      })
    ).json()) as TokenSet;
    secrets.push(refreshed.access_token, refreshed.refresh_token);

    // The Storefront API family: password and customer access token.
    const storefront = (query: string) =>
      fetch(`${server.base}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
        },
        body: JSON.stringify({ query }),
      }).then(
        (response) => response.json() as Promise<{ data: Record<string, Record<string, unknown>> }>,
      );
    await storefront(
      `mutation { customerCreate(input: { email: "logs@example.com", password: "${PASSWORD}" }) { customer { id } } }`,
    );
    const created = await storefront(
      `mutation { customerAccessTokenCreate(input: { email: "logs@example.com", password: "${PASSWORD}" }) { customerAccessToken { accessToken } } }`,
    );
    const accessToken = (
      created.data.customerAccessTokenCreate?.customerAccessToken as { accessToken: string }
    ).accessToken;
    secrets.push(accessToken);
    await storefront(`{ customer(customerAccessToken: "${accessToken}") { id } }`);
    // A GraphQL error whose message quotes the variable: logged by code and path only.
    const quoted = await fetch(`${server.base}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
      },
      body: JSON.stringify({
        query: 'query LoggedByCode($n: Int) { products(first: $n) { nodes { id } } }',
        variables: { n: PASSWORD },
      }),
    });
    expect(JSON.stringify(await quoted.json())).toContain(PASSWORD);

    // Let the process flush its log lines.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(output).toContain('ready at');
    expect(output).toMatch(
      /"operation":"LoggedByCode","errors":\[\{"code":"[^"]+","path":null\}\].*"msg":"Storefront API answered with GraphQL errors"/,
    );
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(3);
      expect(output, `the logs contain a secret (${secret.slice(0, 3)}…)`).not.toContain(secret);
    }
  }, 60_000);
});
