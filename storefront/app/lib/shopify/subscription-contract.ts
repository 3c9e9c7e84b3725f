import type {
  Price,
  SubscriptionDelivery,
  SubscriptionInterval,
  SubscriptionStatus,
} from '../subscriptions/subscription';

/**
 * A subscription contract as either API that holds them answers it (the Customer Account API
 * for passwordless customers, the Admin API for password accounts), before the storefront adds
 * what the catalogue knows (each product's one-time price and handle).
 */

/** Billing cycles read per contract: the next delivery and a few after it. */
export const SUBSCRIPTION_DELIVERIES_LISTED = 4;

/** Which product a line is of: by handle (Customer Account API) or by id (Admin API). */
export type ProductReference = { handle: string } | { id: string } | null;

export interface PlatformSubscriptionLine {
  title: string;
  variantTitle: string | null;
  quantity: number;
  price: Price;
  image: { url: string; altText?: string | null } | null;
  product: ProductReference;
}

export interface PlatformSubscription {
  /** gid://shopify/SubscriptionContract/{id} */
  id: string;
  status: SubscriptionStatus;
  createdAt: string;
  nextBillingDate: string | null;
  interval: SubscriptionInterval;
  deliveryPrice: Price;
  lines: PlatformSubscriptionLine[];
  upcoming: SubscriptionDelivery[];
  /** Orders by gid, newest first. */
  orders: { id: string; name: string; processedAt: string }[];
}

/** The platform's reasons for refusing a change: none when it was made. */
export type ChangeRefusals = { code: string | null; message: string }[];
