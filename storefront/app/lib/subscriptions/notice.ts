import { SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS } from '../policies';

/**
 * The notice rule of the subscription terms: a change (skip, pause, cancel) reaches a delivery
 * only when made at least SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS business days before it;
 * closer than that, the delivery is already being prepared. The platform still pauses or cancels
 * at once (that delivery is then still charged and sent) and refuses to skip it. Business days
 * are Monday to Friday, counted in whole UTC days, as the platform counts them; this is only
 * what the page tells the shopper beforehand.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Midnight UTC of the day `date` falls on. */
const startOfDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/**
 * The moment changes stop reaching the delivery on `deliveryDate`: the start of the day that is
 * the notice's business days before it. A delivery on a Friday can be changed until Tuesday
 * ends; one on a Monday until the Wednesday before.
 */
export function changeDeadline(
  deliveryDate: string,
  businessDays: number = SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS,
): Date {
  let day = startOfDay(new Date(deliveryDate));
  for (let counted = 0; counted < businessDays;) {
    day = new Date(day.getTime() - DAY_MS);
    if (!isWeekend(day)) counted += 1;
  }
  // Changes count through the whole of that business day.
  return new Date(day.getTime() + DAY_MS);
}

/** Whether it is too late for a change to reach the delivery on `deliveryDate`. */
export function isPastNotice(deliveryDate: string, now: Date): boolean {
  return now.getTime() >= changeDeadline(deliveryDate).getTime();
}

/** The last day changes count for that delivery (the day before the deadline), for sentences. */
export function lastChangeDay(deliveryDate: string): Date {
  return new Date(changeDeadline(deliveryDate).getTime() - DAY_MS);
}
