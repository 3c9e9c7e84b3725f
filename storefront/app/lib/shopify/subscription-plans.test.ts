import { describe, expect, it } from 'vitest';
import type { GetSubscriptionPlansQuery } from './generated/storefront-api.generated';
import { savingLabel, subscriptionPlansOf } from './subscription-plans';

type Interval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

const plan = (name: string, interval: Interval | null, count: number, percent: number | null) => ({
  name,
  deliveryPolicy: interval ? { interval, intervalCount: count } : null,
  priceAdjustments:
    percent === null ? [] : [{ adjustmentValue: { adjustmentPercentage: percent } }],
});

const catalogue = (...products: ReturnType<typeof plan>[][]): GetSubscriptionPlansQuery => ({
  products: {
    nodes: products.map((plans) => ({
      sellingPlanGroups: { nodes: [{ sellingPlans: { nodes: plans } }] },
    })),
  },
});

describe('subscriptionPlansOf', () => {
  it('lists each delivery frequency once across products, most frequent first, with its saving', () => {
    const plans = subscriptionPlansOf(
      catalogue(
        [plan('Every 3 Months', 'MONTH', 3, 15), plan('Monthly Subscription', 'MONTH', 1, 15)],
        [plan('Monthly (sachets)', 'MONTH', 1, 10), plan('Every 2 Weeks', 'WEEK', 2, 20)],
      ),
    );
    expect(plans).toEqual([
      { name: 'Every 2 Weeks', phrase: 'every 2 weeks', savePercent: 20 },
      { name: 'Monthly Subscription', phrase: 'every month', savePercent: 15 },
      { name: 'Every 3 Months', phrase: 'every 3 months', savePercent: 15 },
    ]);
  });

  it('leaves out plans without a recurring delivery, and an empty catalogue lists none', () => {
    expect(subscriptionPlansOf(catalogue([plan('Prepaid', null, 0, 15)]))).toEqual([]);
    expect(subscriptionPlansOf(catalogue())).toEqual([]);
  });
});

describe('savingLabel', () => {
  const summary = (savePercent: number | null) => ({ name: 'n', phrase: 'p', savePercent });

  it('names one saving when every plan saves the same, the highest when they differ', () => {
    expect(savingLabel([summary(15), summary(15)])).toBe('Save 15%');
    expect(savingLabel([summary(10), summary(20)])).toBe('Save up to 20%');
    expect(savingLabel([summary(15), summary(null)])).toBe('Save up to 15%');
  });

  it('says nothing when no plan saves a percentage', () => {
    expect(savingLabel([summary(null)])).toBeNull();
    expect(savingLabel([])).toBeNull();
  });
});
