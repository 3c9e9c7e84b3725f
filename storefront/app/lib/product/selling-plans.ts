import { toCents } from '../money';
import { DEFAULT_SUBSCRIPTION_FREQUENCY, SUBSCRIPTION_FREQUENCIES } from '../policies';
import type { ProductVariantData } from '../shopify';

/** A plan the variant can be bought with, and what the platform charges for it on that plan. */
export type SellingPlanAllocation = ProductVariantData['sellingPlanAllocations']['nodes'][number];

/**
 * The entries of the Delivery Frequency select, each labelled with its plan's name as the shop
 * wrote it on the platform: monthly, every 2 and every 3 months first (in that order, valued by
 * their plan option value) for which the product has a plan, then any other plans by id, so a
 * plan the shop adds later can still be bought.
 */
export function frequencyChoices(plans: readonly SellingPlanAllocation[]) {
  const known = SUBSCRIPTION_FREQUENCIES.flatMap((frequency) => {
    const plan = plans.find(({ sellingPlan }) =>
      sellingPlan.options.some((option) => option.value === frequency.value),
    );
    return plan ? [{ value: frequency.value, label: plan.sellingPlan.name, plan }] : [];
  });
  const others = plans
    .filter((plan) => !known.some((choice) => choice.plan === plan))
    .map((plan) => ({ value: plan.sellingPlan.id, label: plan.sellingPlan.name, plan }));
  return [...known, ...others];
}

/** The frequency chosen before the shopper picks one: monthly, else the first there is. */
export function defaultFrequency(choices: readonly { value: string }[]): string | undefined {
  return (
    choices.find((choice) => choice.value === DEFAULT_SUBSCRIPTION_FREQUENCY)?.value ??
    choices[0]?.value
  );
}

/**
 * The save-percent label next to a subscription price, e.g. "Save 15%": what the first delivery
 * saves against buying once, in whole percent rounded, never below zero.
 */
export function savePercentLabel(plan: SellingPlanAllocation): string {
  const adjustment = plan.priceAdjustments[0];
  const oneTimeCents = adjustment ? toCents(adjustment.compareAtPrice.amount) : 0;
  const savedCents = adjustment ? oneTimeCents - toCents(adjustment.price.amount) : 0;
  const percent = oneTimeCents > 0 ? Math.round((savedCents / oneTimeCents) * 100) : 0;
  return `Save ${Math.max(percent, 0)}%`;
}
