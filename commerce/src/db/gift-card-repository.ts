import type { CommerceDatabase } from './connection';
import { toRecord } from './rows';

export interface GiftCardRecord {
  id: number;
  /** Normalised: upper case, no spaces or dashes. */
  code: string;
  initialValueCents: number;
  balanceCents: number;
  createdAt: string;
  updatedAt: string;
}

/** The shop's gift cards. */
export class GiftCardRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** The card with this normalised code. */
  findByCode(code: string): GiftCardRecord | undefined {
    const row = this.db
      .prepare<[string], object>('SELECT * FROM gift_cards WHERE code = ?')
      .get(code);
    return row && toRecord<GiftCardRecord>(row);
  }

  findById(id: number): GiftCardRecord | undefined {
    const row = this.db.prepare<[number], object>('SELECT * FROM gift_cards WHERE id = ?').get(id);
    return row && toRecord<GiftCardRecord>(row);
  }

  /** Takes `amountCents` off the card's balance; false (and nothing written) when it has less. */
  debit(id: number, amountCents: number, now: string): boolean {
    return (
      this.db
        .prepare(
          `UPDATE gift_cards SET balance_cents = balance_cents - ?, updated_at = ?
            WHERE id = ? AND balance_cents >= ?`,
        )
        .run(amountCents, now, id, amountCents).changes === 1
    );
  }
}
