import { moneyFromCents, toCents, type Money } from '../money';

/** Shop Pay splits a purchase into this many interest-free installments. */
export const SHOP_PAY_INSTALLMENTS = 2;

/**
 * One installment: the price split evenly in integer cents, rounded half up to the cent
 * ($43.99 → $22.00), so the note never promises less than the shopper will pay.
 */
export function installmentPrice(price: Money): Money {
  return moneyFromCents(
    Math.round(toCents(price.amount) / SHOP_PAY_INSTALLMENTS),
    price.currencyCode,
  );
}
