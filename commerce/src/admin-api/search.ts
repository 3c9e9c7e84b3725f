import type { CustomerRecord } from '../db/customer-repository';
import { normalizeEmail } from '../db/customer-repository';
import type { OrderCondition } from '../db/order-repository';
import { numericIdOf } from '../lib/ids';

/**
 * Shopify's search syntax, for the fields this server knows. Terms separated by spaces must all
 * match (AND is implied and may be written); a leading "-" negates a term; values may be quoted.
 * Shopify ignores a term on a field it does not know and says so in a warning; so does this.
 */

export interface SearchWarning {
  field: string;
  message: string;
}

/** [-][field:]value, the value bare or in double quotes (with \" inside). */
const TERM = /(-?)(?:([A-Za-z_]+):)?("(?:[^"\\]|\\.)*"|\S+)/g;

function* termsOf(query: string) {
  for (const [, minus, rawField, rawValue = ''] of query.matchAll(TERM)) {
    const quoted = rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"');
    yield {
      negated: minus === '-',
      rawField,
      field: rawField?.toLowerCase(),
      value: quoted ? rawValue.slice(1, -1).replace(/\\(.)/g, '$1') : rawValue,
    };
  }
}

const unknownField = (field: string): SearchWarning => ({
  field,
  message: 'Invalid search field for this query.',
});

/** A plain number or a gid of `resource`; -1, which matches nothing, for anything else. */
function idOf(value: string, resource: 'Customer' | 'Order'): number {
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return numericIdOf(value, resource) ?? -1;
}

/**
 * Orders: checkout_token:{token}, email:{email}, name:#1001 (or 1001), id:{id or gid},
 * financial_status:{status} and free text (part of the email or buyer's name, or the name).
 */
export function parseOrderSearch(query: string) {
  const conditions: OrderCondition[] = [];
  const warnings: SearchWarning[] = [];
  for (const { negated, rawField, field, value } of termsOf(query)) {
    if (rawField === undefined) {
      if (!negated && value === 'AND') continue;
      if (!negated && value === 'OR') {
        warnings.push({
          field: 'OR',
          message: 'OR is not supported here; terms are combined with AND.',
        });
        continue;
      }
      if (value !== '') conditions.push({ field: 'text', value, negated });
      continue;
    }
    switch (field) {
      case 'checkout_token':
        conditions.push({ field: 'checkoutToken', value, negated });
        break;
      case 'email':
        conditions.push({ field: 'email', value, negated });
        break;
      case 'name': {
        // A name that cannot be an order's matches none, as on Shopify.
        const number = /^#?(\d{1,15})$/.exec(value)?.[1];
        conditions.push({ field: 'number', value: number ? Number(number) : -1, negated });
        break;
      }
      case 'id':
        conditions.push({ field: 'id', value: idOf(value, 'Order'), negated });
        break;
      case 'financial_status':
        conditions.push({ field: 'financialStatus', value: value.toUpperCase(), negated });
        break;
      default:
        warnings.push(unknownField(rawField));
    }
  }
  return { conditions, warnings };
}

type Predicate = (customer: CustomerRecord) => boolean;

/** Customers: email:{email}, id:{id or gid} and free text (part of the email, first or last name). */
export function parseCustomerSearch(query: string) {
  const predicates: Predicate[] = [];
  const warnings: SearchWarning[] = [];
  const emails: string[] = [];
  let terms = 0;
  for (const { negated, rawField, field, value } of termsOf(query)) {
    terms += 1;
    let predicate: Predicate;
    if (rawField === undefined) {
      if (value === 'AND' || value === '') continue;
      const text = value.toLowerCase();
      predicate = (customer) =>
        [customer.email, customer.firstName, customer.lastName].some((part) =>
          part?.toLowerCase().includes(text),
        );
    } else if (field === 'email') {
      const email = normalizeEmail(value);
      if (!negated) emails.push(email);
      predicate = (customer) => customer.email === email;
    } else if (field === 'id') {
      const id = idOf(value, 'Customer');
      predicate = (customer) => customer.id === id;
    } else {
      warnings.push(unknownField(rawField));
      continue;
    }
    predicates.push(negated ? (customer) => !predicate(customer) : predicate);
  }
  return {
    matches: (customer: CustomerRecord) => predicates.every((test) => test(customer)),
    warnings,
    /** Set when the query is one email:{address} term: one indexed lookup answers it. */
    onlyEmail: terms === 1 && emails.length === 1 ? (emails[0] ?? null) : null,
  };
}
