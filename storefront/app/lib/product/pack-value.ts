import { formatMoney, moneyFromCents, toCents, type Money } from '../money';

/**
 * What a pack holds and what one use of it costs, from the product's metafields
 * (`custom.pack_size`, `custom.pack_unit`, `custom.uses_per_pack`), e.g. "4 pouches · 16 baths ·
 * $2.75 a bath". The owner types these in the admin: a missing or malformed value leaves its
 * part out, and a product without them (an accessory, a test kit) gets no line at all.
 */

/** The product's pack metafields, as the storefront's queries read them (`...PackFacts`). */
export interface PackFactFields {
  packSize?: { value: string } | null;
  packUnit?: { value: string } | null;
  usesPerPack?: { value: string } | null;
}

/**
 * Every product that says how many uses its pack holds is dosed by the bath (an ice plunge
 * takes the same two scoops), so a use is named a bath.
 */
const USE_NAME = { one: 'bath', many: 'baths' } as const;

/** A whole number of at least 1 from a `number_integer` metafield's text, else null. */
function countOf(field: { value: string } | null | undefined): number | null {
  const text = field?.value.trim();
  if (!text || !/^\d+$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) && count >= 1 ? count : null;
}

/** What one use costs at this price, rounded to the cent; null without uses per pack. */
export function pricePerUse(fields: PackFactFields, price: Money): Money | null {
  const uses = countOf(fields.usesPerPack);
  if (uses === null) return null;
  return moneyFromCents(Math.round(toCents(price.amount) / uses), price.currencyCode);
}

/** "$2.75 a bath", or null when the product does not say how many uses its pack holds. */
export function perUseLabel(fields: PackFactFields, price: Money): string | null {
  const perUse = pricePerUse(fields, price);
  return perUse ? `${formatMoney(perUse)} a ${USE_NAME.one}` : null;
}

/**
 * The parts of "4 pouches · 16 baths · $2.75 a bath" at this price (the one-time or the
 * subscription price). The pack's size is said only with its unit and when it holds more than
 * one; the uses and their cost only with uses per pack. Empty when there is nothing to say.
 */
export function packValueParts(fields: PackFactFields, price: Money): string[] {
  const size = countOf(fields.packSize);
  const unit = fields.packUnit?.value.trim();
  const uses = countOf(fields.usesPerPack);
  return [
    size !== null && size > 1 && unit ? `${size} ${unit}` : null,
    uses !== null ? `${uses} ${uses === 1 ? USE_NAME.one : USE_NAME.many}` : null,
    perUseLabel(fields, price),
  ].filter((part): part is string => part !== null);
}

/** The separator between the parts, as the line reads. */
export const PACK_VALUE_SEPARATOR = ' · ';
