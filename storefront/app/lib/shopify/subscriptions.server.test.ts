import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient } from './admin.server';
import type { ShopifyClient } from './client';
import { operationNameOf } from './graphql-client';

/**
 * The one module both sign-in families reach subscriptions through, with each API replaced by a
 * stand-in answering per operation: the same contract must come out the same whichever API it
 * came from, a password customer must only ever see and change their own, and a refusal must
 * carry the platform's own words.
 */

type Answer = (variables: Record<string, unknown>) => unknown;
type Api = Record<string, Answer>;

function stand(api: Api, calls: { operation: string; variables: Record<string, unknown> }[]) {
  return {
    endpoint: 'http://platform.test',
    request: (document: string, options?: { variables?: Record<string, unknown> }) => {
      const operation = operationNameOf(document) ?? '';
      const variables = options?.variables ?? {};
      calls.push({ operation, variables });
      const answer = api[operation];
      if (!answer) throw new Error(`unexpected ${operation}`);
      return Promise.resolve(answer(variables));
    },
  };
}

const calls: { operation: string; variables: Record<string, unknown> }[] = [];
let customerAccountApi: Api = {};
let adminApi: Api = {};
let storefrontApi: Api = {};

vi.mock('./customer-account.server', () => ({
  customerAccountClient: (token: string) => {
    if (token !== 'ca-token') throw new Error('unknown token');
    return Promise.resolve(stand(customerAccountApi, calls));
  },
}));
vi.mock('./admin.server', () => ({
  getAdminClient: () => stand(adminApi, calls) as unknown as AdminClient,
}));

const { changeSubscription, getSubscription, getSubscriptions } =
  await import('./subscriptions.server');

const storefront = () => stand(storefrontApi, calls) as unknown as ShopifyClient;
const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const CONTRACT = 'gid://shopify/SubscriptionContract/12';
const CUSTOMER = 'gid://shopify/Customer/7';
const cycles = [
  { cycleIndex: 2, billingAttemptExpectedDate: '2027-02-08T15:00:00Z', skipped: false },
  { cycleIndex: 1, billingAttemptExpectedDate: '2027-01-08T15:00:00Z', skipped: true },
];
const orders = { nodes: [{ id: 'gid://shopify/Order/1001', name: '#1001', processedAt: 'x' }] };

const line = {
  title: 'Bath & Plunge Powder',
  variantTitle: 'Default Title',
  quantity: 2,
  currentPrice: usd('37.4'),
  image: { url: 'https://cdn.test/powder.png', altText: null },
};

/** The same contract as the Customer Account API and the Admin API answer it. */
const customerAccountContract = {
  id: CONTRACT,
  status: 'ACTIVE',
  createdAt: '2026-12-08T15:00:00Z',
  nextBillingDate: '2027-02-08T15:00:00Z',
  deliveryPolicy: { interval: 'MONTH', intervalCount: { count: 1 } },
  deliveryPrice: usd('0.0'),
  lines: { nodes: [line] },
  upcomingBillingCycles: { nodes: cycles },
  orders,
  originOrder: {
    lineItems: {
      nodes: [
        {
          title: 'Bath & Plunge Powder',
          variantTitle: 'Default Title',
          productId: 'gid://shopify/Product/3',
        },
      ],
    },
  },
};

const adminContract = {
  id: CONTRACT,
  status: 'ACTIVE',
  createdAt: '2026-12-08T15:00:00Z',
  nextBillingDate: '2027-02-08T15:00:00Z',
  customer: { id: CUSTOMER },
  deliveryPolicy: { interval: 'MONTH', intervalCount: 1 },
  deliveryPrice: usd('0.0'),
  lines: { nodes: [{ ...line, productId: 'gid://shopify/Product/3' }] },
  orders,
};

const EXPECTED = {
  id: '12',
  status: 'ACTIVE',
  createdAt: '2026-12-08T15:00:00Z',
  nextBillingDate: '2027-02-08T15:00:00Z',
  interval: { unit: 'MONTH', count: 1 },
  lines: [
    {
      title: 'Bath & Plunge Powder',
      variantTitle: null,
      quantity: 2,
      price: usd('37.4'),
      regularPrice: usd('44.0'),
      image: { url: 'https://cdn.test/powder.png', altText: null },
      productHandle: 'bath-and-plunge-powder-4-pack',
    },
  ],
  deliveryPrice: usd('0.0'),
  upcoming: [
    { cycleIndex: 1, date: '2027-01-08T15:00:00Z', skipped: true },
    { cycleIndex: 2, date: '2027-02-08T15:00:00Z', skipped: false },
  ],
  orders: [{ id: '1001', name: '#1001', processedAt: 'x' }],
};

const passwordHolder = { family: 'storefront', customerAccessToken: 'sf-token' } as const;
const passwordlessHolder = { family: 'customer-account', accessToken: 'ca-token' } as const;

beforeEach(() => {
  calls.length = 0;
  storefrontApi = {
    AccountCustomerId: ({ customerAccessToken }) => ({
      customer: customerAccessToken === 'sf-token' ? { id: CUSTOMER } : null,
    }),
    SubscriptionProduct: ({ id }) => ({
      product:
        id === 'gid://shopify/Product/3'
          ? {
              handle: 'bath-and-plunge-powder-4-pack',
              variants: { nodes: [{ title: 'Default Title', price: usd('44.0') }] },
            }
          : null,
    }),
  };
  customerAccountApi = {
    CustomerAccountSubscriptions: () => ({
      customer: { subscriptionContracts: { nodes: [customerAccountContract] } },
    }),
    CustomerAccountSubscription: ({ id }) => ({
      customer: { subscriptionContract: id === CONTRACT ? customerAccountContract : null },
    }),
  };
  adminApi = {
    AdminCustomerSubscriptions: ({ customerId }) => ({
      customer:
        customerId === CUSTOMER ? { subscriptionContracts: { nodes: [adminContract] } } : null,
    }),
    AdminSubscription: ({ id }) => ({
      subscriptionContract: id === CONTRACT ? adminContract : null,
    }),
    AdminSubscriptionBillingCycles: () => ({ subscriptionBillingCycles: { nodes: cycles } }),
  };
});

describe('both sign-in families see the same subscription', () => {
  it('passwordless: through the Customer Account API, priced from the catalogue', async () => {
    expect(await getSubscriptions(passwordlessHolder, storefront())).toEqual([EXPECTED]);
    expect(calls.map((call) => call.operation)).not.toContain('AdminCustomerSubscriptions');
  });

  it('password accounts: their customer id from their own token, their contracts by the Admin API', async () => {
    expect(await getSubscriptions(passwordHolder, storefront())).toEqual([EXPECTED]);
    expect(
      calls.find((call) => call.operation === 'AdminCustomerSubscriptions')?.variables,
    ).toEqual({ customerId: CUSTOMER, first: 20 });
  });

  it('a password token the platform no longer knows is signed out', async () => {
    const expired = { family: 'storefront', customerAccessToken: 'old' } as const;
    expect(await getSubscriptions(expired, storefront())).toBeNull();
    expect(calls.map((call) => call.operation)).toEqual(['AccountCustomerId']);
  });

  it('reads one subscription by the number in its URL, and nothing for a malformed one', async () => {
    expect(await getSubscription(passwordHolder, storefront(), '12')).toEqual({
      subscription: EXPECTED,
    });
    expect(await getSubscription(passwordlessHolder, storefront(), '12')).toEqual({
      subscription: EXPECTED,
    });
    expect(await getSubscription(passwordlessHolder, storefront(), '../12')).toEqual({
      subscription: null,
    });
  });
});

describe("a password customer never reaches someone else's contract", () => {
  beforeEach(() => {
    adminApi.AdminSubscription = () => ({
      subscriptionContract: { ...adminContract, customer: { id: 'gid://shopify/Customer/8' } },
    });
  });

  it('reads it as missing', async () => {
    expect(await getSubscription(passwordHolder, storefront(), '12')).toEqual({
      subscription: null,
    });
  });

  it('cannot change it: nothing is sent', async () => {
    adminApi.SubscriptionContractPause = () => {
      throw new Error('must not be called');
    };
    expect(
      await changeSubscription(passwordHolder, storefront(), '12', { action: 'pause' }),
    ).toEqual({ kind: 'not-found' });
  });
});

describe('changes', () => {
  it('are made and read back', async () => {
    customerAccountApi.SubscriptionBillingCycleSkip = ({ input }) => {
      expect(input).toEqual({ contractId: CONTRACT, selector: { index: 2 } });
      return { subscriptionBillingCycleSkip: { userErrors: [] } };
    };
    const result = await changeSubscription(passwordlessHolder, storefront(), '12', {
      action: 'skip',
      cycleIndex: 2,
    });
    expect(result).toEqual({ kind: 'changed', subscription: EXPECTED });
    expect(calls.map((call) => call.operation)).toContain('SubscriptionBillingCycleSkip');
  });

  it("a refusal carries the platform's own words and the subscription as it still is", async () => {
    const message =
      "It's too late to skip the delivery on February 8, 2027: changes must be made at least 3 business days before a delivery, so a change made now takes effect from the delivery after.";
    adminApi.SubscriptionBillingCycleSkip = ({ input }) => {
      expect(input).toEqual({ contractId: CONTRACT, selector: { index: 2 } });
      return {
        subscriptionBillingCycleSkip: { userErrors: [{ code: 'INVALID', field: null, message }] },
      };
    };
    expect(
      await changeSubscription(passwordHolder, storefront(), '12', {
        action: 'skip',
        cycleIndex: 2,
      }),
    ).toEqual({ kind: 'refused', code: 'INVALID', message, subscription: EXPECTED });
  });
});

describe('a contract cancelled too late to stop its next delivery', () => {
  /** Cancelled with the delivery of Feb 8 already being prepared: still billed on that date. */
  const due = { cycleIndex: 2, billingAttemptExpectedDate: '2027-02-08T15:00:00Z', skipped: false };
  const cancelledLate = { status: 'CANCELLED', nextBillingDate: '2027-02-08T15:00:00Z' };

  beforeEach(() => {
    adminApi.SubscriptionContractCancel = () => ({
      subscriptionContractCancel: { userErrors: [] },
    });
    customerAccountApi.SubscriptionContractCancel = () => ({
      subscriptionContractCancel: { userErrors: [] },
    });
  });

  it('shows that delivery, the same through both sign-in families', async () => {
    const cancelledAdmin = { ...adminContract, ...cancelledLate };
    adminApi.AdminSubscription = () => ({ subscriptionContract: cancelledAdmin });
    // An API may list the rest of the schedule too; only the delivery still due is shown.
    adminApi.AdminSubscriptionBillingCycles = () => ({
      subscriptionBillingCycles: {
        nodes: [
          due,
          { cycleIndex: 3, billingAttemptExpectedDate: '2027-03-08T15:00:00Z', skipped: false },
        ],
      },
    });
    customerAccountApi.CustomerAccountSubscription = () => ({
      customer: {
        subscriptionContract: {
          ...customerAccountContract,
          ...cancelledLate,
          upcomingBillingCycles: { nodes: [due] },
        },
      },
    });
    const expected = {
      ...EXPECTED,
      ...cancelledLate,
      upcoming: [{ cycleIndex: 2, date: '2027-02-08T15:00:00Z', skipped: false }],
    };
    expect(
      await changeSubscription(passwordHolder, storefront(), '12', { action: 'cancel' }),
    ).toEqual({ kind: 'changed', subscription: expected });
    expect(
      await changeSubscription(passwordlessHolder, storefront(), '12', { action: 'cancel' }),
    ).toEqual({ kind: 'changed', subscription: expected });
  });

  it('has nothing to come once cancelled in time (and its cycles are not read)', async () => {
    adminApi.AdminSubscription = () => ({
      subscriptionContract: { ...adminContract, status: 'CANCELLED', nextBillingDate: null },
    });
    expect(await getSubscription(passwordHolder, storefront(), '12')).toEqual({
      subscription: { ...EXPECTED, status: 'CANCELLED', nextBillingDate: null, upcoming: [] },
    });
    expect(calls.map((call) => call.operation)).not.toContain('AdminSubscriptionBillingCycles');
  });
});
