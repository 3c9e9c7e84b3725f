/**
 * Money arithmetic in integer cents. Amounts arrive as decimal strings ("88.0", "0.10"); parsing
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

/** 8800 → "88.00": always 2 decimals, as prices are shown (spec section 9). */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}
