import type { OrderCondition } from '../db/order-repository';
import { numericIdOf } from '../lib/ids';

/**
 * Shopify's search syntax for orders, for the fields this server knows:
 *   checkout_token:{token}  email:{email}  name:#1001 (or 1001)  id:{id or gid}
 *   financial_status:{status}  and free text (part of the email or buyer's name, or the name).
 * Terms separated by spaces must all match (AND is implied and may be written); a leading "-"
 * negates a term; values may be quoted. Shopify ignores a term on a field it does not know and
 * says so in a warning; so does this.
 */

export interface SearchWarning {
  field: string;
  message: string;
}

export interface ParsedOrderSearch {
  conditions: OrderCondition[];
  warnings: SearchWarning[];
}

/** [-][field:]value, the value bare or in double quotes (with \" inside). */
const TERM = /(-?)(?:([A-Za-z_]+):)?("(?:[^"\\]|\\.)*"|\S+)/g;

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;

/** Matches nothing: Shopify finds no order for a name or id that cannot be one. */
const NO_ORDER = -1;

function orderNumberOf(value: string): number {
  const match = /^#?(\d{1,15})$/.exec(value);
  return match ? Number(match[1]) : NO_ORDER;
}

function orderIdOf(value: string): number {
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return numericIdOf(value, 'Order') ?? NO_ORDER;
}

export function parseOrderSearch(query: string): ParsedOrderSearch {
  const conditions: OrderCondition[] = [];
  const warnings: SearchWarning[] = [];
  for (const match of query.matchAll(TERM)) {
    const [, minus = '', rawField, rawValue = ''] = match;
    const negated = minus === '-';
    const value = unquote(rawValue);
    const field = rawField?.toLowerCase();
    if (field === undefined) {
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
      case 'name':
        conditions.push({ field: 'number', value: orderNumberOf(value), negated });
        break;
      case 'id':
        conditions.push({ field: 'id', value: orderIdOf(value), negated });
        break;
      case 'financial_status':
        conditions.push({ field: 'financialStatus', value: value.toUpperCase(), negated });
        break;
      default:
        warnings.push({
          field: rawField ?? field,
          message: 'Invalid search field for this query.',
        });
    }
  }
  return { conditions, warnings };
}
