import { MAX_INPUT_LIST_LENGTH } from '../config';
import type {
  Attribute,
  BuyerIdentityRecord,
  SellingPlanRecord,
  VariantRecord,
} from '../db/records';
import type {
  AttributeInput,
  CartBuyerIdentityInput,
  CartErrorCode,
  CartLineInput,
  CartUserError,
} from '@shopify/hydrogen-react/storefront-api-types';
import { EMAIL_PATTERN } from '../customer-accounts/customer-input';
import type { RequestContext } from './context';
import { numericIdOf } from '../lib/ids';

/** Validation of cart mutation inputs into userErrors, before anything is written. */

/** A line request whose merchandise and selling plan exist and fit together. */
export interface ResolvedLine {
  variant: VariantRecord;
  sellingPlan: SellingPlanRecord | null;
  quantity: number;
  attributes: Attribute[];
}

/** Largest quantity one line may hold; keeps money arithmetic far from overflow. */
const MAX_LINE_QUANTITY = 10_000;
const MAX_NOTE_LENGTH = 5_000;
const MAX_ATTRIBUTE_LENGTH = 5_000;

export const cartNotFoundError = (): CartUserError => ({
  field: ['cartId'],
  message: 'The specified cart does not exist.',
  code: 'INVALID',
});

export class InputErrors {
  readonly errors: CartUserError[] = [];

  add(field: (string | number)[] | null, message: string, code: CartErrorCode = 'INVALID'): void {
    this.errors.push({ field: field && field.map(String), message, code });
  }

  get any(): boolean {
    return this.errors.length > 0;
  }
}

export const TOO_MANY_VALUES = `The input must not contain more than ${MAX_INPUT_LIST_LENGTH} values.`;

export function checkListLength(
  length: number,
  field: (string | number)[],
  errors: InputErrors,
): boolean {
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

export function resolveVariant(
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

export function resolveSellingPlan(
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

export function checkQuantity(
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

/** New lines for cartCreate / cartLinesAdd, errors reported under `field` (e.g. ["lines"]). */
export function resolveNewLines(
  context: RequestContext,
  inputs: CartLineInput[],
  field: (string | number)[],
  errors: InputErrors,
): ResolvedLine[] {
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
