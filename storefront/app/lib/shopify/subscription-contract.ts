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
/** Lines read per contract and orders listed with it: caps that keep the queries cheap. */
export const SUBSCRIPTION_LINES_READ = 10;
export const SUBSCRIPTION_ORDERS_LISTED = 5;
/** Contracts listed on /account. */
export const SUBSCRIPTIONS_LISTED = 20;

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

// --- Reading a contract ----------------------------------------------------------------------

/** A subscription line's fields both APIs answer alike (the Admin API's image is its variant's). */
export interface ContractLineAnswer {
  title: string;
  variantTitle: string | null;
  quantity: number;
  currentPrice: Price;
  image: { url: string; altText: string | null } | null;
}

/** A contract's fields both APIs answer alike. */
export interface ContractAnswer<Line extends ContractLineAnswer> {
  id: string;
  status: SubscriptionStatus;
  createdAt: string;
  nextBillingDate: string | null;
  deliveryPolicy: { interval: SubscriptionInterval['unit'] };
  deliveryPrice: Price;
  lines: { nodes: Line[] };
  orders: { nodes: { id: string; name: string; processedAt: string }[] };
}

/** A billing cycle as both APIs answer it. */
export interface BillingCycleAnswer {
  cycleIndex: number;
  billingAttemptExpectedDate: string;
  skipped: boolean;
}

/** What each API answers its own way: the interval's count, each line's product, the cycles. */
export interface ContractDetails<Line extends ContractLineAnswer> {
  intervalCount: number;
  productOf: (line: Line) => ProductReference;
  billingCycles: readonly BillingCycleAnswer[];
}

/** A contract as either API answers it, read into the one shape the storefront works with. */
export function platformSubscriptionFrom<Line extends ContractLineAnswer>(
  contract: ContractAnswer<Line>,
  { intervalCount, productOf, billingCycles }: ContractDetails<Line>,
): PlatformSubscription {
  return {
    id: contract.id,
    status: contract.status,
    createdAt: contract.createdAt,
    nextBillingDate: contract.nextBillingDate,
    interval: { unit: contract.deliveryPolicy.interval, count: intervalCount },
    deliveryPrice: contract.deliveryPrice,
    lines: contract.lines.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      price: line.currentPrice,
      image: line.image,
      product: productOf(line),
    })),
    upcoming: billingCycles.map((cycle) => ({
      cycleIndex: cycle.cycleIndex,
      date: cycle.billingAttemptExpectedDate,
      skipped: cycle.skipped,
    })),
    orders: contract.orders.nodes,
  };
}
