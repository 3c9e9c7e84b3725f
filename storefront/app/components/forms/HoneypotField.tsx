import { HONEYPOT_FIELD } from '../../lib/forms/limits';

/**
 * The spam trap of the newsletter and contact forms (see HONEYPOT_FIELD): off screen, hidden
 * from assistive technology, out of the tab order and never autofilled, so only bots fill it.
 */
export function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website (leave empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in a submitted form ('' from people). */
export const honeypotValue = (form: HTMLFormElement): string =>
  String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
