import { toHandle } from '../content/online-store';

/**
 * The checks Shopify makes on the fields an online store resource shares (a page's or a
 * collection's title, handle and HTML): each answers the value to write, or reports why not.
 */

/** Shopify's limits on a title and a handle (characters) and on HTML (bytes). */
const MAX_TITLE_LENGTH = 255;
const MAX_HTML_BYTES = 512 * 1024;

/** Reports an input field's error: the field's name, Shopify's error code and its message. */
export type ReportFieldError = (field: string, code: string, message: string) => void;

/** The title trimmed, unless it is blank or too long. */
export function checkedTitle(title: string, report: ReportFieldError): string | undefined {
  const trimmed = title.trim();
  if (trimmed === '') report('title', 'BLANK', "Title can't be blank");
  else if (trimmed.length > MAX_TITLE_LENGTH) {
    report('title', 'TOO_LONG', `Title is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
  } else return trimmed;
  return undefined;
}

/**
 * The handle made URL-safe (a blank one from the title, as Shopify does), unless it is still
 * blank, too long, or `takenByAnother` says another resource has it.
 */
export function checkedHandle(
  handle: string,
  title: string,
  takenByAnother: (handle: string) => boolean,
  report: ReportFieldError,
): string | undefined {
  const safe = toHandle(handle) || toHandle(title);
  if (safe === '') report('handle', 'BLANK', "Handle can't be blank");
  else if (safe.length > MAX_TITLE_LENGTH) {
    report('handle', 'TOO_LONG', `Handle is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
  } else if (takenByAnother(safe)) report('handle', 'TAKEN', 'Handle has already been taken');
  else return safe;
  return undefined;
}

/** The HTML as given, unless it is too big; `label` names it in the message ("Body"). */
export function checkedHtml(
  field: string,
  label: string,
  html: string,
  report: ReportFieldError,
): string | undefined {
  if (Buffer.byteLength(html) <= MAX_HTML_BYTES) return html;
  report(field, 'TOO_BIG', `${label} is too big (maximum is ${MAX_HTML_BYTES / 1024} KB)`);
  return undefined;
}
