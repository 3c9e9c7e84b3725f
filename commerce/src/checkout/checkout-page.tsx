import type { ComponentProps } from 'react';
import type { ProductImageRecord } from '../db/records';
import { Field, HostedPage, renderPage, type PageChrome } from '../http/page';
import { formatMoneyForDisplay } from '../lib/money';
import { COUNTRIES, DOMESTIC_COUNTRY, US_STATES } from '../lib/regions';
import {
  CHECKOUT_FIELDS,
  formSchema,
  type CheckoutField,
  type CheckoutValues,
  type FieldErrors,
} from './checkout-form';
import { CHECKOUT_SCRIPT } from './checkout-script';
import {
  giftCardsLabel,
  PENDING_TEXT,
  type CheckoutLine,
  type CheckoutSummary,
  type QuoteDisplay,
} from './checkout-summary';
import { groupDigits, TEST_CARD_APPROVED, TEST_CARD_DECLINED } from './test-card-gateway';

/** Server-rendered HTML of the hosted checkout. */

export interface CheckoutPageView extends PageChrome {
  nonce: string;
  /** The form's action: this page's own path and query. */
  actionUrl: string;
  summary: CheckoutSummary;
  values: CheckoutValues;
  errors?: FieldErrors;
  /** Heads the list of errors; by default "Please fix these to continue". */
  errorTitle?: string;
  /** An informational message shown above the form, e.g. "check your total". */
  notice?: string;
  /** The summary rows for the destination currently in the form. */
  quote: QuoteDisplay;
  /** Every destination's rows, so the page can update them as the address changes. */
  quotes: Record<string, QuoteDisplay>;
  imageUrl: (image: ProductImageRecord) => string;
}

/** The fields the buyer fills in (expectedTotal is the page's own): labels and attributes. */
const FIELDS = {
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  address1: { label: 'Address', autoComplete: 'address-line1' },
  address2: { label: 'Apartment, suite, etc.', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  province: { label: 'State', autoComplete: 'address-level1' },
  zip: { label: 'ZIP code', autoComplete: 'postal-code' },
  country: { label: 'Country', autoComplete: 'country' },
  cardNumber: { label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric' },
  cardExpiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric' },
  cardCvc: { label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric' },
} as const satisfies Record<
  Exclude<CheckoutField, 'expectedTotal'>,
  { label: string } & ComponentProps<'input'>
>;

/** A field's id, label and attributes, with its error and value as the form last had them. */
const field = (view: CheckoutPageView, name: keyof typeof FIELDS) => ({
  id: name,
  ...FIELDS[name],
  error: view.errors?.[name],
  defaultValue: view.values[name],
});

/** A text field, as long and as required as the form's checks allow. */
function input(view: CheckoutPageView, name: keyof typeof FIELDS) {
  const { maxLength, minLength } = formSchema.shape[name];
  return { ...field(view, name), maxLength: maxLength ?? undefined, optional: !minLength };
}

function ErrorSummary({ errors = {}, title }: { errors?: FieldErrors; title?: string }) {
  // In the order of the form, whatever order the checks ran in.
  const fields = CHECKOUT_FIELDS.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  const heading =
    title ?? (fields.length === 1 ? 'Please fix this to continue' : 'Please fix these to continue');
  return (
    <div
      className="alert alert--error"
      tabIndex={-1}
      autoFocus
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">{heading}</h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${field}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LineItem({ line, view }: { line: CheckoutLine; view: CheckoutPageView }) {
  const money = (cents: number) => formatMoneyForDisplay(cents, view.summary.currencyCode);
  return (
    <li className="line">
      <div className="line__media">
        {line.image && (
          <img
            src={view.imageUrl(line.image)}
            alt={line.image.altText ?? line.title}
            width={64}
            height={64}
            loading="lazy"
          />
        )}
        <span className="line__qty">
          <span className="visually-hidden">Quantity: </span>
          {line.quantity}
        </span>
      </div>
      <div>
        <p className="line__title">{line.title}</p>
        {[line.variantTitle, line.sellingPlanName].map(
          (text, index) =>
            text && (
              <p key={index} className="line__meta">
                {text}
              </p>
            ),
        )}
      </div>
      <LinePrice line={line} code={view.summary.discountCode} money={money} />
    </li>
  );
}

/**
 * A line's amount after its share of the discount code, with what it would have cost struck
 * through: the one-time price of a subscription line, or the line before the code.
 */
function LinePrice({
  line,
  code,
  money,
}: {
  line: CheckoutLine;
  /** The discount code applied to the order. */
  code: string | null;
  money: (cents: number) => string;
}) {
  const finalCents = line.subtotalCents - line.discountCents;
  const originalCents =
    line.compareAtUnitPriceCents !== null
      ? line.compareAtUnitPriceCents * line.quantity
      : line.subtotalCents;
  return (
    <div className="line__price">
      {originalCents > finalCents && (
        <s>
          <span className="visually-hidden">Was </span>
          {money(originalCents)}
        </s>
      )}
      <span className="visually-hidden">Price: </span>
      {money(finalCents)}
      {line.discountCents > 0 && code && (
        <span className="line__discount">
          {code} {money(-line.discountCents)}
        </span>
      )}
    </div>
  );
}

/** A row the page script updates as the address changes: its label, detail and amount. */
function QuoteRow({
  label,
  detail,
  amount,
  quote,
}: {
  label: string;
  detail: 'shippingTitle' | 'taxLabel';
  amount: 'shipping' | 'tax';
  quote: QuoteDisplay;
}) {
  return (
    <>
      <dt>
        {label}{' '}
        <span className="sub" data-quote={detail}>
          {quote[detail]}
        </span>
      </dt>
      <dd data-quote={amount} className={quote[amount] === PENDING_TEXT ? 'pending' : undefined}>
        {quote[amount]}
      </dd>
    </>
  );
}

function OrderSummary({ view }: { view: CheckoutPageView }) {
  const { summary, quote } = view;
  const money = (cents: number) => formatMoneyForDisplay(cents, summary.currencyCode);
  return (
    <aside className="panel panel--summary" aria-labelledby="summary-title">
      <div className="panel__inner">
        <h2 id="summary-title">Order summary</h2>
        <ul className="lines">
          {summary.lines.map((line) => (
            <LineItem key={line.variantId} line={line} view={view} />
          ))}
        </ul>
        <dl className="totals">
          <dt>Subtotal</dt>
          <dd>{money(summary.subtotalCents)}</dd>
          {summary.discountCents > 0 && summary.discountCode && (
            <>
              <dt>
                Discount <span className="code">{summary.discountCode}</span>
              </dt>
              <dd>{money(-summary.discountCents)}</dd>
            </>
          )}
          <QuoteRow label="Shipping" detail="shippingTitle" amount="shipping" quote={quote} />
          <QuoteRow label="Taxes" detail="taxLabel" amount="tax" quote={quote} />
          <dt className="grand">Total</dt>
          <dd className="grand">
            <span className="currency">{summary.currencyCode}</span>
            <span data-quote="total" aria-live="polite">
              {quote.total}
            </span>
          </dd>
          {summary.giftCards.length > 0 && (
            <>
              <dt>
                Gift cards <span className="code">{giftCardsLabel(summary)}</span>
              </dt>
              <dd data-quote="giftCards">{quote.giftCards}</dd>
              <dt className="grand">Amount due</dt>
              <dd className="grand">
                <span className="currency">{summary.currencyCode}</span>
                <span data-quote="amountDue" aria-live="polite">
                  {quote.amountDue}
                </span>
              </dd>
            </>
          )}
        </dl>
      </div>
    </aside>
  );
}

const POLICIES = [
  ['/returns', 'Refund policy'],
  ['/shipping', 'Shipping'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
] as const;

/** Data for the page script: JSON in a non-executed script element, `<` escaped. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Options of a select, from a code → name table. */
const options = (choices: ReadonlyMap<string, string>) =>
  [...choices].map(([code, name]) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));

function CheckoutForm({ view }: { view: CheckoutPageView }) {
  const domestic = view.values.country === DOMESTIC_COUNTRY || view.values.country === '';
  return (
    <form id="checkout-form" method="post" action={view.actionUrl} noValidate>
      <section className="section" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        <Field {...input(view, 'email')} />
      </section>
      <section className="section" aria-labelledby="delivery-title">
        <h2 id="delivery-title">Delivery</h2>
        <Field {...field(view, 'country')}>{options(COUNTRIES)}</Field>
        <div className="row row--2">
          <Field {...input(view, 'firstName')} />
          <Field {...input(view, 'lastName')} />
        </div>
        <Field {...input(view, 'address1')} />
        <Field {...input(view, 'address2')} />
        <div className="row row--3">
          <Field {...input(view, 'city')} />
          <Field {...field(view, 'province')} wrapperId="province-field" hidden={!domestic}>
            <option value="">Select</option>
            {options(US_STATES)}
          </Field>
          <Field {...input(view, 'zip')} />
        </div>
      </section>
      <section className="section" aria-labelledby="payment-title">
        <h2 id="payment-title">Payment</h2>
        <p className="section__hint">Test mode: no real payment is taken.</p>
        <p className="test-card">
          Pay with test card <strong>{groupDigits(TEST_CARD_APPROVED)}</strong>;{' '}
          <strong>{groupDigits(TEST_CARD_DECLINED)}</strong> is always declined.
        </p>
        <Field {...input(view, 'cardNumber')} />
        <div className="row row--pair">
          <Field {...input(view, 'cardExpiry')} />
          {/* The security code is never echoed back into the page. */}
          <Field {...input(view, 'cardCvc')} defaultValue="" />
        </div>
      </section>
      <input type="hidden" name="expectedTotal" value={view.quote.totalCents ?? ''} />
      <p className="pay-recap">
        <span>Total</span>
        <span data-quote="total">{view.quote.total}</span>
      </p>
      <button className="pay" type="submit">
        Pay now
      </button>
      <p className="fine-print">Your order is confirmed on the next page.</p>
    </form>
  );
}

export function renderCheckoutPage(view: CheckoutPageView): string {
  const hasErrors = Object.keys(view.errors ?? {}).length > 0;
  return renderPage(
    <HostedPage
      {...view}
      title={hasErrors ? 'Error: Checkout' : 'Checkout'}
      secure
      script={CHECKOUT_SCRIPT}
    >
      <main id="main">
        <h1 className="visually-hidden">Checkout</h1>
        <div className="layout">
          <OrderSummary view={view} />
          <div className="panel panel--form">
            <div className="panel__inner">
              <ErrorSummary errors={view.errors} title={view.errorTitle} />
              {view.notice && (
                <div
                  className="alert alert--notice"
                  role="status"
                  tabIndex={-1}
                  autoFocus={!hasErrors}
                >
                  <p>{view.notice}</p>
                </div>
              )}
              <CheckoutForm view={view} />
              <nav className="policies" aria-label="Store policies">
                {POLICIES.map(([path, label]) => (
                  <a key={path} href={view.storefrontUrl + path}>
                    {label}
                  </a>
                ))}
              </nav>
            </div>
          </div>
        </div>
      </main>
      <script
        type="application/json"
        id="checkout-quotes"
        dangerouslySetInnerHTML={{ __html: jsonForScript(view.quotes) }}
      />
    </HostedPage>,
  );
}
