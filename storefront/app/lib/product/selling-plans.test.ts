import { describe, expect, it } from 'vitest';
import {
  defaultFrequency,
  frequencyChoices,
  savePercentLabel,
  type SellingPlanAllocation,
} from './selling-plans';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });

/** A plan as the platform allocates it to a variant: its first delivery at `price` instead of `oneTime`. */
function plan(
  id: string,
  value: string | null,
  price = '10.00',
  oneTime = '10.00',
): SellingPlanAllocation {
  return {
    sellingPlan: {
      id: `gid://shopify/SellingPlan/${id}`,
      name: `Plan ${id}`,
      options: [{ name: 'Delivery frequency', value }],
    },
    priceAdjustments: [{ price: usd(price), compareAtPrice: usd(oneTime) }],
  };
}

const named = (allocation: SellingPlanAllocation, name: string): SellingPlanAllocation => ({
  ...allocation,
  sellingPlan: { ...allocation.sellingPlan, name },
});

/** The seed hero: three 15% plans on $44.00, named as the seed names them. */
const heroPlans = [
  named(plan('1', 'monthly', '37.4', '44.0'), 'Monthly Subscription'),
  named(plan('2', 'bimonthly', '37.4', '44.0'), 'Every 2 Months'),
  named(plan('3', 'quarterly', '37.4', '44.0'), 'Every 3 Months'),
];

describe('frequencyChoices', () => {
  it("offers the spec frequencies labelled with their plans' names, monthly by default", () => {
    const choices = frequencyChoices(heroPlans);
    expect(choices.map(({ value, label }) => [value, label])).toEqual([
      ['monthly', 'Monthly Subscription'],
      ['bimonthly', 'Every 2 Months'],
      ['quarterly', 'Every 3 Months'],
    ]);
    expect(choices.map((choice) => choice.plan)).toEqual(heroPlans);
    expect(defaultFrequency(choices)).toBe('monthly');
  });

  it('keeps the spec order whatever order the plans come in, and adds other plans by name', () => {
    const choices = frequencyChoices([
      plan('9', 'weekly'),
      plan('3', 'quarterly'),
      plan('2', 'bimonthly'),
      plan('8', null),
    ]);
    expect(choices.map(({ value, label }) => [value, label])).toEqual([
      ['bimonthly', 'Plan 2'],
      ['quarterly', 'Plan 3'],
      ['gid://shopify/SellingPlan/9', 'Plan 9'],
      ['gid://shopify/SellingPlan/8', 'Plan 8'],
    ]);
    // No monthly plan: the first choice is the default.
    expect(defaultFrequency(choices)).toBe('bimonthly');
    expect(defaultFrequency([])).toBeUndefined();
  });
});

describe('savePercentLabel', () => {
  it("labels the platform's saving against the one-time price", () => {
    expect(savePercentLabel(plan('1', 'monthly', '37.4', '44.0'))).toBe('Save 15%');
  });

  it('rounds to the whole percent', () => {
    expect(savePercentLabel(plan('1', 'monthly', '39.00', '44.00'))).toBe('Save 11%'); // 11.36…
    expect(savePercentLabel(plan('1', 'monthly', '17.49', '19.99'))).toBe('Save 13%'); // 12.51…
    expect(savePercentLabel(plan('1', 'monthly', '0.0', '44.0'))).toBe('Save 100%');
  });

  it('saves nothing without an adjustment, on a free product, or when the plan costs more', () => {
    expect(savePercentLabel({ ...plan('1', 'monthly'), priceAdjustments: [] })).toBe('Save 0%');
    expect(savePercentLabel(plan('1', 'monthly', '10.00', '10.00'))).toBe('Save 0%');
    expect(savePercentLabel(plan('1', 'monthly', '0.0', '0.0'))).toBe('Save 0%');
    expect(savePercentLabel(plan('1', 'monthly', '12.00', '10.00'))).toBe('Save 0%');
  });
});
