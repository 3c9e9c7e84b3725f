/**
 * The cart as the app uses it: the fields it reads of the Storefront API's Cart after
 * flattening, i.e. `lines` is a plain array. Fields the API declares nullable stay `T | null`
 * (optional), so a flattened API result is assignable without a deep rewrite.
 */

import type { Money } from '../money';

/** The product variant a line buys. */
export interface CartLineMerchandise {
  id: string;
  availableForSale: boolean;
  compareAtPrice?: Money | null;
  price: Money;
  requiresShipping: boolean;
  title: string;
  image?: {
    id?: string | null;
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  product: { handle: string; title: string; id: string };
  selectedOptions: { name: string; value: string }[];
}

export interface CartSellingPlan {
  id: string;
  name: string;
}

/**
 * A cart line. Its variant id is `merchandise.id` and its selling plan id
 * `sellingPlanAllocation.sellingPlan.id`: one source for each fact.
 */
export interface CartLine {
  id: string;
  quantity: number;
  attributes: { key: string; value: string | null }[];
  cost: {
    totalAmount: Money;
    amountPerQuantity?: Money | null;
    compareAtAmountPerQuantity?: Money | null;
  };
  merchandise: CartLineMerchandise;
  sellingPlanAllocation?: { sellingPlan: CartSellingPlan } | null;
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  discountCodes: { code: string; applicable: boolean }[];
  buyerIdentity: { countryCode: string | null };
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
  };
  lines: CartLine[];
}

// ---- Inputs of the cart actions ----

/**
 * A line to add. Besides what the server needs (variant id, quantity, selling plan) it carries what the optimistic line needs to render before the server answers.
 */
export interface CartLineAddInput {
  merchandise: Pick<CartLineMerchandise, 'id' | 'title' | 'price' | 'product' | 'selectedOptions'> &
    Partial<
      Pick<
        CartLineMerchandise,
        'image' | 'compareAtPrice' | 'availableForSale' | 'requiresShipping'
      >
    >;
  quantity: number;
  sellingPlan?: CartSellingPlan;
  /**
   * What one unit costs the shopper: the selling-plan-adjusted price for a subscription.
   * Defaults to `merchandise.price`.
   */
  unitPrice?: Money;
}

/** A line's new quantity (0 removes it), the one line change the cart makes. */
export interface CartLineUpdateInput {
  id: string;
  quantity: number;
}

export interface CartBuyerIdentityInput {
  countryCode: string;
}
