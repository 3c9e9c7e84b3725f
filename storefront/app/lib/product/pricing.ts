import { fromCents, toCents } from '../money';
import type { Money } from '../money';

/**
 * Product page prices, in integer cents so that halves
 * and percentages never drift (0.1 + 0.2 style).
 */

/** Shop Pay splits a purchase into this many interest-free installments. */
export const SHOP_PAY_INSTALLMENTS = 2;

/** A money amount with 2 decimals in the same currency, from cents. */
export function moneyFromCents(cents: number, currencyCode: string): Money {
  return { amount: fromCents(cents), currencyCode };
}

/**
 * One installment: the price split evenly, rounded half up to the cent ($43.99 → $22.00), so
 * the note never promises less than the shopper will pay.
 */
export function installmentPrice(price: Money, installments = SHOP_PAY_INSTALLMENTS): Money {
  if (!Number.isInteger(installments) || installments < 1) {
    throw new RangeError(`installments must be a whole number from 1, got ${installments}`);
  }
  return moneyFromCents(Math.round(toCents(price.amount) / installments), price.currencyCode);
}

/**
 * What a subscription delivery costs: the price minus the plan's savings (never below zero).
 * Without a plan it is the one-time price.
 */
export function subscriptionPrice(price: Money, plan: { savingsAmount: Money } | undefined): Money {
  if (!plan) return { amount: fromCents(toCents(price.amount)), currencyCode: price.currencyCode };
  const cents = toCents(price.amount) - toCents(plan.savingsAmount.amount);
  return moneyFromCents(Math.max(cents, 0), price.currencyCode);
}
