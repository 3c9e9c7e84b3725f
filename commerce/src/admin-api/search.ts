import type { CustomerRecord } from '../db/customer-repository';
import { normalizeEmail } from '../db/customer-repository';
import type { OrderCondition } from '../db/order-repository';
import { notImplementedLocally } from '../graphql/default-values';
import { numericIdOf } from '../lib/ids';
import { parseSearch, termPattern, type SearchNode, type SearchTerm } from '../lib/search-syntax';

/**
 * The Admin API's reading of Shopify's search syntax, for the fields this server knows: every
 * term must match (OR is not supported, and says so in a warning), a term may be negated.
 * Shopify ignores a term on a field it does not know and says so in a warning; so does this.
 */

export interface SearchWarning {
  field: string;
  message: string;
}

const OR_IGNORED: SearchWarning = {
  field: 'OR',
  message: 'OR is not supported here; terms are combined with AND.',
};

/**
 * The terms of `query`, each as `read` reads its field (lower-cased; null for free text), value
 * and negation. A term `read` does not know (it answers undefined) is ignored with a warning,
 * and so is each OR; empty free text is no term.
 */
function readTerms<T>(
  query: string,
  read: (field: string | null, value: string, negated: boolean, term: SearchTerm) => T | undefined,
) {
  const terms: T[] = [];
  const warnings: SearchWarning[] = [];
  const visit = (node: SearchNode, negated: boolean): void => {
    if (node.type === 'not') return visit(node.item, !negated);
    if (node.type !== 'term') {
      node.items.forEach((item, index) => {
        if (node.type === 'or' && index > 0) warnings.push(OR_IGNORED);
        visit(item, negated);
      });
    } else if (node.field !== null || node.value !== '') {
      const term = read(node.field?.toLowerCase() ?? null, node.value, negated, node);
      if (term !== undefined) terms.push(term);
      else
        warnings.push({ field: node.field ?? '', message: 'Invalid search field for this query.' });
    }
  };
  visit(parseSearch(query), false);
  return { terms, warnings };
}

/** A plain number or a gid of `resource`; -1, which matches nothing, for anything else. */
function idOf(value: string, resource: 'Customer' | 'MediaImage' | 'Order' | 'Product'): number {
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return numericIdOf(value, resource) ?? -1;
}

/**
 * Orders: checkout_token:{token}, email:{email}, name:#1001 (or 1001), id:{id or gid},
 * financial_status:{status} and free text (part of the email or buyer's name, or the name).
 */
export function parseOrderSearch(query: string) {
  const { terms, warnings } = readTerms(
    query,
    (field, value, negated): OrderCondition | undefined => {
      switch (field) {
        case null:
          return { field: 'text', value, negated };
        case 'checkout_token':
          return { field: 'checkoutToken', value, negated };
        case 'email':
          return { field: 'email', value, negated };
        case 'name': {
          // A name that cannot be an order's matches none, as on Shopify.
          const number = /^#?(\d{1,15})$/.exec(value)?.[1];
          return { field: 'number', value: number ? Number(number) : -1, negated };
        }
        case 'id':
          return { field: 'id', value: idOf(value, 'Order'), negated };
        case 'financial_status':
          return { field: 'financialStatus', value: value.toUpperCase(), negated };
      }
    },
  );
  return { conditions: terms, warnings };
}

type Predicate = (customer: CustomerRecord) => boolean;

/** Customers: email:{email}, id:{id or gid} and free text (part of the email, first or last name). */
export function parseCustomerSearch(query: string) {
  const emails: string[] = [];
  const { terms, warnings } = readTerms(query, (field, value, negated) => {
    let test: Predicate;
    if (field === null) {
      const text = value.toLowerCase();
      test = (customer) =>
        [customer.email, customer.firstName, customer.lastName].some((part) =>
          part?.toLowerCase().includes(text),
        );
    } else if (field === 'email') {
      const email = normalizeEmail(value);
      if (!negated) emails.push(email);
      test = (customer) => customer.email === email;
    } else if (field === 'id') {
      const id = idOf(value, 'Customer');
      test = (customer) => customer.id === id;
    } else {
      return undefined;
    }
    return negated ? (customer: CustomerRecord) => !test(customer) : test;
  });
  return {
    matches: (customer: CustomerRecord) => terms.every((test) => test(customer)),
    warnings,
    /** Set when the query is one email:{address} term: one indexed lookup answers it. */
    onlyEmail: terms.length === 1 && emails.length === 1 ? (emails[0] ?? null) : null,
  };
}

/** What a files search reads of a file (every one is a ready image). */
export interface SearchedFile {
  id: number;
  filename: string;
  alt: string | null;
  /** The product whose image it is; null for the content's own images. */
  productId: number | null;
}

type FilePredicate = (file: SearchedFile) => boolean;

/** Fields Shopify's files search has that this server does not answer. */
const FILE_FIELDS_NOT_ANSWERED = new Set([
  'created_at',
  'updated_at',
  'original_upload_size',
  'used_in',
]);

/**
 * Files: free text (part of the filename or alt text), filename:{name} (with or without its
 * extension; a trailing `*` for a prefix), media_type:{type} and status:{status} (every file is
 * a READY IMAGE), id:{id or gid}, ids:{id,id,…} and product_id:{id or gid}. Shopify's
 * created_at, updated_at, original_upload_size and used_in are not answered locally: an error
 * says so, rather than a list that ignored them.
 */
export function parseFileSearch(query: string) {
  const { terms, warnings } = readTerms(query, (field, value, negated, term) => {
    let test: FilePredicate;
    if (field !== null && FILE_FIELDS_NOT_ANSWERED.has(field)) {
      throw notImplementedLocally('QueryRoot.files(query)', field);
    }
    const is = (expected: string) => value.toUpperCase() === expected;
    switch (field) {
      case null: {
        const text = value.toLowerCase();
        test = (file) =>
          [file.filename, file.alt].some((part) => part?.toLowerCase().includes(text));
        break;
      }
      case 'filename': {
        const { value: name, prefix } = termPattern(term);
        const wanted = name.toLowerCase();
        test = (file) => {
          const filename = file.filename.toLowerCase();
          if (prefix) return filename.startsWith(wanted);
          return filename === wanted || filename.replace(/\.[^.]*$/, '') === wanted;
        };
        break;
      }
      case 'media_type':
        test = () => is('IMAGE');
        break;
      case 'status':
        test = () => is('READY');
        break;
      case 'id': {
        const id = idOf(value, 'MediaImage');
        test = (file) => file.id === id;
        break;
      }
      case 'ids': {
        const ids = new Set(value.split(',').map((part) => idOf(part.trim(), 'MediaImage')));
        test = (file) => ids.has(file.id);
        break;
      }
      case 'product_id': {
        const id = idOf(value, 'Product');
        test = (file) => file.productId === id;
        break;
      }
      default:
        return undefined;
    }
    return negated ? (file: SearchedFile) => !test(file) : test;
  });
  return { matches: (file: SearchedFile) => terms.every((test) => test(file)), warnings };
}
