import { randomBytes, randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import type { CartChanges } from '../../db/cart-repository';
import type { CartLineRecord, CartRecord, VariantRecord } from '../../db/records';
import {
  cartNotFoundError,
  checkListLength,
  checkNote,
  checkQuantity,
  InputErrors,
  normaliseDiscountCodes,
  resolveAttributes,
  resolveBuyerIdentity,
  resolveNewLines,
  resolveSellingPlan,
  resolveVariant,
  type AttributeInput,
  type CartBuyerIdentityInput,
  type CartInput,
  type CartLineInput,
  type CartLineUpdateInput,
  type CartUserError,
  type CartWarning,
  type ResolvedLine,
} from '../cart-input';
import { buildCartView, cartGid, findActiveCart, type CartView } from '../cart-view';
import type { RequestContext } from '../context';
import { gid, parseGid } from '../ids';
import { inContextOf } from '../in-context';
import type { ResolverMap } from '../schema';

/** Every cart mutation answers with this payload shape. */
interface CartPayload {
  cart: CartView | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

/** Shopify's timestamps: ISO 8601, UTC, whole seconds. */
const timestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

const sameAttributes = (a: { key: string; value: string }[], b: { key: string; value: string }[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * How many of `variant` a line may hold: all requested when stock is untracked or overselling
 * is allowed, else what is in stock (0 when the variant cannot be sold at all).
 */
function allowedQuantity(variant: VariantRecord, requested: number): number {
  if (!variant.availableForSale) return 0;
  if (variant.quantityAvailable === null || variant.quantityAvailable <= 0) return requested;
  return Math.min(requested, variant.quantityAvailable);
}

const variantGid = (variant: VariantRecord) => gid('ProductVariant', variant.id);
const lineGid = (cartToken: string, lineId: string) => gid('CartLine', lineId, { cart: cartToken });

/**
 * Adds lines to a cart, merging a line into an existing one with the same merchandise, selling
 * plan and attributes, and capping quantities to stock with a warning as Shopify does.
 */
function addLines(
  context: RequestContext,
  cart: CartRecord,
  lines: ResolvedLine[],
  now: string,
): CartWarning[] {
  const warnings: CartWarning[] = [];
  const existing = context.carts.linesOf(cart.token);
  for (const line of lines) {
    const match = existing.find(
      (candidate) =>
        candidate.variantId === line.variant.id &&
        candidate.sellingPlanId === (line.sellingPlan?.id ?? null) &&
        sameAttributes(candidate.attributes, line.attributes),
    );
    const requested = (match?.quantity ?? 0) + line.quantity;
    const quantity = allowedQuantity(line.variant, requested);
    if (quantity === 0) {
      warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: 'The merchandise is out of stock.',
        target: variantGid(line.variant),
      });
      continue;
    }
    let lineId: string;
    if (match) {
      match.quantity = quantity;
      context.carts.updateLine(match, now);
      lineId = match.id;
    } else {
      lineId = randomUUID();
      context.carts.insertLine({
        id: lineId,
        cartToken: cart.token,
        variantId: line.variant.id,
        sellingPlanId: line.sellingPlan?.id ?? null,
        quantity,
        attributes: line.attributes,
        now,
      });
      existing.push({
        id: lineId,
        cartToken: cart.token,
        position: Number.MAX_SAFE_INTEGER,
        variantId: line.variant.id,
        sellingPlanId: line.sellingPlan?.id ?? null,
        quantity,
        attributes: line.attributes,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (quantity < requested) {
      warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${quantity} items were added to your cart due to availability.`,
        target: lineGid(cart.token, lineId),
      });
    }
  }
  return warnings;
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
  userErrors?: CartUserError[];
  warnings?: CartWarning[];
  /** Cart fields to change; written together with the new updatedAt. */
  changes?: CartChanges;
}

/**
 * Runs one mutation of an existing cart in a single IMMEDIATE transaction: look the cart up,
 * validate, write. `change` must write nothing when it reports userErrors. The payload's cart is
 * read back after the commit.
 */
function mutateCart(
  context: RequestContext,
  cartId: string,
  change: (cart: CartRecord, now: string) => ChangeOutcome,
): CartPayload {
  const outcome = context.db
    .transaction(() => {
      const cart = findActiveCart(context, cartId);
      if (!cart) return null;
      const now = timestamp();
      const result = change(cart, now);
      if (!result.userErrors?.length) context.carts.updateCart(cart, result.changes ?? {}, now);
      return { token: cart.token, ...result };
    })
    .immediate();
  if (!outcome) return { cart: null, userErrors: [cartNotFoundError()], warnings: [] };
  const cart = context.carts.findByToken(outcome.token);
  return {
    cart: cart ? buildCartView(context, cart) : null,
    userErrors: outcome.userErrors ?? [],
    warnings: outcome.warnings ?? [],
  };
}

/** A cart line of this cart named by a CartLine gid, or undefined. */
function findLine(
  lines: CartLineRecord[],
  cart: CartRecord,
  lineId: string,
): CartLineRecord | undefined {
  const parsed = parseGid(lineId);
  if (!parsed || parsed.resource !== 'CartLine') return undefined;
  const cartParam = parsed.params.get('cart');
  if (cartParam !== null && cartParam !== cart.token) return undefined;
  return lines.find((line) => line.id === parsed.id);
}

function cartCreate(
  _root: unknown,
  { input }: { input?: CartInput | null },
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
  // The buyer's country defaults to the request's @inContext(country:).
  buyerIdentity.countryCode ??= inContextOf(info).country ?? null;
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
  { cartId, lines }: { cartId: string; lines: CartLineInput[] },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, now) => {
    const errors = new InputErrors();
    const resolved = resolveNewLines(context, lines, ['lines'], errors);
    if (errors.any) return { userErrors: errors.errors };
    return { warnings: addLines(context, cart, resolved, now) };
  });
}

function cartLinesUpdate(
  _root: unknown,
  { cartId, lines }: { cartId: string; lines: CartLineUpdateInput[] },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart, now) => {
    const errors = new InputErrors();
    if (!checkListLength(lines.length, ['lines'], errors)) return { userErrors: errors.errors };
    const existing = context.carts.linesOf(cart.token);
    const changes: { line: CartLineRecord; variant: VariantRecord; remove: boolean }[] = [];

    lines.forEach((input, index) => {
      const at = ['lines', index];
      const current = findLine(existing, cart, input.id);
      if (!current) {
        errors.add([...at, 'id'], `The merchandise line with id ${input.id} does not exist.`);
        return;
      }
      const line = { ...current };
      let variant = context.catalogue.variant(line.variantId) as VariantRecord;
      if (input.merchandiseId) {
        const next = resolveVariant(context, input.merchandiseId, [...at, 'merchandiseId'], errors);
        if (!next) return;
        variant = next;
        line.variantId = next.id;
      }
      if (input.quantity !== null && input.quantity !== undefined) {
        if (!checkQuantity(input.quantity, 0, [...at, 'quantity'], errors)) return;
        line.quantity = input.quantity;
      }
      if (input.sellingPlanId !== undefined || line.variantId !== current.variantId) {
        // null switches the line to a one-time purchase; a new variant must fit the plan it keeps.
        const planId =
          input.sellingPlanId === undefined
            ? current.sellingPlanId && gid('SellingPlan', current.sellingPlanId)
            : input.sellingPlanId;
        if (planId) {
          const plan = resolveSellingPlan(
            context,
            planId,
            variant,
            [...at, 'sellingPlanId'],
            errors,
          );
          if (!plan) return;
          line.sellingPlanId = plan.id;
        } else {
          line.sellingPlanId = null;
        }
      }
      if (input.attributes !== null && input.attributes !== undefined) {
        line.attributes = resolveAttributes(input.attributes, [...at, 'attributes'], errors);
      }
      changes.push({ line, variant, remove: line.quantity === 0 });
    });
    if (errors.any) return { userErrors: errors.errors };

    const warnings: CartWarning[] = [];
    for (const { line, variant, remove } of changes) {
      const quantity = remove ? 0 : allowedQuantity(variant, line.quantity);
      if (quantity === 0) {
        context.carts.deleteLine(cart.token, line.id);
        if (!remove) {
          warnings.push({
            code: 'MERCHANDISE_OUT_OF_STOCK',
            message: 'The merchandise is out of stock.',
            target: variantGid(variant),
          });
        }
        continue;
      }
      if (quantity < line.quantity) {
        warnings.push({
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: `Only ${quantity} items were added to your cart due to availability.`,
          target: lineGid(cart.token, line.id),
        });
      }
      context.carts.updateLine({ ...line, quantity }, now);
    }
    return { warnings };
  });
}

function cartLinesRemove(
  _root: unknown,
  { cartId, lineIds }: { cartId: string; lineIds: string[] },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart) => {
    const errors = new InputErrors();
    if (!checkListLength(lineIds.length, ['lineIds'], errors)) return { userErrors: errors.errors };
    const existing = context.carts.linesOf(cart.token);
    const toRemove = lineIds.flatMap((lineId, index) => {
      const line = findLine(existing, cart, lineId);
      if (!line)
        errors.add(['lineIds', index], `The merchandise line with id ${lineId} does not exist.`);
      return line ? [line] : [];
    });
    if (errors.any) return { userErrors: errors.errors };
    for (const line of toRemove) context.carts.deleteLine(cart.token, line.id);
    return {};
  });
}

function cartNoteUpdate(
  _root: unknown,
  { cartId, note }: { cartId: string; note: string },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, () => {
    const errors = new InputErrors();
    if (!checkNote(note, ['note'], errors)) return { userErrors: errors.errors };
    return { changes: { note } };
  });
}

function cartBuyerIdentityUpdate(
  _root: unknown,
  { cartId, buyerIdentity }: { cartId: string; buyerIdentity: CartBuyerIdentityInput },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart) => {
    const errors = new InputErrors();
    const next = resolveBuyerIdentity(cart.buyerIdentity, buyerIdentity, ['buyerIdentity'], errors);
    if (errors.any) return { userErrors: errors.errors };
    return { changes: { buyerIdentity: next } };
  });
}

/** Replaces the cart's attributes with the given set (pass [] to clear them). */
function cartAttributesUpdate(
  _root: unknown,
  { cartId, attributes }: { cartId: string; attributes: AttributeInput[] },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, () => {
    const errors = new InputErrors();
    const next = resolveAttributes(attributes, ['attributes'], errors);
    if (errors.any) return { userErrors: errors.errors };
    return { changes: { attributes: next } };
  });
}

/** Replaces the cart's discount codes (pass [] to remove them all). */
function cartDiscountCodesUpdate(
  _root: unknown,
  { cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null },
  context: RequestContext,
): CartPayload {
  return mutateCart(context, cartId, (cart) => {
    const errors = new InputErrors();
    const codes = normaliseDiscountCodes(discountCodes ?? [], ['discountCodes'], errors);
    if (errors.any) return { userErrors: errors.errors };
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
