import { z } from 'zod';
import { CART_QUANTITY_MIN } from '../constants';

/** A single purchase never needs more; anything larger is a tampered form. */
const BUY_NOW_QUANTITY_MAX = 99;

/** The form is three short fields; a body beyond this is not one the page sent. */
export const BUY_NOW_BODY_MAX_BYTES = 2048;

const gidOf = (resource: string) =>
  z
    .string()
    .trim()
    .max(200)
    .regex(new RegExp(`^gid://shopify/${resource}/[\\w-]+$`), `must be a ${resource} id`);

/** The posted Buy It Now form: the variant, its quantity and, for a subscription, its plan. */
export const BuyNowForm = z.object({
  merchandiseId: gidOf('ProductVariant'),
  quantity: z.coerce.number().int().min(CART_QUANTITY_MIN).max(BUY_NOW_QUANTITY_MAX),
  // Empty means a one-time purchase.
  sellingPlanId: z
    .union([z.literal(''), gidOf('SellingPlan')])
    .optional()
    .transform((value) => value || undefined),
});
