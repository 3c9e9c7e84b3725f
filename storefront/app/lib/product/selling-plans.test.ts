import { describe, expect, it } from 'vitest';
import {
  defaultFrequency,
  deriveSellingPlans,
  frequencyChoices,
  planForFrequency,
  savePercentLabel,
  type SellingPlanGroupInput,
} from './selling-plans';
import { subscriptionPrice } from './pricing';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

type PlanInput = SellingPlanGroupInput['sellingPlans']['nodes'][number];

function plan(
  id: string,
  value: string | null,
  adjustment?: PlanInput['priceAdjustments'][number]['adjustmentValue'],
): PlanInput {
  return {
    id: `gid://shopify/SellingPlan/${id}`,
    name: `Plan ${id}`,
    description: `About plan ${id}`,
    options: [{ name: 'Delivery frequency', value }],
    priceAdjustments: adjustment ? [{ adjustmentValue: adjustment }] : [],
  };
}

const group = (...plans: PlanInput[]): SellingPlanGroupInput => ({
  sellingPlans: { nodes: plans },
});

/** The seed hero: three 15% plans. */
const heroGroups = [
  group(
    { ...plan('1', 'monthly', { adjustmentPercentage: 15 }), name: 'Monthly Subscription' },
    { ...plan('2', 'bimonthly', { adjustmentPercentage: 15 }), name: 'Every 2 Months' },
    { ...plan('3', 'quarterly', { adjustmentPercentage: 15 }), name: 'Every 3 Months' },
  ),
];

describe('deriveSellingPlans', () => {
  it('derives id, name, description, rounded savings percentage, savings amount and options', () => {
    const [monthly] = deriveSellingPlans(heroGroups, usd('44.0'));
    expect(monthly).toEqual({
      id: 'gid://shopify/SellingPlan/1',
      name: 'Monthly Subscription',
      description: 'About plan 1',
      savingsPercentage: 15,
      savingsAmount: usd('6.60'),
      options: [{ name: 'Delivery frequency', value: 'monthly' }],
    });
  });

  it('flattens every group in order', () => {
    const plans = deriveSellingPlans(
      [group(plan('1', 'monthly')), group(plan('2', 'weekly'), plan('3', 'yearly'))],
      usd('10'),
    );
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3].map((n) => `gid://shopify/SellingPlan/${n}`));
  });

  it('turns a fixed amount off into a rounded percentage', () => {
    const [derived] = deriveSellingPlans(
      [group(plan('1', 'monthly', { adjustmentAmount: { amount: '5.0' } }))],
      usd('44.00'),
    );
    expect(derived?.savingsAmount).toEqual(usd('5.00'));
    expect(derived?.savingsPercentage).toBe(11); // 11.36…
  });

  it('reads a fixed plan price as the saving against the one-time price', () => {
    const [derived] = deriveSellingPlans(
      [group(plan('1', 'monthly', { price: { amount: '33.00' } }))],
      usd('44.00'),
    );
    expect(derived?.savingsAmount).toEqual(usd('11.00'));
    expect(derived?.savingsPercentage).toBe(25);
  });

  it('rounds a fractional percentage of an odd price to the cent', () => {
    const [derived] = deriveSellingPlans(
      [group(plan('1', 'monthly', { adjustmentPercentage: 12.5 }))],
      usd('19.99'),
    );
    expect(derived?.savingsAmount).toEqual(usd('2.50')); // 2.49875
    expect(derived?.savingsPercentage).toBe(13); // 12.5 rounded
  });

  it('saves nothing without an adjustment, and never more than the price', () => {
    const plans = deriveSellingPlans(
      [group(plan('1', 'monthly'), plan('2', 'bimonthly', { adjustmentAmount: { amount: '99' } }))],
      usd('44.00'),
    );
    expect(plans.map((p) => [p.savingsAmount.amount, p.savingsPercentage])).toEqual([
      ['0.00', 0],
      ['44.00', 100],
    ]);
  });

  it('drops plan options without a name or value', () => {
    const [derived] = deriveSellingPlans([group(plan('1', null))], usd('1'));
    expect(derived?.options).toEqual([]);
  });

  it('derives nothing from no groups', () => {
    expect(deriveSellingPlans([], usd('44'))).toEqual([]);
  });
});

describe('frequencies', () => {
  const plans = deriveSellingPlans(heroGroups, usd('44.00'));

  it('finds the plan whose option value matches the frequency', () => {
    expect(planForFrequency(plans, 'bimonthly')?.name).toBe('Every 2 Months');
    expect(planForFrequency(plans, 'weekly')).toBeUndefined();
  });

  it('offers the spec frequencies with their labels, monthly by default', () => {
    const choices = frequencyChoices(plans);
    expect(choices.map(({ value, label }) => [value, label])).toEqual([
      ['monthly', 'Monthly Subscription'],
      ['bimonthly', 'Every 2 Months'],
      ['quarterly', 'Every 3 Months'],
    ]);
    expect(defaultFrequency(choices)).toBe('monthly');
  });

  it('keeps the spec order whatever order the plans come in, and adds other plans by name', () => {
    const mixed = deriveSellingPlans(
      [group(plan('9', 'weekly'), plan('3', 'quarterly'), plan('2', 'bimonthly'))],
      usd('10'),
    );
    const choices = frequencyChoices(mixed);
    expect(choices.map(({ value, label }) => [value, label])).toEqual([
      ['bimonthly', 'Every 2 Months'],
      ['quarterly', 'Every 3 Months'],
      ['gid://shopify/SellingPlan/9', 'Plan 9'],
    ]);
    // No monthly plan: the first choice is the default.
    expect(defaultFrequency(choices)).toBe('bimonthly');
    expect(defaultFrequency([])).toBeUndefined();
  });

  it('prices a subscription from the plan of the chosen frequency', () => {
    const differing = deriveSellingPlans(
      [
        group(
          plan('1', 'monthly', { adjustmentPercentage: 10 }),
          plan('2', 'quarterly', { adjustmentPercentage: 20 }),
        ),
      ],
      usd('44.00'),
    );
    expect(subscriptionPrice(usd('44.00'), planForFrequency(differing, 'monthly'))).toEqual(
      usd('39.60'),
    );
    expect(subscriptionPrice(usd('44.00'), planForFrequency(differing, 'quarterly'))).toEqual(
      usd('35.20'),
    );
    expect(subscriptionPrice(usd('44.00'), planForFrequency(plans, 'monthly'))).toEqual(
      usd('37.40'),
    );
  });

  it('labels the saving', () => {
    expect(savePercentLabel({ savingsPercentage: 15 })).toBe('Save 15%');
  });
});
