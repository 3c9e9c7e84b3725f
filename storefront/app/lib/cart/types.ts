import type { Money } from '../money';
import type {
  CartFragmentFragment,
  CartWarningCode,
  CountryCode,
} from '../shopify/generated/storefront-api.generated';

/**
 * A discount code on the cart, with why it does not apply when a cart mutation said so (the
 * platform's CartWarningCode; a plain read of the cart does not say).
 */
export type CartDiscountCode = CartFragmentFragment['discountCodes'][number] & {
  reason?: CartWarningCode | null;
};

/**
 * The cart as the app uses it: the Storefront API's Cart as CART_FRAGMENT reads it, with its
 * lines flattened into a plain list.
 */
export type Cart = Omit<CartFragmentFragment, 'lines' | 'discountCodes'> & {
  lines: CartLine[];
  discountCodes: CartDiscountCode[];
};

/**
 * A cart line. Its variant id is `merchandise.id` and its selling plan id
 * `sellingPlanAllocation.sellingPlan.id`: one source for each fact.
 */
export type CartLine = CartFragmentFragment['lines']['nodes'][number];

/** The product variant a line buys. */
export type CartLineMerchandise = CartLine['merchandise'];

/** The product of a line's variant, with what its pack holds. */
export type CartLineProduct = CartLineMerchandise['product'];

export type CartSellingPlan = NonNullable<CartLine['sellingPlanAllocation']>['sellingPlan'];

// ---- Inputs of the cart actions ----

/**
 * A line to add. Besides what the server needs (variant id, quantity, selling plan) it carries
 * what the optimistic line needs to render before the server answers.
 */
export interface CartLineAddInput {
  merchandise: Pick<CartLineMerchandise, 'id' | 'title' | 'price' | 'selectedOptions'> & {
    /** What a pack holds is optional: the line says it once the platform answers. */
    product: Pick<CartLineProduct, 'id' | 'handle' | 'title'> &
      Partial<Pick<CartLineProduct, 'packSize' | 'packUnit' | 'usesPerPack'>>;
  } & Partial<
      Pick<CartLineMerchandise, 'compareAtPrice' | 'availableForSale' | 'requiresShipping'>
    > & {
      /** Product images are read without an id. */
      image?: Omit<NonNullable<CartLineMerchandise['image']>, 'id'> | null;
    };
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
  countryCode: CountryCode;
}
