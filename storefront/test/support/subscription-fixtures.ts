/** Builders for the subscription portal's unit tests (test code only: nothing in the app imports this). */
import type { Subscription, SubscriptionLine } from '../../app/lib/subscriptions/subscription';
import { usd } from './cart-fixtures';

export const powder: SubscriptionLine = {
  title: 'Bath & Plunge Powder',
  variantTitle: null,
  quantity: 1,
  price: usd('37.40'),
  regularPrice: usd('44.00'),
  image: null,
  productHandle: 'bath-and-plunge-powder-4-pack',
};

/** Monthly, next deliveries on Fri Jan 8, Mon Feb 8 and Mon Mar 8, 2027. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: '12',
    status: 'ACTIVE',
    createdAt: '2026-12-08T15:00:00Z',
    nextBillingDate: '2027-01-08T15:00:00Z',
    interval: { unit: 'MONTH', count: 1 },
    lines: [powder],
    deliveryPrice: usd('0.00'),
    upcoming: [
      { cycleIndex: 1, date: '2027-01-08T15:00:00Z', skipped: false },
      { cycleIndex: 2, date: '2027-02-08T15:00:00Z', skipped: false },
      { cycleIndex: 3, date: '2027-03-08T15:00:00Z', skipped: false },
    ],
    orders: [],
    ...overrides,
  };
}

/** Monday Jan 4, 2027: in time to change Friday's delivery (3 business days' notice). */
export const MONDAY_BEFORE = new Date('2027-01-04T10:00:00Z');
/** Wednesday Jan 6: too late for Friday's delivery. */
export const WEDNESDAY = new Date('2027-01-06T10:00:00Z');
