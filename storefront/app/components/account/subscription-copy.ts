import { SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS } from '../../lib/policies';
import { isPastNotice, lastChangeDay } from '../../lib/subscriptions/notice';
import {
  deliveryPastNotice,
  deliveryPhrase,
  deliveryStillSent,
  nextDelivery,
  type Subscription,
  type SubscriptionAction,
  type SubscriptionChange,
} from '../../lib/subscriptions/subscription';
import { formatDeliveryDate } from './format';

/**
 * The portal's words that depend on the subscription: the notice rule beside the buttons, and
 * what each confirmation says will happen and when. Pure, so each sentence is tested.
 */

const NOTICE_RULE = `Changes take effect for deliveries at least ${SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS} business days away`;

/**
 * The rule, said for this subscription's next delivery; for a paused one, what still comes.
 * Null once the subscription has ended (endedNote says what is left).
 */
export function noticeNote(subscription: Subscription, now: Date): string | null {
  if (subscription.status === 'PAUSED') {
    const due = nextDelivery(subscription);
    return due
      ? `Your delivery on ${formatDeliveryDate(due.date)} is already being prepared and will still be sent. Nothing after it is charged or sent while your subscription is paused.`
      : `Nothing is charged or sent while your subscription is paused. ${NOTICE_RULE}.`;
  }
  if (subscription.status !== 'ACTIVE') return null;
  const next = nextDelivery(subscription);
  if (!next) return `${NOTICE_RULE}.`;
  const date = formatDeliveryDate(next.date);
  if (isPastNotice(next.date, now)) {
    return `${NOTICE_RULE}; your next delivery on ${date} is already being prepared and will be sent.`;
  }
  return `${NOTICE_RULE}. To change your delivery on ${date}, do it by the end of ${formatDeliveryDate(lastChangeDay(next.date))}.`;
}

/** What an ended subscription still has to come: a cancelled one's last delivery, if any. */
export function endedNote(subscription: Subscription): string {
  const last = nextDelivery(subscription);
  return last
    ? `This subscription is cancelled. Your last delivery, on ${formatDeliveryDate(last.date)}, is still charged and sent.`
    : 'This subscription has ended; nothing more is charged or sent.';
}

export interface Confirmation {
  title: string;
  paragraphs: string[];
  confirmLabel: string;
  cancelLabel: string;
  tone: 'default' | 'danger';
}

const deliveryOf = (subscription: Subscription, cycleIndex: number) =>
  subscription.upcoming.find((delivery) => delivery.cycleIndex === cycleIndex);

/** What the dialog before `change` says: what happens, from when. */
export function confirmationFor(
  subscription: Subscription,
  change: SubscriptionChange,
  now: Date,
): Confirmation {
  const phrase = deliveryPhrase(subscription.interval);
  const nextDate = nextDelivery(subscription)?.date;
  // Already being prepared: a pause or cancel now still lets it be charged and sent.
  const stillSent = deliveryStillSent(subscription, now);
  switch (change.action) {
    case 'skip': {
      const delivery = deliveryOf(subscription, change.cycleIndex);
      const date = delivery ? formatDeliveryDate(delivery.date) : 'that day';
      const after = subscription.upcoming.find(
        (other) => other.cycleIndex > change.cycleIndex && !other.skipped,
      );
      const locked = deliveryPastNotice(subscription, now);
      return {
        title: `Skip the delivery on ${date}?`,
        paragraphs: [
          ...(locked && locked.cycleIndex !== change.cycleIndex
            ? [
                `Your delivery on ${formatDeliveryDate(locked.date)} is less than ${SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS} business days away, so it is sent as usual.`,
              ]
            : []),
          `Nothing is charged or sent on ${date}. Your subscription carries on ${phrase}${
            after ? `, with the next delivery on ${formatDeliveryDate(after.date)}` : ''
          }.`,
        ],
        confirmLabel: 'Skip delivery',
        cancelLabel: 'Keep delivery',
        tone: 'default',
      };
    }
    case 'unskip': {
      const delivery = deliveryOf(subscription, change.cycleIndex);
      const date = delivery ? formatDeliveryDate(delivery.date) : 'that day';
      return {
        title: `Restore the delivery on ${date}?`,
        paragraphs: [`It is charged at your subscription price and sent on ${date}, as planned.`],
        confirmLabel: 'Restore delivery',
        cancelLabel: 'Keep it skipped',
        tone: 'default',
      };
    }
    case 'pause':
      return {
        title: 'Pause your subscription?',
        paragraphs: [
          stillSent
            ? `Your delivery on ${formatDeliveryDate(stillSent.date)} is already being prepared: it is still charged and sent. Nothing after it is charged or sent while your subscription is paused.`
            : nextDate
              ? `Nothing is charged or sent while it is paused, starting with your delivery on ${formatDeliveryDate(nextDate)}.`
              : 'Nothing is charged or sent while it is paused.',
          `Your price and frequency are kept. Resume whenever you like and deliveries carry on ${phrase}.`,
        ],
        confirmLabel: 'Pause subscription',
        cancelLabel: 'Keep it active',
        tone: 'default',
      };
    case 'resume': {
      const first = subscription.upcoming.find((delivery) => !delivery.skipped);
      return {
        title: 'Resume your subscription?',
        paragraphs: [
          first
            ? `Deliveries start again ${phrase}, the first on ${formatDeliveryDate(first.date)}, at your subscription price.`
            : `Deliveries start again ${phrase}, at your subscription price.`,
        ],
        confirmLabel: 'Resume subscription',
        cancelLabel: 'Stay paused',
        tone: 'default',
      };
    }
    case 'cancel':
      return {
        title: 'Cancel your subscription?',
        paragraphs: [
          stillSent
            ? `Your delivery on ${formatDeliveryDate(stillSent.date)} is already being prepared: it is still charged and sent, and nothing is sent after it.`
            : nextDate
              ? `No more deliveries are charged or sent, starting with the one on ${formatDeliveryDate(nextDate)}.`
              : 'No more deliveries are charged or sent.',
          "There is no cancellation fee. We'll confirm your cancellation by email.",
        ],
        confirmLabel: 'Cancel subscription',
        cancelLabel: 'Keep subscription',
        tone: 'danger',
      };
  }
}

/**
 * Said once the platform has made the change (a polite status, for screen readers too), from
 * the subscription as the platform answered it: after a pause or cancel, a `nextBillingDate` is
 * the delivery that was already being prepared and is still sent.
 */
export function changeDone(action: SubscriptionAction, after: Subscription): string {
  const due = after.nextBillingDate && formatDeliveryDate(after.nextBillingDate);
  switch (action) {
    case 'skip':
      return 'Delivery skipped.';
    case 'unskip':
      return 'Delivery restored.';
    case 'resume':
      return 'Subscription resumed.';
    case 'pause':
      return due
        ? `Subscription paused. Your delivery on ${due} is already being prepared and will still be charged and sent; nothing after it is sent until you resume.`
        : 'Subscription paused. Nothing is charged or sent until you resume.';
    case 'cancel':
      return due
        ? `Subscription cancelled. Your last delivery, on ${due}, is already being prepared and will still be charged and sent; nothing is sent after it. We've emailed you a confirmation.`
        : "Subscription cancelled. Nothing more is charged or sent. We've emailed you a confirmation.";
  }
}

/** The title of the toast when the platform refuses; its text is the platform's reason. */
export const CHANGE_FAILED: Record<SubscriptionAction, string> = {
  skip: 'The delivery was not skipped',
  unskip: 'The delivery was not restored',
  pause: 'Your subscription was not paused',
  resume: 'Your subscription was not resumed',
  cancel: 'Your subscription was not cancelled',
};
