import { GiftCardRepository } from '../db/gift-card-repository';
import { normaliseGiftCardCode } from '../gift-cards/gift-card-codes';
import { checkListLength, type InputErrors } from './cart-input';
import type { RequestContext } from './context';

/**
 * The ids of the gift cards the codes name, each once, in the order given. A code that names no
 * card, or a card with nothing left on it, is refused with Shopify's generic INVALID code (its
 * CartErrorCode has none for gift cards); the message never repeats the code, which is as good
 * as money to whoever reads it.
 */
export function resolveGiftCardCodes(
  context: RequestContext,
  codes: readonly string[],
  errors: InputErrors,
): number[] {
  if (!checkListLength(codes.length, errors)) return [];
  const giftCards = new GiftCardRepository(context.db);
  const ids: number[] = [];
  codes.forEach((code, index) => {
    const card = giftCards.findByCode(normaliseGiftCardCode(code));
    if (!card) errors.at(index).add('The gift card code is not valid.');
    else if (card.balanceCents === 0) errors.at(index).add('The gift card has no balance left.');
    else if (!ids.includes(card.id)) ids.push(card.id);
  });
  return ids;
}
