import type { GraphQLResolveInfo } from 'graphql';
import type {
  CustomerChanges,
  CustomerRecord,
  EmailMarketingState,
} from '../../db/customer-repository';
import { isValidEmail, MAX_NAME_LENGTH, tooLong } from '../../customer-accounts/customer-input';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { customerDisplayName, fullName } from '../../graphql/shared-fields';
import type { ResolverMap } from '../../graphql/schema';
import { sendWelcomeDiscountOnce } from '../../marketing/welcome-discount';
import { gid, requireNumericId } from '../../lib/ids';
import { contactMessageAdded } from '../contact-note';
import { reportIgnoredSearch, type AdminContext } from '../context';
import { parseCustomerSearch } from '../search';

/** The Admin API's customer sort keys, by the field a cursor names as its sort value. */
const SORT_FIELDS = { CREATED_AT: 'createdAt', ID: 'id', UPDATED_AT: 'updatedAt' } as const;

interface CustomersArgs extends ConnectionArgs {
  sortKey: keyof typeof SORT_FIELDS;
  query?: string | null;
}

interface CustomerInput {
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  note?: string | null;
  tags?: string[] | null;
  emailMarketingConsent?: MarketingConsent | null;
}

/** The opt-in level and time are not taken: see consentOf. */
type MarketingConsent = { marketingState: EmailMarketingState };

/** Shopify's limits on a customer's text fields, in characters. */
const LENGTH_LIMITS = [
  ['firstName', 'First name', MAX_NAME_LENGTH],
  ['lastName', 'Last name', MAX_NAME_LENGTH],
  ['phone', 'Phone', MAX_NAME_LENGTH],
  ['note', 'Note', 5000],
] as const;

/** The marketing opt-in level is not stored: this shop only ever records single opt-in. */
const consentOf = (customer: CustomerRecord) => ({
  marketingState: customer.emailMarketingState,
  marketingOptInLevel: customer.emailMarketingState === 'SUBSCRIBED' ? 'SINGLE_OPT_IN' : null,
  consentUpdatedAt: customer.emailMarketingConsentUpdatedAt,
});

function inputErrors(input: CustomerInput, context: AdminContext, self?: CustomerRecord) {
  const errors: { field: string[]; message: string }[] = [];
  if (input.email != null) {
    const email = input.email.trim();
    if (!isValidEmail(email)) {
      errors.push({ field: ['email'], message: 'Email is invalid' });
    } else {
      const owner = context.customers.findByEmail(email);
      if (owner && owner.id !== self?.id) {
        errors.push({ field: ['email'], message: 'Email has already been taken' });
      }
    }
  }
  for (const [field, label, maximum] of LENGTH_LIMITS) {
    const value = input[field];
    if (value && value.length > maximum) errors.push(tooLong(label, maximum, [field]));
  }
  return errors;
}

/** Only the fields the input sets: null clears a field, absent leaves it. */
function changesOf(input: CustomerInput): CustomerChanges {
  const { id: _id, emailMarketingConsent: _consent, email, tags, ...asGiven } = input;
  return {
    ...asGiven,
    ...(email != null && { email: email.trim() }),
    ...(tags != null && { tags }),
  };
}

/** Keeps a contact message the note change carries, in full, with the customer as it now is. */
function keepContactMessage(
  context: AdminContext,
  customer: CustomerRecord,
  oldNote: string | null,
): void {
  const message = contactMessageAdded(oldNote, customer.note);
  if (message === null) return;
  context.customers.addContactMessage({
    customerId: customer.id,
    name: fullName(customer) || null,
    email: customer.email,
    phone: customer.phone,
    message,
  });
}

function customerByGid(context: AdminContext, id: string): CustomerRecord | null {
  const numeric = requireNumericId(id, 'Customer');
  return numeric === null ? null : context.customers.findById(numeric);
}

export const customerResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    customer: (_root: unknown, { id }: { id: string }, context: AdminContext) =>
      customerByGid(context, id),
    customers: (
      _root: unknown,
      args: CustomersArgs,
      context: AdminContext,
      info: GraphQLResolveInfo,
    ) => {
      const query = args.query ?? '';
      const search = parseCustomerSearch(query);
      reportIgnoredSearch(context, info, query, search.warnings);
      const sortValue = (customer: CustomerRecord) => customer[SORT_FIELDS[args.sortKey]];
      // The storefront's lookup (email:"…") is one indexed read, not a scan of every customer.
      const candidates =
        search.onlyEmail === null
          ? context.customers.list({ limit: Number.MAX_SAFE_INTEGER })
          : [context.customers.findByEmail(search.onlyEmail) ?? []].flat();
      const customers = candidates.filter(search.matches).sort((a, b) => {
        const [x, y] = [sortValue(a), sortValue(b)];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      });
      return connectionFromArray(customers, args, (customer) => ({
        last_id: customer.id,
        last_value: sortValue(customer),
      }));
    },
  },

  Mutation: {
    customerCreate: (_root: unknown, { input }: { input: CustomerInput }, context: AdminContext) =>
      context.db.transaction(() => {
        const errors = inputErrors(input, context);
        if (input.email == null || input.email.trim() === '') {
          errors.push({ field: ['email'], message: 'Email is required' });
        }
        if (errors.length > 0) return { customer: null, userErrors: errors };
        const customer = context.customers.create({
          ...changesOf(input),
          email: (input.email ?? '').trim(),
          emailMarketingState: input.emailMarketingConsent?.marketingState,
        });
        keepContactMessage(context, customer, null);
        sendWelcomeDiscountOnce(customer, context);
        return { customer, userErrors: [] };
      })(),

    customerUpdate: (_root: unknown, { input }: { input: CustomerInput }, context: AdminContext) =>
      context.db.transaction(() => {
        const existing = input.id ? customerByGid(context, input.id) : null;
        if (!existing) {
          return {
            customer: null,
            userErrors: [{ field: ['id'], message: 'Customer does not exist' }],
          };
        }
        const errors = inputErrors(input, context, existing);
        if (input.emailMarketingConsent) {
          errors.push({
            field: ['emailMarketingConsent'],
            message:
              'To update emailMarketingConsent, please use the customerEmailMarketingConsentUpdate Mutation instead',
          });
        }
        if (errors.length > 0) return { customer: null, userErrors: errors };
        const customer = context.customers.update(existing.id, changesOf(input));
        keepContactMessage(context, customer, existing.note);
        return { customer, userErrors: [] };
      })(),

    customerEmailMarketingConsentUpdate: (
      _root: unknown,
      { input }: { input: { customerId: string; emailMarketingConsent: MarketingConsent } },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        const existing = customerByGid(context, input.customerId);
        if (!existing) {
          return {
            customer: null,
            userErrors: [
              { code: 'INVALID', field: ['input', 'customerId'], message: 'Customer not found' },
            ],
          };
        }
        const state = input.emailMarketingConsent.marketingState;
        const customer =
          state === existing.emailMarketingState
            ? existing
            : context.customers.update(existing.id, { emailMarketingState: state });
        sendWelcomeDiscountOnce(customer, context);
        return { customer, userErrors: [] };
      })(),
  },

  Customer: {
    id: (customer: CustomerRecord) => gid('Customer', customer.id),
    displayName: customerDisplayName,
    emailMarketingConsent: consentOf,
  },
};
