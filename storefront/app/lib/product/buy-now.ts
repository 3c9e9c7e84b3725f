/**
 * Field names of the Buy It Now form, shared by the form and the route's action. Apart from its
 * validation (buy-now.server.ts), so the page's browser bundle carries no schema library.
 */
export const BUY_NOW_FIELDS = {
  merchandiseId: 'merchandiseId',
  quantity: 'quantity',
  sellingPlanId: 'sellingPlanId',
} as const;
