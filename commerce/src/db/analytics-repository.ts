import type { CommerceDatabase } from './connection';
import { timestamp } from './rows';

/** What the owner's analytics page counts events by. */
export type AnalyticsEventKind =
  'page_view' | 'product_view' | 'collection_view' | 'search' | 'add_to_cart';

/** One storefront event as the platform keeps it. */
export interface NewAnalyticsEvent {
  kind: AnalyticsEventKind;
  schemaId: string;
  eventName: string;
  /** When the storefront created it. */
  createdAt: Date;
  uniqueToken: string | null;
  visitToken: string | null;
  cartToken: string | null;
  customerId: number | null;
  /** The Monorail event as received. */
  payload: unknown;
}

/** One day's funnel. */
export interface DailyFunnel {
  /** YYYY-MM-DD, UTC. */
  day: string;
  sessions: number;
  /** Sessions whose page views named a signed-in customer. */
  signedInSessions: number;
  productViews: number;
  addToCarts: number;
  checkoutsStarted: number;
  orders: number;
}

/** The UTC day of a time: 2026-11-26. */
export const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** The storefront's analytics events, the hosted checkout's starts, and their daily sums. */
export class AnalyticsRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** Keeps a batch's events in one transaction. */
  insertEvents(events: readonly NewAnalyticsEvent[], now = new Date()): void {
    const insert = this.db.prepare(
      `INSERT INTO analytics_events (kind, schema_id, event_name, created_at, day, unique_token,
         visit_token, cart_token, customer_id, payload_json, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const event of events) {
        insert.run(
          event.kind,
          event.schemaId,
          event.eventName,
          timestamp(event.createdAt),
          dayOf(event.createdAt),
          event.uniqueToken,
          event.visitToken,
          event.cartToken,
          event.customerId,
          JSON.stringify(event.payload),
          timestamp(now),
        );
      }
    })();
  }

  /** The hosted checkout of a cart was opened: counted once per cart, on its first day. */
  recordCheckoutStart(cartToken: string, now = new Date()): void {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO checkout_starts (cart_token, day, started_at) VALUES (?, ?, ?)',
      )
      .run(cartToken, dayOf(now), timestamp(now));
  }

  /**
   * Each of the `days` days up to `today`, oldest first, every day present (zeros included).
   * Sessions are distinct visit tokens among page views (the unique token where a view has
   * none), signed-in ones those whose views carry a customer id; orders are those placed from a storefront cart, not subscription renewals.
   */
  dailyFunnel(days: number, today = new Date()): DailyFunnel[] {
    const dates = Array.from({ length: days }, (_, index) =>
      dayOf(new Date(today.getTime() - (days - 1 - index) * 86_400_000)),
    );
    const rows = this.db
      .prepare<[{ since: string }], Omit<DailyFunnel, 'day'> & { day: string }>(
        `WITH events AS (
           SELECT day,
                  COUNT(DISTINCT CASE WHEN kind = 'page_view'
                        THEN COALESCE(visit_token, unique_token) END) AS sessions,
                  COUNT(DISTINCT CASE WHEN kind = 'page_view' AND customer_id IS NOT NULL
                        THEN COALESCE(visit_token, unique_token) END) AS signedInSessions,
                  SUM(kind = 'product_view') AS productViews,
                  SUM(kind = 'add_to_cart') AS addToCarts
             FROM analytics_events WHERE day >= @since GROUP BY day),
         checkouts AS (
           SELECT day, COUNT(*) AS checkoutsStarted FROM checkout_starts WHERE day >= @since GROUP BY day),
         placed AS (
           SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS orders FROM orders
            WHERE created_at >= @since
              AND EXISTS (SELECT 1 FROM carts WHERE carts.token = orders.checkout_token)
            GROUP BY 1)
         SELECT day, sessions, signedInSessions, productViews, addToCarts,
                0 AS checkoutsStarted, 0 AS orders FROM events
         UNION ALL SELECT day, 0, 0, 0, 0, checkoutsStarted, 0 FROM checkouts
         UNION ALL SELECT day, 0, 0, 0, 0, 0, orders FROM placed`,
      )
      .all({ since: dates[0]! });
    const byDay = new Map(
      dates.map((day): [string, DailyFunnel] => [
        day,
        {
          day,
          sessions: 0,
          signedInSessions: 0,
          productViews: 0,
          addToCarts: 0,
          checkoutsStarted: 0,
          orders: 0,
        },
      ]),
    );
    for (const row of rows) {
      const total = byDay.get(row.day);
      if (!total) continue;
      total.sessions += row.sessions;
      total.signedInSessions += row.signedInSessions;
      total.productViews += row.productViews;
      total.addToCarts += row.addToCarts;
      total.checkoutsStarted += row.checkoutsStarted;
      total.orders += row.orders;
    }
    return [...byDay.values()];
  }
}
