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
  cartNotFoundError,
  checkListLength,
  checkNote,
  InputErrors,
  normaliseDiscountCodes,
  resolveAttributes,
  resolveBuyerIdentity,
  resolveNewLines,
} from '../cart-input';
import { addLines, findLine, resolveLineUpdates, writeLineUpdates } from '../cart-lines';
import { buildCartView, cartGid, findActiveCart, type CartView } from '../cart-view';
import type { RequestContext, ResolverMap } from '../context';
import { customerOfAccessToken } from '../../customer-accounts/customer-stores';
import { inContextOf } from '../in-context';

/** Every cart mutation answers with this payload shape. */
interface CartPayload {
  cart: CartView | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

function unknownCodeWarnings(
  context: RequestContext,
  cart: CartRecord,
  codes: string[],
): CartWarning[] {
  return codes
    .filter((code) => !context.catalogue.discountCode(code))
    .map((code) => ({
      code: 'DISCOUNT_NOT_FOUND',
      message: `The discount code ${code} is not valid.`,
      target: cartGid(cart),
    }));
}

interface ChangeOutcome {
  warnings?: CartWarning[];
  /** Cart fields to change; written together with the new updatedAt. */
  changes?: CartChanges;
}

/**
 * Runs one mutation of an existing cart in a single IMMEDIATE transaction: look the cart up,
 * validate, write. `change` reports invalid input in `errors` and then writes nothing. The
 * payload's cart is read back after the commit.
 */
function mutateCart(
  context: RequestContext,
  cartId: string,
  change: (cart: CartRecord, now: string, errors: InputErrors) => ChangeOutcome,
): CartPayload {
  const outcome = context.db
    .transaction(() => {
      const cart = findActiveCart(context, cartId);
      if (!cart) return null;
      const now = timestamp();
      const errors = new InputErrors();
      const result = change(cart, now, errors);
      if (!errors.any) context.carts.updateCart(cart, result.changes ?? {}, now);
      const warnings = errors.any ? [] : (result.warnings ?? []);
      return { token: cart.token, userErrors: errors.errors, warnings };
    })
    .immediate();
  if (!outcome) return { cart: null, userErrors: [cartNotFoundError()], warnings: [] };
  const cart = context.carts.findByToken(outcome.token);
  const { userErrors, warnings } = outcome;
  return { cart: cart ? buildCartView(context, cart) : null, userErrors, warnings };
}

function cartCreate(
  _root: unknown,
  { input }: MutationCartCreateArgs,
  context: RequestContext,
  info: GraphQLResolveInfo,
): CartPayload {
  const errors = new InputErrors();
  const lines = resolveNewLines(context, input?.lines ?? [], ['input', 'lines'], errors);
  const attributes = resolveAttributes(input?.attributes ?? [], ['input', 'attributes'], errors);
  const discountCodes = normaliseDiscountCodes(
    input?.discountCodes ?? [],
    ['input', 'discountCodes'],
    errors,
  );
  if (input?.note) checkNote(input.note, ['input', 'note'], errors);
  const buyerIdentity = resolveBuyerIdentity(
    { countryCode: null, email: null, phone: null, customerAccessToken: null },
    input?.buyerIdentity ?? {},
    ['input', 'buyerIdentity'],
    errors,
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
        buyerIdentity,
        now,
      });
      const cart = context.carts.findByToken(token) as CartRecord;
      return [
        ...addLines(context, cart, lines, now),
        ...unknownCodeWarnings(context, cart, discountCodes),
      ];
    })
    .immediate();
  const cart = context.carts.findByToken(token) as CartRecord;
  return { cart: buildCartView(context, cart), userErrors: [], warnings };
}

function cartLinesAdd(
  _root: unknown,
  { cartId, lines }: MutationCartLinesAddArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, now, errors) => {
    const resolved = resolveNewLines(context, lines, ['lines'], errors);
    return errors.any ? {} : { warnings: addLines(context, cart, resolved, now) };
  });
}

function cartLinesUpdate(
  _root: unknown,
  { cartId, lines }: MutationCartLinesUpdateArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, now, errors) => {
    if (!checkListLength(lines.length, ['lines'], errors)) return {};
    const updates = resolveLineUpdates(context, cart, lines, errors);
    return errors.any ? {} : { warnings: writeLineUpdates(context, cart, updates, now) };
  });
}

function cartLinesRemove(
  _root: unknown,
  { cartId, lineIds }: MutationCartLinesRemoveArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, _now, errors) => {
    if (!checkListLength(lineIds.length, ['lineIds'], errors)) return {};
    const existing = context.carts.linesOf(cart.token);
    const toRemove = lineIds.flatMap((lineId, index) => {
      const line = findLine(existing, cart, lineId);
      if (!line)
        errors.add(['lineIds', index], `The merchandise line with id ${lineId} does not exist.`);
      return line ? [line] : [];
    });
    if (!errors.any) for (const line of toRemove) context.carts.deleteLine(cart.token, line.id);
    return {};
  });
}

function cartNoteUpdate(
  _root: unknown,
  { cartId, note }: MutationCartNoteUpdateArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (_cart, _now, errors) =>
    checkNote(note, ['note'], errors) ? { changes: { note } } : {},
  );
}

function cartBuyerIdentityUpdate(
  _root: unknown,
  { cartId, buyerIdentity }: MutationCartBuyerIdentityUpdateArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, _now, errors) => {
    const next = resolveBuyerIdentity(cart.buyerIdentity, buyerIdentity, ['buyerIdentity'], errors);
    return { changes: { buyerIdentity: next } };
  });
}

/** Replaces the cart's attributes with the given set (pass [] to clear them). */
function cartAttributesUpdate(
  _root: unknown,
  { cartId, attributes }: MutationCartAttributesUpdateArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (_cart, _now, errors) => ({
    changes: { attributes: resolveAttributes(attributes, ['attributes'], errors) },
  }));
}

/** Replaces the cart's discount codes (pass [] to remove them all). */
function cartDiscountCodesUpdate(
  _root: unknown,
  { cartId, discountCodes }: MutationCartDiscountCodesUpdateArgs,
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, _now, errors) => {
    const codes = normaliseDiscountCodes(discountCodes ?? [], ['discountCodes'], errors);
    return {
      changes: { discountCodes: codes },
      warnings: unknownCodeWarnings(context, cart, codes),
    };
  });
}

export const cartMutationResolvers: ResolverMap = {
  Mutation: {
    cartCreate,
    cartLinesAdd,
    cartLinesUpdate,
    cartLinesRemove,
    cartNoteUpdate,
    cartBuyerIdentityUpdate,
    cartAttributesUpdate,
    cartDiscountCodesUpdate,
  },
};
