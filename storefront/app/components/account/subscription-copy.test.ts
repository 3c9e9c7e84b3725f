import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../lib/subscriptions/subscription';
import {
  MONDAY_BEFORE,
  subscription as monthly,
  WEDNESDAY,
} from '../../../test/support/subscription-fixtures';
import { changeDone, confirmationFor, endedNote, noticeNote } from './subscription-copy';

/** Every 2 months, next deliveries on Fri Jan 8, Mon Mar 8 and Mon May 10, 2027. */
const subscription = (overrides: Partial<Subscription> = {}) =>
  monthly({
    interval: { unit: 'MONTH', count: 2 },
    upcoming: [
      { cycleIndex: 1, date: '2027-01-08T15:00:00Z', skipped: false },
      { cycleIndex: 2, date: '2027-03-08T15:00:00Z', skipped: false },
      { cycleIndex: 3, date: '2027-05-10T15:00:00Z', skipped: false },
    ],
    ...overrides,
  });

describe('the notice rule beside the buttons', () => {
  it('says the rule and the last day to change the next delivery', () => {
    expect(noticeNote(subscription(), MONDAY_BEFORE)).toBe(
      'Changes take effect for deliveries at least 3 business days away. To change your delivery on Fri, Jan 8, 2027, do it by the end of Tue, Jan 5, 2027.',
    );
  });

  it('says when the next delivery is already being prepared', () => {
    expect(noticeNote(subscription(), WEDNESDAY)).toBe(
      'Changes take effect for deliveries at least 3 business days away; your next delivery on Fri, Jan 8, 2027 is already being prepared and will be sent.',
    );
  });

  it('reminds a paused subscriber of the rule, or of the delivery still coming', () => {
    expect(noticeNote(subscription({ status: 'PAUSED', nextBillingDate: null }), WEDNESDAY)).toBe(
      'Nothing is charged or sent while your subscription is paused. Changes take effect for deliveries at least 3 business days away.',
    );
    expect(noticeNote(subscription({ status: 'PAUSED' }), WEDNESDAY)).toBe(
      'Your delivery on Fri, Jan 8, 2027 is already being prepared and will still be sent. Nothing after it is charged or sent while your subscription is paused.',
    );
  });

  it('says nothing once it has ended, but for a last delivery still to come', () => {
    const cancelledLate = subscription({
      status: 'CANCELLED',
      upcoming: subscription().upcoming.slice(0, 1),
    });
    expect(noticeNote(cancelledLate, WEDNESDAY)).toBeNull();
    expect(endedNote(cancelledLate)).toBe(
      'This subscription is cancelled. Your last delivery, on Fri, Jan 8, 2027, is still charged and sent.',
    );
    expect(
      endedNote(subscription({ status: 'CANCELLED', nextBillingDate: null, upcoming: [] })),
    ).toBe('This subscription has ended; nothing more is charged or sent.');
  });
});

describe('what each dialog says will happen, and when', () => {
  it('skip names the delivery skipped and the one after it', () => {
    const skip = confirmationFor(subscription(), { action: 'skip', cycleIndex: 1 }, MONDAY_BEFORE);
    expect(skip.title).toBe('Skip the delivery on Fri, Jan 8, 2027?');
    expect(skip.paragraphs).toEqual([
      'Nothing is charged or sent on Fri, Jan 8, 2027. Your subscription carries on every 2 months, with the next delivery on Mon, Mar 8, 2027.',
    ]);
    expect([skip.confirmLabel, skip.cancelLabel]).toEqual(['Skip delivery', 'Keep delivery']);
  });

  it('skip past the notice says the closer delivery is still sent', () => {
    const skip = confirmationFor(subscription(), { action: 'skip', cycleIndex: 2 }, WEDNESDAY);
    expect(skip.title).toBe('Skip the delivery on Mon, Mar 8, 2027?');
    expect(skip.paragraphs[0]).toBe(
      'Your delivery on Fri, Jan 8, 2027 is less than 3 business days away, so it is sent as usual.',
    );
    expect(skip.paragraphs[1]).toContain('with the next delivery on Mon, May 10, 2027');
  });

  it('pause, resume and cancel say from when', () => {
    const pause = confirmationFor(subscription(), { action: 'pause' }, MONDAY_BEFORE);
    expect(pause.paragraphs[0]).toBe(
      'Nothing is charged or sent while it is paused, starting with your delivery on Fri, Jan 8, 2027.',
    );
    const paused = subscription({ status: 'PAUSED' });
    expect(confirmationFor(paused, { action: 'resume' }, MONDAY_BEFORE).paragraphs).toEqual([
      'Deliveries start again every 2 months, the first on Fri, Jan 8, 2027, at your subscription price.',
    ]);
    const cancel = confirmationFor(subscription(), { action: 'cancel' }, MONDAY_BEFORE);
    expect(cancel.tone).toBe('danger');
    expect(cancel.paragraphs[0]).toBe(
      'No more deliveries are charged or sent, starting with the one on Fri, Jan 8, 2027.',
    );
    expect(cancel.paragraphs[1]).toBe(
      "There is no cancellation fee. We'll confirm your cancellation by email.",
    );
    const pausedEarly = subscription({ status: 'PAUSED', nextBillingDate: null });
    expect(confirmationFor(pausedEarly, { action: 'cancel' }, MONDAY_BEFORE).paragraphs[0]).toBe(
      'No more deliveries are charged or sent.',
    );
  });

  it('pause and cancel past the notice say the delivery being prepared is still charged and sent', () => {
    const pause = confirmationFor(subscription(), { action: 'pause' }, WEDNESDAY);
    expect(pause.paragraphs[0]).toBe(
      'Your delivery on Fri, Jan 8, 2027 is already being prepared: it is still charged and sent. Nothing after it is charged or sent while your subscription is paused.',
    );
    const cancel = confirmationFor(subscription(), { action: 'cancel' }, WEDNESDAY);
    expect(cancel.paragraphs).toEqual([
      'Your delivery on Fri, Jan 8, 2027 is already being prepared: it is still charged and sent, and nothing is sent after it.',
      "There is no cancellation fee. We'll confirm your cancellation by email.",
    ]);
    // Paused too late to stop it, that delivery is still coming whatever the clock says.
    const pausedLate = subscription({ status: 'PAUSED' });
    expect(confirmationFor(pausedLate, { action: 'cancel' }, MONDAY_BEFORE).paragraphs[0]).toBe(
      'Your delivery on Fri, Jan 8, 2027 is already being prepared: it is still charged and sent, and nothing is sent after it.',
    );
  });

  it('restoring a skipped delivery says it is charged and sent after all', () => {
    const restore = confirmationFor(
      subscription(),
      { action: 'unskip', cycleIndex: 2 },
      MONDAY_BEFORE,
    );
    expect(restore.title).toBe('Restore the delivery on Mon, Mar 8, 2027?');
    expect(restore.paragraphs).toEqual([
      'It is charged at your subscription price and sent on Mon, Mar 8, 2027, as planned.',
    ]);
  });
});

describe('what is said once the platform has made the change', () => {
  it('after a pause or cancel, from the date the platform answered with', () => {
    const late = (status: 'PAUSED' | 'CANCELLED') => subscription({ status });
    const early = (status: 'PAUSED' | 'CANCELLED') =>
      subscription({ status, nextBillingDate: null });
    expect(changeDone('pause', late('PAUSED'))).toBe(
      'Subscription paused. Your delivery on Fri, Jan 8, 2027 is already being prepared and will still be charged and sent; nothing after it is sent until you resume.',
    );
    expect(changeDone('pause', early('PAUSED'))).toBe(
      'Subscription paused. Nothing is charged or sent until you resume.',
    );
    expect(changeDone('cancel', late('CANCELLED'))).toBe(
      "Subscription cancelled. Your last delivery, on Fri, Jan 8, 2027, is already being prepared and will still be charged and sent; nothing is sent after it. We've emailed you a confirmation.",
    );
    expect(changeDone('cancel', early('CANCELLED'))).toBe(
      "Subscription cancelled. Nothing more is charged or sent. We've emailed you a confirmation.",
    );
  });

  it('skips, restores and resumes briefly', () => {
    expect(changeDone('skip', subscription())).toBe('Delivery skipped.');
    expect(changeDone('unskip', subscription())).toBe('Delivery restored.');
    expect(changeDone('resume', subscription())).toBe('Subscription resumed.');
  });
});
