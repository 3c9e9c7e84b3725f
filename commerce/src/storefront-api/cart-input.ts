import { MAX_INPUT_LIST_LENGTH } from '../config';
import type {
  Attribute,
  BuyerIdentityRecord,
  CartLineRecord,
  CartRecord,
  SellingPlanRecord,
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
import { EMAIL_PATTERN } from '../customer-accounts/customer-input';
import type { RequestContext } from './context';
import { gid, numericIdOf, parseGid } from '../lib/ids';

/** Validation of cart mutation inputs into userErrors, before anything is written. */

/** Largest quantity one line may hold; keeps money arithmetic far from overflow. */
const MAX_LINE_QUANTITY = 10_000;
const MAX_NOTE_LENGTH = 5_000;
const MAX_ATTRIBUTE_LENGTH = 5_000;

export class InputErrors {
  readonly errors: CartUserError[] = [];

  add(field: (string | number)[], message: string, code: CartErrorCode = 'INVALID'): void {
    this.errors.push({ field: field.map(String), message, code });
  }

  get any(): boolean {
    return this.errors.length > 0;
  }
}

export const TOO_MANY_VALUES = `The input must not contain more than ${MAX_INPUT_LIST_LENGTH} values.`;

function checkListLength(length: number, field: (string | number)[], errors: InputErrors): boolean {
  if (length <= MAX_INPUT_LIST_LENGTH) return true;
  errors.add(field, TOO_MANY_VALUES);
  return false;
}

/** Attributes with blank keys refused, later duplicates of a key winning. */
export function resolveAttributes(
  input: AttributeInput[],
  field: (string | number)[],
  errors: InputErrors,
): Attribute[] {
  if (!checkListLength(input.length, field, errors)) return [];
  const byKey = new Map<string, string>();
  input.forEach((attribute, index) => {
    if (attribute.key.trim() === '')
      errors.add([...field, index, 'key'], 'Attribute key must not be blank.');
    else if (
      attribute.key.length > MAX_ATTRIBUTE_LENGTH ||
      attribute.value.length > MAX_ATTRIBUTE_LENGTH
    ) {
      errors.add(
        [...field, index],
        `Attributes must be at most ${MAX_ATTRIBUTE_LENGTH} characters.`,
      );
    } else byKey.set(attribute.key, attribute.value);
  });
  return [...byKey].map(([key, value]) => ({ key, value }));
}

function resolveVariant(
  context: RequestContext,
  merchandiseId: string,
  field: (string | number)[],
  errors: InputErrors,
): VariantRecord | null {
  const variantId = numericIdOf(merchandiseId, 'ProductVariant');
  const variant = variantId === null ? undefined : context.catalogue.variant(variantId);
  if (!variant) {
    errors.add(field, `The merchandise with id ${merchandiseId} does not exist.`);
    return null;
  }
  return variant;
}

function resolveSellingPlan(
  context: RequestContext,
  sellingPlanId: string,
  variant: VariantRecord,
  field: (string | number)[],
  errors: InputErrors,
): SellingPlanRecord | null {
  const planId = numericIdOf(sellingPlanId, 'SellingPlan');
  const plan = planId === null ? undefined : context.catalogue.sellingPlan(planId);
  if (!plan || plan.productId !== variant.productId) {
    errors.add(
      field,
      `The selling plan ${sellingPlanId} is not available for merchandise gid://shopify/ProductVariant/${variant.id}.`,
      'SELLING_PLAN_NOT_APPLICABLE',
    );
    return null;
  }
  return plan;
}

function checkQuantity(
  quantity: number,
  minimum: 0 | 1,
  field: (string | number)[],
  errors: InputErrors,
): boolean {
  if (quantity < minimum) {
    errors.add(
      field,
      minimum === 0 ? 'The quantity must not be negative.' : 'The quantity must be at least 1.',
    );
    return false;
  }
  if (quantity > MAX_LINE_QUANTITY) {
    errors.add(field, `The quantity must be at most ${MAX_LINE_QUANTITY}.`, 'MAXIMUM_EXCEEDED');
    return false;
  }
  return true;
}

/**
 * New lines for cartCreate / cartLinesAdd, whose merchandise and selling plan exist and fit
 * together; errors reported under `field` (e.g. ["lines"]).
 */
export function resolveNewLines(
  context: RequestContext,
  inputs: CartLineInput[],
  field: (string | number)[],
  errors: InputErrors,
) {
  if (!checkListLength(inputs.length, field, errors)) return [];
  return inputs.flatMap((input, index) => {
    const at = [...field, index];
    const variant = resolveVariant(context, input.merchandiseId, [...at, 'merchandiseId'], errors);
    const quantity = input.quantity ?? 1;
    const quantityOk = checkQuantity(quantity, 1, [...at, 'quantity'], errors);
    const attributes = resolveAttributes(input.attributes ?? [], [...at, 'attributes'], errors);
    if (!variant || !quantityOk) return [];
    const planId = input.sellingPlanId;
    const sellingPlan =
      planId === null || planId === undefined
        ? null
        : resolveSellingPlan(context, planId, variant, [...at, 'sellingPlanId'], errors);
    if (planId && !sellingPlan) return [];
    return [{ variant, sellingPlan, quantity, attributes }];
  });
}

/** A line of this cart named by a CartLine gid, or undefined. */
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
  if (!checkListLength(inputs.length, ['lines'], errors)) return [];
  const existing = context.carts.linesOf(cart.token);
  return inputs.flatMap((input, index) => {
    const at = ['lines', index];
    const current = findLine(existing, cart, input.id);
    if (!current) {
      errors.add([...at, 'id'], `The merchandise line with id ${input.id} does not exist.`);
      return [];
    }
    const line = { ...current };
    let variant = context.catalogue.variant(line.variantId) as VariantRecord;
    if (input.merchandiseId) {
      const next = resolveVariant(context, input.merchandiseId, [...at, 'merchandiseId'], errors);
      if (!next) return [];
      variant = next;
      line.variantId = next.id;
    }
    if (input.quantity !== null && input.quantity !== undefined) {
      if (!checkQuantity(input.quantity, 0, [...at, 'quantity'], errors)) return [];
      line.quantity = input.quantity;
    }
    if (input.sellingPlanId !== undefined || line.variantId !== current.variantId) {
      // A line given new merchandise keeps its plan only if the new variant offers it.
      const planId =
        input.sellingPlanId === undefined
          ? current.sellingPlanId && gid('SellingPlan', current.sellingPlanId)
          : input.sellingPlanId;
      if (planId) {
        const plan = resolveSellingPlan(context, planId, variant, [...at, 'sellingPlanId'], errors);
        if (!plan) return [];
        line.sellingPlanId = plan.id;
      } else {
        line.sellingPlanId = null;
      }
    }
    if (input.attributes !== null && input.attributes !== undefined) {
      line.attributes = resolveAttributes(input.attributes, [...at, 'attributes'], errors);
    }
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
  if (!checkListLength(lineIds.length, ['lineIds'], errors)) return [];
  const existing = context.carts.linesOf(cart.token);
  return lineIds.flatMap((lineId, index) => {
    const line = findLine(existing, cart, lineId);
    if (!line)
      errors.add(['lineIds', index], `The merchandise line with id ${lineId} does not exist.`);
    return line ? [line] : [];
  });
}

/** Codes trimmed, blanks dropped, repeats (in any letter case) kept once. */
export function normaliseDiscountCodes(
  codes: string[],
  field: (string | number)[],
  errors: InputErrors,
): string[] {
  if (!checkListLength(codes.length, field, errors)) return [];
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

export function checkNote(note: string, field: (string | number)[], errors: InputErrors): boolean {
  if (note.length <= MAX_NOTE_LENGTH) return true;
  errors.add(field, `The note must be at most ${MAX_NOTE_LENGTH} characters.`, 'NOTE_TOO_LONG');
  return false;
}

const PHONE = /^\+?[1-9]\d{6,14}$/;

/**
 * The buyer identity after applying `input` to `current`: a field left out keeps its value,
 * null clears it.
 */
export function resolveBuyerIdentity(
  current: BuyerIdentityRecord,
  input: CartBuyerIdentityInput,
  field: (string | number)[],
  errors: InputErrors,
): BuyerIdentityRecord {
  const next = { ...current };
  if (input.countryCode !== undefined) next.countryCode = input.countryCode;
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email !== null && !EMAIL_PATTERN.test(email))
      errors.add([...field, 'email'], 'Email is invalid');
    next.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone?.replace(/[\s\-().]/g, '') || null;
    if (phone !== null && !PHONE.test(phone)) errors.add([...field, 'phone'], 'Phone is invalid');
    next.phone = phone;
  }
  if (input.customerAccessToken !== undefined)
    next.customerAccessToken = input.customerAccessToken || null;
  return next;
}
