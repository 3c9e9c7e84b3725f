import type { CustomerRecord } from '../db/customer-repository';
import { normalizeEmail } from '../db/customer-repository';
import { numericIdOf } from '../lib/ids';
import type { SearchWarning } from './order-search';

/**
 * Shopify's search syntax for customers, for the fields this server knows: email:{email},
 * id:{id or gid} and free text (part of the email, first or last name). Terms are ANDed; a
 * leading "-" negates; values may be quoted. Unknown fields are ignored with a warning, as on
 * Shopify.
 */

const TERM = /(-?)(?:([A-Za-z_]+):)?("(?:[^"\\]|\\.)*"|\S+)/g;

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;

type Predicate = (customer: CustomerRecord) => boolean;

export interface ParsedCustomerSearch {
  matches: Predicate;
  warnings: SearchWarning[];
  /** Set when the query is one email:{address} term: one indexed lookup answers it. */
  onlyEmail: string | null;
}

function customerIdOf(value: string): number | null {
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return numericIdOf(value, 'Customer');
}

export function parseCustomerSearch(query: string): ParsedCustomerSearch {
  const predicates: Predicate[] = [];
  const warnings: SearchWarning[] = [];
  const emails: string[] = [];
  let terms = 0;
  for (const [, minus = '', rawField, rawValue = ''] of query.matchAll(TERM)) {
    const value = unquote(rawValue);
    const field = rawField?.toLowerCase();
    terms += 1;
    let predicate: Predicate | null = null;
    if (field === undefined) {
      if (value === 'AND' || value === '') continue;
      const text = value.toLowerCase();
      predicate = (customer) =>
        [customer.email, customer.firstName, customer.lastName].some((part) =>
          part?.toLowerCase().includes(text),
        );
    } else if (field === 'email') {
      const email = normalizeEmail(value);
      if (minus === '') emails.push(email);
      predicate = (customer) => customer.email === email;
    } else if (field === 'id') {
      const id = customerIdOf(value);
      predicate = (customer) => customer.id === id;
    } else {
      warnings.push({ field: rawField ?? field, message: 'Invalid search field for this query.' });
      continue;
    }
    const test = predicate;
    predicates.push(minus === '-' ? (customer) => !test(customer) : test);
  }
  return {
    matches: (customer) => predicates.every((test) => test(customer)),
    warnings,
    onlyEmail: terms === 1 && emails.length === 1 ? (emails[0] ?? null) : null,
  };
}
