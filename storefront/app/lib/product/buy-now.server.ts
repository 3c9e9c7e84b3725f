import { z } from 'zod';
import { CART_QUANTITY_MIN } from '../constants';
import { readCappedText } from '../http/json-request.server';
import { BUY_NOW_FIELDS } from './buy-now';

/** A single purchase never needs more; anything larger is a tampered form. */
const BUY_NOW_QUANTITY_MAX = 99;

const gidOf = (resource: string) =>
  z
    .string()
    .trim()
    .max(200)
    .regex(new RegExp(`^gid://shopify/${resource}/[\\w-]+$`), `must be a ${resource} id`);

const buyNowSchema = z.object({
  merchandiseId: gidOf('ProductVariant'),
  quantity: z.coerce.number().int().min(CART_QUANTITY_MIN).max(BUY_NOW_QUANTITY_MAX),
  // Empty means a one-time purchase.
  sellingPlanId: z
    .union([z.literal(''), gidOf('SellingPlan')])
    .optional()
    .transform((value) => value || undefined),
});

export type BuyNowRequest = z.output<typeof buyNowSchema>;

/** The posted Buy It Now form, validated; `null` when it is not one the page could send. */
export function parseBuyNowForm(form: Pick<FormData, 'get'>): BuyNowRequest | null {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const result = buyNowSchema.safeParse({
    merchandiseId: field(BUY_NOW_FIELDS.merchandiseId),
    quantity: field(BUY_NOW_FIELDS.quantity),
    sellingPlanId: field(BUY_NOW_FIELDS.sellingPlanId),
  });
  return result.success ? result.data : null;
}

/** The form is three short fields; a body beyond this is not one the page sent. */
export const BUY_NOW_BODY_MAX_BYTES = 2048;

export type BuyNowBody = { ok: true; form: URLSearchParams } | { ok: false; status: 413 | 415 };

/**
 * Reads the posted form (URL-encoded, as HTML forms and React Router send it) without ever
 * holding more than `maxBytes` of it: a larger body is a 413, another encoding a 415.
 */
export async function readBuyNowBody(
  request: Request,
  maxBytes = BUY_NOW_BODY_MAX_BYTES,
): Promise<BuyNowBody> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 415 };
  const text = await readCappedText(request, maxBytes);
  if (text === null) return { ok: false, status: 413 };
  return { ok: true, form: new URLSearchParams(text) };
}
