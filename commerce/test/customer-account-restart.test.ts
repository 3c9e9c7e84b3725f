import { createRemoteJWKSet, jwtVerify } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  browser,
  CLIENT_ID,
  customerAccountQuery,
  discover,
  exchangeCode,
  pkceRequest,
  postToken,
  signInWithCode,
  type TokenSet,
} from './support/customer-accounts';
import { startTestServer } from './support/test-server';

/** Sign-ins live in SQLite: tokens, the signing key and the session outlast a restart. */
describe('customer accounts across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-restart-'));
  // A fixed public origin: the issuer must not change with the port.
  const options = { dir, publicUrl: 'http://commerce.test' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps access tokens, refresh tokens and the ID token key valid after a restart', async () => {
    const first = await startTestServer(options);
    const discovery = await discover(first);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(first, browser(first), request, 'restart@example.com');
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;
    await first.stop();

    const second = await startTestServer(options);
    try {
      const after = await discover(second);
      expect(after.issuer).toBe('http://commerce.test');
      const me = await customerAccountQuery<{
        customer: { emailAddress: { emailAddress: string } };
      }>(second, tokens.access_token, '{ customer { emailAddress { emailAddress } } }');
      expect(me.status).toBe(200);
      expect(me.body.data?.customer.emailAddress.emailAddress).toBe('restart@example.com');
      const { payload } = await jwtVerify(
        tokens.id_token,
        createRemoteJWKSet(new URL(after.jwks_uri)),
        {
          issuer: after.issuer,
          audience: CLIENT_ID,
        },
      );
      expect(payload.email).toBe('restart@example.com');
      const refreshed = await postToken(after, {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
