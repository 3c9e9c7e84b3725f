import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { CommerceDatabase } from '../db/connection';

/**
 * Secrets made at first start and kept in SQLite, so ID tokens stay verifiable and sign-in
 * cookies stay valid across restarts: the RS256 signing key (a private JWK), the cookie
 * signing key and the key sign-in codes are hashed with.
 */
export interface CustomerAccountSecrets {
  signingKey: Record<string, unknown>;
  cookieKey: string;
  codeKey: string;
}

function loadOrCreate(db: CommerceDatabase, name: string, create: () => string): string {
  return db
    .transaction(() => {
      const existing = db
        .prepare<[string], { value: string }>(
          'SELECT value FROM customer_account_secrets WHERE name = ?',
        )
        .get(name);
      if (existing) return existing.value;
      const value = create();
      db.prepare(
        'INSERT INTO customer_account_secrets (name, value, created_at) VALUES (?, ?, ?)',
      ).run(name, value, new Date().toISOString());
      return value;
    })
    .immediate();
}

function newSigningKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return JSON.stringify({ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' });
}

const newRandomKey = () => randomBytes(32).toString('base64url');

export function loadCustomerAccountSecrets(db: CommerceDatabase): CustomerAccountSecrets {
  return {
    signingKey: JSON.parse(loadOrCreate(db, 'id_token_signing_key', newSigningKey)),
    cookieKey: loadOrCreate(db, 'cookie_key', newRandomKey),
    codeKey: loadOrCreate(db, 'sign_in_code_key', newRandomKey),
  };
}
