/**
 * The checkout's payment gateway: a test gateway in the manner of Shopify's Bogus Gateway and
 * Stripe's test cards. Nothing is charged and no card number is stored (only its last 4 digits).
 */

/** Pays. */
export const TEST_CARD_APPROVED = '4242424242424242';
/** Passes every check but is always declined. */
export const TEST_CARD_DECLINED = '4000000000000002';

/** Digits only: buyers type spaces and dashes between groups. */
export const normaliseCardNumber = (input: string) => input.replace(/[\s-]/g, '');

/** "4242424242424242" → "4242 4242 4242 4242". */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The Luhn (mod 10) checksum every real card number satisfies. */
function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why the gateway would refuse this number outright, before any charge is attempted. */
export function cardNumberError(digits: string): string | undefined {
  if (!passesLuhn(digits)) return 'Enter a valid card number';
  if (digits !== TEST_CARD_APPROVED && digits !== TEST_CARD_DECLINED) {
    return `This store takes test cards only. Use ${groupDigits(TEST_CARD_APPROVED)}.`;
  }
  return undefined;
}

/** Charges a number that passed `cardNumberError`; anything but the approved test card declines. */
export function chargeCard(
  digits: string,
): { status: 'approved'; last4: string } | { status: 'declined'; message: string } {
  return digits === TEST_CARD_APPROVED
    ? { status: 'approved', last4: digits.slice(-4) }
    : { status: 'declined', message: 'Your card was declined. Try a different card.' };
}
