/**
 * /account/order/{orderId}: the account page's "View details" links here; the page is the same
 * as /order/{orderId} (spec section 2 names both).
 */
export { default, headers, loader, meta } from './order.$orderId';
