import { parseGid, type GidResource } from '../lib/ids';

/**
 * The metafield types this shop keeps (metafields and metaobject fields alike) and what a value
 * of each must be. Values are text, as Shopify stores them; a list type's value is a JSON array
 * of its type's values; a reference is the global id of what it points to.
 */

/** A value's words for what is wrong with it, or null when it is good. */
type Check = (text: string) => string | null;

interface BaseType {
  check: Check;
  /** How list.{type} writes one element in its JSON array; absent when there is no list type. */
  inList?: 'string' | 'number' | 'object';
  /** What a reference points to. */
  resource?: GidResource;
}

/** A JSON text's value; undefined when the text is not JSON. */
export const parsesAsJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const DECIMAL = /^[-+]?\d{1,13}(\.\d{1,9})?$/;
const URL_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'sms:', 'tel:']);

/** An absolute URL with one of the schemes a link may have. */
export function isUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return URL_SCHEMES.has(url.protocol) && (!url.protocol.startsWith('http') || url.host !== '');
}

/** A calendar date that exists: 2026-02-30 does not. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** {"value": "4.8", "scale_min": "1.0", "scale_max": "5.0"}, the value within the scale. */
function isRating(text: string): boolean {
  const rating = parsesAsJson(text) as Record<string, unknown> | undefined;
  if (typeof rating !== 'object' || rating === null || Array.isArray(rating)) return false;
  const [value, min, max] = [rating.value, rating.scale_min, rating.scale_max].map((part) =>
    typeof part === 'string' && DECIMAL.test(part) ? Number(part) : Number.NaN,
  ) as [number, number, number];
  return min < max && value >= min && value <= max;
}

/** Rich text is a JSON tree whose root is {"type": "root", "children": [...]}. */
function isRichText(text: string): boolean {
  const root = parsesAsJson(text) as { type?: unknown; children?: unknown } | undefined;
  return typeof root === 'object' && root?.type === 'root' && Array.isArray(root.children);
}

const reference = (resource: GidResource): BaseType => ({
  check: (text) => {
    const id = parseGid(text);
    return id?.resource === resource && /^\d+$/.test(id.id)
      ? null
      : `Value must be the global id of a ${resource} (gid://shopify/${resource}/…).`;
  },
  inList: 'string',
  resource,
});

const BASE_TYPES: Record<string, BaseType> = {
  single_line_text_field: {
    check: (text) => (/[\r\n]/.test(text) ? 'Value must be a single line of text.' : null),
    inList: 'string',
  },
  multi_line_text_field: { check: () => null },
  number_integer: {
    check: (text) =>
      /^[-+]?\d+$/.test(text) && Number.isSafeInteger(Number(text))
        ? null
        : 'Value must be a whole number, e.g. "12".',
    inList: 'number',
  },
  number_decimal: {
    check: (text) =>
      DECIMAL.test(text)
        ? null
        : 'Value must be a decimal number with at most 9 decimals, e.g. "4.5".',
    inList: 'string',
  },
  boolean: {
    check: (text) => (text === 'true' || text === 'false' ? null : 'Value must be true or false.'),
  },
  json: {
    check: (text) => (parsesAsJson(text) === undefined ? 'Value must be valid JSON.' : null),
  },
  rating: {
    check: (text) =>
      isRating(text)
        ? null
        : 'Value must be a rating within its scale, e.g. {"value": "4.5", "scale_min": "1.0", "scale_max": "5.0"}.',
    inList: 'object',
  },
  url: {
    check: (text) =>
      isUrl(text) ? null : 'Value must be a URL with the http, https, mailto, sms or tel scheme.',
    inList: 'string',
  },
  rich_text_field: {
    check: (text) =>
      isRichText(text)
        ? null
        : 'Value must be rich text: JSON whose root is {"type": "root", "children": […]}.',
  },
  color: {
    check: (text) =>
      /^#[0-9A-Fa-f]{6}$/.test(text) ? null : 'Value must be a colour written #RRGGBB.',
    inList: 'string',
  },
  date: {
    check: (text) => (isDate(text) ? null : 'Value must be a date written YYYY-MM-DD.'),
    inList: 'string',
  },
  date_time: {
    check: (text) =>
      isDate(text.slice(0, 10)) &&
      /^.{10}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.test(text) &&
      !Number.isNaN(Date.parse(text))
        ? null
        : 'Value must be a date and time written YYYY-MM-DDTHH:MM:SS.',
    inList: 'string',
  },
  file_reference: reference('MediaImage'),
  metaobject_reference: reference('Metaobject'),
  page_reference: reference('Page'),
  product_reference: reference('Product'),
};

/** Shopify's rules for a metafield's namespace and key. */
export const METAFIELD_NAMESPACE = /^[A-Za-z0-9_-]{3,255}$/;
export const METAFIELD_KEY = /^[A-Za-z0-9_-]{2,64}$/;
export const NAMESPACE_RULE = 'must be 3-255 letters, digits, hyphens or underscores';
export const KEY_RULE = 'must be 2-64 letters, digits, hyphens or underscores';

const LIST_PREFIX = 'list.';
/** Shopify's limit on a list value's elements. */
const MAX_LIST_LENGTH = 128;
/** The longest value kept, in characters. */
const MAX_VALUE_LENGTH = 65_536;

/** Every type a value may have, for messages and forms. */
export const SUPPORTED_TYPES: readonly string[] = Object.entries(BASE_TYPES).flatMap(
  ([name, base]) => (base.inList ? [name, `${LIST_PREFIX}${name}`] : [name]),
);

/** A supported type's parts, or null for a type this shop does not keep. */
export function metafieldTypeOf(type: string) {
  const list = type.startsWith(LIST_PREFIX);
  const base = BASE_TYPES[list ? type.slice(LIST_PREFIX.length) : type];
  if (!base || (list && !base.inList)) return null;
  return { list, inList: base.inList ?? 'string', resource: base.resource ?? null };
}

interface ValueProblem {
  code: 'BLANK' | 'INVALID_TYPE' | 'INVALID_VALUE' | 'TOO_LONG';
  message: string;
}

const invalid = (message: string): ValueProblem => ({ code: 'INVALID_VALUE', message });

/** The elements of a value as text (a list's from its JSON array), or why it has none. */
function elementsOf(type: string, value: string): string[] | ValueProblem {
  const parts = metafieldTypeOf(type);
  if (!parts?.list) return [value];
  const array = parsesAsJson(value);
  if (!Array.isArray(array)) return invalid(`A ${type} value must be a JSON array.`);
  if (array.length > MAX_LIST_LENGTH) {
    return invalid(`A list holds at most ${MAX_LIST_LENGTH} values.`);
  }
  const elements: string[] = [];
  for (const element of array) {
    if (typeof element !== parts.inList || element === null) {
      return invalid(`Every element of a ${type} value must be a JSON ${parts.inList}.`);
    }
    elements.push(typeof element === 'string' ? element : JSON.stringify(element));
  }
  return elements;
}

/** The global ids a reference value points to (none for other types). */
export function referencedIds(type: string, value: string): string[] {
  if (!metafieldTypeOf(type)?.resource) return [];
  const elements = elementsOf(type, value);
  return Array.isArray(elements) ? elements : [];
}

/**
 * Why `value` is not a value of `type`, or null when it is. References must name something that
 * exists (`exists` answers for a global id).
 */
export function checkMetafieldValue(
  type: string,
  value: string,
  exists: (id: string) => boolean,
): ValueProblem | null {
  const parts = metafieldTypeOf(type);
  if (!parts) {
    return {
      code: 'INVALID_TYPE',
      message: `Type "${type}" is not supported. Use one of: ${SUPPORTED_TYPES.join(', ')}.`,
    };
  }
  if (value.trim() === '') return { code: 'BLANK', message: "Value can't be blank." };
  if (value.length > MAX_VALUE_LENGTH) {
    return {
      code: 'TOO_LONG',
      message: `Value is too long (maximum is ${MAX_VALUE_LENGTH} characters).`,
    };
  }
  const elements = elementsOf(type, value);
  if (!Array.isArray(elements)) return elements;
  const base = BASE_TYPES[type.replace(LIST_PREFIX, '')] as BaseType;
  for (const element of elements) {
    const problem = base.check(element);
    if (problem) return invalid(parts.list ? `${problem} (${JSON.stringify(element)})` : problem);
    if (parts.resource && !exists(element)) return invalid(`${element} does not exist.`);
  }
  return null;
}
