import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID } from '../../app/lib/config.server';

/**
 * The platform's sign-in side as the storefront's auth tests need it, on a real port: OpenID
 * discovery, its JWKS, the token endpoint and RFC 7009 revocation. It holds the storefront to
 * what the platform checks: codes are single-use and expire, PKCE S256, the client id and the
 * redirect URI must match, and ID tokens are signed with a key from its JWKS with the flow's nonce.
 */

export const CLIENT_ID = LOCAL_CUSTOMER_ACCOUNT_API_CLIENT_ID;

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  nonce: string;
  expiresAt: number;
  used: boolean;
}

interface Answer {
  status: number;
  body?: unknown;
}

/** A route a test adds (the Customer Account API, say); undefined leaves the request to the platform. */
export type ExtraRoute = (request: {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}) => Answer | undefined;

export class FakeSignInPlatform {
  readonly #server: Server;
  readonly #extraRoute: ExtraRoute | undefined;
  readonly #codes = new Map<string, IssuedCode>();
  #signingKey: CryptoKey | undefined;
  #publicJwk: JWK | undefined;
  /** Its origin, once started. */
  issuer = '';
  /** Refresh tokens it accepts, each with the access token it renews to. */
  readonly refreshTokens = new Map<string, string>();
  /** Every access, refresh and ID token it has issued. */
  readonly issuedTokens: string[] = [];
  /** The form of each revocation request, in order. */
  revoked: Record<string, string>[] = [];
  /** How the revocation endpoint answers. */
  revocationStatus = 200;
  /** When set, ID tokens carry this nonce instead of the one asked for. */
  idTokenNonce: string | undefined;
  /** When set, ID tokens are signed with a key that is not in its JWKS (a forgery). */
  forgeIdTokenSignature = false;
  /** Whether it offers token revocation and an end-session page. */
  offersLogout = true;

  constructor(options: { extraRoute?: ExtraRoute } = {}) {
    this.#extraRoute = options.extraRoute;
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', this.issuer).pathname;
        void this.#answer(path, req.headers, body).then(({ status, body: answer }) => {
          if (answer === undefined) {
            res.writeHead(status).end();
            return;
          }
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(answer));
        });
      });
    });
  }

  /** Makes its signing key and listens on a free port of 127.0.0.1. */
  async start(): Promise<void> {
    const keys = await generateKeyPair('ES256');
    this.#signingKey = keys.privateKey;
    this.#publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'ES256' };
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** What the hosted page does once the shopper is in: a code for this authorization request. */
  issueCode(authorize: URL, { expired = false } = {}): string {
    return this.issueCodeFor({
      challenge: authorize.searchParams.get('code_challenge') ?? '',
      redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
      nonce: authorize.searchParams.get('nonce') ?? '',
      expiresAt: Date.now() + (expired ? -1 : 60_000),
    });
  }

  /** A code for a PKCE challenge the test chose. */
  issueCodeFor(request: Omit<IssuedCode, 'used'>): string {
    const code = `code-${Math.random().toString(36).slice(2)}`;
    this.#codes.set(code, { ...request, used: false });
    return code;
  }

  issuedCodes(): string[] {
    return [...this.#codes.keys()];
  }

  /** Forgets what the last test asked of it. */
  reset(): void {
    this.revoked = [];
    this.revocationStatus = 200;
    this.idTokenNonce = undefined;
    this.forgeIdTokenSignature = false;
    this.offersLogout = true;
  }

  async #answer(path: string, headers: IncomingHttpHeaders, body: string): Promise<Answer> {
    const extra = this.#extraRoute?.({ path, headers, body });
    if (extra) return extra;
    const issuer = this.issuer;
    switch (path) {
      case '/.well-known/openid-configuration':
        return {
          status: 200,
          body: {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            ...(this.offersLogout && {
              end_session_endpoint: `${issuer}/logout`,
              revocation_endpoint: `${issuer}/revoke`,
            }),
            jwks_uri: `${issuer}/jwks`,
            id_token_signing_alg_values_supported: ['ES256'],
          },
        };
      case '/.well-known/customer-account-api':
        return {
          status: 200,
          body: { graphql_api: `${issuer}/account/customer/api/2026-04/graphql` },
        };
      case '/jwks':
        return { status: 200, body: { keys: [this.#publicJwk] } };
      case '/token':
        return this.#token(new URLSearchParams(body));
      case '/revoke':
        this.revoked.push(Object.fromEntries(new URLSearchParams(body)));
        return { status: this.revocationStatus };
      default:
        return { status: 404, body: { error: 'not_found' } };
    }
  }

  async #token(form: URLSearchParams): Promise<Answer> {
    const refused = { status: 400, body: { error: 'invalid_grant' } };
    if (form.get('client_id') !== CLIENT_ID) return refused;
    if (form.get('grant_type') === 'refresh_token') {
      const accessToken = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!accessToken) return refused;
      return {
        status: 200,
        body: { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' },
      };
    }
    const code = this.#codes.get(form.get('code') ?? '');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !code ||
      code.used ||
      code.expiresAt < Date.now() ||
      code.challenge !== challenge ||
      code.redirectUri !== form.get('redirect_uri')
    ) {
      if (code) code.used = true;
      return refused;
    }
    code.used = true;
    const idToken = await new SignJWT({ nonce: this.idTokenNonce ?? code.nonce, email: 'a@b.c' })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setIssuer(this.issuer)
      .setAudience(CLIENT_ID)
      .setSubject('gid://shopify/Customer/1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(
        this.forgeIdTokenSignature
          ? (await generateKeyPair('ES256')).privateKey
          : this.#signingKey!,
      );
    const id = Math.random().toString(36).slice(2);
    const accessToken = `access-${id}`;
    const refreshToken = `refresh-${id}`;
    this.issuedTokens.push(accessToken, refreshToken, idToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
        refresh_token: refreshToken,
      },
    };
  }
}

/**
 * A platform for the tests of this file (or describe block): started before them, reset before
 * each, and the storefront's store (PUBLIC_STORE_DOMAIN) meanwhile.
 */
export function setUpFakeSignInPlatform(
  options: { extraRoute?: ExtraRoute } = {},
): FakeSignInPlatform {
  const platform = new FakeSignInPlatform(options);
  beforeAll(async () => {
    await platform.start();
    vi.stubEnv('PUBLIC_STORE_DOMAIN', platform.issuer);
  });
  beforeEach(() => platform.reset());
  afterAll(async () => {
    vi.unstubAllEnvs();
    await platform.close();
  });
  return platform;
}
