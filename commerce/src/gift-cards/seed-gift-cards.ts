import { join } from 'node:path';
import { z } from 'zod';
import { decimalAmount } from '../catalogue/catalogue-schema';
import type { CommerceDatabase } from '../db/connection';
import { insertRow, timestamp } from '../db/rows';
import { parseDecimalToCents } from '../lib/money';
import { readSeedFile, SeedFileError } from '../lib/seed-file';
import { normaliseGiftCardCode } from './gift-card-codes';

/** The seed's gift cards (seed/gift-cards.json beside the catalogue; see seed/README.md). */
const giftCardsSchema = z.array(
  z
    .strictObject({
      // Shopify's codes are 8–20 letters and digits; groups may be split by spaces or dashes.
      code: z
        .string()
        .transform(normaliseGiftCardCode)
        .pipe(z.string().regex(/^[A-Z0-9]{8,20}$/, 'must be 8–20 letters and digits')),
      initialValue: decimalAmount,
      balance: decimalAmount,
    })
    .refine((card) => parseDecimalToCents(card.balance) <= parseDecimalToCents(card.initialValue), {
      message: 'balance must not exceed initialValue',
    }),
);

type SeedGiftCard = z.infer<typeof giftCardsSchema>[number];

export const giftCardsPathOf = (cataloguePath: string) =>
  join(cataloguePath, '..', 'gift-cards.json');

/** Reads and checks the gift cards file (none when it does not exist); codes must be unique. */
export function loadGiftCards(path: string): SeedGiftCard[] {
  const cards = readSeedFile(path, giftCardsSchema, []);
  const seen = new Set<string>();
  const problems = cards.flatMap((card, index) => {
    const duplicate = seen.has(card.code);
    seen.add(card.code);
    return duplicate ? [`${index}.code: duplicate code`] : [];
  });
  if (problems.length > 0) throw new SeedFileError(path, problems);
  return cards;
}

/** Inserts the gift cards into a database whose gift cards were wiped. */
export function seedGiftCards(db: CommerceDatabase, cards: readonly SeedGiftCard[]): number {
  const now = timestamp();
  for (const card of cards) {
    insertRow(db, 'gift_cards', {
      code: card.code,
      initialValueCents: parseDecimalToCents(card.initialValue),
      balanceCents: parseDecimalToCents(card.balance),
      createdAt: now,
      updatedAt: now,
    });
  }
  return cards.length;
}
