import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CommerceDatabase } from '../db/connection';
import { normalizeEmail } from '../db/customer-repository';

/** A code lives 10 minutes and allows 5 tries. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

export type CodeCheck =
  | { outcome: 'accepted'; email: string }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'locked' | 'expired' | 'missing' };

interface CodeRow {
  id: number;
  email: string;
  code_hash: string;
  failed_attempts: number;
  expires_at: string;
  used_at: string | null;
}

/**
 * The 6-digit codes of the hosted passwordless sign-in, each bound to one sign-in attempt
 * (the provider's interaction uid). Only the newest code of an attempt counts. `key` is the HMAC
 * key: the table holds no usable codes, only their keyed hashes.
 */
export function signInCodes(db: CommerceDatabase, key: string) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO sign_in_codes (interaction_uid, email, code_hash, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    latest: db.prepare<[string], CodeRow>(
      'SELECT * FROM sign_in_codes WHERE interaction_uid = ? ORDER BY id DESC LIMIT 1',
    ),
    countFailure: db.prepare(
      'UPDATE sign_in_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?',
    ),
    markUsed: db.prepare('UPDATE sign_in_codes SET used_at = ? WHERE id = ?'),
    deleteOld: db.prepare('DELETE FROM sign_in_codes WHERE expires_at < ?'),
  };
  const hash = (interactionUid: string, code: string) =>
    createHmac('sha256', key).update(`${interactionUid}:${code}`).digest('hex');

  return {
    /** A new code for this attempt and email (older codes of the attempt stop counting). */
    issue(interactionUid: string, email: string, now: Date): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_MS).toISOString();
      // Rows a day past expiry serve no one; clearing them here keeps the table small.
      statements.deleteOld.run(new Date(now.getTime() - 86_400_000).toISOString());
      statements.insert.run(
        interactionUid,
        normalizeEmail(email),
        hash(interactionUid, code),
        expiresAt,
        now.toISOString(),
      );
      return code;
    },

    /** The email the attempt's newest code went to, for the code form. */
    pendingEmail(interactionUid: string): string | null {
      return statements.latest.get(interactionUid)?.email ?? null;
    },

    /** Checks a typed code; a wrong one uses up a try, the right one is spent. */
    check: db.transaction((interactionUid: string, typed: string, now: Date): CodeCheck => {
      const row = statements.latest.get(interactionUid);
      if (!row || row.used_at !== null) return { outcome: 'missing' };
      if (row.failed_attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return { outcome: 'locked' };
      if (Date.parse(row.expires_at) <= now.getTime()) return { outcome: 'expired' };
      const given = Buffer.from(hash(interactionUid, typed.trim()));
      const expected = Buffer.from(row.code_hash);
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        statements.markUsed.run(now.toISOString(), row.id);
        return { outcome: 'accepted', email: row.email };
      }
      statements.countFailure.run(row.id);
      const attemptsLeft = SIGN_IN_CODE_MAX_ATTEMPTS - row.failed_attempts - 1;
      return attemptsLeft > 0 ? { outcome: 'wrong', attemptsLeft } : { outcome: 'locked' };
    }).immediate,
  };
}
