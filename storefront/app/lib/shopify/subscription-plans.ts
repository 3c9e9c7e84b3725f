import { deliveryPhrase, type SubscriptionInterval } from '../subscriptions/subscription';
import type { ShopifyClient } from './client';
import type { GetSubscriptionPlansQuery } from './generated/storefront-api.generated';

/**
 * The shop's subscription plans as its products offer them (Shopify keeps selling plans on
 * products, not on the shop): what the subscription terms page lists, so a plan the owner adds,
 * renames or re-prices on the platform shows there without a deploy.
 */
export const GET_SUBSCRIPTION_PLANS_QUERY = `#graphql
  query GetSubscriptionPlans {
    products(first: 50) {
      nodes {
        sellingPlanGroups(first: 5) {
          nodes {
            sellingPlans(first: 10) {
              nodes {
                name
                deliveryPolicy {
                  ... on SellingPlanRecurringDeliveryPolicy {
                    interval
                    intervalCount
                  }
                }
                priceAdjustments {
                  adjustmentValue {
                    ... on SellingPlanPercentagePriceAdjustment {
                      adjustmentPercentage
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
` as const;

/** One delivery frequency the shop sells on subscription. */
export interface SubscriptionPlanSummary {
  /** The plan's name as the owner wrote it: "Every 2 Months". */
  name: string;
  /** For sentences: "every 2 months". */
  phrase: string;
  /** Percent off each delivery, or null when the plan's saving is not a percentage. */
  savePercent: number | null;
}

const APPROXIMATE_DAYS: Record<SubscriptionInterval['unit'], number> = {
  DAY: 1,
  WEEK: 7,
  MONTH: 30,
  YEAR: 365,
};

type PlanNode =
  GetSubscriptionPlansQuery['products']['nodes'][number]['sellingPlanGroups']['nodes'][number]['sellingPlans']['nodes'][number];

/**
 * One entry per delivery frequency across the catalogue (the first plan's name wins where
 * products share one), most frequent first. Plans without a recurring delivery are left out.
 */
export function subscriptionPlansOf(data: GetSubscriptionPlansQuery): SubscriptionPlanSummary[] {
  const byInterval = new Map<string, { days: number; plan: SubscriptionPlanSummary }>();
  const plans: PlanNode[] = data.products.nodes.flatMap((product) =>
    product.sellingPlanGroups.nodes.flatMap((group) => group.sellingPlans.nodes),
  );
  for (const plan of plans) {
    const policy = plan.deliveryPolicy;
    if (!policy || policy.intervalCount < 1) continue;
    const interval: SubscriptionInterval = { unit: policy.interval, count: policy.intervalCount };
    const key = `${interval.count} ${interval.unit}`;
    if (byInterval.has(key)) continue;
    const percentage = plan.priceAdjustments[0]?.adjustmentValue;
    byInterval.set(key, {
      days: APPROXIMATE_DAYS[interval.unit] * interval.count,
      plan: {
        name: plan.name,
        phrase: deliveryPhrase(interval),
        savePercent:
          percentage && 'adjustmentPercentage' in percentage
            ? percentage.adjustmentPercentage
            : null,
      },
    });
  }
  return [...byInterval.values()].sort((a, b) => a.days - b.days).map(({ plan }) => plan);
}

/**
 * The label over the plans: "Save 15%" when every plan saves the same, "Save up to 20%" when
 * they differ, nothing when none saves a percentage.
 */
export function savingLabel(plans: readonly SubscriptionPlanSummary[]): string | null {
  const percents = plans.flatMap((plan) => (plan.savePercent ? [plan.savePercent] : []));
  if (percents.length === 0) return null;
  const highest = Math.max(...percents);
  const same = percents.length === plans.length && percents.every((p) => p === highest);
  return `Save ${same ? '' : 'up to '}${Math.round(highest)}%`;
}

export async function getSubscriptionPlans(
  storefront: ShopifyClient,
): Promise<SubscriptionPlanSummary[]> {
  return subscriptionPlansOf(await storefront.request(GET_SUBSCRIPTION_PLANS_QUERY));
}
