import { z } from 'zod';
import { COUNTRIES, DOMESTIC_COUNTRY, US_STATES } from '../lib/regions';
import { cardNumberError, normaliseCardNumber } from './test-card-gateway';

/** The checkout form: its fields, their validation and the messages shown next to them. */

/** Largest form body accepted; a filled-in form is well under 2 KB. */
export const MAX_CHECKOUT_BODY_BYTES = 16 * 1024;

const text = (required: string, max: number, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** Each field's checks; the page takes its length limit and whether it may be empty from here. */
export const formSchema = z.object({
  email: text('Enter an email', 254, 'Enter an email of at most 254 characters').check(
    z.email('Enter a valid email, like name@example.com'),
  ),
  firstName: text('Enter a first name', 100, 'Enter a first name of at most 100 characters'),
  lastName: text('Enter a last name', 100, 'Enter a last name of at most 100 characters'),
  address1: text('Enter an address', 200, 'Enter an address of at most 200 characters'),
  address2: optionalText(200, 'Enter at most 200 characters'),
  city: text('Enter a city', 100, 'Enter a city of at most 100 characters'),
  province: optionalText(2, 'Select a state'),
  zip: text('Enter a ZIP code', 12, 'Enter a valid ZIP code'),
  country: z
    .string()
    .trim()
    .refine((code) => COUNTRIES.has(code), 'Select a country'),
  cardNumber: text('Enter a card number', 30, 'Enter a valid card number').refine(
    (value) => /^[\d\s-]+$/.test(value),
    'Enter a valid card number',
  ),
  cardExpiry: optionalText(7, 'Enter the expiry as MM/YY'),
  cardCvc: optionalText(4, 'Enter the 3 or 4 digit security code').refine(
    (value) => value === '' || /^\d{3,4}$/.test(value),
    'Enter the 3 or 4 digit security code',
  ),
  // The total (in cents) the buyer saw when selecting Pay now; see checkout-handler.ts.
  expectedTotal: z.string().trim().max(15),
});

export type CheckoutField = keyof typeof formSchema.shape;
/** Every field; the list of errors names them in this order. */
export const CHECKOUT_FIELDS = Object.keys(formSchema.shape) as CheckoutField[];
export type CheckoutValues = Record<CheckoutField, string>;
export type FieldErrors = Partial<Record<CheckoutField, string>>;

/** What a valid form orders: the buyer's email and address, the card, the total they saw. */
export type CheckoutSubmission = Extract<
  ReturnType<typeof parseCheckoutForm>,
  { ok: true }
>['submission'];

/** The submitted values, each field present (empty when missing), for re-rendering the form. */
export function formValues(body: URLSearchParams): CheckoutValues {
  const values = {} as CheckoutValues;
  for (const field of CHECKOUT_FIELDS) values[field] = (body.get(field) ?? '').trim();
  return values;
}

/** MM/YY, not in the past (a card is valid through the end of its expiry month). */
function expiryError(expiry: string, now: Date): string | undefined {
  if (expiry === '') return undefined;
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry as MM/YY';
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return 'Your card has expired';
  return undefined;
}

function postalCodeError(country: string, zip: string): string | undefined {
  if (country === DOMESTIC_COUNTRY) {
    return /^\d{5}(?:-\d{4})?$/.test(zip) ? undefined : 'Enter a valid ZIP code, like 78701';
  }
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/.test(zip) ? undefined : 'Enter a valid postal code';
}

/** Validates the whole form at once, so every field's error shows in one round trip. */
export function parseCheckoutForm(body: URLSearchParams, now = new Date()) {
  const values = formValues(body);
  const errors: FieldErrors = {};
  /** Each field shows its first error: the schema's, then those of the checks below. */
  const addError = (field: CheckoutField, error: string | undefined) => {
    if (error) errors[field] ??= error;
  };
  const parsed = formSchema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    addError(issue.path[0] as CheckoutField, issue.message);
  }
  const domestic = values.country === DOMESTIC_COUNTRY;
  addError('province', domestic && !US_STATES.has(values.province) ? 'Select a state' : undefined);
  if (!errors.country) addError('zip', postalCodeError(values.country, values.zip));
  addError('cardNumber', cardNumberError(normaliseCardNumber(values.cardNumber)));
  addError('cardExpiry', expiryError(values.cardExpiry, now));
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { ok: false as const, values, errors };
  }
  return {
    ok: true as const,
    values,
    submission: {
      email: parsed.data.email,
      shippingAddress: {
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        address1: parsed.data.address1,
        address2: parsed.data.address2 === '' ? null : parsed.data.address2,
        city: parsed.data.city,
        provinceCode: domestic ? parsed.data.province : null,
        zip: domestic ? parsed.data.zip : parsed.data.zip.toUpperCase(),
        countryCode: parsed.data.country,
      },
      cardNumber: normaliseCardNumber(parsed.data.cardNumber),
      /** What the buyer was shown, in cents; null when no total was shown yet. */
      expectedTotalCents: /^\d{1,12}$/.test(values.expectedTotal)
        ? Number(values.expectedTotal)
        : null,
    },
  };
}
