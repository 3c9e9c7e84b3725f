import { MAX_INPUT_LIST_LENGTH } from '../config';
import type {
  Attribute,
  BuyerIdentityRecord,
  CartLineRecord,
  CartRecord,
  VariantRecord,
} from '../db/records';
import type {
  AttributeInput,
  CartBuyerIdentityInput,
  CartErrorCode,
  CartLineInput,
  CartLineUpdateInput,
  CartUserError,
} from '@shopify/hydrogen-react/storefront-api-types';
import { EMAIL_PATTERN, isValidPhone, normalizePhone } from '../customer-accounts/customer-input';
import type { RequestContext } from './context';
import { gid, numericIdOf, parseGid } from '../lib/ids';

/** Validation of cart mutation inputs into userErrors, before anything is written. */

/** Largest quantity one line may hold; keeps money arithmetic far from overflow. */
const MAX_LINE_QUANTITY = 10_000;
const MAX_NOTE_LENGTH = 5_000;
const MAX_ATTRIBUTE_LENGTH = 5_000;

/** A mutation's userErrors; each view of the list reports its errors at its own input field. */
export class InputErrors {
  constructor(
    readonly errors: CartUserError[] = [],
    private readonly field: (string | number)[] = [],
  ) {}

  /** The same list, reporting at `path` below this field. */
  at(...path: (string | number)[]): InputErrors {
    return new InputErrors(this.errors, [...this.field, ...path]);
  }

  add(message: string, code: CartErrorCode = 'INVALID'): void {
    this.errors.push({ field: this.field.map(String), message, code });
  }

  get any(): boolean {
    return this.errors.length > 0;
  }
}

export const TOO_MANY_VALUES = `The input must not contain more than ${MAX_INPUT_LIST_LENGTH} values.`;

export function checkListLength(length: number, errors: InputErrors): boolean {
  if (length <= MAX_INPUT_LIST_LENGTH) return true;
  errors.add(TOO_MANY_VALUES);
  return false;
}

/** Attributes with blank keys refused, later duplicates of a key winning. */
export function resolveAttributes(input: AttributeInput[], errors: InputErrors): Attribute[] {
  if (!checkListLength(input.length, errors)) return [];
  const byKey = new Map<string, string>();
  input.forEach(({ key, value }, index) => {
    if (key.trim() === '') errors.at(index, 'key').add('Attribute key must not be blank.');
    else if (key.length > MAX_ATTRIBUTE_LENGTH || value.length > MAX_ATTRIBUTE_LENGTH) {
      errors.at(index).add(`Attributes must be at most ${MAX_ATTRIBUTE_LENGTH} characters.`);
    } else byKey.set(key, value);
  });
  return [...byKey].map(([key, value]) => ({ key, value }));
}

function resolveVariant(context: RequestContext, merchandiseId: string, errors: InputErrors) {
  const variantId = numericIdOf(merchandiseId, 'ProductVariant');
  const variant = variantId === null ? undefined : context.catalogue.variant(variantId);
  if (!variant) errors.add(`The merchandise with id ${merchandiseId} does not exist.`);
  return variant ?? null;
}

function resolveSellingPlan(
  context: RequestContext,
  sellingPlanId: string,
  variant: VariantRecord,
  errors: InputErrors,
) {
  const planId = numericIdOf(sellingPlanId, 'SellingPlan');
  const plan = planId === null ? undefined : context.catalogue.sellingPlan(planId);
  if (plan && plan.productId === variant.productId) return plan;
  errors.add(
    `The selling plan ${sellingPlanId} is not available for merchandise gid://shopify/ProductVariant/${variant.id}.`,
    'SELLING_PLAN_NOT_APPLICABLE',
  );
  return null;
}

function checkQuantity(quantity: number, minimum: 0 | 1, errors: InputErrors): boolean {
  if (quantity < minimum) {
    errors.add(
      minimum === 0 ? 'The quantity must not be negative.' : 'The quantity must be at least 1.',
    );
    return false;
  }
  if (quantity > MAX_LINE_QUANTITY) {
    errors.add(`The quantity must be at most ${MAX_LINE_QUANTITY}.`, 'MAXIMUM_EXCEEDED');
    return false;
  }
  return true;
}

/** New lines for cartCreate / cartLinesAdd, whose merchandise and selling plan exist and fit together. */
export function resolveNewLines(
  context: RequestContext,
  inputs: CartLineInput[],
  errors: InputErrors,
) {
  if (!checkListLength(inputs.length, errors)) return [];
  return inputs.flatMap((input, index) => {
    const at = errors.at(index);
    const variant = resolveVariant(context, input.merchandiseId, at.at('merchandiseId'));
    const quantity = input.quantity ?? 1;
    const quantityOk = checkQuantity(quantity, 1, at.at('quantity'));
    const attributes = resolveAttributes(input.attributes ?? [], at.at('attributes'));
    if (!variant || !quantityOk) return [];
    const planId = input.sellingPlanId;
    const sellingPlan =
      planId == null ? null : resolveSellingPlan(context, planId, variant, at.at('sellingPlanId'));
    if (planId && !sellingPlan) return [];
    return [{ variant, sellingPlan, quantity, attributes }];
  });
}

/** A line of this cart named by a CartLine gid, reported as missing when there is none. */
function findLine(
  lines: CartLineRecord[],
  cart: CartRecord,
  lineId: string,
  errors: InputErrors,
): CartLineRecord | undefined {
  const parsed = parseGid(lineId);
  const cartParam = parsed?.params.get('cart');
  const line =
    parsed?.resource === 'CartLine' && (cartParam === null || cartParam === cart.token)
      ? lines.find((candidate) => candidate.id === parsed.id)
      : undefined;
  if (!line) errors.add(`The merchandise line with id ${lineId} does not exist.`);
  return line;
}

/**
 * Validates cartLinesUpdate input into the lines as they should become. Omitted fields keep
 * their value; `sellingPlanId: null` makes the line a one-time purchase; `attributes` replaces.
 */
export function resolveLineUpdates(
  context: RequestContext,
  cart: CartRecord,
  inputs: CartLineUpdateInput[],
  errors: InputErrors,
) {
  if (!checkListLength(inputs.length, errors)) return [];
  const existing = context.carts.linesOf(cart.token);
  return inputs.flatMap((input, index) => {
    const at = errors.at(index);
    const current = findLine(existing, cart, input.id, at.at('id'));
    if (!current) return [];
    const line = { ...current };
    let variant = context.catalogue.variant(line.variantId) as VariantRecord;
    if (input.merchandiseId) {
      const next = resolveVariant(context, input.merchandiseId, at.at('merchandiseId'));
      if (!next) return [];
      variant = next;
      line.variantId = next.id;
    }
    if (input.quantity != null) {
      if (!checkQuantity(input.quantity, 0, at.at('quantity'))) return [];
      line.quantity = input.quantity;
    }
    if (input.sellingPlanId !== undefined || line.variantId !== current.variantId) {
      // A line given new merchandise keeps its plan only if the new variant offers it.
      const planId =
        input.sellingPlanId === undefined
          ? current.sellingPlanId && gid('SellingPlan', current.sellingPlanId)
          : input.sellingPlanId;
      const plan = planId && resolveSellingPlan(context, planId, variant, at.at('sellingPlanId'));
      if (planId && !plan) return [];
      line.sellingPlanId = plan ? plan.id : null;
    }
    if (input.attributes != null)
      line.attributes = resolveAttributes(input.attributes, at.at('attributes'));
    return [{ line, variant }];
  });
}

/** The lines of this cart that cartLinesRemove names. */
export function resolveLineIds(
  context: RequestContext,
  cart: CartRecord,
  lineIds: string[],
  errors: InputErrors,
): CartLineRecord[] {
  if (!checkListLength(lineIds.length, errors)) return [];
  const existing = context.carts.linesOf(cart.token);
  return lineIds.flatMap(
    (lineId, index) => findLine(existing, cart, lineId, errors.at(index)) ?? [],
  );
}

/** Codes trimmed, blanks dropped, repeats (in any letter case) kept once. */
export function normaliseDiscountCodes(codes: string[], errors: InputErrors): string[] {
  if (!checkListLength(codes.length, errors)) return [];
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter((code) => {
      const key = code.toUpperCase();
      if (code === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function checkNote(note: string, errors: InputErrors): boolean {
  if (note.length <= MAX_NOTE_LENGTH) return true;
  errors.add(`The note must be at most ${MAX_NOTE_LENGTH} characters.`, 'NOTE_TOO_LONG');
  return false;
}

/**
 * The buyer identity after applying `input` to `current`: a field left out keeps its value,
 * null clears it.
 */
export function resolveBuyerIdentity(
  current: BuyerIdentityRecord,
  input: CartBuyerIdentityInput,
  errors: InputErrors,
): BuyerIdentityRecord {
  const next = { ...current };
  if (input.countryCode !== undefined) next.countryCode = input.countryCode;
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email !== null && !EMAIL_PATTERN.test(email)) errors.at('email').add('Email is invalid');
    next.email = email;
  }
  if (input.phone !== undefined) {
    const phone = normalizePhone(input.phone);
    if (!isValidPhone(phone)) errors.at('phone').add('Phone is invalid');
    next.phone = phone;
  }
  if (input.customerAccessToken !== undefined)
    next.customerAccessToken = input.customerAccessToken || null;
  return next;
}
