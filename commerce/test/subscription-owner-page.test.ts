import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestServer, type TestServer } from './support/test-server';
import { sellingPlanGids, subscriptionProduct, variantGid } from './support/catalogue';
import { countOrders, createCart, pay } from './support/checkout';

/** The owner's subscriptions page: each contract, and its "Run next billing cycle" button. */

const [MONTHLY] = sellingPlanGids(subscriptionProduct);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function page(path: string) {
  const response = await fetch(`${server.base}${path}`);
  return { status: response.status, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

/** The hidden fields of the contract's billing form, as a browser would send them. */
function billingForm(html: string, contractId: string): Record<string, string> {
  const form = new RegExp(
    `<form method="post" action="/admin/subscriptions/${contractId}">(.*?)</form>`,
  ).exec(html)?.[1];
  if (!form) throw new Error(`No billing form for subscription ${contractId}`);
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(
      ([, name, value]) => [name!, value!],
    ),
  );
}

describe('owner’s subscriptions page', () => {
  it('lists a contract and runs its next billing cycle once per form, placing a renewal order', async () => {
    const empty = await page('/admin/subscriptions');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('No subscriptions yet.');

    const cart = await createCart(server, [
      { merchandiseId: variantGid(subscriptionProduct), quantity: 1, sellingPlanId: MONTHLY },
    ]);
    expect((await pay(cart, { email: 'owner.view@example.com' })).status).toBe(303);

    const listed = await page('/admin/subscriptions');
    expect(listed.html).toContain(
      '<h2 id="subscription-1">Subscription 1: Monthly Subscription</h2>',
    );
    expect(listed.html).toContain('owner.view@example.com');
    expect(listed.html).toContain('Cycle 1: ');
    expect(listed.html).toMatch(/<button type="submit">Run next billing cycle<\/button>/);
    expect(countOrders(server)).toBe(1);

    const form = billingForm(listed.html, '1');
    // Another site's post is refused: no form token.
    expect(
      await post('/admin/subscriptions/1', { idempotencyKey: form.idempotencyKey! }),
    ).toMatchObject({
      status: 403,
    });
    expect(countOrders(server)).toBe(1);

    expect(await post('/admin/subscriptions/1', form)).toEqual({
      status: 303,
      location: '/admin/subscriptions?saved=1#subscription-1',
    });
    expect(countOrders(server)).toBe(2);
    // The same form again (a double click, a resend) bills nothing more.
    expect((await post('/admin/subscriptions/1', form)).status).toBe(303);
    expect(countOrders(server)).toBe(2);

    const after = await page('/admin/subscriptions?saved=1');
    expect(after.html).toContain('#1002');
    expect(after.html).toContain('(renewal)');
    expect(after.html).toContain('Cycle 2: ');
    // A new form, with a new key, bills the next cycle.
    expect((await post('/admin/subscriptions/1', billingForm(after.html, '1'))).status).toBe(303);
    expect(countOrders(server)).toBe(3);

    expect((await post('/admin/subscriptions/99', form)).status).toBe(404);
  });

  it('still bills the delivery being prepared when a contract was cancelled late, and nothing after it', async () => {
    const cart = await createCart(server, [
      { merchandiseId: variantGid(subscriptionProduct), quantity: 1, sellingPlanId: MONTHLY },
    ]);
    expect((await pay(cart, { email: 'late.owner@example.com' })).status).toBe(303);
    const id = 'gid://shopify/SubscriptionContract/2';
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const changes = dataOf(
      await server.admin<{
        subscriptionContractSetNextBillingDate: { userErrors: unknown[] };
        subscriptionContractCancel: { contract: { status: string } | null };
      }>(
        `mutation Late($id: ID!, $date: DateTime!) {
          subscriptionContractSetNextBillingDate(contractId: $id, date: $date) { userErrors { message } }
          subscriptionContractCancel(subscriptionContractId: $id) { contract { status } }
        }`,
        { id, date: tomorrow },
      ),
    );
    expect(changes.subscriptionContractSetNextBillingDate.userErrors).toEqual([]);
    expect(changes.subscriptionContractCancel.contract?.status).toBe('CANCELLED');
    const orders = countOrders(server);

    const listed = await page('/admin/subscriptions');
    expect(listed.html).toContain(
      `Cancelled less than 3 business days before the delivery on ${tomorrow.slice(0, 10)}: ` +
        'that delivery is still billed and sent, and nothing after it.',
    );
    expect(await post('/admin/subscriptions/2', billingForm(listed.html, '2'))).toMatchObject({
      status: 303,
    });
    expect(countOrders(server)).toBe(orders + 1);

    const after = await page('/admin/subscriptions');
    const section = after.html.slice(after.html.indexOf('id="subscription-2"'));
    expect(section).toContain('Cancelled: nothing more is billed.');
    expect(() => billingForm(after.html, '2')).toThrow();
  });
});
