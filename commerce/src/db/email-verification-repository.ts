import { randomBytes } from 'node:crypto';
import type { CommerceDatabase } from './connection';
import { normalizeEmail } from './customer-repository';
import { hashOf, insertRow, toRecord } from './rows';

/** What following an emailed link does: activate the account, or move it to a new address. */
export type VerificationPurpose = 'activate' | 'change_email';

interface EmailVerification {
  id: number;
  customerId: number;
  purpose: VerificationPurpose;
  /** The address the link was sent to. */
  email: string;
}

/**
 * Emailed verification links (email_verifications). A token exists once, in the email; the table
 * keeps its hash. Each new link of a customer and purpose replaces the earlier ones, and a link
 * works once.
 */
export class EmailVerificationRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** A new link's token for `email`, valid for `ttlMs`; the customer's earlier ones stop working. */
  issue(
    customerId: number,
    purpose: VerificationPurpose,
    email: string,
    ttlMs: number,
    now = new Date(),
  ): string {
    const token = randomBytes(24).toString('hex');
    this.db.transaction(() => {
      this.db
        .prepare(
          'DELETE FROM email_verifications WHERE customer_id = ? AND purpose = ? AND used_at IS NULL',
        )
        .run(customerId, purpose);
      insertRow(this.db, 'email_verifications', {
        customerId,
        purpose,
        email: normalizeEmail(email),
        tokenHash: hashOf(token),
        expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
        createdAt: now.toISOString(),
      });
    })();
    return token;
  }

  /** The unused, unexpired link of this customer and purpose with this token, or null. */
  findLive(
    customerId: number,
    purpose: VerificationPurpose,
    token: string,
    now = new Date(),
  ): EmailVerification | null {
    const row = this.db
      .prepare<[string, number, VerificationPurpose, string], object>(
        `SELECT id, customer_id, purpose, email FROM email_verifications
         WHERE token_hash = ? AND customer_id = ? AND purpose = ? AND used_at IS NULL
           AND expires_at > ?`,
      )
      .get(hashOf(token), customerId, purpose, now.toISOString());
    return row ? toRecord<EmailVerification>(row) : null;
  }

  /** Uses the link up; false when it was already used (by a request that got there first). */
  markUsed(id: number, now = new Date()): boolean {
    const sql = 'UPDATE email_verifications SET used_at = ? WHERE id = ? AND used_at IS NULL';
    return this.db.prepare(sql).run(now.toISOString(), id).changes > 0;
  }
}
