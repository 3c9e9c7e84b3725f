import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomerRepository } from '../db/customer-repository';
import { sendHtml, sendJsonError } from '../http/responses';
import { renderCustomersPage } from './customers-page';

/** How many customers the page shows: the newest ones; this is a development tool. */
const CUSTOMERS_SHOWN = 200;

/**
 * GET /admin/customers, the owner's page of the local commerce server: a local stand-in for
 * Shopify's admin, which a real store's owner uses. Like the development outbox it needs no
 * token on loopback, and the Admin API token anywhere else (see http/owner-pages-auth.ts).
 */
export function createCustomersPageHandler(options: {
  customers: CustomerRepository;
  shopName: () => string;
}) {
  return function handleCustomersPage(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      request.resume();
      return sendJsonError(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    }
    const customers = options.customers.list({ limit: CUSTOMERS_SHOWN }).map((customer) => ({
      customer,
      messages: options.customers.contactMessagesOf(customer.id),
    }));
    sendHtml(response, 200, renderCustomersPage(options.shopName(), customers), {
      'cache-control': 'no-store',
    });
  };
}
