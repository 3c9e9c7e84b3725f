import { expect, type Page } from '@playwright/test';
import {
  createCartThroughApi,
  fillTexasAddress,
  oneTimeCents,
  payWith,
  seedProduct,
  TEST_CARD_APPROVED,
  texasOrderTotals,
} from '../support/checkout';
import { latestSignInCode } from '../support/outbox';
import { gotoHydrated } from './cart.helpers';
import { commerceUrl } from '../support/servers';

let counter = 0;

/** An address no other test (or earlier run against the same database) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const PASSWORD = 'Clearwell-test-5!';

/** Passwordless sign-in as a shopper does it: /login, the hosted page, the emailed code. */
export async function signInWithEmailCode(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in / Create account' }).click();
  await page.waitForURL((url) => url.href.startsWith(commerceUrl));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await latestSignInCode(page.request, email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

/** Registration with a password on /register; lands on /account. */
export async function registerWithPassword(page: Page, name: string, email: string): Promise<void> {
  await gotoHydrated(page, '/register');
  await submitRegistration(page, { name, email });
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

/**
 * The /register form filled in and sent, by its labels as a shopper reads them and unscoped:
 * "Email" must name this form's field alone, even with the footer's mailing-list field on the page.
 */
export async function submitRegistration(
  page: Page,
  {
    name,
    email,
    password = PASSWORD,
    confirmation = password,
  }: { name: string; email: string; password?: string; confirmation?: string },
): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirmation);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * The password form of /login, unfolded: it waits below the passwordless button, folded unless
 * it has just refused a sign-in.
 */
export async function openPasswordSignIn(page: Page) {
  const form = page.getByRole('form', { name: 'Account sign-in' });
  if (!(await form.isVisible())) await page.getByText('Have an account with a password?').click();
  await expect(form).toBeVisible();
  return form;
}

/** The password form of /login filled in and sent. */
export async function submitPasswordSignIn(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const form = await openPasswordSignIn(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in with password' }).click();
}

/** A guest order paid with `email` in the hosted checkout (another tab), as a shopper pays. */
export async function payOrderAs(
  page: Page,
  email: string,
): Promise<{ total: number; title: string }> {
  const powder = seedProduct('bath-and-plunge-powder-4-pack');
  const { checkoutUrl } = await createCartThroughApi(page.request, powder.handle);
  const checkout = await page.context().newPage();
  await checkout.goto(checkoutUrl);
  await fillTexasAddress(checkout);
  await checkout.getByLabel('Email').fill(email);
  await payWith(checkout, TEST_CARD_APPROVED);
  await checkout.waitForURL('**/success**');
  await checkout.close();
  return { total: texasOrderTotals([oneTimeCents(powder.handle)]).total, title: powder.title };
}
