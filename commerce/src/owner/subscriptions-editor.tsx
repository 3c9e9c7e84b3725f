import { formatMoneyForDisplay, parseDecimalToCents } from '../lib/money';
import { CHANGE_NOTICE_BUSINESS_DAYS } from '../subscriptions/billing-schedule';
import { adminData, mutationPayload, numericId, sendNotFound, sendSaved } from './editor-actions';
import {
  EditorForm,
  ErrorSummary,
  sendEditorPage,
  type EditorRequest,
  type FormError,
} from './editor-page';

/**
 * The owner's page of subscriptions: every contract with its customer, lines, schedule and
 * orders, and a button that runs its next billing cycle now. A real shop's subscription app bills
 * each cycle on its date; locally nothing does, so the owner (or a test) runs one here, through
 * the Admin API's subscriptionBillingAttemptCreate, which places the renewal order.
 */

const CONTRACTS = `{
  subscriptionContracts(first: 250, reverse: true) {
    nodes {
      id status nextBillingDate revisionId
      deliveryPolicy { interval intervalCount }
      deliveryPrice { amount currencyCode }
      originOrder { name email }
      orders(first: 250) {
        nodes { id name processedAt totalPriceSet { shopMoney { amount currencyCode } } }
      }
      lines(first: 50) {
        nodes { title variantTitle quantity sellingPlanName currentPrice { amount currencyCode } }
      }
    }
  }
}`;
const CYCLES = `query Cycles($contractId: ID!) {
  subscriptionBillingCycles(contractId: $contractId, first: 3) {
    nodes { cycleIndex billingAttemptExpectedDate skipped }
  }
}`;
const BILLING_ATTEMPT = `mutation Bill($id: ID!, $input: SubscriptionBillingAttemptInput!) {
  subscriptionBillingAttemptCreate(subscriptionContractId: $id, subscriptionBillingAttemptInput: $input) {
    subscriptionBillingAttempt { id order { name } }
    userErrors { code field message }
  }
}`;

interface Money {
  amount: string;
  currencyCode: string;
}

interface AdminContract {
  id: string;
  status: string;
  nextBillingDate: string | null;
  revisionId: string;
  deliveryPolicy: { interval: string; intervalCount: number };
  deliveryPrice: Money;
  originOrder: { name: string; email: string | null } | null;
  orders: {
    nodes: { id: string; name: string; processedAt: string; totalPriceSet: { shopMoney: Money } }[];
  };
  lines: {
    nodes: {
      title: string;
      variantTitle: string | null;
      quantity: number;
      sellingPlanName: string | null;
      currentPrice: Money;
    }[];
  };
}

interface Cycle {
  cycleIndex: number;
  billingAttemptExpectedDate: string;
  skipped: boolean;
}

const display = (money: Money) =>
  formatMoneyForDisplay(parseDecimalToCents(money.amount), money.currencyCode);

/** "2026-05-03": the day, as the owner's other pages show dates. */
const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{iso.slice(0, 10)}</time>;

/** "every 2 months". */
function frequency({ interval, intervalCount }: AdminContract['deliveryPolicy']): string {
  const unit = interval.toLowerCase();
  return intervalCount === 1 ? `every ${unit}` : `every ${intervalCount} ${unit}s`;
}

/**
 * Why a contract cannot be billed now, or null when it can. A paused or cancelled contract still
 * bills the delivery that was already being prepared when it was paused or cancelled (its
 * nextBillingDate), and nothing else.
 */
function notBillable(contract: AdminContract): string | null {
  if (contract.status === 'ACTIVE' || contract.nextBillingDate) return null;
  if (contract.status === 'PAUSED') return 'Paused: the customer resumes it to bill again.';
  if (contract.status === 'CANCELLED') return 'Cancelled: nothing more is billed.';
  return `Not billable (${contract.status.toLowerCase()}).`;
}

/** What a paused or cancelled contract still bills: the delivery already being prepared. */
function stillDue(contract: AdminContract): string | null {
  if (contract.status === 'ACTIVE' || !contract.nextBillingDate) return null;
  const [status, after] =
    contract.status === 'PAUSED'
      ? ['Paused', 'nothing after it until the customer resumes']
      : ['Cancelled', 'nothing after it'];
  return (
    `${status} less than ${CHANGE_NOTICE_BUSINESS_DAYS} business days before the delivery on ` +
    `${contract.nextBillingDate.slice(0, 10)}: that delivery is still billed and sent, and ${after}.`
  );
}

function ContractSection({
  editor,
  contract,
  cycles,
}: {
  editor: EditorRequest;
  contract: AdminContract;
  cycles: Cycle[];
}) {
  const id = numericId(contract.id);
  const headingId = `subscription-${id}`;
  const plan = contract.lines.nodes[0]?.sellingPlanName ?? 'Subscription';
  const blocked = notBillable(contract);
  const due = stillDue(contract);
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>
        Subscription {id}: {plan}
      </h2>
      <dl>
        <dt>Customer</dt>
        <dd>{contract.originOrder?.email ?? '—'}</dd>
        <dt>Status</dt>
        <dd>{contract.status.toLowerCase()}</dd>
        <dt>Delivery</dt>
        <dd>
          {frequency(contract.deliveryPolicy)}, shipping {display(contract.deliveryPrice)}
        </dd>
        <dt>Items</dt>
        <dd>
          <ul>
            {contract.lines.nodes.map((line, index) => (
              <li key={index}>
                {line.title}
                {line.variantTitle && ` (${line.variantTitle})`} × {line.quantity} at{' '}
                {display(line.currentPrice)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Next billing</dt>
        <dd>{contract.nextBillingDate ? <Day iso={contract.nextBillingDate} /> : '—'}</dd>
        {cycles.length > 0 && (
          <>
            <dt>Upcoming cycles</dt>
            <dd>
              <ul>
                {cycles.map((cycle) => (
                  <li key={cycle.cycleIndex}>
                    Cycle {cycle.cycleIndex}: <Day iso={cycle.billingAttemptExpectedDate} />
                    {cycle.skipped && ' (skipped)'}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>Orders</dt>
        <dd>
          <ul>
            {contract.orders.nodes.map((order, index) => (
              <li key={order.id}>
                {order.name} · <Day iso={order.processedAt} /> ·{' '}
                {display(order.totalPriceSet.shopMoney)}
                {index === 0 ? ' (first order)' : ' (renewal)'}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {due && <p>{due}</p>}
      {blocked ? (
        <p>{blocked}</p>
      ) : (
        <EditorForm
          editor={editor}
          action={`/admin/subscriptions/${id}`}
          label="Run next billing cycle"
        >
          {/* The same form sent twice (a double click, a reload) bills once. */}
          <input type="hidden" name="idempotencyKey" value={`owner-${id}-${contract.revisionId}`} />
        </EditorForm>
      )}
    </article>
  );
}

async function sendSubscriptionsPage(
  editor: EditorRequest,
  status: number,
  errors: FormError[] = [],
): Promise<void> {
  const { subscriptionContracts } = await adminData<{
    subscriptionContracts: { nodes: AdminContract[] };
  }>(editor, CONTRACTS);
  const contracts = await Promise.all(
    subscriptionContracts.nodes.map(async (contract) => {
      const { subscriptionBillingCycles } = await adminData<{
        subscriptionBillingCycles: { nodes: Cycle[] };
      }>(editor, CYCLES, { contractId: contract.id });
      return { contract, cycles: subscriptionBillingCycles.nodes };
    }),
  );
  sendEditorPage(
    editor,
    status,
    'Subscriptions',
    <>
      <p>
        Subscriptions started at checkout, newest first. A real store&apos;s subscription app bills
        each cycle on its date; here nothing bills by itself, so <em>Run next billing cycle</em>{' '}
        places the next renewal order now (skipped cycles are passed over), and the customer sees it
        among their orders. Development only.
      </p>
      <ErrorSummary errors={errors} />
      {contracts.length === 0 ? (
        <p>No subscriptions yet. Paying for a subscription at checkout starts one.</p>
      ) : (
        contracts.map(({ contract, cycles }) => (
          <ContractSection key={contract.id} editor={editor} contract={contract} cycles={cycles} />
        ))
      )}
    </>,
  );
}

export const showSubscriptions = (editor: EditorRequest) => sendSubscriptionsPage(editor, 200);

/** Bills the contract's next cycle; the Admin API's userErrors show above the list. */
export async function billNextCycle(
  editor: EditorRequest,
  id: number,
  form: URLSearchParams,
): Promise<void> {
  const idempotencyKey = form.get('idempotencyKey') ?? '';
  const result = await mutationPayload<{
    subscriptionBillingAttempt: { id: string; order: { name: string } | null } | null;
    userErrors: { code: string | null; message: string }[];
  }>(editor, BILLING_ATTEMPT, {
    id: `gid://shopify/SubscriptionContract/${id}`,
    input: { idempotencyKey },
  });
  if (result.userErrors.some((error) => error.code === 'CONTRACT_NOT_FOUND')) {
    return sendNotFound(editor, 'Subscription');
  }
  if (result.userErrors.length > 0) {
    const errors = result.userErrors.map(({ message }) => ({
      message: `Subscription ${id}: ${message}`,
    }));
    return sendSubscriptionsPage(editor, 422, errors);
  }
  sendSaved(editor, '/admin/subscriptions', `#subscription-${id}`);
}
