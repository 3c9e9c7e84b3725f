import { randomBytes } from 'node:crypto';
import type { CommerceDatabase } from './connection';
import { hashOf, insertRow } from './rows';

/** Shopify's customer access tokens last 30 days (customerAccessTokenRenew starts a new 30). */
const CUSTOMER_ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const expiryFrom = (now: Date) =>
  new Date(now.getTime() + CUSTOMER_ACCESS_TOKEN_TTL_MS).toISOString();

/**
 * Storefront API customer access tokens. The table keeps only a hash of each token: the token
 * itself exists once, in the answer to customerAccessTokenCreate.
 */
export class CustomerAccessTokenRepository {
  constructor(private readonly db: CommerceDatabase) {}

  create(customerId: number, now = new Date()) {
    const sweep = 'DELETE FROM customer_access_tokens WHERE expires_at <= ?';
    this.db.prepare(sweep).run(now.toISOString());
    const accessToken = randomBytes(16).toString('hex');
    const expiresAt = expiryFrom(now);
    insertRow(this.db, 'customer_access_tokens', {
      tokenHash: hashOf(accessToken),
      customerId,
      expiresAt,
      createdAt: now.toISOString(),
    });
    return { accessToken, expiresAt };
  }

  /** The customer id a live token belongs to, or null for an unknown or expired token. */
  customerIdOf(accessToken: string, now = new Date()): number | null {
    const sql =
      'SELECT customer_id FROM customer_access_tokens WHERE token_hash = ? AND expires_at > ?';
    const row = this.db
      .prepare<[string, string], { customer_id: number }>(sql)
      .get(hashOf(accessToken), now.toISOString());
    return row?.customer_id ?? null;
  }

  /** Extends a live token; null when it is unknown or expired. */
  renew(accessToken: string, now = new Date()) {
    const expiresAt = expiryFrom(now);
    const { changes } = this.db
      .prepare(
        'UPDATE customer_access_tokens SET expires_at = ? WHERE token_hash = ? AND expires_at > ?',
      )
      .run(expiresAt, hashOf(accessToken), now.toISOString());
    return changes > 0 ? { accessToken, expiresAt } : null;
  }

  /** Ends every session of the customer (after a password change). */
  deleteAllOf(customerId: number): void {
    this.db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?').run(customerId);
  }

  /** Deletes the token; false when there was none. */
  delete(accessToken: string): boolean {
    const sql = 'DELETE FROM customer_access_tokens WHERE token_hash = ?';
    return this.db.prepare(sql).run(hashOf(accessToken)).changes > 0;
  }
}
