import type {
  SubscriptionContractRecord,
  SubscriptionLineRecord,
} from '../db/subscription-repository';
import type { Outbox, OutboxMessage } from '../outbox/outbox';
import { CHANGE_NOTICE_BUSINESS_DAYS, formatScheduleDate } from './billing-schedule';
import type { BillingCycle } from './contracts';

/**
 * The shop confirms every cancellation by email, whoever cancels (the customer in their account,
 * or the shop through the Admin API): the date it was cancelled and, when it came too late to
 * stop the next delivery, that delivery's date. Locally the email lands in the outbox.
 */

const CANCELLATION_EMAIL_KIND = 'subscription_cancelled';

const itemOf = (line: SubscriptionLineRecord) =>
  `${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''} × ${line.quantity}`;

export interface Cancellation {
  contract: SubscriptionContractRecord;
  lines: SubscriptionLineRecord[];
  cancelledAt: Date;
  /** The delivery already being prepared when it was cancelled, still charged and sent. */
  lastDelivery: BillingCycle | null;
  shopName: string;
}

/** Sends the cancellation confirmation to the contract's email, in the cancel's transaction. */
export function sendCancellationEmail(
  outbox: Outbox,
  { contract, lines, cancelledAt, lastDelivery, shopName }: Cancellation,
): OutboxMessage {
  const whatHappensNext = lastDelivery
    ? `You cancelled less than ${CHANGE_NOTICE_BUSINESS_DAYS} business days before your next ` +
      `delivery, on ${formatScheduleDate(lastDelivery.billingAt)}, so it is already being ` +
      'prepared: it will be charged and shipped as normal, and nothing is sent after it.'
    : 'Nothing more will be charged or sent.';
  return outbox.send(
    {
      to: contract.email,
      kind: CANCELLATION_EMAIL_KIND,
      subject: `Your ${shopName} subscription is cancelled`,
      text: [
        'Hi,',
        '',
        `This confirms that your subscription (${contract.sellingPlanName}) was cancelled on ` +
          `${formatScheduleDate(cancelledAt)}, with no cancellation fee.`,
        '',
        ...lines.map((line) => `- ${itemOf(line)}`),
        '',
        whatHappensNext,
        '',
        'Keep this email as your record of the cancellation.',
        '',
        `The ${shopName} team`,
      ].join('\n'),
      code: null,
    },
    cancelledAt.toISOString(),
  );
}
