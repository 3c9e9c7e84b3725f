/**
 * Money as integer minor units (cents) internally, decimal strings at the edges, so sums and
 * discounts never pick up floating-point error.
 */

/** "44.00" → 4400, "8" → 800, "5.5" → 550. */
export function parseDecimalToCents(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`Not a decimal amount: "${decimal}"`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/**
 * A MoneyV2 whose amount is printed the way the Storefront API prints a Decimal: no trailing
 * zeros beyond the first decimal place (4400 → "44.0", 4450 → "44.5", 4499 → "44.99", 0 → "0.0").
 */
export function money(cents: number, currencyCode: string) {
  const decimal = (cents / 100).toFixed(2);
  return { amount: decimal.endsWith('0') ? decimal.slice(0, -1) : decimal, currencyCode };
}

/** `percentage` % of `cents`, rounded half up to a whole cent. */
export function percentageOfCents(cents: number, percentage: number): number {
  // Scale the percentage to an integer so the product is exact before the single rounding.
  const scaledPercentage = Math.round(percentage * 1000);
  return Math.floor((cents * scaledPercentage + 50_000) / 100_000);
}

/**
 * Splits `total` cents across `weights` in proportion, handing leftover cents to the largest
 * remainders so the parts always add up to exactly `total`.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / weightSum);
  const parts = exact.map((value) => Math.floor(value));
  let leftover = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}

const displayFormats = new Map<string, Intl.NumberFormat>();

/** "$44.00", "−$6.60": en-US currency formatting with two decimals, as shoppers see prices. */
export function formatMoneyForDisplay(cents: number, currencyCode: string): string {
  const format =
    displayFormats.get(currencyCode) ??
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  displayFormats.set(currencyCode, format);
  return format.format(cents / 100).replace('-', '\u2212');
}
