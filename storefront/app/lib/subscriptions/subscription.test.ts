import { describe, expect, it } from 'vitest';
import { usd } from '../../../test/support/cart-fixtures';
import {
  MONDAY_BEFORE,
  powder,
  subscription,
  WEDNESDAY,
} from '../../../test/support/subscription-fixtures';
import {
  deliveryPastNotice,
  deliveryPhrase,
  deliveryStillSent,
  frequencyLabel,
  isOngoing,
  nextDelivery,
  pricePerDelivery,
  savingPerDelivery,
  skippableDelivery,
  statusLabel,
  subscriptionGid,
  subscriptionNumericId,
  subscriptionTitle,
  withChange,
} from './subscription';

describe('subscription ids in URLs', () => {
  it('keeps the numeric part of a contract gid and turns it back', () => {
    expect(subscriptionNumericId('gid://shopify/SubscriptionContract/12')).toBe('12');
    expect(subscriptionNumericId('gid://shopify/Order/12')).toBeNull();
    expect(subscriptionGid('12')).toBe('gid://shopify/SubscriptionContract/12');
    for (const bad of ['', '0', '01', '1a', '../2', '1'.repeat(20)]) {
      expect(subscriptionGid(bad)).toBeNull();
    }
  });
});

describe('what a subscription is', () => {
  it('says how often it comes in the shop words, and any other interval plainly', () => {
    expect(deliveryPhrase({ unit: 'MONTH', count: 1 })).toBe('every month');
    expect(deliveryPhrase({ unit: 'MONTH', count: 3 })).toBe('every 3 months');
    expect(deliveryPhrase({ unit: 'WEEK', count: 2 })).toBe('every 2 weeks');
    expect(deliveryPhrase({ unit: 'DAY', count: 1 })).toBe('every day');
    expect(frequencyLabel({ unit: 'MONTH', count: 2 })).toBe('Every 2 months');
  });

  it('names its products and its status', () => {
    expect(subscriptionTitle(subscription())).toBe('Bath & Plunge Powder');
    const three = [powder, { ...powder, title: 'Scoop' }, { ...powder, title: 'Sachets' }];
    expect(subscriptionTitle({ lines: three })).toBe('Bath & Plunge Powder, Scoop and Sachets');
    expect(statusLabel('CANCELLED')).toBe('Cancelled');
    expect(isOngoing({ status: 'PAUSED' })).toBe(true);
    expect(isOngoing({ status: 'EXPIRED' })).toBe(false);
  });

  it('prices a delivery and its saving against buying once, in cents', () => {
    const lines = [
      powder,
      { ...powder, quantity: 2, price: usd('0.10'), regularPrice: usd('0.15') },
    ];
    expect(pricePerDelivery({ lines, deliveryPrice: usd('0') })).toEqual(usd('37.60'));
    expect(savingPerDelivery([powder])).toEqual({ amount: usd('6.60'), percent: 15 });
    expect(savingPerDelivery(lines)).toEqual({ amount: usd('6.70'), percent: 15 });
  });

  it('claims no saving it cannot show', () => {
    expect(savingPerDelivery([{ ...powder, regularPrice: null }])).toBeNull();
    expect(savingPerDelivery([{ ...powder, regularPrice: usd('37.40') }])).toBeNull();
    expect(savingPerDelivery([])).toBeNull();
  });
});

describe('its deliveries', () => {
  it("the next delivery is the one on the platform's next billing date, whatever the status", () => {
    const skippedFirst = subscription({
      nextBillingDate: '2027-02-08T15:00:00.000Z',
      upcoming: subscription().upcoming.map((delivery, index) => ({
        ...delivery,
        skipped: index === 0,
      })),
    });
    expect(nextDelivery(subscription())?.cycleIndex).toBe(1);
    expect(nextDelivery(skippedFirst)?.cycleIndex).toBe(2);
    // Paused or cancelled too late: the delivery already being prepared is still to come.
    expect(nextDelivery(subscription({ status: 'PAUSED' }))?.cycleIndex).toBe(1);
    expect(nextDelivery(subscription({ status: 'CANCELLED' }))?.date).toBe('2027-01-08T15:00:00Z');
    expect(nextDelivery(subscription({ status: 'PAUSED', nextBillingDate: null }))).toBeNull();
    // A date beyond the cycles listed is still the next delivery, by its date alone.
    expect(nextDelivery(subscription({ nextBillingDate: '2027-06-08T15:00:00Z' }))).toEqual({
      cycleIndex: null,
      date: '2027-06-08T15:00:00Z',
      skipped: false,
    });
  });

  it('skips the next delivery still far enough away, leaving one past the notice', () => {
    expect(skippableDelivery(subscription(), MONDAY_BEFORE)?.cycleIndex).toBe(1);
    expect(skippableDelivery(subscription(), WEDNESDAY)?.cycleIndex).toBe(2);
    expect(skippableDelivery(subscription({ status: 'PAUSED' }), MONDAY_BEFORE)).toBeNull();
  });

  it('knows when the next delivery is already being prepared, so a pause or cancel still sends it', () => {
    expect(deliveryPastNotice(subscription(), MONDAY_BEFORE)).toBeNull();
    expect(deliveryPastNotice(subscription(), WEDNESDAY)?.cycleIndex).toBe(1);
    expect(deliveryStillSent(subscription(), MONDAY_BEFORE)).toBeNull();
    expect(deliveryStillSent(subscription(), WEDNESDAY)?.cycleIndex).toBe(1);
    // Paused with a delivery still coming: cancelling does not stop it either.
    expect(deliveryStillSent(subscription({ status: 'PAUSED' }), MONDAY_BEFORE)?.cycleIndex).toBe(
      1,
    );
    expect(
      deliveryStillSent(subscription({ status: 'PAUSED', nextBillingDate: null }), WEDNESDAY),
    ).toBeNull();
  });
});

describe('withChange: the page before the platform answers', () => {
  it('skips and restores only the named cycle, moving the next billing date with it', () => {
    const skipped = withChange(subscription(), { action: 'skip', cycleIndex: 2 });
    expect(skipped.upcoming.map((delivery) => delivery.skipped)).toEqual([false, true, false]);
    const restored = withChange(skipped, { action: 'unskip', cycleIndex: 2 });
    expect(restored.upcoming.map((delivery) => delivery.skipped)).toEqual([false, false, false]);
    const skippedNext = withChange(subscription(), { action: 'skip', cycleIndex: 1 });
    expect(skippedNext.nextBillingDate).toBe('2027-02-08T15:00:00Z');
    expect(nextDelivery(skippedNext)?.cycleIndex).toBe(2);
  });

  it('pauses, resumes and cancels, leaving the original as it was', () => {
    const original = subscription();
    const paused = withChange(original, { action: 'pause' });
    // Until the platform answers, nothing is shown as still coming.
    expect([paused.status, paused.nextBillingDate]).toEqual(['PAUSED', null]);
    const resumed = withChange(subscription({ status: 'PAUSED', nextBillingDate: null }), {
      action: 'resume',
    });
    expect([resumed.status, resumed.nextBillingDate]).toEqual(['ACTIVE', '2027-01-08T15:00:00Z']);
    const cancelled = withChange(original, { action: 'cancel' });
    expect([cancelled.status, cancelled.nextBillingDate, cancelled.upcoming]).toEqual([
      'CANCELLED',
      null,
      [],
    ]);
    expect(original.status).toBe('ACTIVE');
    expect(original.nextBillingDate).toBe('2027-01-08T15:00:00Z');
  });
});
