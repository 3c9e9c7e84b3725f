import { z } from 'zod';
import { parsesAsJson } from '../content/metafield-types';
import { formText, readFields } from './editor-actions';
import { FormField, type EditorRequest, type FormError } from './editor-page';

/**
 * Metafield values (the shop's metafields, a metaobject's fields) as the owner's forms edit
 * them: text as it is, and a list of text one entry per line. Other types (references, JSON,
 * ratings…) are not edited in these forms.
 */

const TEXT_TYPES = new Set([
  'single_line_text_field',
  'multi_line_text_field',
  'url',
  'number_integer',
  'number_decimal',
]);
const TEXT_LIST_TYPE = 'list.single_line_text_field';

export interface MetafieldValue {
  key: string;
  type: string;
  value: string | null;
}

/** Whether the owner's forms edit a value of this type. */
export const isFormEditable = (type: string) => TEXT_TYPES.has(type) || type === TEXT_LIST_TYPE;

/** A stored value as its form field shows it: a list one entry per line. */
function formValueOf({ type, value }: MetafieldValue): string {
  if (value === null) return '';
  const entries = type === TEXT_LIST_TYPE ? parsesAsJson(value) : undefined;
  return Array.isArray(entries) ? entries.join('\n') : value;
}

/**
 * What the owner typed, as the Admin API takes it: trimmed, and a list's non-empty lines as its
 * JSON array (no lines: empty, which the API refuses or takes as clearing the value).
 */
export function storedValueOf(type: string, text: string): string {
  if (type !== TEXT_LIST_TYPE) return text.trim();
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return entries.length > 0 ? JSON.stringify(entries) : '';
}

/** The longest value a field's form text may be. */
const MAX_VALUE_TEXT = 1024 * 1024;

/**
 * The fields among `fields` (those the form edits) that the form carries (a field it leaves out
 * stays as it is), each with what the owner typed; null once the form has been answered with a
 * 400.
 */
export function readMetafieldForm<Field extends MetafieldValue>(
  editor: EditorRequest,
  what: string,
  { fields, idOf }: { fields: readonly Field[]; idOf: (field: Field) => string },
  form: URLSearchParams,
): { field: Field; typed: string }[] | null {
  const sent = fields.filter((field) => form.has(idOf(field)));
  const schema = z.object(
    Object.fromEntries(sent.map((field) => [idOf(field), formText(MAX_VALUE_TEXT)])),
  );
  const values = readFields(editor, what, schema, form);
  return values && sent.map((field) => ({ field, typed: values[idOf(field)] ?? '' }));
}

/** "support_email": "Support email". */
export function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A metafield's labelled control: an input for one line, a textarea for several lines or a
 * list. `typed` is what the owner sent, shown again when the form was not saved.
 */
export function MetafieldField({
  id,
  field,
  hint,
  typed,
  errors,
  required,
}: {
  id: string;
  field: MetafieldValue;
  /** What the field is: its namespace and key, say. */
  hint: string;
  typed?: string | undefined;
  errors: FormError[];
  required?: boolean;
}) {
  const value = typed ?? formValueOf(field);
  const list = field.type === TEXT_LIST_TYPE;
  const rows = list ? Math.max(4, value.split('\n').length + 1) : undefined;
  return (
    <FormField
      id={id}
      label={labelOf(field.key)}
      hint={list ? `${hint}. One per line.` : hint}
      value={value}
      errors={errors}
      rows={field.type === 'multi_line_text_field' ? 4 : rows}
      required={required}
    />
  );
}
