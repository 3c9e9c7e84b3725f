import { expect, test, type Page } from '@playwright/test';
import { adminGraphql } from '../support/admin';
import { commerceUrl } from '../support/servers';
import { gotoHydrated } from './cart.helpers';

/**
 * The contact form end to end: each message reaches the shop on the
 * customer with that address, a returning one's appended, and the owner sees them all.
 */

const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const form = (page: Page) => page.getByRole('form', { name: 'Write to us' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function customerNote(email: string, page: Page): Promise<string | null> {
  const data = await adminGraphql<{ customers: { nodes: { note: string | null }[] } }>(
    page.request,
    'query Find($q: String!) { customers(first: 1, query: $q) { nodes { note } } }',
    { q: `email:"${email}"` },
  );
  return data.customers.nodes[0]?.note ?? null;
}

test('two messages from one address both reach the customer, and the owner sees them', async ({
  page,
}) => {
  const email = freshEmail('contact');
  await gotoHydrated(page, '/contact');

  // Only the email: name, phone and message are optional. Unscoped, "Email" is this form's field
  // alone (the footer's mailing-list field is named otherwise).
  await page.getByLabel('Email').fill(email);
  await sendButton(page).click();
  const sent = page.getByRole('status').filter({ hasText: 'Message Sent' });
  await expect(sent).toContainText("We'll get back to you as soon as possible.");
  await expect(field(page, 'Email')).toHaveValue('');

  // The same address again, everything filled in, with markup that must stay text.
  const message = 'Do you ship to Canada? <b>Thanks</b>';
  await field(page, 'Name').fill('Ada Lovelace King');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('(512) 555-0100');
  await page.getByLabel('Message').fill(message);
  await sendButton(page).click();
  await expect(sent).toBeVisible();
  await expect(field(page, 'Message')).toHaveValue('');
  await expect(field(page, 'Name')).toHaveValue('');

  // On the customer: the first message as the note, the second appended to it. The
  // customer existed by then, so the form's name and phone are in that paragraph only.
  const note = await customerNote(email, page);
  expect(note).toMatch(
    new RegExp(
      '^Contact form submission: \\n\\n\\[\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\] ' +
        'Contact form submission: Do you ship to Canada\\? <b>Thanks</b>\\n' +
        '\\(Name: Ada Lovelace King; Phone: \\(512\\) 555-0100\\)$',
    ),
  );

  // The owner's page lists both, with their times, the markup shown as text; the profile keeps
  // no name the form sent to an existing customer.
  await page.goto(`${commerceUrl}/admin/customers`);
  const customer = page.getByRole('article', { name: email });
  await expect(customer.getByRole('heading', { name: 'Contact messages (2)' })).toBeVisible();
  await expect(customer.getByRole('listitem').filter({ hasText: message })).toContainText(
    `${message} (Name: Ada Lovelace King; Phone: (512) 555-0100)`,
  );
  await expect(customer.getByText('(no message)')).toBeVisible();
  await expect(customer.getByRole('definition').first()).toHaveText('—');
  await expect(customer.locator('time')).not.toHaveCount(0);
});

test('a failure shows the error toast and keeps what the visitor typed', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The shop could not be reached. Please try again later.' }),
    }),
  );
  const email = freshEmail('contact-down');
  await field(page, 'Email').fill(email);
  await field(page, 'Message').fill('Please call me back');
  await sendButton(page).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(failed).toContainText('There was an error sending your message. Please try again.');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Message')).toHaveValue('Please call me back');
});
