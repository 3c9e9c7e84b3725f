import type { ProductImageRecord } from '../db/records';
import { escapeHtml } from '../http/responses';
import { formatMoneyForDisplay } from '../storefront-api/money';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type CheckoutValues,
  type FieldErrors,
} from './checkout-form';
import {
  PENDING_TEXT,
  type CheckoutLine,
  type CheckoutQuote,
  type CheckoutSummary,
} from './checkout-summary';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { CHECKOUT_CSS } from './checkout-styles';
import { COUNTRIES, DOMESTIC_COUNTRY, US_STATES } from './regions';
import { groupDigits, TEST_CARD_APPROVED, TEST_CARD_DECLINED } from './test-card-gateway';

/** Server-rendered HTML of the hosted checkout. Every piece of data is escaped here. */

/** The summary's shipping, tax and total rows for one destination, as displayed. */
export interface QuoteDisplay {
  shippingTitle: string;
  shipping: string;
  taxLabel: string;
  tax: string;
  total: string;
  /** What the buyer is agreeing to pay, once shipping and tax are both known. */
  totalCents: number | null;
}

export function describeQuote(
  summary: CheckoutSummary,
  quote: CheckoutQuote,
  /** The US state of the destination, if any: it names the tax. */
  state: string | null,
): QuoteDisplay {
  const money = (cents: number) => formatMoneyForDisplay(cents, summary.currencyCode);
  const discounted = summary.subtotalCents - summary.discountCents;
  const shipping = quote.shipping;
  const amounts = quote.amounts;
  const free = shipping?.priceCents === 0;
  return {
    // "Free" says it all for free shipping.
    shippingTitle: shipping && !free ? shipping.title : '',
    shipping: !shipping ? PENDING_TEXT : free ? 'Free' : money(shipping.priceCents),
    taxLabel:
      amounts && state ? `${US_STATES.get(state) ?? state} ${formatRate(amounts.taxRate)}%` : '',
    tax: amounts ? money(amounts.taxCents) : PENDING_TEXT,
    total: money(amounts?.totalCents ?? discounted + (shipping?.priceCents ?? 0)),
    totalCents: amounts?.totalCents ?? null,
  };
}

const formatRate = (rate: number) => String(Number(rate.toFixed(3)));

interface PageShell {
  title: string;
  shopName: string;
  storefrontUrl: string;
  nonce: string;
  body: string;
  script?: string;
}

const LOCK_ICON =
  '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"/></svg>';

function page(shell: PageShell): string {
  const home = escapeHtml(shell.storefrontUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(shell.title)}</title>
<link rel="icon" href="data:,">
<style nonce="${shell.nonce}">${CHECKOUT_CSS}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="site-header__inner">
    <a class="brand" href="${home}/">${escapeHtml(shell.shopName)}</a>
    <span class="secure">${LOCK_ICON}Secure checkout</span>
  </div>
</header>
${shell.body}
${shell.script ? `<script nonce="${shell.nonce}">${shell.script}</script>` : ''}
</body>
</html>
`;
}

export interface MessagePage {
  shopName: string;
  storefrontUrl: string;
  nonce: string;
  heading: string;
  message: string;
  linkText: string;
  /** A path on the storefront, e.g. "/products". */
  linkPath: string;
}

/** A page with one message and one way on, for a missing checkout, an empty cart, bad requests. */
export function renderMessagePage(view: MessagePage): string {
  return page({
    title: `${view.heading} · ${view.shopName}`,
    shopName: view.shopName,
    storefrontUrl: view.storefrontUrl,
    nonce: view.nonce,
    body: `<main id="main" class="message">
  <h1>${escapeHtml(view.heading)}</h1>
  <p>${escapeHtml(view.message)}</p>
  <a class="button" href="${escapeHtml(view.storefrontUrl + view.linkPath)}">${escapeHtml(view.linkText)}</a>
</main>`,
  });
}

export interface CheckoutPageView {
  shopName: string;
  storefrontUrl: string;
  nonce: string;
  /** The form's action: this page's own path and query. */
  actionUrl: string;
  summary: CheckoutSummary;
  values: CheckoutValues;
  errors: FieldErrors;
  /** Heads the list of errors; by default "Please fix these to continue". */
  errorTitle: string | null;
  /** An informational message shown above the form, e.g. "check your total". */
  notice: string | null;
  /** The summary rows for the destination currently in the form. */
  quote: QuoteDisplay;
  /** Every destination's rows, so the page can update them as the address changes. */
  quotes: Record<string, QuoteDisplay>;
  imageUrl: (image: ProductImageRecord) => string;
}

const FIELD_LABELS: Record<CheckoutField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  province: 'State',
  zip: 'ZIP code',
  country: 'Country',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code',
  expectedTotal: 'Total',
};

interface FieldOptions {
  type?: string;
  autocomplete: string;
  optional?: boolean;
  inputmode?: string;
  maxlength?: number;
  placeholder?: string;
  /** Never echo this field back into the page (the security code). */
  secret?: boolean;
}

function describedBy(name: CheckoutField, errors: FieldErrors): string {
  return errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
}

function fieldError(name: CheckoutField, errors: FieldErrors): string {
  const error = errors[name];
  return error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : '';
}

function labelFor(name: CheckoutField, optional = false): string {
  const suffix = optional ? ' <span class="optional">(optional)</span>' : '';
  return `<label for="${name}">${escapeHtml(FIELD_LABELS[name])}${suffix}</label>`;
}

function inputField(name: CheckoutField, view: CheckoutPageView, options: FieldOptions): string {
  const value = options.secret ? '' : view.values[name];
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    `type="${options.type ?? 'text'}"`,
    `autocomplete="${options.autocomplete}"`,
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.placeholder ? `placeholder="${escapeHtml(options.placeholder)}"` : '',
    options.optional ? '' : 'required',
    `value="${escapeHtml(value)}"`,
  ].filter(Boolean);
  return `<div class="field">
  ${labelFor(name, options.optional)}
  <input ${attributes.join(' ')}${describedBy(name, view.errors)}>
  ${fieldError(name, view.errors)}
</div>`;
}

function selectField(
  name: CheckoutField,
  view: CheckoutPageView,
  choices: ReadonlyMap<string, string>,
  options: { autocomplete: string; placeholder?: string; wrapperId?: string; hidden?: boolean },
): string {
  const selected = view.values[name];
  const placeholder =
    options.placeholder !== undefined
      ? `<option value=""${selected === '' ? ' selected' : ''}>${escapeHtml(options.placeholder)}</option>`
      : '';
  const items = [...choices]
    .map(
      ([code, label]) =>
        `<option value="${escapeHtml(code)}"${code === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');
  const wrapper = [
    'class="field"',
    options.wrapperId ? `id="${options.wrapperId}"` : '',
    options.hidden ? 'hidden' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div ${wrapper}>
  ${labelFor(name)}
  <select id="${name}" name="${name}" autocomplete="${options.autocomplete}" required${describedBy(name, view.errors)}>${placeholder}${items}</select>
  ${fieldError(name, view.errors)}
</div>`;
}

function errorSummary(errors: FieldErrors, title: string | null): string {
  // In the order of the form, whatever order the checks ran in.
  const entries = CHECKOUT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [[field, message] as const] : [];
  });
  if (entries.length === 0) return '';
  const heading =
    title ??
    (entries.length === 1 ? 'Please fix this to continue' : 'Please fix these to continue');
  const items = entries
    .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
    .join('');
  return `<div class="alert alert--error" tabindex="-1" autofocus aria-labelledby="error-summary-title">
  <h2 id="error-summary-title">${heading}</h2>
  <ul>${items}</ul>
</div>`;
}

function lineItem(line: CheckoutLine, view: CheckoutPageView): string {
  const money = (cents: number) => formatMoneyForDisplay(cents, view.summary.currencyCode);
  const image = line.image
    ? `<img src="${escapeHtml(view.imageUrl(line.image))}" alt="${escapeHtml(line.image.altText ?? line.title)}" width="64" height="64" loading="lazy">`
    : '';
  const meta = [line.variantTitle, line.sellingPlanName]
    .filter((text): text is string => Boolean(text))
    .map((text) => `<p class="line__meta">${escapeHtml(text)}</p>`)
    .join('');
  const was =
    line.compareAtUnitPriceCents !== null
      ? `<s><span class="visually-hidden">Regular price </span>${money(line.compareAtUnitPriceCents * line.quantity)}</s>`
      : '';
  return `<li class="line">
  <div class="line__media">${image}<span class="line__qty"><span class="visually-hidden">Quantity: </span>${line.quantity}</span></div>
  <div><p class="line__title">${escapeHtml(line.title)}</p>${meta}</div>
  <div class="line__price">${was}<span class="visually-hidden">Price: </span>${money(line.subtotalCents)}</div>
</li>`;
}

function orderSummary(view: CheckoutPageView): string {
  const { summary, quote } = view;
  const money = (cents: number) => formatMoneyForDisplay(cents, summary.currencyCode);
  const discount =
    summary.discountCents > 0 && summary.discountCode
      ? `<dt>Discount <span class="code">${escapeHtml(summary.discountCode)}</span></dt>
  <dd>${money(-summary.discountCents)}</dd>`
      : '';
  const pending = (text: string) => (text === PENDING_TEXT ? ' class="pending"' : '');
  return `<aside class="panel panel--summary" aria-labelledby="summary-title">
<div class="panel__inner">
  <h2 id="summary-title">Order summary</h2>
  <ul class="lines">${summary.lines.map((line) => lineItem(line, view)).join('')}</ul>
  <dl class="totals">
  <dt>Subtotal</dt>
  <dd>${money(summary.subtotalCents)}</dd>
  ${discount}
  <dt>Shipping <span class="sub" data-quote="shippingTitle">${escapeHtml(quote.shippingTitle)}</span></dt>
  <dd data-quote="shipping"${pending(quote.shipping)}>${escapeHtml(quote.shipping)}</dd>
  <dt>Taxes <span class="sub" data-quote="taxLabel">${escapeHtml(quote.taxLabel)}</span></dt>
  <dd data-quote="tax"${pending(quote.tax)}>${escapeHtml(quote.tax)}</dd>
  <dt class="grand">Total</dt>
  <dd class="grand"><span class="currency">${escapeHtml(summary.currencyCode)}</span><span data-quote="total" aria-live="polite">${escapeHtml(quote.total)}</span></dd>
  </dl>
</div>
</aside>`;
}

/** Data for the page script: JSON in a non-executed script element, `<` escaped. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderCheckoutPage(view: CheckoutPageView): string {
  const { errors } = view;
  const domestic = view.values.country === DOMESTIC_COUNTRY || view.values.country === '';
  const notice = view.notice
    ? `<div class="alert alert--notice" role="status" tabindex="-1"${Object.keys(errors).length ? '' : ' autofocus'}><p>${escapeHtml(view.notice)}</p></div>`
    : '';
  const policies = [
    ['/returns', 'Refund policy'],
    ['/shipping', 'Shipping'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-service', 'Terms of service'],
  ]
    .map(
      ([path, label]) =>
        `<a href="${escapeHtml(`${view.storefrontUrl}${path}`)}">${escapeHtml(label ?? '')}</a>`,
    )
    .join('');

  const body = `<main id="main">
<h1 class="visually-hidden">Checkout</h1>
<div class="layout">
${orderSummary(view)}
<div class="panel panel--form">
<div class="panel__inner">
${errorSummary(errors, view.errorTitle)}
${notice}
<form id="checkout-form" method="post" action="${escapeHtml(view.actionUrl)}" novalidate>
  <section class="section" aria-labelledby="contact-title">
    <h2 id="contact-title">Contact</h2>
    ${inputField('email', view, { type: 'email', autocomplete: 'email', maxlength: 254, inputmode: 'email' })}
  </section>
  <section class="section" aria-labelledby="delivery-title">
    <h2 id="delivery-title">Delivery</h2>
    ${selectField('country', view, COUNTRIES, { autocomplete: 'country' })}
    <div class="row row--2">
      ${inputField('firstName', view, { autocomplete: 'given-name', maxlength: 100 })}
      ${inputField('lastName', view, { autocomplete: 'family-name', maxlength: 100 })}
    </div>
    ${inputField('address1', view, { autocomplete: 'address-line1', maxlength: 200 })}
    ${inputField('address2', view, { autocomplete: 'address-line2', maxlength: 200, optional: true })}
    <div class="row row--3">
      ${inputField('city', view, { autocomplete: 'address-level2', maxlength: 100 })}
      ${selectField('province', view, US_STATES, { autocomplete: 'address-level1', placeholder: 'Select', wrapperId: 'province-field', hidden: !domestic })}
      ${inputField('zip', view, { autocomplete: 'postal-code', maxlength: 12 })}
    </div>
  </section>
  <section class="section" aria-labelledby="payment-title">
    <h2 id="payment-title">Payment</h2>
    <p class="section__hint">Test mode: no real payment is taken.</p>
    <p class="test-card">Pay with test card <strong>${groupDigits(TEST_CARD_APPROVED)}</strong>; <strong>${groupDigits(TEST_CARD_DECLINED)}</strong> is always declined.</p>
    ${inputField('cardNumber', view, { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 30 })}
    <div class="row row--pair">
      ${inputField('cardExpiry', view, { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 7, optional: true })}
      ${inputField('cardCvc', view, { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, optional: true, secret: true })}
    </div>
  </section>
  <input type="hidden" name="expectedTotal" value="${view.quote.totalCents ?? ''}">
  <p class="pay-recap"><span>Total</span><span data-quote="total">${escapeHtml(view.quote.total)}</span></p>
  <button class="pay" type="submit">Pay now</button>
  <p class="fine-print">Your order is confirmed on the next page.</p>
</form>
<nav class="policies" aria-label="Store policies">${policies}</nav>
</div>
</div>
</div>
</main>
<script type="application/json" id="checkout-quotes">${jsonForScript(view.quotes)}</script>`;

  return page({
    title: `${Object.keys(errors).length ? 'Error: ' : ''}Checkout · ${view.shopName}`,
    shopName: view.shopName,
    storefrontUrl: view.storefrontUrl,
    nonce: view.nonce,
    body,
    script: CHECKOUT_SCRIPT,
  });
}
