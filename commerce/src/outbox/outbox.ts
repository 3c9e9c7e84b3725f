import type { CommerceDatabase } from '../db/connection';
import { normalizeEmail } from '../db/customer-repository';
import { toRecord } from '../db/rows';

/**
 * The development outbox: the local platform never sends email, it keeps every message here,
 * readable at GET /__outbox?to={email}. A real store sends these itself.
 */
export interface OutboxMessage {
  id: number;
  to: string;
  /** What the message is, e.g. 'sign_in_code' or 'welcome_discount'. */
  kind: string;
  subject: string;
  text: string;
  /** The code the message carries, if any (a sign-in code, a discount code). */
  code: string | null;
  /** The link the message asks its reader to follow, if any (an activation link). */
  link: string | null;
  createdAt: string;
}

type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt' | 'link'> & {
  link?: string | null;
};

/** A message's columns under its field names. */
const MESSAGE_COLUMNS =
  'id, to_address AS "to", kind, subject, body_text AS text, code, link, created_at';

export class Outbox {
  readonly #statements;

  constructor(db: CommerceDatabase) {
    this.#statements = {
      insert: db.prepare(
        `INSERT INTO outbox_messages (to_address, kind, subject, body_text, code, link, created_at)
         VALUES (@to, @kind, @subject, @text, @code, @link, @now)`,
      ),
      newest: db.prepare<{ to: string | null; limit: number }, object>(
        `SELECT ${MESSAGE_COLUMNS} FROM outbox_messages WHERE @to IS NULL OR to_address = @to
         ORDER BY id DESC LIMIT @limit`,
      ),
    };
  }

  send(message: NewOutboxMessage, now = new Date().toISOString()): OutboxMessage {
    const to = normalizeEmail(message.to);
    const link = message.link ?? null;
    const { lastInsertRowid } = this.#statements.insert.run({ ...message, to, link, now });
    return { ...message, to, link, id: Number(lastInsertRowid), createdAt: now };
  }

  /** Messages newest first, to one address or to everyone. */
  list({ to, limit = 100 }: { to?: string; limit?: number } = {}): OutboxMessage[] {
    return this.#statements.newest
      .all({ to: to ? normalizeEmail(to) : null, limit })
      .map((row) => toRecord<OutboxMessage>(row));
  }
}
