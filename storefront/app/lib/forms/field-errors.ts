/**
 * Errors shown next to the fields of a sign-in or registration form: each field's own reason,
 * kept until that field is corrected (forms set `noValidate`, so these replace the browser's
 * passing bubbles).
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const EMAIL_FORMAT_ERROR = 'Enter an email address like name@example.com.';

/** What the browser's own checks (required, type="email") find wrong with a field, in words. */
export function browserCheck(input: HTMLInputElement, missing: string): string | undefined {
  if (input.validity.valueMissing) return missing;
  if (input.validity.typeMismatch) return EMAIL_FORMAT_ERROR;
  return undefined;
}

/** The form's input called `name` (forms here hold one of each). */
export const inputOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement;

/**
 * The errors after the shopper edited `edited`: the edited fields' errors are checked again
 * (`now`) and go once they pass; the others stay as they were.
 */
export function reviseErrors<Field extends string>(
  current: FieldErrors<Field>,
  now: FieldErrors<Field>,
  edited: readonly Field[],
): FieldErrors<Field> {
  const next = { ...current };
  for (const field of edited) {
    if (!next[field]) continue;
    if (now[field]) next[field] = now[field];
    else delete next[field];
  }
  return next;
}

/** The first field in `order` with an error, focused, so its reason is read out with it. */
export function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  order: readonly Field[],
  errors: FieldErrors<Field>,
) {
  const first = order.find((field) => errors[field]);
  if (first) inputOf(form, first).focus();
}
