import { CURRENCY_LOCALE, DEFAULT_CURRENCY_CODE } from './constants';

/** The Storefront API's MoneyV2 shape (amount is a decimal string). */
export interface MoneyAmount {
  amount: string | number;
  currencyCode?: string | null;
}

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
 * The one money formatter of the storefront: en-US, 2 decimals, in the amount's own currency
 * (USD when none is given), e.g. `$44.00`.
 */
export function formatMoney({ amount, currencyCode }: MoneyAmount): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) {
    throw new TypeError(`formatMoney: "${String(amount)}" is not an amount`);
  }
  return formatterFor(currencyCode || DEFAULT_CURRENCY_CODE).format(value);
}
