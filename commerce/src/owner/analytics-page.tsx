import type { DailyFunnel } from '../db/analytics-repository';
import { sendEditorPage, type EditorRequest } from './editor-page';

/**
 * The owner's analytics: the storefront's sessions, product views and add-to-carts (the events
 * shoppers who allowed analytics sent), the hosted checkout's starts and the orders placed, per
 * day for the last 30 days. The charts are SVG drawn here; each has a title and a description,
 * and the table under them holds every number they show.
 */

export const ANALYTICS_DAYS = 30;

const STEPS = [
  ['sessions', 'Sessions'],
  ['productViews', 'Product views'],
  ['addToCarts', 'Added to cart'],
  ['checkoutsStarted', 'Checkouts started'],
  ['orders', 'Orders'],
] as const;

type Step = (typeof STEPS)[number][0];
type Totals = Record<Step, number>;

const sum = (days: DailyFunnel[]): Totals =>
  Object.fromEntries(
    STEPS.map(([step]) => [step, days.reduce((total, day) => total + day[step], 0)]),
  ) as Totals;

/** Orders per session, as Shopify's conversion rate; "—" without sessions. */
export const conversionRate = (orders: number, sessions: number) =>
  sessions === 0 ? '—' : `${((orders / sessions) * 100).toFixed(1)}%`;

/** The five steps as bars, each as long as its share of the sessions (of the largest step). */
function FunnelChart({ totals }: { totals: Totals }) {
  const width = 400;
  const rowHeight = 32;
  const labelWidth = 130;
  const largest = Math.max(1, ...STEPS.map(([step]) => totals[step]));
  const barRoom = width - labelWidth - 44;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${width} ${STEPS.length * rowHeight}`}
      role="img"
      aria-labelledby="funnel-title funnel-desc"
    >
      <title id="funnel-title">{`Funnel, last ${ANALYTICS_DAYS} days`}</title>
      <desc id="funnel-desc">
        {STEPS.map(([step, label]) => `${label}: ${totals[step]}`).join('; ')}.
      </desc>
      {STEPS.map(([step, label], index) => {
        const y = index * rowHeight;
        const length = (totals[step] / largest) * barRoom;
        return (
          <g key={step}>
            <text className="chart-label" x={0} y={y + rowHeight / 2 + 5}>
              {label}
            </text>
            <rect
              className="chart-bar"
              x={labelWidth}
              y={y + 6}
              width={Math.max(length, 2)}
              height={rowHeight - 12}
              rx={4}
            />
            <text className="chart-value" x={labelWidth + length + 8} y={y + rowHeight / 2 + 5}>
              {totals[step]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Sessions and orders per day as two lines over the same days. */
function DailyChart({ days }: { days: DailyFunnel[] }) {
  const width = 400;
  const height = 170;
  const padding = { top: 12, right: 12, bottom: 28, left: 36 };
  const largest = Math.max(1, ...days.map((day) => day.sessions));
  const x = (index: number) =>
    padding.left + (index / Math.max(days.length - 1, 1)) * (width - padding.left - padding.right);
  const y = (value: number) =>
    height - padding.bottom - (value / largest) * (height - padding.top - padding.bottom);
  const line = (step: Step) =>
    days.map((day, index) => `${x(index).toFixed(1)},${y(day[step]).toFixed(1)}`).join(' ');
  const busiest = days.reduce((best, day) => (day.sessions > best.sessions ? day : best), days[0]!);
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="daily-title daily-desc"
    >
      <title id="daily-title">Sessions and orders per day</title>
      <desc id="daily-desc">
        {`From ${days[0]!.day} to ${days.at(-1)!.day}: the busiest day was ${busiest.day} with ` +
          `${busiest.sessions} sessions. The table below lists every day.`}
      </desc>
      <line
        className="chart-axis"
        x1={padding.left}
        x2={width - padding.right}
        y1={y(0)}
        y2={y(0)}
      />
      <text className="chart-label" x={padding.left - 6} y={y(largest) + 4} textAnchor="end">
        {largest}
      </text>
      <text className="chart-label" x={padding.left - 6} y={y(0) + 4} textAnchor="end">
        0
      </text>
      <text className="chart-label" x={padding.left} y={height - 6}>
        {days[0]!.day}
      </text>
      <text className="chart-label" x={width - padding.right} y={height - 6} textAnchor="end">
        {days.at(-1)!.day}
      </text>
      <polyline className="chart-line" points={line('sessions')} />
      <polyline className="chart-line chart-line--orders" points={line('orders')} />
    </svg>
  );
}

export function showAnalytics(editor: EditorRequest): void {
  const days = editor.analytics.dailyFunnel(ANALYTICS_DAYS);
  const totals = sum(days);
  const signedInSessions = days.reduce((total, day) => total + day.signedInSessions, 0);
  const choices = editor.consent.analyticsChoicesSince(days[0]!.day);
  sendEditorPage(
    editor,
    200,
    'Analytics',
    <>
      <p>
        How the storefront sold over the last {ANALYTICS_DAYS} days (UTC). Sessions, product views
        and additions to the cart come from shoppers who allowed analytics (signed-in sessions:
        those of customers signed in to their account); checkouts and orders from the hosted
        checkout. Development only; a real store&apos;s owner reads Shopify Analytics.
      </p>
      <dl className="figures">
        <div>
          <dt>Conversion rate</dt>
          <dd>{conversionRate(totals.orders, totals.sessions)}</dd>
        </div>
        {STEPS.map(([step, label]) => (
          <div key={step}>
            <dt>{label}</dt>
            <dd>{totals[step]}</dd>
          </div>
        ))}
        <div>
          <dt>Signed-in sessions</dt>
          <dd>{signedInSessions}</dd>
        </div>
        <div>
          <dt>Allowed analytics</dt>
          <dd>{choices.allowed}</dd>
        </div>
        <div>
          <dt>Declined analytics</dt>
          <dd>{choices.declined}</dd>
        </div>
      </dl>
      <h2>Funnel</h2>
      <FunnelChart totals={totals} />
      <h2>Per day</h2>
      <p className="legend">
        <span className="swatch" aria-hidden="true" /> Sessions{' '}
        <span className="swatch swatch--orders" aria-hidden="true" /> Orders
      </p>
      <DailyChart days={days} />
      <div className="table-scroll">
        <table>
          <caption>Per day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {STEPS.map(([step, label]) => (
                <th key={step} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">Conversion rate</th>
              <th scope="col">Signed-in sessions</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {STEPS.map(([step]) => (
                  <td key={step}>{day[step]}</td>
                ))}
                <td>{conversionRate(day.orders, day.sessions)}</td>
                <td>{day.signedInSessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>,
  );
}
