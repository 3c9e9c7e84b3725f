/**
 * A fake commerce platform for the queue's unit tests (test code only). It keeps its own cart
 * with its own arithmetic, independent of optimistic.ts, and answers each call only when the test
 * says so, so that tests control exactly when the server is slower than the shopper.
 */
import type { CartResult, CartAction } from '../../app/lib/cart/events';
import type {
  Cart,
  CartLineAddInput,
  CartLineMerchandise,
  CartSellingPlan,
} from '../../app/lib/cart/types';
import type { CountryCode } from '../../app/lib/shopify/generated/storefront-api.generated';
import { usd } from './cart-fixtures';
import { lineProduct } from '../../app/lib/cart/optimistic';

interface ServerLine {
  id: string;
  merchandise: CartLineMerchandise;
  sellingPlan?: CartSellingPlan;
  quantity: number;
  unitCents: number;
}

interface PendingCall {
  action: CartAction;
  confirmedCart: Cart | undefined;
  resolve: (result: CartResult) => void;
  reject: (error: unknown) => void;
}

const CART_ID = 'gid://shopify/Cart/server';
const centsOf = (amount: string): number => Math.round(Number(amount) * 100);
const amountOf = (cents: number): string => (cents / 100).toFixed(2);

export class FakeCommerce {
  private cartId: string | undefined;
  private lines: ServerLine[] = [];
  private discountCodes: string[] = [];
  private countryCode = 'US';
  private nextLineNumber = 1;
  private readonly pending: PendingCall[] = [];

  /** Every call, in the order it was made. */
  readonly calls: Array<{ action: CartAction; confirmedCart: Cart | undefined }> = [];
  /** The most calls ever in flight together. */
  maxConcurrentCalls = 0;
  /** Units in stock per variant id; more are capped, as Shopify does. */
  readonly stock = new Map<string, number>();

  constructor(initial?: { lines: Array<Omit<ServerLine, 'id'>> }) {
    if (initial) {
      this.cartId = CART_ID;
      for (const line of initial.lines) this.lines.push({ ...line, id: this.newLineId() });
    }
  }

  readonly run = (action: CartAction, confirmedCart: Cart | undefined): Promise<CartResult> => {
    this.calls.push({ action, confirmedCart });
    return new Promise<CartResult>((resolve, reject) => {
      this.pending.push({ action, confirmedCart, resolve, reject });
      this.maxConcurrentCalls = Math.max(this.maxConcurrentCalls, this.pending.length);
    });
  };

  get pendingCalls(): number {
    return this.pending.length;
  }

  /** The server's cart as the API would return it. */
  cart(): Cart | undefined {
    if (!this.cartId) return undefined;
    const subtotal = this.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    return {
      id: this.cartId,
      checkoutUrl: 'https://shop.example/cart/c/server',
      totalQuantity: this.lines.reduce((sum, line) => sum + line.quantity, 0),
      discountCodes: this.discountCodes.map((code) => ({ code, applicable: true })),
      discountAllocations: [],
      buyerIdentity: { countryCode: this.countryCode as CountryCode },
      cost: {
        subtotalAmount: usd(amountOf(subtotal)),
        totalAmount: usd(amountOf(subtotal)),
        totalTaxAmount: null,
        totalDutyAmount: null,
      },
      lines: this.lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        attributes: [],
        cost: {
          subtotalAmount: usd(amountOf(line.unitCents * line.quantity)),
          totalAmount: usd(amountOf(line.unitCents * line.quantity)),
          amountPerQuantity: usd(amountOf(line.unitCents)),
          compareAtAmountPerQuantity: null,
        },
        discountAllocations: [],
        merchandise: line.merchandise,
        sellingPlanAllocation: line.sellingPlan ? { sellingPlan: line.sellingPlan } : null,
      })),
    };
  }

  /** Answers the oldest call by carrying it out. */
  async respond(): Promise<void> {
    const call = this.takeOldest();
    call.resolve(this.perform(call.action));
    await settle();
  }

  /** Answers the oldest call with a result of the test's choosing (nothing is carried out). */
  async answer(result: CartResult): Promise<void> {
    this.takeOldest().resolve(result);
    await settle();
  }

  /** Fails the oldest call as a network failure would. */
  async crash(error: unknown): Promise<void> {
    this.takeOldest().reject(error);
    await settle();
  }

  private takeOldest(): PendingCall {
    const call = this.pending.shift();
    if (!call) throw new Error('No call is waiting for an answer');
    return call;
  }

  private newLineId(): string {
    return `gid://shopify/CartLine/${this.nextLineNumber++}`;
  }

  private capped(variantId: string, quantity: number): number {
    return Math.min(quantity, this.stock.get(variantId) ?? Number.POSITIVE_INFINITY);
  }

  private perform(action: CartAction): CartResult {
    switch (action.type) {
      case 'CART_FETCH':
        return { cart: action.cartId === this.cartId ? this.cart() : null };
      case 'CART_CREATE':
        this.cartId = CART_ID;
        this.lines = [];
        this.addLines(action.lines);
        return { cart: this.cart() };
      case 'CARTLINE_ADD':
        this.addLines(action.lines);
        return { cart: this.cart() };
      case 'CARTLINE_UPDATE': {
        for (const { id, quantity } of action.lines) {
          const line = this.lines.find((candidate) => candidate.id === id);
          if (!line)
            return {
              cart: this.cart(),
              userErrors: [{ message: `The merchandise line ${id} does not exist.` }],
            };
          if (quantity !== undefined) line.quantity = this.capped(line.merchandise.id, quantity);
        }
        this.lines = this.lines.filter((line) => line.quantity > 0);
        return { cart: this.cart() };
      }
      case 'CARTLINE_REMOVE':
        this.lines = this.lines.filter((line) => !action.lineIds.includes(line.id));
        return { cart: this.cart() };
      case 'BUYER_IDENTITY_UPDATE':
        this.countryCode = action.buyerIdentity.countryCode;
        return { cart: this.cart() };
      case 'DISCOUNT_CODES_UPDATE':
        this.discountCodes = action.discountCodes;
        return { cart: this.cart() };
    }
  }

  private addLines(inputs: readonly CartLineAddInput[]): void {
    for (const input of inputs) {
      const existing = this.lines.find(
        (line) =>
          line.merchandise.id === input.merchandise.id &&
          line.sellingPlan?.id === input.sellingPlan?.id,
      );
      if (existing) {
        existing.quantity = this.capped(
          existing.merchandise.id,
          existing.quantity + input.quantity,
        );
        continue;
      }
      this.lines.push({
        id: this.newLineId(),
        merchandise: {
          ...input.merchandise,
          product: lineProduct(input.merchandise.product),
          image: input.merchandise.image ? { id: null, ...input.merchandise.image } : null,
          compareAtPrice: input.merchandise.compareAtPrice ?? null,
          availableForSale: true,
          requiresShipping: true,
        },
        ...(input.sellingPlan ? { sellingPlan: input.sellingPlan } : {}),
        quantity: this.capped(input.merchandise.id, input.quantity),
        unitCents: centsOf((input.unitPrice ?? input.merchandise.price).amount),
      });
    }
  }
}

/** Lets the queue react to an answer (its promise callbacks run as microtasks). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
