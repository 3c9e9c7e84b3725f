import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';
import {
  browser,
  CLIENT_ID,
  customerAccountQuery,
  discover,
  exchangeCode,
  followToCallback,
  postToken,
  pkceRequest,
  signInWithCode,
  type Discovery,
  type TokenSet,
} from './support/customer-accounts';
import { TEST_STOREFRONT_URL } from './support/test-server';

const CUSTOMER_QUERY = `query Me {
  customer {
    id firstName lastName emailAddress { emailAddress } phoneNumber { phoneNumber }
    createdAt creationDate
    defaultAddress { firstName city zoneCode territoryCode formatted }
    orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { id number name } }
  }
}`;

describe('passwordless customer accounts: the whole OpenID flow over HTTP', () => {
  let server: TestServer;
  let discovery: Discovery;

  beforeAll(async () => {
    server = await startTestServer();
    discovery = await discover(server);
  });
  afterAll(() => server.stop());

  it('publishes discovery documents for OpenID and the Customer Account API', async () => {
    expect(discovery.issuer).toBe(server.url);
    expect(discovery.authorization_endpoint).toMatch(/\/authentication\/oauth\/authorize$/);
    expect(discovery.token_endpoint).toMatch(/\/authentication\/oauth\/token$/);
    expect(discovery.end_session_endpoint).toMatch(/\/authentication\/logout$/);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const api = await fetch(`${server.base}/.well-known/customer-account-api`);
    expect(await api.json()).toEqual({
      graphql_api: `${server.url}/account/customer/api/2026-04/graphql`,
    });
  });

  it('signs in with an emailed code, creates the customer, and serves tokens, the API, refresh and logout', async () => {
    const email = 'New.Shopper@Example.com';
    const b = browser(server);
    const request = pkceRequest(discovery);

    // The hosted page: Email + Continue.
    const authorize = await b.get(request.url);
    const page = authorize.headers.get('location') ?? '';
    const emailPage = await b.get(page);
    expect(emailPage.status).toBe(200);
    const emailHtml = await emailPage.text();
    expect(emailHtml).toContain('<label for="email">Email</label>');
    expect(emailHtml).toMatch(/<button class="pay" type="submit">Continue<\/button>/);
    expect(emailPage.headers.get('content-security-policy')).toMatch(/default-src 'none'/);

    const continued = await b.post(page, { step: 'email', email });
    expect(continued.status).toBe(303);
    const codePage = await b.get(continued.headers.get('location') ?? '');
    const codeHtml = await codePage.text();
    expect(codeHtml).toContain('<label for="code">Code</label>');
    expect(codeHtml).toMatch(/type="submit">Sign in<\/button>/);
    expect(codeHtml).toContain('new.shopper@example.com');

    const callback = await (async () => {
      const outbox = await fetch(`${server.base}/__outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await outbox.json()) as { messages: { code: string; kind: string }[] };
      expect(messages[0]?.kind).toBe('sign_in_code');
      expect(messages[0]?.code).toMatch(/^\d{6}$/);
      const accepted = await b.post(page, { step: 'code', code: messages[0]?.code ?? '' });
      expect(accepted.status).toBe(303);
      const resumed = await b.get(accepted.headers.get('location') ?? '');
      expect(resumed.status).toBe(303);
      return new URL(resumed.headers.get('location') ?? '');
    })();
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `${TEST_STOREFRONT_URL}/api/auth/callback`,
    );
    expect(callback.searchParams.get('state')).toBe(request.state);
    const code = callback.searchParams.get('code') ?? '';

    const tokenResponse = await exchangeCode(discovery, code, request.verifier);
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as TokenSet;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(tokens.refresh_token).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload } = await jwtVerify(tokens.id_token, jwks, {
      issuer: discovery.issuer,
      audience: CLIENT_ID,
    });
    expect(payload.nonce).toBe(request.nonce);
    expect(payload.email).toBe('new.shopper@example.com');
    expect(payload.sub).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);

    // A new email created the customer, and the API answers for them (token with or without Bearer).
    const me = await customerAccountQuery<{
      customer: {
        id: string;
        emailAddress: { emailAddress: string };
        createdAt: string;
        creationDate: string;
        orders: { nodes: unknown[] };
      };
    }>(server, tokens.access_token, CUSTOMER_QUERY);
    expect(me.status).toBe(200);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.customer.id).toBe(payload.sub);
    expect(me.body.data?.customer.emailAddress.emailAddress).toBe('new.shopper@example.com');
    expect(me.body.data?.customer.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(me.body.data?.customer.creationDate).toBe(me.body.data?.customer.createdAt);
    expect(me.body.data?.customer.orders.nodes).toEqual([]);
    const bearer = await customerAccountQuery(
      server,
      `Bearer ${tokens.access_token}`,
      CUSTOMER_QUERY,
      undefined,
      '2025-04',
    );
    expect(bearer.status).toBe(200);

    const updated = await customerAccountQuery<{
      customerUpdate: { customer: { firstName: string; lastName: string }; userErrors: unknown[] };
    }>(
      server,
      tokens.access_token,
      'mutation U($input: CustomerUpdateInput!) { customerUpdate(input: $input) { customer { firstName lastName } userErrors { code field message } } }',
      { input: { firstName: 'Nora', lastName: 'Lake' } },
    );
    expect(updated.body.data?.customerUpdate).toEqual({
      customer: { firstName: 'Nora', lastName: 'Lake' },
      userErrors: [],
    });

    // Refresh gives a new working access token.
    const refreshed = await postToken(discovery, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenSet;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect((await customerAccountQuery(server, renewed.access_token, CUSTOMER_QUERY)).status).toBe(
      200,
    );

    // Logout: no confirmation page, straight back to the storefront (state passed through).
    const logoutUrl = new URL(discovery.end_session_endpoint);
    logoutUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${TEST_STOREFRONT_URL}/account`,
      state: 'bye',
    }).toString();
    const loggedOut = await b.get(logoutUrl.toString());
    expect(loggedOut.status).toBe(303);
    expect(loggedOut.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/account?state=bye`);

    // The session's grant is revoked: its tokens stop working.
    expect((await customerAccountQuery(server, renewed.access_token, CUSTOMER_QUERY)).status).toBe(
      401,
    );
    const afterLogout = await postToken(discovery, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: renewed.refresh_token,
    });
    expect(afterLogout.status).toBe(400);
    // And the next authorize asks for the email again.
    const again = await b.get(pkceRequest(discovery).url);
    expect(again.headers.get('location')).toMatch(/\/authentication\/login\//);
  });

  it('lets only the client a token was issued to revoke it', async () => {
    const notices = vi.spyOn(console, 'info');
    const tokensFor = async (email: string) => {
      const request = pkceRequest(discovery);
      const callback = await signInWithCode(server, browser(server), request, email);
      const code = callback.searchParams.get('code') ?? '';
      return (await (await exchangeCode(discovery, code, request.verifier)).json()) as TokenSet;
    };
    const revoke = (token: string) =>
      fetch(`${server.base}/authentication/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: CLIENT_ID }).toString(),
      });

    // A token the platform issued to another client: the platform has one client, so a token's
    // record is rewritten to say so (and unbound from the sign-in session, which knows only the
    // storefront). The storefront cannot revoke it, and is told nothing about it.
    const others = await tokensFor('revoke-other@example.com');
    server.db
      .prepare(
        `UPDATE oidc_payloads
         SET payload = json_set(payload, '$.clientId', 'another-client', '$.expiresWithSession', json('false'))
         WHERE model = 'AccessToken' AND id = ?`,
      )
      .run(others.access_token);
    expect((await revoke(others.access_token)).status).toBe(200);
    expect(
      server.db
        .prepare("SELECT COUNT(*) FROM oidc_payloads WHERE model = 'AccessToken' AND id = ?")
        .pluck()
        .get(others.access_token),
    ).toBe(1);

    // The storefront's own token: revoked, and the API refuses it from then on.
    const own = await tokensFor('revoke-own@example.com');
    expect((await customerAccountQuery(server, own.access_token, CUSTOMER_QUERY)).status).toBe(200);
    expect((await revoke(own.access_token)).status).toBe(200);
    expect((await customerAccountQuery(server, own.access_token, CUSTOMER_QUERY)).status).toBe(401);

    // The provider's notice that a deployment still runs its default revocation policy.
    expect(notices.mock.calls.flat().join('\n')).not.toContain('revocation.allowedPolicy');
    notices.mockRestore();
  });

  it('refuses a PKCE verifier that does not match the challenge', async () => {
    const b = browser(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, b, request, 'pkce@example.com');
    const response = await exchangeCode(
      discovery,
      callback.searchParams.get('code') ?? '',
      `${request.verifier}x`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an authorization code used twice', async () => {
    const b = browser(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, b, request, 'reuse@example.com');
    const code = callback.searchParams.get('code') ?? '';
    expect((await exchangeCode(discovery, code, request.verifier)).status).toBe(200);
    const second = await exchangeCode(discovery, code, request.verifier);
    expect(second.status).toBe(400);
    expect(((await second.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('grants a signed-in shopper’s consent prompt at once, with no sign-in form', async () => {
    const b = browser(server);
    await signInWithCode(server, b, pkceRequest(discovery), 'consent@example.com');
    const request = pkceRequest(discovery);
    const url = new URL(request.url);
    url.searchParams.set('prompt', 'consent');
    const page = await b.get(url.toString());
    expect(page.headers.get('location')).toMatch(/\/authentication\/login\//);
    const callback = await followToCallback(b, page);
    expect(callback.searchParams.get('state')).toBe(request.state);
    const response = await exchangeCode(
      discovery,
      callback.searchParams.get('code') ?? '',
      request.verifier,
    );
    expect(response.status).toBe(200);
  });

  it('refuses an authorize request without PKCE', async () => {
    const url = new URL(pkceRequest(discovery).url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs out by a posted form as by a link: at once, back to the storefront', async () => {
    const b = browser(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, b, request, 'post-logout@example.com');
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;

    const outside = await b.post(discovery.end_session_endpoint, {
      post_logout_redirect_uri: 'https://evil.example/',
    });
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain('The sign-out link points outside the store.');

    const loggedOut = await b.post(discovery.end_session_endpoint, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${TEST_STOREFRONT_URL}/account`,
      state: 'bye',
    });
    expect(loggedOut.status).toBe(303);
    expect(loggedOut.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/account?state=bye`);
    expect((await customerAccountQuery(server, tokens.access_token, CUSTOMER_QUERY)).status).toBe(
      401,
    );
  });

  it('answers a sign-in it cannot continue with the shop’s own page, under its security headers', async () => {
    const url = new URL(pkceRequest(discovery).url);
    url.searchParams.set('client_id', 'unknown-client');
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/style-src 'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain('<h1>Sign-in could not continue</h1>');
    expect(html).toContain('Back to the store');
  });

  it('refuses a logout that would leave the storefront or carries a forged ID token', async () => {
    const outside = new URL(discovery.end_session_endpoint);
    outside.searchParams.set('post_logout_redirect_uri', 'https://evil.example/');
    const refused = await fetch(outside, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('The sign-out link points outside the store.');

    const forged = new URL(discovery.end_session_endpoint);
    forged.searchParams.set('id_token_hint', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(400);

    // Without a session there is nothing to end: back to the storefront's home.
    const plain = await fetch(discovery.end_session_endpoint, { redirect: 'manual' });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/`);
  });

  it('refuses a Customer Account API query deeper than the limit before running it', async () => {
    const b = browser(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, b, request, 'deep@example.com');
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;
    const deep = `{ customer { ${'orders(first: 1) { nodes { customer { '.repeat(8)}id${' } } }'.repeat(8)} } }`;
    const answer = await customerAccountQuery(server, tokens.access_token, deep);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body.errors)).toContain('MAX_DEPTH_EXCEEDED');
  });

  it('answers 401 to the Customer Account API without a valid token', async () => {
    expect((await customerAccountQuery(server, 'not-a-token', CUSTOMER_QUERY)).status).toBe(401);
    const none = await fetch(`${server.base}/account/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CUSTOMER_QUERY }),
    });
    expect(none.status).toBe(401);
  });
});
