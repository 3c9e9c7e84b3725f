/**
 * /account/order/{orderId}: the account page's "View details" links here; the page is the same
 * as /order/{orderId} (both addresses are in use).
 */
export { default, headers, loader, meta } from './order.$orderId';
