import type { GiftCardRecord } from '../db/gift-card-repository';

/**
 * A code as the buyer typed it, in the form the shop keeps: Shopify's gift card codes are
 * case-insensitive and printed in groups of four, so spaces and dashes are ignored.
 */
export const normaliseGiftCardCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/** What a buyer sees of a card's code: its last four characters. */
export const lastCharactersOf = (card: GiftCardRecord) => card.code.slice(-4);

/** A card as applied to an amount: how much of it pays. */
export interface GiftCardUse {
  card: GiftCardRecord;
  amountUsedCents: number;
}

/**
 * How the cards pay `amountCents`, in the order they were applied: each pays what it can of what
 * the earlier ones left, so a card after the amount is covered is applied but unused.
 */
export function allocateGiftCards(
  cards: readonly GiftCardRecord[],
  amountCents: number,
): GiftCardUse[] {
  let remaining = Math.max(amountCents, 0);
  return cards.map((card) => {
    const amountUsedCents = Math.min(card.balanceCents, remaining);
    remaining -= amountUsedCents;
    return { card, amountUsedCents };
  });
}

/** What the cards together pay of the amount. */
export const giftCardsTotalCents = (uses: readonly GiftCardUse[]) =>
  uses.reduce((sum, use) => sum + use.amountUsedCents, 0);
