import { describe, expect, it } from 'vitest';
import { orderPriceCents } from '../src/catalogue/plan-prices';
import type { PriceAdjustment } from '../src/db/records';
import {
  addIntervals,
  cycleBillingDate,
  cycleIndexAt,
  isTooLateToChange,
  lastDayToChange,
} from '../src/subscriptions/billing-schedule';

const at = (iso: string) => new Date(iso);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('billing schedule', () => {
  it('adds months from the anchor, keeping the day or the last day of a shorter month', () => {
    const monthly = { interval: 'MONTH', intervalCount: 1 } as const;
    const jan31 = at('2028-01-31T14:30:00Z');
    expect(addIntervals(jan31, monthly, 1).toISOString()).toBe('2028-02-29T14:30:00.000Z');
    expect(addIntervals(jan31, monthly, 2).toISOString()).toBe('2028-03-31T14:30:00.000Z');
    expect(addIntervals(jan31, monthly, 13).toISOString()).toBe('2029-02-28T14:30:00.000Z');
    expect(addIntervals(jan31, { interval: 'MONTH', intervalCount: 3 }, -1).toISOString()).toBe(
      '2027-10-31T14:30:00.000Z',
    );
    expect(
      addIntervals(at('2028-02-29T00:00:00Z'), { interval: 'YEAR', intervalCount: 1 }, 1),
    ).toEqual(at('2029-02-28T00:00:00Z'));
    expect(addIntervals(jan31, { interval: 'WEEK', intervalCount: 2 }, 1)).toEqual(
      at('2028-02-14T14:30:00Z'),
    );
    expect(addIntervals(jan31, { interval: 'DAY', intervalCount: 10 }, 3)).toEqual(
      at('2028-03-01T14:30:00Z'),
    );
  });

  it('knows which cycle is under way, from a moved anchor too', () => {
    const schedule = {
      policy: { interval: 'MONTH', intervalCount: 1 } as const,
      anchorAt: at('2026-01-15T10:00:00Z'),
      anchorCycleIndex: 0,
    };
    expect(cycleIndexAt(schedule, at('2026-01-20T00:00:00Z'))).toBe(0);
    expect(cycleIndexAt(schedule, at('2026-02-15T09:59:59Z'))).toBe(0);
    expect(cycleIndexAt(schedule, at('2026-02-15T10:00:00Z'))).toBe(1);
    expect(cycleIndexAt(schedule, at('2026-06-01T00:00:00Z'))).toBe(4);
    const moved = { ...schedule, anchorAt: at('2026-07-01T00:00:00Z'), anchorCycleIndex: 5 };
    expect(cycleBillingDate(moved, 6)).toEqual(at('2026-08-01T00:00:00Z'));
    expect(cycleIndexAt(moved, at('2026-06-15T00:00:00Z'))).toBe(4);
    expect(cycleIndexAt(moved, at('2026-07-02T00:00:00Z'))).toBe(5);
  });

  it('takes changes until 3 business days (Monday to Friday, UTC) before the delivery', () => {
    // Friday 2026-05-15: Thursday, Wednesday, Tuesday.
    expect(day(lastDayToChange(at('2026-05-15T09:00:00Z')))).toBe('2026-05-12');
    // Monday 2026-05-18: Friday, Thursday, Wednesday.
    expect(day(lastDayToChange(at('2026-05-18T09:00:00Z')))).toBe('2026-05-13');
    // Sunday 2026-05-17: Friday, Thursday, Wednesday.
    expect(day(lastDayToChange(at('2026-05-17T23:00:00Z')))).toBe('2026-05-13');
    // Wednesday 2026-05-20: Tuesday, Monday, Friday.
    expect(day(lastDayToChange(at('2026-05-20T00:30:00Z')))).toBe('2026-05-15');

    const friday = at('2026-05-15T09:00:00Z');
    expect(isTooLateToChange(friday, at('2026-05-12T23:59:59Z'))).toBe(false);
    expect(isTooLateToChange(friday, at('2026-05-13T00:00:00Z'))).toBe(true);
    expect(isTooLateToChange(friday, at('2026-05-01T12:00:00Z'))).toBe(false);
    expect(isTooLateToChange(friday, at('2026-05-15T10:00:00Z'))).toBe(true);
  });
});

describe('a plan’s price, order by order', () => {
  it('applies each adjustment for its orderCount orders, then the next, then the plain price', () => {
    const phased: PriceAdjustment[] = [
      { kind: 'percentage', percentage: 20, orderCount: 1 },
      { kind: 'percentage', percentage: 10, orderCount: null },
    ];
    expect(
      [1, 2, 3, 12].map((order) => orderPriceCents(4400, { priceAdjustments: phased }, order)),
    ).toEqual([3520, 3960, 3960, 3960]);
    const firstTwo: PriceAdjustment[] = [{ kind: 'fixedAmount', amountCents: 500, orderCount: 2 }];
    expect(
      [1, 2, 3].map((order) => orderPriceCents(4400, { priceAdjustments: firstTwo }, order)),
    ).toEqual([3900, 3900, 4400]);
    expect(orderPriceCents(4400, { priceAdjustments: [] }, 5)).toBe(4400);
  });
});
