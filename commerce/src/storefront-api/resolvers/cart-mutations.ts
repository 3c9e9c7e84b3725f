import { randomBytes } from 'node:crypto';
import type {
  CartUserError,
  CartWarning,
  MutationCartAttributesUpdateArgs,
  MutationCartBuyerIdentityUpdateArgs,
  MutationCartCreateArgs,
  MutationCartDiscountCodesUpdateArgs,
  MutationCartLinesAddArgs,
  MutationCartLinesRemoveArgs,
  MutationCartLinesUpdateArgs,
  MutationCartNoteUpdateArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import type { GraphQLResolveInfo } from 'graphql';
import type { CartChanges } from '../../db/cart-repository';
import type { CartRecord } from '../../db/records';
import { timestamp } from '../../db/rows';
import {
  checkNote,
  InputErrors,
  normaliseDiscountCodes,
  resolveAttributes,
  resolveBuyerIdentity,
  resolveLineIds,
  resolveLineUpdates,
  resolveNewLines,
} from '../cart-input';
import { addLines, writeLineUpdates } from '../cart-lines';
import { resolveGiftCardCodes } from '../gift-card-input';
import {
  buildCartView,
  cartGid,
  findActiveCart,
  type CartView,
  type DiscountRejection,
} from '../cart-view';
import { inContextOf, type RequestContext, type ResolverMap } from '../context';
import { customerOfAccessToken } from '../../customer-accounts/customer-stores';

/** Every cart mutation answers with this payload shape. */
export interface CartPayload {
  cart: CartView | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const CART_NOT_FOUND: CartUserError = {
  field: ['cartId'],
  message: 'The specified cart does not exist.',
  code: 'INVALID',
};

/** What a shopper is told about a discount code that does not apply, by its reason. */
const DISCOUNT_WARNING_MESSAGES: Record<DiscountRejection, (code: string) => string> = {
  DISCOUNT_NOT_FOUND: (code) => `The discount code ${code} is not valid.`,
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: (code) =>
    `The discount code ${code} applies once the cart has items.`,
  DISCOUNT_CODE_NOT_HONOURED: (code) =>
    `The discount code ${code} cannot be combined with the code already applied.`,
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: (code) => `The discount code ${code} is for a first order only.`,
};

/**
 * A warning for each of the cart's discount codes that does not apply, with its reason: every
 * mutation answers them, since any change (a code, the lines, the buyer) can decide it.
 */
function discountCodeWarnings(view: CartView): CartWarning[] {
  return view.pricing.discountCodes.flatMap(({ code, rejection }) =>
    rejection
      ? [
          {
            code: rejection,
            message: DISCOUNT_WARNING_MESSAGES[rejection](code),
            target: cartGid(view.record),
          },
        ]
      : [],
  );
}

interface ChangeOutcome {
  warnings?: CartWarning[];
  /** Cart fields to change; written together with the new updatedAt. */
  changes?: CartChanges;
}

/** What a change of an existing cart is given, inside the mutation's transaction. */
interface ChangeScope {
  context: RequestContext;
  cart: CartRecord;
  now: string;
  errors: InputErrors;
}

/**
 * A mutation of an existing cart, run in a single IMMEDIATE transaction: look the cart up,
 * validate, write. `change` reports invalid input in `errors` and then writes nothing. The
 * payload's cart is read back after the commit.
 */
export function cartMutation<Args extends { cartId: string }>(
  change: (args: Args, scope: ChangeScope) => ChangeOutcome,
) {
  return (_root: unknown, args: Args, context: RequestContext): CartPayload => {
    const outcome = context.db
      .transaction(() => {
        const cart = findActiveCart(context, args.cartId);
        if (!cart) return null;
        const now = timestamp();
        const errors = new InputErrors();
        const result = change(args, { context, cart, now, errors });
        if (!errors.any) context.carts.updateCart(cart, result.changes ?? {}, now);
        const warnings = errors.any ? [] : (result.warnings ?? []);
        return { token: cart.token, userErrors: errors.errors, warnings };
      })
      .immediate();
    if (!outcome) return { cart: null, userErrors: [CART_NOT_FOUND], warnings: [] };
    const cart = context.carts.findByToken(outcome.token);
    const view = cart ? buildCartView(context, cart) : null;
    const { userErrors, warnings } = outcome;
    // Refused input changed nothing, so there is nothing new to warn about.
    if (userErrors.length > 0 || !view) return { cart: view, userErrors, warnings };
    return { cart: view, userErrors, warnings: [...warnings, ...discountCodeWarnings(view)] };
  };
}

function cartCreate(
  _root: unknown,
  { input }: MutationCartCreateArgs,
  context: RequestContext,
  info: GraphQLResolveInfo,
): CartPayload {
  const errors = new InputErrors();
  const at = errors.at('input');
  const lines = resolveNewLines(context, input?.lines ?? [], at.at('lines'));
  const attributes = resolveAttributes(input?.attributes ?? [], at.at('attributes'));
  const discountCodes = normaliseDiscountCodes(input?.discountCodes ?? [], at.at('discountCodes'));
  const giftCardIds = resolveGiftCardCodes(
    context,
    input?.giftCardCodes ?? [],
    at.at('giftCardCodes'),
  );
  if (input?.note) checkNote(input.note, at.at('note'));
  const buyerIdentity = resolveBuyerIdentity(
    { countryCode: null, email: null, phone: null, customerAccessToken: null },
    input?.buyerIdentity ?? {},
    at.at('buyerIdentity'),
  );
  // The buyer's country defaults to the request's @inContext(country:), the customer to
  // @inContext(buyer:); a signed-in customer's email fills the checkout's.
  const inContext = inContextOf(info);
  buyerIdentity.countryCode ??= inContext.country ?? null;
  buyerIdentity.customerAccessToken ??= inContext.buyer?.customerAccessToken || null;
  buyerIdentity.email ??=
    customerOfAccessToken(context.db, buyerIdentity.customerAccessToken)?.email ?? null;
  if (errors.any) return { cart: null, userErrors: errors.errors, warnings: [] };

  const token = randomBytes(18).toString('base64url');
  const warnings = context.db
    .transaction(() => {
      const now = timestamp();
      context.carts.insertCart({
        token,
        secretKey: randomBytes(16).toString('hex'),
        note: input?.note ?? null,
        attributes,
        discountCodes,
        giftCardIds,
        buyerIdentity,
        now,
      });
      const cart = context.carts.findByToken(token) as CartRecord;
      return addLines(context, cart, lines, now);
    })
    .immediate();
  const view = buildCartView(context, context.carts.findByToken(token) as CartRecord);
  return { cart: view, userErrors: [], warnings: [...warnings, ...discountCodeWarnings(view)] };
}

export const cartMutationResolvers: ResolverMap = {
  Mutation: {
    cartCreate,
    cartLinesAdd: cartMutation<MutationCartLinesAddArgs>(
      ({ lines }, { context, cart, now, errors }) => {
        const resolved = resolveNewLines(context, lines, errors.at('lines'));
        return errors.any ? {} : { warnings: addLines(context, cart, resolved, now) };
      },
    ),
    cartLinesUpdate: cartMutation<MutationCartLinesUpdateArgs>(
      ({ lines }, { context, cart, now, errors }) => {
        const updates = resolveLineUpdates(context, cart, lines, errors.at('lines'));
        return errors.any ? {} : { warnings: writeLineUpdates(context, cart, updates, now) };
      },
    ),
    cartLinesRemove: cartMutation<MutationCartLinesRemoveArgs>(
      ({ lineIds }, { context, cart, errors }) => {
        const toRemove = resolveLineIds(context, cart, lineIds, errors.at('lineIds'));
        if (!errors.any) for (const line of toRemove) context.carts.deleteLine(cart.token, line.id);
        return {};
      },
    ),
    cartNoteUpdate: cartMutation<MutationCartNoteUpdateArgs>(({ note }, { errors }) =>
      checkNote(note, errors.at('note')) ? { changes: { note } } : {},
    ),
    cartBuyerIdentityUpdate: cartMutation<MutationCartBuyerIdentityUpdateArgs>(
      ({ buyerIdentity }, { cart, errors }) => ({
        changes: {
          buyerIdentity: resolveBuyerIdentity(
            cart.buyerIdentity,
            buyerIdentity,
            errors.at('buyerIdentity'),
          ),
        },
      }),
    ),
    // Replaces the cart's attributes with the given set (pass [] to clear them).
    cartAttributesUpdate: cartMutation<MutationCartAttributesUpdateArgs>(
      ({ attributes }, { errors }) => ({
        changes: { attributes: resolveAttributes(attributes, errors.at('attributes')) },
      }),
    ),
    // Replaces the cart's discount codes (pass [] to remove them all).
    cartDiscountCodesUpdate: cartMutation<MutationCartDiscountCodesUpdateArgs>(
      ({ discountCodes }, { errors }) => ({
        changes: {
          discountCodes: normaliseDiscountCodes(discountCodes, errors.at('discountCodes')),
        },
      }),
    ),
  },
};
