import { CURRENCY_LOCALE, DEFAULT_CURRENCY_CODE } from './constants';
import type { CurrencyCode } from './shopify/generated/storefront-api.generated';

/**
 * The platform's MoneyV2, the storefront's one money type: a decimal string ("88.0", "88.00")
 * and an ISO currency code.
 */
export interface Money {
  amount: string;
  currencyCode: CurrencyCode;
}

/*
 * Arithmetic runs in integer cents. Amounts arrive as decimal strings ("88.0", "0.10"); parsing
 * them digit by digit and adding integers keeps 3 × 0.10 equal to 0.30, which floats do not.
 */

const DECIMAL_AMOUNT = /^(-)?(\d+)(?:\.(\d*))?$/;

/** "44.0" → 4400. Digits beyond the cent round half away from zero ("0.125" → 13). */
export function toCents(amount: string): number {
  const match = DECIMAL_AMOUNT.exec(amount.trim());
  if (!match) throw new TypeError(`Not a money amount: "${amount}"`);
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const roundsUp = Number(digits[2]) >= 5;
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money amount too large: "${amount}"`);
  return minus && cents !== 0 ? -cents : cents;
}

/** 8800 → "88.00": always 2 decimals, as prices are shown. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** A whole number of cents as Money, e.g. (4400, 'USD') → { amount: '44.00', currencyCode: 'USD' }. */
export const moneyFromCents = (cents: number, currencyCode: CurrencyCode): Money => ({
  amount: fromCents(cents),
  currencyCode,
});

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyCode: string): Intl.NumberFormat {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat(CURRENCY_LOCALE, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currencyCode, formatter);
  }
  return formatter;
}

/**
 * US dollars the en-US way ("-$1,234.50"), written out instead of through Intl: a page's first
 * `Intl.NumberFormat` loads ICU's currency data, 60–240 ms of a slow phone's main thread in the
 * middle of hydration, for the one currency this shop sells in.
 */
function formatUsd(cents: number): string {
  const [whole = '0', fraction] = fromCents(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/**
 * The one money formatter of the storefront: en-US, 2 decimals, in the amount's own currency
 * (USD when none is given), e.g. `$44.00`.
 */
export function formatMoney({
  amount,
  currencyCode,
}: Pick<Money, 'amount'> & { currencyCode?: string | null }): string {
  const code = currencyCode || DEFAULT_CURRENCY_CODE;
  if (code === 'USD' && CURRENCY_LOCALE === 'en-US' && DECIMAL_AMOUNT.test(amount.trim())) {
    return formatUsd(toCents(amount));
  }
  const value = Number(amount);
  if (!Number.isFinite(value)) {
    throw new TypeError(`formatMoney: "${String(amount)}" is not an amount`);
  }
  return formatterFor(code).format(value);
}
