import { z } from 'zod';
import type { AnalyticsEventKind, NewAnalyticsEvent } from '../db/analytics-repository';

/**
 * Shopify's Monorail batch as storefronts send it to /.well-known/shopify/monorail/unstable/
 * produce_batch (hydrogen-react's sendShopifyAnalytics): `{events: [{schema_id, payload,
 * metadata: {event_created_at_ms}}], metadata: {event_sent_at_ms}}`. Each event is answered on
 * its own in `result`, as Monorail does: 200 kept (or acknowledged), 400 refused.
 */

/** More than a page view, a product view and an add to cart at once is not one shopper's batch. */
export const MAX_BATCH_EVENTS = 20;
/** An event older than this, or from further in the future, is refused. */
const MAX_EVENT_AGE_MS = 7 * 86_400_000;
const MAX_CLOCK_SKEW_MS = 60 * 60_000;

const ProduceBatch = z.object({
  events: z
    .array(
      z.object({
        schema_id: z.string().max(100),
        payload: z.record(z.string(), z.unknown()),
        metadata: z.object({ event_created_at_ms: z.number().int().nonnegative() }),
      }),
    )
    .min(1, 'The batch has no events')
    .max(MAX_BATCH_EVENTS, `A batch holds at most ${MAX_BATCH_EVENTS} events`),
  metadata: z.object({ event_sent_at_ms: z.number().int().nonnegative() }).optional(),
});

type MonorailEvent = z.output<typeof ProduceBatch>['events'][number];

export interface EventResult {
  status: 200 | 400;
  message: string;
}

/** A token or id as the payload carries it: a short string, else nothing. */
const token = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= 100 ? value : null;
/** Shopify's numeric customer id; 0 (Hydrogen's "none") is nobody. */
const customerId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** What the custom storefront schema's events count as; page_rendered repeats the page view. */
const CUSTOMER_TRACKING_KINDS: Record<string, AnalyticsEventKind | null> = {
  page_rendered: null,
  product_page_rendered: 'product_view',
  collection_page_rendered: 'collection_view',
  search_submitted: 'search',
  product_added_to_cart: 'add_to_cart',
};

/** The event as kept, null when it is acknowledged but not kept, or why it is refused. */
function readEvent(event: MonorailEvent, now: number): NewAnalyticsEvent | null | string {
  const created = event.metadata.event_created_at_ms;
  if (created < now - MAX_EVENT_AGE_MS || created > now + MAX_CLOCK_SKEW_MS) {
    return 'The event time is out of range';
  }
  const [schema] = event.schema_id.split('/');
  const { payload } = event;
  const common = { schemaId: event.schema_id, createdAt: new Date(created), payload: event };
  if (schema === 'trekkie_storefront_page_view') {
    return {
      ...common,
      kind: 'page_view',
      eventName: 'page_view',
      uniqueToken: token(payload.uniqToken),
      visitToken: token(payload.visitToken),
      cartToken: null,
      customerId: customerId(payload.customerId),
    };
  }
  if (schema === 'custom_storefront_customer_tracking') {
    const name = typeof payload.event_name === 'string' ? payload.event_name : '';
    if (!Object.hasOwn(CUSTOMER_TRACKING_KINDS, name)) return 'Unknown event_name';
    const kind = CUSTOMER_TRACKING_KINDS[name];
    if (!kind) return null;
    return {
      ...common,
      kind,
      eventName: name,
      uniqueToken: token(payload.unique_token),
      visitToken: token(payload.deprecated_visit_token),
      cartToken: token(payload.cart_token),
      customerId: customerId(payload.customer_id),
    };
  }
  return 'Unknown schema_id';
}

export type BatchReading =
  { ok: true; events: NewAnalyticsEvent[]; result: EventResult[] } | { ok: false; error: string };

/** Reads a batch's text: its events to keep and the answer per event, or why it is unreadable. */
export function readProduceBatch(text: string, now = Date.now()): BatchReading {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The batch is not valid JSON' };
  }
  const parsed = ProduceBatch.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    return { ok: false, error: `${issue?.message ?? 'Invalid batch'}${where}` };
  }
  const events: NewAnalyticsEvent[] = [];
  const result = parsed.data.events.map((event): EventResult => {
    const read = readEvent(event, now);
    if (typeof read === 'string') return { status: 400, message: read };
    if (read) events.push(read);
    return { status: 200, message: 'ok' };
  });
  return { ok: true, events, result };
}
