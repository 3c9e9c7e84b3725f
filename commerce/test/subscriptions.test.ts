import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oneTimeProducts,
  priceCents,
  sellingPlanGids,
  shopifyAmount,
  subscriptionProduct,
  variantGid,
} from './support/catalogue';
import { createCart, pay, type CartLineSpec } from './support/checkout';
import {
  browser,
  customerAccountQuery,
  discover,
  exchangeCode,
  outboxOf,
  pkceRequest,
  signInWithCode,
  type Discovery,
  type TokenSet,
} from './support/customer-accounts';
import { dataOf, startTestServer, type TestServer } from './support/test-server';
import { SubscriptionRepository } from '../src/db/subscription-repository';
import { setCycleSkipped } from '../src/subscriptions/contract-changes';

/**
 * Subscriptions over real HTTP: paying a selling-plan cart at the hosted checkout starts a
 * contract; the Customer Account API shows and changes it under the shop's rules; the Admin
 * API bills its cycles, whose renewal orders join the customer's orders.
 */

const [MONTHLY, BIMONTHLY, QUARTERLY] = sellingPlanGids(subscriptionProduct);
const POWDER = variantGid(subscriptionProduct);
/** The plans take 15% off: 44.00 → 37.40. */
const PLAN_PRICE_CENTS = Math.round(priceCents(subscriptionProduct) * 0.85);

const CONTRACT_FIELDS = `
  id status createdAt updatedAt nextBillingDate currencyCode revisionId lineCount
  billingPolicy { interval intervalCount { count precision } }
  deliveryPolicy { interval intervalCount { count precision } }
  deliveryPrice { amount currencyCode }
  lastPaymentStatus lastBillingAttemptErrorType appEligibleForCustomerActions
  originOrder { id name }
  orders(first: 10) { nodes { id name } }
  lines(first: 10) {
    nodes { id name title variantTitle quantity currentPrice { amount } lineDiscountedPrice { amount } variantImage { url } }
  }
  upcomingBillingCycles(first: 4) {
    nodes { cycleIndex billingAttemptExpectedDate skipped status }
  }
  priceBreakdownEstimate { subtotalPrice { amount } totalShippingPrice { amount } totalTax { amount } totalPrice { amount } }
`;

const MY_CONTRACTS = `query Mine {
  customer {
    subscriptionContracts(first: 10) { nodes { ${CONTRACT_FIELDS} } }
    orders(first: 20) { nodes { id name totalPrice { amount } } }
  }
}`;
const MY_CONTRACT = `query One($id: ID!) { customer { subscriptionContract(id: $id) { ${CONTRACT_FIELDS} } } }`;

const statusMutation = (name: string) => `mutation Change($id: ID!) {
  ${name}(subscriptionContractId: $id) {
    contract { id status nextBillingDate }
    userErrors { code field message }
  }
}`;
const skipMutation = (name: string) => `mutation Cycle($input: SubscriptionBillingCycleInput!) {
  ${name}(billingCycleInput: $input) {
    billingCycle { cycleIndex skipped billingAttemptExpectedDate }
    userErrors { code field message }
  }
}`;

const BILL = `mutation Bill($id: ID!, $input: SubscriptionBillingAttemptInput!) {
  subscriptionBillingAttemptCreate(subscriptionContractId: $id, subscriptionBillingAttemptInput: $input) {
    subscriptionBillingAttempt {
      id ready idempotencyKey
      order {
        id name email subtotalPriceSet { shopMoney { amount } } totalShippingPriceSet { shopMoney { amount } }
        totalTaxSet { shopMoney { amount } } totalPriceSet { shopMoney { amount } }
        lineItems(first: 5) { nodes { quantity originalUnitPriceSet { shopMoney { amount } } sellingPlan { name } } }
      }
      state { ... on SubscriptionBillingAttemptSuccessState { order { id } } }
    }
    userErrors { code field message }
  }
}`;
const SET_NEXT_BILLING_DATE = `mutation Move($id: ID!, $date: DateTime!) {
  subscriptionContractSetNextBillingDate(contractId: $id, date: $date) {
    contract { id nextBillingDate }
    userErrors { code field message }
  }
}`;

interface Money {
  amount: string;
}
interface Cycle {
  cycleIndex: number;
  billingAttemptExpectedDate: string;
  skipped: boolean;
  status: string;
}
interface Contract {
  id: string;
  status: string;
  createdAt: string;
  nextBillingDate: string | null;
  currencyCode: string;
  revisionId: string;
  lineCount: number;
  billingPolicy: { interval: string; intervalCount: { count: number; precision: string } };
  deliveryPolicy: { interval: string; intervalCount: { count: number; precision: string } };
  deliveryPrice: Money & { currencyCode: string };
  lastPaymentStatus: string | null;
  originOrder: { id: string; name: string };
  orders: { nodes: { id: string; name: string }[] };
  lines: {
    nodes: {
      name: string;
      title: string;
      quantity: number;
      currentPrice: Money;
      lineDiscountedPrice: Money;
      variantImage: { url: string } | null;
    }[];
  };
  upcomingBillingCycles: { nodes: Cycle[] };
  priceBreakdownEstimate: {
    subtotalPrice: Money;
    totalShippingPrice: Money;
    totalTax: Money;
    totalPrice: Money;
  } | null;
}
interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

/** `months` calendar months after `iso`, on the same day or the month's last. */
function monthsAfter(iso: string, months: number): string {
  const from = new Date(iso);
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds());
  return target.toISOString().replace('.000Z', 'Z');
}

/** "November 26, 2026": how messages and emails write a date (the schedule counts in UTC). */
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

describe('subscriptions on the local commerce server', () => {
  let server: TestServer;
  let discovery: Discovery;

  beforeAll(async () => {
    server = await startTestServer();
    discovery = await discover(server);
  });
  afterAll(() => server.stop());

  /** Pays for the lines at the hosted checkout with this email (a Texas address). */
  async function buy(email: string, lines: CartLineSpec[]): Promise<void> {
    const cart = await createCart(server, lines);
    const paid = await pay(cart, { email });
    expect(paid.status).toBe(303);
  }

  /** A passwordless sign-in as `email`: its Customer Account API access token. */
  async function signIn(email: string): Promise<string> {
    const b = browser(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, b, request, email);
    const exchanged = await exchangeCode(
      discovery,
      callback.searchParams.get('code') ?? '',
      request.verifier,
    );
    expect(exchanged.status).toBe(200);
    return ((await exchanged.json()) as TokenSet).access_token;
  }

  async function account<T>(token: string, query: string, variables?: Record<string, unknown>) {
    const { status, body } = await customerAccountQuery<T>(server, token, query, variables);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  async function myContracts(token: string) {
    const data = await account<{
      customer: {
        subscriptionContracts: { nodes: Contract[] };
        orders: { nodes: { id: string; name: string; totalPrice: Money }[] };
      };
    }>(token, MY_CONTRACTS);
    return data.customer;
  }

  async function changeStatus(token: string, mutation: string, id: string) {
    const data = await account<
      Record<string, { contract: { status: string } | null; userErrors: UserError[] }>
    >(token, statusMutation(mutation), { id });
    return data[mutation] as { contract: { status: string } | null; userErrors: UserError[] };
  }

  async function changeCycle(token: string, mutation: string, contractId: string, index: number) {
    const data = await account<
      Record<string, { billingCycle: Cycle | null; userErrors: UserError[] }>
    >(token, skipMutation(mutation), { input: { contractId, selector: { index } } });
    return data[mutation] as { billingCycle: Cycle | null; userErrors: UserError[] };
  }

  async function bill(id: string, idempotencyKey: string, selector?: { index: number }) {
    const result = await server.admin<{
      subscriptionBillingAttemptCreate: {
        subscriptionBillingAttempt: {
          id: string;
          ready: boolean;
          order: {
            id: string;
            name: string;
            email: string;
            subtotalPriceSet: { shopMoney: Money };
            totalShippingPriceSet: { shopMoney: Money };
            totalTaxSet: { shopMoney: Money };
            totalPriceSet: { shopMoney: Money };
            lineItems: {
              nodes: {
                quantity: number;
                originalUnitPriceSet: { shopMoney: Money };
                sellingPlan: { name: string } | null;
              }[];
            };
          };
          state: { order: { id: string } };
        } | null;
        userErrors: UserError[];
      };
    }>(BILL, {
      id,
      input: { idempotencyKey, ...(selector && { billingCycleSelector: selector }) },
    });
    return dataOf(result).subscriptionBillingAttemptCreate;
  }

  /** The cancellation confirmations sent to `email`, newest first. */
  async function cancellationEmails(email: string) {
    const messages = await outboxOf(server, email);
    return messages.filter((message) => message.kind === 'subscription_cancelled');
  }

  /**
   * The shop moves the contract's next billing to tomorrow: always less than 3 business days
   * away. Answers its timestamp as the API writes it.
   */
  async function moveNextBillingToTomorrow(id: string): Promise<string> {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    tomorrow.setUTCMilliseconds(0);
    const moved = dataOf(
      await server.admin<{
        subscriptionContractSetNextBillingDate: {
          contract: { nextBillingDate: string } | null;
          userErrors: UserError[];
        };
      }>(SET_NEXT_BILLING_DATE, { id, date: tomorrow.toISOString() }),
    ).subscriptionContractSetNextBillingDate;
    const tomorrowIso = tomorrow.toISOString().replace('.000Z', 'Z');
    expect(moved).toEqual({ contract: { id, nextBillingDate: tomorrowIso }, userErrors: [] });
    return tomorrowIso;
  }

  it('starts one contract per selling plan when a selling-plan cart is paid, listed to the customer by email', async () => {
    const email = 'Sub.Scriber@Example.com';
    const oneTime = oneTimeProducts[0]!;
    await buy(email, [
      { merchandiseId: POWDER, quantity: 2, sellingPlanId: MONTHLY },
      { merchandiseId: variantGid(oneTime), quantity: 1 },
      { merchandiseId: POWDER, quantity: 1, sellingPlanId: QUARTERLY },
    ]);

    // The account is made afterwards, with the address in another case.
    const { subscriptionContracts, orders } = await myContracts(
      await signIn('sub.scriber@example.com'),
    );
    expect(orders.nodes).toHaveLength(1);
    const [monthly, quarterly] = subscriptionContracts.nodes;
    expect(subscriptionContracts.nodes).toHaveLength(2);
    expect(monthly?.id).toMatch(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/);
    expect(monthly).toMatchObject({
      status: 'ACTIVE',
      currencyCode: 'USD',
      lineCount: 1,
      billingPolicy: { interval: 'MONTH', intervalCount: { count: 1, precision: 'EXACT' } },
      deliveryPolicy: { interval: 'MONTH', intervalCount: { count: 1, precision: 'EXACT' } },
      // Subscription deliveries ship free at home.
      deliveryPrice: { amount: '0.0', currencyCode: 'USD' },
      lastPaymentStatus: null,
      appEligibleForCustomerActions: true,
      originOrder: { id: orders.nodes[0]?.id, name: orders.nodes[0]?.name },
      orders: { nodes: [{ id: orders.nodes[0]?.id, name: orders.nodes[0]?.name }] },
    });
    expect(monthly?.lines.nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/SubscriptionLine\/\d+$/),
        name: `${subscriptionProduct.title} - ${subscriptionProduct.variants[0]!.title}`,
        title: subscriptionProduct.title,
        variantTitle: subscriptionProduct.variants[0]!.title,
        quantity: 2,
        currentPrice: { amount: shopifyAmount(PLAN_PRICE_CENTS) },
        lineDiscountedPrice: { amount: shopifyAmount(PLAN_PRICE_CENTS * 2) },
        variantImage: { url: expect.stringMatching(/\/cdn\/shop\/files\//) },
      },
    ]);
    // The next billing is one interval after the first order; the cycles follow from there.
    expect(monthly?.nextBillingDate).toBe(monthsAfter(monthly!.createdAt, 1));
    expect(
      monthly?.upcomingBillingCycles.nodes.map((cycle) => cycle.billingAttemptExpectedDate),
    ).toEqual([1, 2, 3, 4].map((months) => monthsAfter(monthly!.createdAt, months)));
    expect(monthly?.upcomingBillingCycles.nodes[0]).toMatchObject({
      cycleIndex: 1,
      skipped: false,
      status: 'UNBILLED',
    });
    // 2 × 37.40 = 74.80, Texas tax 8.25% = 6.17, free shipping.
    expect(monthly?.priceBreakdownEstimate).toEqual({
      subtotalPrice: { amount: '74.8' },
      totalShippingPrice: { amount: '0.0' },
      totalTax: { amount: '6.17' },
      totalPrice: { amount: '80.97' },
    });
    expect(quarterly?.billingPolicy.intervalCount.count).toBe(3);
    expect(quarterly?.lines.nodes[0]?.quantity).toBe(1);
    expect(quarterly?.nextBillingDate).toBe(monthsAfter(quarterly!.createdAt, 3));
  });

  it('shows a password account its contracts, through the Admin API and a passwordless sign-in', async () => {
    const email = 'password.holder@example.com';
    const created = dataOf(
      await server.graphql<{
        customerCreate: { customer: { id: string } | null; customerUserErrors: unknown[] };
      }>(
        `mutation C($input: CustomerCreateInput!) {
          customerCreate(input: $input) { customer { id } customerUserErrors { code message } }
        }`,
        { input: { email, password: 'long enough secret' } },
      ),
    ).customerCreate;
    expect(created.customerUserErrors).toEqual([]);
    await buy(email, [{ merchandiseId: POWDER, quantity: 1, sellingPlanId: BIMONTHLY }]);

    const admin = dataOf(
      await server.admin<{
        customer: { subscriptionContracts: { nodes: { id: string; status: string }[] } };
      }>(
        `query($id: ID!) { customer(id: $id) { subscriptionContracts(first: 5) { nodes { id status } } } }`,
        {
          id: created.customer?.id,
        },
      ),
    );
    expect(admin.customer.subscriptionContracts.nodes).toHaveLength(1);

    const { subscriptionContracts } = await myContracts(await signIn(email));
    expect(subscriptionContracts.nodes.map((contract) => contract.id)).toEqual(
      admin.customer.subscriptionContracts.nodes.map((contract) => contract.id),
    );
    expect(subscriptionContracts.nodes[0]?.billingPolicy.intervalCount.count).toBe(2);
  });

  it('pauses, resumes, skips and unskips per billing cycle, and cancels', async () => {
    const email = 'changes@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 1, sellingPlanId: MONTHLY }]);
    const token = await signIn(email);
    const [contract] = (await myContracts(token)).subscriptionContracts.nodes;
    const id = contract!.id;

    // A month ahead of the next delivery: pausing stops it, so nothing is due.
    const paused = await changeStatus(token, 'subscriptionContractPause', id);
    expect(paused).toEqual({
      contract: { id, status: 'PAUSED', nextBillingDate: null },
      userErrors: [],
    });
    expect((await bill(id, 'while-paused')).userErrors).toEqual([
      {
        code: 'CONTRACT_PAUSED',
        field: null,
        message: 'This subscription is paused: nothing is billed until it is resumed.',
      },
    ]);
    // The schedule it resumes on is still listed.
    const pausedCycles = (await myContracts(token)).subscriptionContracts.nodes[0]!
      .upcomingBillingCycles.nodes;
    expect(pausedCycles.map((cycle) => cycle.billingAttemptExpectedDate)).toEqual(
      contract!.upcomingBillingCycles.nodes.map((cycle) => cycle.billingAttemptExpectedDate),
    );
    // Pausing a paused contract changes nothing and is no error.
    expect(await changeStatus(token, 'subscriptionContractPause', id)).toMatchObject({
      contract: { status: 'PAUSED' },
      userErrors: [],
    });
    expect(await changeStatus(token, 'subscriptionContractActivate', id)).toEqual({
      contract: { id, status: 'ACTIVE', nextBillingDate: contract!.nextBillingDate },
      userErrors: [],
    });
    expect(await changeStatus(token, 'subscriptionContractActivate', id)).toMatchObject({
      contract: { status: 'ACTIVE' },
      userErrors: [],
    });

    // Skipping is per cycle: cycle 2 only.
    const skipped = await changeCycle(token, 'subscriptionBillingCycleSkip', id, 2);
    expect(skipped.userErrors).toEqual([]);
    expect(skipped.billingCycle).toMatchObject({ cycleIndex: 2, skipped: true });
    let cycles = (await myContracts(token)).subscriptionContracts.nodes[0]!.upcomingBillingCycles
      .nodes;
    expect(cycles.map((cycle) => [cycle.cycleIndex, cycle.skipped])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
    // Skipping it again, as on Shopify, answers the skipped cycle without an error.
    expect(await changeCycle(token, 'subscriptionBillingCycleSkip', id, 2)).toMatchObject({
      billingCycle: { cycleIndex: 2, skipped: true },
      userErrors: [],
    });
    // Skipping cycle 1 moves the next billing date to cycle 3 (2 is skipped too).
    await changeCycle(token, 'subscriptionBillingCycleSkip', id, 1);
    const afterSkips = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    expect(afterSkips.nextBillingDate).toBe(cycles[2]!.billingAttemptExpectedDate);
    expect(await changeCycle(token, 'subscriptionBillingCycleUnskip', id, 2)).toMatchObject({
      billingCycle: { cycleIndex: 2, skipped: false },
      userErrors: [],
    });
    await changeCycle(token, 'subscriptionBillingCycleUnskip', id, 1);
    cycles = (await myContracts(token)).subscriptionContracts.nodes[0]!.upcomingBillingCycles.nodes;
    expect(cycles.every((cycle) => !cycle.skipped)).toBe(true);

    // A cycle that is not upcoming cannot be skipped.
    expect((await changeCycle(token, 'subscriptionBillingCycleSkip', id, 0)).userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['billingCycleInput', 'selector', 'index'],
        message: 'Billing cycle indexes start at 1.',
      },
    ]);

    // A month ahead of the next delivery: cancelling stops it, so nothing is due.
    const cancelledAt = new Date();
    const cancelled = await changeStatus(token, 'subscriptionContractCancel', id);
    expect(cancelled).toEqual({
      contract: { id, status: 'CANCELLED', nextBillingDate: null },
      userErrors: [],
    });
    const after = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    expect(after.upcomingBillingCycles.nodes).toEqual([]);
    expect(after.priceBreakdownEstimate).toBeNull();
    expect(Number(after.revisionId)).toBeGreaterThan(Number(contract!.revisionId));
    expect((await bill(id, 'after-early-cancel')).userErrors[0]?.code).toBe('CONTRACT_TERMINATED');

    const [confirmation] = await cancellationEmails(email);
    expect(confirmation?.text).toContain(
      `This confirms that your subscription (Monthly Subscription) was cancelled on ${longDate(cancelledAt)}, with no cancellation fee.`,
    );
    expect(confirmation?.text).toContain('Nothing more will be charged or sent.');
    expect(confirmation?.text).not.toContain('already being prepared');
  });

  it('refuses to pause, resume or skip a cancelled contract, with Shopify’s user errors', async () => {
    const email = 'cancelled@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 1, sellingPlanId: MONTHLY }]);
    const token = await signIn(email);
    const id = (await myContracts(token)).subscriptionContracts.nodes[0]!.id;
    expect((await changeStatus(token, 'subscriptionContractCancel', id)).userErrors).toEqual([]);

    expect(await changeStatus(token, 'subscriptionContractPause', id)).toEqual({
      contract: null,
      userErrors: [
        {
          code: 'CONTRACT_TERMINATED',
          field: null,
          message: 'This subscription was cancelled, so it can no longer be paused.',
        },
      ],
    });
    expect(await changeStatus(token, 'subscriptionContractActivate', id)).toEqual({
      contract: null,
      userErrors: [
        {
          code: 'CONTRACT_TERMINATED',
          field: null,
          message: 'This subscription was cancelled, so it can no longer be resumed.',
        },
      ],
    });
    expect((await changeStatus(token, 'subscriptionContractCancel', id)).userErrors[0]?.code).toBe(
      'CONTRACT_TERMINATED',
    );
    expect(await changeCycle(token, 'subscriptionBillingCycleSkip', id, 2)).toEqual({
      billingCycle: null,
      userErrors: [
        {
          code: 'INVALID',
          field: null,
          message: 'This subscription was cancelled, so its deliveries can no longer be skipped.',
        },
      ],
    });
    expect((await myContracts(token)).subscriptionContracts.nodes[0]?.status).toBe('CANCELLED');

    // Nor can the shop bill it.
    expect((await bill(id, 'after-cancel')).userErrors).toEqual([
      {
        code: 'CONTRACT_TERMINATED',
        field: null,
        message: 'This subscription was cancelled: nothing more is billed.',
      },
    ]);
    // One cancellation, one confirmation: the refused second cancel sent none.
    expect(await cancellationEmails(email)).toHaveLength(1);
  });

  it('takes a late cancel at once: the delivery already being prepared is still billed, then nothing', async () => {
    const email = 'late.cancel@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 2, sellingPlanId: MONTHLY }]);
    const token = await signIn(email);
    const before = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    const id = before.id;
    const due = await moveNextBillingToTomorrow(id);

    // Skipping it is refused: it is less than 3 business days away.
    expect(await changeCycle(token, 'subscriptionBillingCycleSkip', id, 1)).toEqual({
      billingCycle: null,
      userErrors: [
        {
          code: 'INVALID',
          field: null,
          message:
            `It's too late to skip the delivery on ${longDate(new Date(due))}: changes must be ` +
            'made at least 3 business days before a delivery, so a change made now takes effect ' +
            'from the delivery after.',
        },
      ],
    });

    const cancelledAt = new Date();
    // Cancelled at once; the answer shows the delivery still coming.
    expect(await changeStatus(token, 'subscriptionContractCancel', id)).toEqual({
      contract: { id, status: 'CANCELLED', nextBillingDate: due },
      userErrors: [],
    });
    const cancelled = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    expect(cancelled.upcomingBillingCycles.nodes).toEqual([
      { cycleIndex: 1, billingAttemptExpectedDate: due, skipped: false, status: 'UNBILLED' },
    ]);
    // 2 × 37.40 = 74.80, Texas tax 8.25% = 6.17, free shipping: its last delivery's price.
    expect(cancelled.priceBreakdownEstimate?.totalPrice).toEqual({ amount: '80.97' });

    // The confirmation states the day it was cancelled and the delivery still coming.
    const emails = await cancellationEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: email, code: null });
    expect(emails[0]?.subject).toMatch(/^Your .+ subscription is cancelled$/);
    expect(emails[0]?.text).toContain(
      `This confirms that your subscription (Monthly Subscription) was cancelled on ${longDate(cancelledAt)}, with no cancellation fee.`,
    );
    expect(emails[0]?.text).toContain(
      `You cancelled less than 3 business days before your next delivery, on ${longDate(new Date(due))}, ` +
        'so it is already being prepared: it will be charged and shipped as normal, and nothing is ' +
        'sent after it.',
    );
    expect(emails[0]?.text).toContain(`${subscriptionProduct.title} (`);
    expect(emails[0]?.text).toContain('Keep this email as your record of the cancellation.');

    // Nothing but that delivery can be billed: not the cycle after it.
    expect((await bill(id, 'late-cancel-2', { index: 2 })).userErrors[0]?.code).toBe(
      'CONTRACT_TERMINATED',
    );
    const billed = await bill(id, 'late-cancel-1');
    expect(billed.userErrors).toEqual([]);
    expect(billed.subscriptionBillingAttempt?.order).toMatchObject({
      email,
      totalPriceSet: { shopMoney: { amount: '80.97' } },
    });

    const after = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    expect(after).toMatchObject({ status: 'CANCELLED', nextBillingDate: null });
    expect(after.upcomingBillingCycles.nodes).toEqual([]);
    expect(after.priceBreakdownEstimate).toBeNull();
    expect(after.orders.nodes.map((order) => order.id)).toEqual([
      before.originOrder.id,
      billed.subscriptionBillingAttempt?.order.id,
    ]);
    expect((await bill(id, 'late-cancel-3')).userErrors).toEqual([
      {
        code: 'CONTRACT_TERMINATED',
        field: null,
        message: 'This subscription was cancelled: nothing more is billed.',
      },
    ]);
    expect((await myContracts(token)).orders.nodes).toHaveLength(2);
  });

  it('takes a late pause at once: the delivery already being prepared is still billed, then nothing until resumed', async () => {
    const email = 'late.pause@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 1, sellingPlanId: MONTHLY }]);
    const token = await signIn(email);
    const id = (await myContracts(token)).subscriptionContracts.nodes[0]!.id;
    const due = await moveNextBillingToTomorrow(id);

    expect(await changeStatus(token, 'subscriptionContractPause', id)).toEqual({
      contract: { id, status: 'PAUSED', nextBillingDate: due },
      userErrors: [],
    });
    const paused = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    expect(paused.upcomingBillingCycles.nodes[0]).toMatchObject({
      cycleIndex: 1,
      billingAttemptExpectedDate: due,
      skipped: false,
    });
    // The delivery being prepared cannot be skipped, even though the contract is paused.
    expect(
      (await changeCycle(token, 'subscriptionBillingCycleSkip', id, 1)).userErrors[0]?.message,
    ).toMatch(/^It's too late to skip the delivery on .*takes effect from the delivery after\.$/);
    // The cycle after it is not billed while paused; the one being prepared is.
    expect((await bill(id, 'late-pause-2', { index: 2 })).userErrors[0]?.code).toBe(
      'CONTRACT_PAUSED',
    );
    const billed = await bill(id, 'late-pause-1');
    expect(billed.userErrors).toEqual([]);
    const afterBilling = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    expect(afterBilling).toMatchObject({ status: 'PAUSED', nextBillingDate: null });
    expect(afterBilling.orders.nodes).toHaveLength(2);
    expect((await bill(id, 'late-pause-3')).userErrors[0]?.code).toBe('CONTRACT_PAUSED');
    // Pausing sends no cancellation email.
    expect(await cancellationEmails(email)).toEqual([]);

    // Resuming is never refused; deliveries carry on from the cycle after, which can be skipped.
    const cycle2 = monthsAfter(due, 1);
    expect(await changeStatus(token, 'subscriptionContractActivate', id)).toEqual({
      contract: { id, status: 'ACTIVE', nextBillingDate: cycle2 },
      userErrors: [],
    });
    expect(await changeCycle(token, 'subscriptionBillingCycleSkip', id, 2)).toMatchObject({
      billingCycle: { cycleIndex: 2, skipped: true, billingAttemptExpectedDate: cycle2 },
      userErrors: [],
    });
    expect(await changeCycle(token, 'subscriptionBillingCycleUnskip', id, 2)).toMatchObject({
      billingCycle: { cycleIndex: 2, skipped: false },
      userErrors: [],
    });
    expect((await bill(id, 'late-pause-4')).userErrors).toEqual([]);
    expect((await myContracts(token)).orders.nodes).toHaveLength(3);
  });

  it('refuses to restore a skipped delivery less than 3 business days away', async () => {
    const email = 'late.unskip@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 1, sellingPlanId: MONTHLY }]);
    const token = await signIn(email);
    const contract = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    // Skipped in time, a month ahead.
    expect(
      (await changeCycle(token, 'subscriptionBillingCycleSkip', contract.id, 1)).userErrors,
    ).toEqual([]);

    // The day before it, through the same code the APIs call.
    const deliveryAt = new Date(
      contract.upcomingBillingCycles.nodes[0]!.billingAttemptExpectedDate,
    );
    const dayBefore = new Date(deliveryAt.getTime() - 24 * 60 * 60 * 1000);
    const stores = { db: server.db, subscriptions: new SubscriptionRepository(server.db) };
    const contractId = Number(contract.id.split('/').pop());
    expect(setCycleSkipped(stores, contractId, { index: 1 }, false, dayBefore)).toEqual({
      ok: false,
      reason: 'tooLate',
      field: null,
      message:
        `It's too late to restore the delivery on ${longDate(deliveryAt)}: changes must be made ` +
        'at least 3 business days before a delivery, so a change made now takes effect from the ' +
        'delivery after.',
    });
    const cycles = (await myContracts(token)).subscriptionContracts.nodes[0]!.upcomingBillingCycles;
    expect(cycles.nodes[0]).toMatchObject({ cycleIndex: 1, skipped: true });
  });

  it('confirms a cancellation made by the shop through the Admin API by email too', async () => {
    const email = 'shop.cancels@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 1, sellingPlanId: BIMONTHLY }]);
    const contracts = dataOf(
      await server.admin<{
        subscriptionContracts: { nodes: { id: string; originOrder: { email: string } }[] };
      }>(
        '{ subscriptionContracts(first: 50, reverse: true) { nodes { id originOrder { email } } } }',
      ),
    ).subscriptionContracts.nodes;
    const id = contracts.find((contract) => contract.originOrder.email === email)!.id;
    const due = await moveNextBillingToTomorrow(id);

    const cancelledAt = new Date();
    const cancel = dataOf(
      await server.admin<{
        subscriptionContractCancel: {
          contract: {
            status: string;
            nextBillingDate: string | null;
          } | null;
          userErrors: UserError[];
        };
      }>(
        `mutation Cancel($id: ID!) { subscriptionContractCancel(subscriptionContractId: $id) {
          contract { status nextBillingDate } userErrors { code field message } } }`,
        { id },
      ),
    ).subscriptionContractCancel;
    expect(cancel).toEqual({
      contract: { status: 'CANCELLED', nextBillingDate: due },
      userErrors: [],
    });
    const cycles = dataOf(
      await server.admin<{ subscriptionBillingCycles: { nodes: { cycleIndex: number }[] } }>(
        `query($id: ID!) { subscriptionBillingCycles(contractId: $id, first: 5) { nodes { cycleIndex } } }`,
        { id },
      ),
    ).subscriptionBillingCycles.nodes;
    expect(cycles).toEqual([{ cycleIndex: 1 }]);

    const [confirmation, ...others] = await cancellationEmails(email);
    expect(others).toEqual([]);
    expect(confirmation?.text).toContain(
      `This confirms that your subscription (Every 2 Months) was cancelled on ${longDate(cancelledAt)}`,
    );
    expect(confirmation?.text).toContain(
      `your next delivery, on ${longDate(new Date(due))}, so it`,
    );
  });

  it("treats another customer's contract as one that does not exist", async () => {
    await buy('owner@example.com', [
      { merchandiseId: POWDER, quantity: 1, sellingPlanId: MONTHLY },
    ]);
    const ownerToken = await signIn('owner@example.com');
    const id = (await myContracts(ownerToken)).subscriptionContracts.nodes[0]!.id;

    const strangerToken = await signIn('stranger@example.com');
    expect((await myContracts(strangerToken)).subscriptionContracts.nodes).toEqual([]);
    const one = await account<{ customer: { subscriptionContract: Contract | null } }>(
      strangerToken,
      MY_CONTRACT,
      { id },
    );
    expect(one.customer.subscriptionContract).toBeNull();
    for (const mutation of ['subscriptionContractPause', 'subscriptionContractCancel']) {
      expect(await changeStatus(strangerToken, mutation, id)).toEqual({
        contract: null,
        userErrors: [
          {
            code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST',
            field: ['subscriptionContractId'],
            message: 'Subscription contract does not exist.',
          },
        ],
      });
    }
    expect(await changeCycle(strangerToken, 'subscriptionBillingCycleSkip', id, 1)).toEqual({
      billingCycle: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['billingCycleInput', 'contractId'],
          message: 'Subscription contract does not exist.',
        },
      ],
    });
    const mine = await account<{ customer: { subscriptionContract: Contract | null } }>(
      ownerToken,
      MY_CONTRACT,
      { id },
    );
    expect(mine.customer.subscriptionContract).toMatchObject({
      id,
      status: 'ACTIVE',
      upcomingBillingCycles: {
        nodes: expect.arrayContaining([expect.objectContaining({ skipped: false })]),
      },
    });
  });

  it('bills the next cycle not skipped at the plan price, once per idempotency key, as a new order of the customer', async () => {
    const email = 'renewals@example.com';
    await buy(email, [{ merchandiseId: POWDER, quantity: 3, sellingPlanId: MONTHLY }]);
    const token = await signIn(email);
    const before = (await myContracts(token)).subscriptionContracts.nodes[0]!;
    const id = before.id;
    const [cycle1, cycle2, cycle3] = before.upcomingBillingCycles.nodes;

    const first = await bill(id, 'renewal-1');
    expect(first.userErrors).toEqual([]);
    const attempt = first.subscriptionBillingAttempt!;
    // 3 × 37.40 = 112.20; Texas 8.25% = 9.26; subscription shipping is free.
    expect(attempt).toMatchObject({
      ready: true,
      order: {
        email,
        subtotalPriceSet: { shopMoney: { amount: shopifyAmount(PLAN_PRICE_CENTS * 3) } },
        totalShippingPriceSet: { shopMoney: { amount: '0.0' } },
        totalTaxSet: { shopMoney: { amount: '9.26' } },
        totalPriceSet: { shopMoney: { amount: '121.46' } },
        lineItems: {
          nodes: [
            {
              quantity: 3,
              originalUnitPriceSet: { shopMoney: { amount: shopifyAmount(PLAN_PRICE_CENTS) } },
              sellingPlan: { name: 'Monthly Subscription' },
            },
          ],
        },
      },
      state: { order: { id: attempt.order.id } },
    });

    // The same key again: the same attempt, no second order.
    const retried = await bill(id, 'renewal-1');
    expect(retried.subscriptionBillingAttempt?.id).toBe(attempt.id);
    expect(retried.subscriptionBillingAttempt?.order.id).toBe(attempt.order.id);

    let mine = await myContracts(token);
    expect(mine.orders.nodes.map((order) => order.name)).toEqual([
      before.originOrder.name,
      attempt.order.name,
    ]);
    let contract = mine.subscriptionContracts.nodes[0]!;
    expect(contract.orders.nodes.map((order) => order.id)).toEqual([
      before.originOrder.id,
      attempt.order.id,
    ]);
    expect(contract.nextBillingDate).toBe(cycle2!.billingAttemptExpectedDate);
    expect(contract.upcomingBillingCycles.nodes[0]?.cycleIndex).toBe(2);
    expect(contract.lastPaymentStatus).toBe('SUCCEEDED');
    expect(cycle1?.cycleIndex).toBe(1);

    // A skipped cycle is passed over: cycle 2 skipped, so the next attempt bills cycle 3.
    await changeCycle(token, 'subscriptionBillingCycleSkip', id, 2);
    expect((await bill(id, 'renewal-2', { index: 2 })).userErrors).toEqual([
      {
        code: 'BILLING_CYCLE_SKIPPED',
        field: ['subscriptionBillingAttemptInput', 'billingCycleSelector'],
        message: 'Billing cycle 2 is skipped.',
      },
    ]);
    const second = await bill(id, 'renewal-2');
    expect(second.userErrors).toEqual([]);
    mine = await myContracts(token);
    contract = mine.subscriptionContracts.nodes[0]!;
    expect(contract.upcomingBillingCycles.nodes.map((cycle) => cycle.cycleIndex)).toEqual([
      2, 4, 5, 6,
    ]);
    expect(contract.nextBillingDate).toBe(monthsAfter(contract.createdAt, 4));
    expect(cycle3?.billingAttemptExpectedDate).toBe(monthsAfter(contract.createdAt, 3));
    expect(mine.orders.nodes).toHaveLength(3);
    expect((await bill(id, 'renewal-3', { index: 3 })).userErrors[0]).toMatchObject({
      code: 'INVALID',
      message: 'Billing cycle 3 has already been billed.',
    });

    // A paused contract is not billed.
    expect((await changeStatus(token, 'subscriptionContractPause', id)).userErrors).toEqual([]);
    expect((await bill(id, 'renewal-4')).userErrors).toEqual([
      {
        code: 'CONTRACT_PAUSED',
        field: null,
        message: 'This subscription is paused: nothing is billed until it is resumed.',
      },
    ]);
    expect((await bill('gid://shopify/SubscriptionContract/999999', 'x')).userErrors).toEqual([
      {
        code: 'CONTRACT_NOT_FOUND',
        field: ['subscriptionContractId'],
        message: 'Subscription contract does not exist',
      },
    ]);
    expect((await bill(id, '  ')).userErrors[0]?.code).toBe('BLANK');
    expect((await myContracts(token)).orders.nodes).toHaveLength(3);
  });

  it('answers the selling plans’ billing and delivery policies in the Storefront API', async () => {
    const { product } = dataOf(
      await server.graphql<{
        product: {
          sellingPlanGroups: {
            nodes: {
              sellingPlans: {
                nodes: {
                  name: string;
                  billingPolicy: { interval: string; intervalCount: number } | null;
                  deliveryPolicy: { interval: string; intervalCount: number } | null;
                }[];
              };
            }[];
          };
        };
      }>(
        `query($handle: String!) { product(handle: $handle) { sellingPlanGroups(first: 5) { nodes {
          sellingPlans(first: 10) { nodes { name
            billingPolicy { ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
            deliveryPolicy { ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount } }
          } } } } } }`,
        { handle: subscriptionProduct.handle },
      ),
    );
    const plans = product.sellingPlanGroups.nodes[0]!.sellingPlans.nodes;
    expect(plans.map((plan) => [plan.name, plan.deliveryPolicy?.intervalCount])).toEqual([
      ['Monthly Subscription', 1],
      ['Every 2 Months', 2],
      ['Every 3 Months', 3],
    ]);
    expect(plans.every((plan) => plan.billingPolicy?.interval === 'MONTH')).toBe(true);
  });
});

describe('a database seeded before selling plans had policies', () => {
  it('gets the seed’s policies at start, so paying for a plan starts a subscription again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-plan-policies-'));
    try {
      const first = await startTestServer({ dir });
      first.db.exec(
        'UPDATE selling_plans SET billing_policy_json = NULL, delivery_policy_json = NULL',
      );
      await first.stop();

      const restarted = await startTestServer({ dir });
      try {
        const policies = restarted.db
          .prepare<[], { billing_policy_json: string | null }>(
            'SELECT billing_policy_json FROM selling_plans ORDER BY id',
          )
          .all()
          .map((row) => row.billing_policy_json && JSON.parse(row.billing_policy_json));
        expect(policies).toEqual(
          [1, 2, 3].map((intervalCount) => ({ interval: 'MONTH', intervalCount })),
        );
        const cart = await createCart(restarted, [
          { merchandiseId: POWDER, quantity: 1, sellingPlanId: QUARTERLY },
        ]);
        expect((await pay(cart, { email: 'old.database@example.com' })).status).toBe(303);
        const contracts = dataOf(
          await restarted.admin<{
            subscriptionContracts: { nodes: { billingPolicy: { intervalCount: number } }[] };
          }>('{ subscriptionContracts(first: 5) { nodes { billingPolicy { intervalCount } } } }'),
        ).subscriptionContracts.nodes;
        expect(contracts).toEqual([{ billingPolicy: { intervalCount: 3 } }]);
      } finally {
        await restarted.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
