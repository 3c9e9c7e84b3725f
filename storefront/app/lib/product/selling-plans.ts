import { toCents } from '../money';
import type { Money } from '../money';
import {
  DEFAULT_SUBSCRIPTION_FREQUENCY,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
} from '../policies';
import { moneyFromCents } from './pricing';

/** A selling plan option (e.g. "Delivery frequency" = "monthly"). */
export interface SellingPlanOption {
  name: string;
  value: string;
}

/** "Derived selling plan": a plan with what it saves on the current price. */
export interface DerivedSellingPlan {
  id: string;
  name: string;
  description: string | null;
  /** Whole percent of the price saved, rounded (15 for 15%). */
  savingsPercentage: number;
  /** Saved per delivery, in the price's currency. */
  savingsAmount: Money;
  options: SellingPlanOption[];
}

/** The Storefront API's `SellingPlanPriceAdjustmentValue` union as the page queries it. */
export type PriceAdjustmentValue =
  | { adjustmentPercentage: number }
  | { adjustmentAmount: { amount: string } }
  | { price: { amount: string } }
  | Record<string, never>;

export interface SellingPlanGroupInput {
  sellingPlans: {
    nodes: {
      id: string;
      name: string;
      description: string | null;
      options: { name: string | null; value: string | null }[];
      priceAdjustments: { adjustmentValue: PriceAdjustmentValue }[];
    }[];
  };
}

/** Cents saved on `priceCents` by an adjustment: a percentage, an amount off, or a fixed price. */
function savingsCents(adjustment: PriceAdjustmentValue | undefined, priceCents: number): number {
  let saved = 0;
  if (adjustment && 'adjustmentPercentage' in adjustment) {
    saved = Math.round((priceCents * adjustment.adjustmentPercentage) / 100);
  } else if (adjustment && 'adjustmentAmount' in adjustment) {
    saved = toCents(adjustment.adjustmentAmount.amount);
  } else if (adjustment && 'price' in adjustment) {
    saved = priceCents - toCents(adjustment.price.amount);
  }
  // A plan can make a delivery free but never pay the shopper, nor cost more than one-time.
  return Math.min(Math.max(saved, 0), priceCents);
}

/**
 * Every plan of every group, with its savings on `price` worked out from the plan's first price
 * adjustment. Plans without an adjustment save nothing.
 */
export function deriveSellingPlans(
  groups: readonly SellingPlanGroupInput[],
  price: Money,
): DerivedSellingPlan[] {
  const priceCents = toCents(price.amount);
  return groups.flatMap((group) =>
    group.sellingPlans.nodes.map((plan) => {
      const saved = savingsCents(plan.priceAdjustments[0]?.adjustmentValue, priceCents);
      return {
        id: plan.id,
        name: plan.name,
        description: plan.description,
        savingsPercentage: priceCents > 0 ? Math.round((saved / priceCents) * 100) : 0,
        savingsAmount: moneyFromCents(saved, price.currencyCode),
        options: plan.options.flatMap((option) =>
          option.name !== null && option.value !== null
            ? [{ name: option.name, value: option.value }]
            : [],
        ),
      };
    }),
  );
}

/** The plan whose option value matches the chosen frequency (e.g. "monthly"). */
export function planForFrequency(
  plans: readonly DerivedSellingPlan[],
  frequency: string,
): DerivedSellingPlan | undefined {
  return plans.find((plan) => plan.options.some((option) => option.value === frequency));
}

/** One entry of the Delivery Frequency select. */
export interface FrequencyChoice {
  /** The select's value: the plan option value ("monthly"), or the plan id for other plans. */
  value: string;
  /** The spec's label ("Monthly Subscription"), or the plan's own name for other plans. */
  label: string;
  plan: DerivedSellingPlan;
}

/**
 * The frequencies the shopper can pick: the spec's (monthly, every 2 and every 3 months, in that
 * order and with its labels) for which the product has a plan, then any other plans by name, so
 * a plan the shop adds later can still be bought.
 */
export function frequencyChoices(plans: readonly DerivedSellingPlan[]): FrequencyChoice[] {
  const known = SUBSCRIPTION_FREQUENCIES.flatMap((frequency: SubscriptionFrequency) => {
    const plan = planForFrequency(plans, frequency.value);
    return plan ? [{ value: frequency.value, label: frequency.label, plan }] : [];
  });
  const others = plans
    .filter((plan) => !known.some((choice) => choice.plan.id === plan.id))
    .map((plan) => ({ value: plan.id, label: plan.name, plan }));
  return [...known, ...others];
}

/** The frequency chosen before the shopper picks one: monthly, else the first there is. */
export function defaultFrequency(choices: readonly FrequencyChoice[]): string | undefined {
  return (
    choices.find((choice) => choice.value === DEFAULT_SUBSCRIPTION_FREQUENCY)?.value ??
    choices[0]?.value
  );
}

/** The save-percent label next to a subscription price, e.g. "Save 15%". */
export function savePercentLabel(plan: Pick<DerivedSellingPlan, 'savingsPercentage'>): string {
  return `Save ${plan.savingsPercentage}%`;
}
