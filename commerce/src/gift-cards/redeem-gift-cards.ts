import type { CommerceDatabase } from '../db/connection';
import { GiftCardRepository, type GiftCardRecord } from '../db/gift-card-repository';
import { allocateGiftCards } from './gift-card-codes';

/**
 * Takes what the cards pay of an order's total off their balances, inside the order's
 * transaction. The balances are the ones the total was shown
 * against, read in the same transaction, so a debit cannot fail short.
 */
export function redeemGiftCards(
  db: CommerceDatabase,
  cards: readonly GiftCardRecord[],
  totalCents: number,
  now: string,
): void {
  const giftCards = new GiftCardRepository(db);
  for (const { card, amountUsedCents } of allocateGiftCards(cards, totalCents)) {
    if (amountUsedCents === 0) continue;
    if (!giftCards.debit(card.id, amountUsedCents, now)) {
      throw new Error(`Gift card ${card.id} no longer covers ${amountUsedCents} cents.`);
    }
  }
}
