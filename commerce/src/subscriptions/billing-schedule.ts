import type { IntervalPolicy } from '../db/records';

/**
 * The dates of a subscription: when each billing cycle bills, which cycle is under way, and the
 * last day a delivery may still be changed. Pure functions of their arguments; every date is UTC.
 */

/** A contract's billing schedule: cycle `anchorCycleIndex` bills at `anchorAt`. */
export interface BillingSchedule {
  policy: IntervalPolicy;
  anchorAt: Date;
  anchorCycleIndex: number;
}

/**
 * `months` months after `from`, on the same day of the month, or on the month's last day when it
 * is shorter (January 31 + 1 month is February 28 or 29), at the same time of day.
 */
function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const at = new Date(from.getTime());
  at.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return at;
}

/** `times` intervals of the policy after `from` (before it, for a negative `times`). */
export function addIntervals(from: Date, policy: IntervalPolicy, times: number): Date {
  const count = policy.intervalCount * times;
  const at = new Date(from.getTime());
  switch (policy.interval) {
    case 'DAY':
      at.setUTCDate(at.getUTCDate() + count);
      return at;
    case 'WEEK':
      at.setUTCDate(at.getUTCDate() + 7 * count);
      return at;
    case 'MONTH':
      return addMonths(from, count);
    case 'YEAR':
      return addMonths(from, 12 * count);
  }
}

/**
 * When cycle `index` bills. Each date is counted from the anchor, not from the cycle before, so
 * a monthly plan bought on the 31st bills on the 31st of every month that has one.
 */
export const cycleBillingDate = (schedule: BillingSchedule, index: number): Date =>
  addIntervals(schedule.anchorAt, schedule.policy, index - schedule.anchorCycleIndex);

/**
 * The cycle under way at `time`: the last one whose billing date has come, or 0 (the origin
 * order's) before the first renewal's. A cycle runs until the next one's billing date.
 */
export function cycleIndexAt(schedule: BillingSchedule, time: Date): number {
  let index = Math.max(0, schedule.anchorCycleIndex);
  if (cycleBillingDate(schedule, index) <= time) {
    while (cycleBillingDate(schedule, index + 1) <= time) index += 1;
  } else {
    while (index > 0 && cycleBillingDate(schedule, index) > time) index -= 1;
  }
  return index;
}

const scheduleDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "May 15, 2026": a date of the schedule, as messages and emails say it (in UTC, as counted). */
export const formatScheduleDate = (date: Date) => scheduleDateFormat.format(date);

/** A change must reach the shop this many business days (Monday to Friday) before a delivery. */
export const CHANGE_NOTICE_BUSINESS_DAYS = 3;

const startOfUtcDay = (time: Date) =>
  new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));

const isBusinessDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;

/**
 * The last day (its UTC midnight) on which a delivery billed at `billingAt` may still be changed:
 * CHANGE_NOTICE_BUSINESS_DAYS business days before the day it bills. A Friday delivery can be
 * changed until the end of Tuesday, a Monday or a weekend one until the end of Wednesday.
 */
export function lastDayToChange(billingAt: Date): Date {
  const day = startOfUtcDay(billingAt);
  let businessDays = 0;
  while (businessDays < CHANGE_NOTICE_BUSINESS_DAYS) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (isBusinessDay(day)) businessDays += 1;
  }
  return day;
}

/** Whether a change at `now` comes too late for the delivery billed at `billingAt`. */
export const isTooLateToChange = (billingAt: Date, now: Date): boolean =>
  startOfUtcDay(now) > lastDayToChange(billingAt);
