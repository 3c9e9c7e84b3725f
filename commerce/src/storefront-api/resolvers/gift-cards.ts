import type {
  MutationCartGiftCardCodesAddArgs,
  MutationCartGiftCardCodesRemoveArgs,
  MutationCartGiftCardCodesUpdateArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import { lastCharactersOf, type GiftCardUse } from '../../gift-cards/gift-card-codes';
import { gid, numericIdOf } from '../../lib/ids';
import { money } from '../../lib/money';
import { checkListLength } from '../cart-input';
import type { CartView } from '../cart-view';
import type { RequestContext, ResolverMap } from '../context';
import { resolveGiftCardCodes } from '../gift-card-input';
import { cartMutation } from './cart-mutations';

const currencyOf = (context: RequestContext) => context.catalogue.currencyCode();

export const giftCardResolvers: ResolverMap = {
  Mutation: {
    // Adds the codes' cards after those already applied; a card already applied stays where it is.
    cartGiftCardCodesAdd: cartMutation<MutationCartGiftCardCodesAddArgs>(
      ({ giftCardCodes }, { context, cart, errors }) => {
        const added = resolveGiftCardCodes(context, giftCardCodes, errors.at('giftCardCodes'));
        const fresh = added.filter((id) => !cart.giftCardIds.includes(id));
        return { changes: { giftCardIds: [...cart.giftCardIds, ...fresh] } };
      },
    ),
    // Replaces the cart's gift cards with the codes' cards (pass [] to remove them all).
    cartGiftCardCodesUpdate: cartMutation<MutationCartGiftCardCodesUpdateArgs>(
      ({ giftCardCodes }, { context, errors }) => ({
        changes: {
          giftCardIds: resolveGiftCardCodes(context, giftCardCodes, errors.at('giftCardCodes')),
        },
      }),
    ),
    // Removes cards by their AppliedGiftCard id; an id not applied to this cart is refused.
    cartGiftCardCodesRemove: cartMutation<MutationCartGiftCardCodesRemoveArgs>(
      ({ appliedGiftCardIds }, { cart, errors }) => {
        const at = errors.at('appliedGiftCardIds');
        if (!checkListLength(appliedGiftCardIds.length, at)) return {};
        const removed = appliedGiftCardIds.map((id, index) => {
          const numeric = numericIdOf(id, 'AppliedGiftCard');
          if (numeric === null || !cart.giftCardIds.includes(numeric)) {
            at.at(index).add('The gift card is not applied to this cart.');
          }
          return numeric;
        });
        return { changes: { giftCardIds: cart.giftCardIds.filter((id) => !removed.includes(id)) } };
      },
    ),
  },

  Cart: {
    appliedGiftCards: (cart: CartView) => cart.pricing.giftCards,
  },

  AppliedGiftCard: {
    id: ({ card }: GiftCardUse) => gid('AppliedGiftCard', card.id),
    lastCharacters: ({ card }: GiftCardUse) => lastCharactersOf(card),
    // One currency: what the buyer pays in is what the card holds.
    amountUsed: (use: GiftCardUse, _args: unknown, context: RequestContext) =>
      money(use.amountUsedCents, currencyOf(context)),
    amountUsedV2: (use: GiftCardUse, _args: unknown, context: RequestContext) =>
      money(use.amountUsedCents, currencyOf(context)),
    presentmentAmountUsed: (use: GiftCardUse, _args: unknown, context: RequestContext) =>
      money(use.amountUsedCents, currencyOf(context)),
    balance: ({ card }: GiftCardUse, _args: unknown, context: RequestContext) =>
      money(card.balanceCents, currencyOf(context)),
    balanceV2: ({ card }: GiftCardUse, _args: unknown, context: RequestContext) =>
      money(card.balanceCents, currencyOf(context)),
  },
};
