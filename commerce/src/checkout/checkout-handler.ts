import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import { productImageUrl } from '../cdn/image-urls';
import type { BuyerLookup } from '../customer-accounts/buyer-tokens';
import type { CustomerRepository } from '../db/customer-repository';
import type { AnalyticsRepository } from '../db/analytics-repository';
import type { OrderRepository } from '../db/order-repository';
import type { CartRecord } from '../db/records';
import { HttpError } from '../http/http-error';
import { sendMessagePage } from '../http/page';
import { shopChrome } from '../content/shop-chrome';
import { readForm } from '../http/read-body';
import { sendPrivatePage, sendRedirect } from '../http/responses';
import { checkoutPath, findCartWithKey } from '../storefront-api/cart-view';
import type { RequestContext } from '../storefront-api/context';
import { formatMoneyForDisplay } from '../lib/money';
import { formValues, MAX_CHECKOUT_BODY_BYTES, parseCheckoutForm } from './checkout-form';
import { renderCheckoutPage, type CheckoutPageView } from './checkout-page';
import { describeQuote, describeQuotes, summariseCart } from './checkout-summary';
import { placeOrder } from './place-order';
import { COUNTRIES, DOMESTIC_COUNTRY } from '../lib/regions';

interface CheckoutHandlerOptions extends Omit<RequestContext, 'catalogue' | 'buyerIp'> {
  catalogue: CatalogueCache;
  orders: OrderRepository;
  customers: CustomerRepository;
  /** Counts each cart's first opening of its checkout for the owner's analytics. */
  analytics: AnalyticsRepository;
  /** Who the cart's buyer identity signs in: a logged-in buyer's checkout fills their profile. */
  customerOfBuyerToken: BuyerLookup;
  /** Where the buyer lands after paying: {storefrontUrl}/success?checkout_id={token}. */
  storefrontUrl: string;
}

type MessageContent = Parameters<typeof sendMessagePage>[3];

const NOT_FOUND: MessageContent = {
  heading: 'Checkout not found',
  message: 'This checkout does not exist or has already been completed.',
  next: { path: '/', label: 'Return to the store' },
};
const EMPTY_CART: MessageContent = {
  heading: 'Your cart is empty',
  message: 'Add something to your cart before checking out.',
  next: { path: '/products', label: 'Shop Now' },
};
const failure = (message: string): MessageContent => ({
  heading: 'Something went wrong',
  message,
  next: { path: '/', label: 'Return to the store' },
});
const UNREADABLE_FORM = failure('The form could not be read. Go back and try again.');
const TOO_LARGE_FORM = failure('The form was too large to send. Go back and try again.');

const THUMBNAIL = { maxWidth: 128, maxHeight: 128, crop: 'CENTER' } as const;

/**
 * The hosted checkout at /cart/c/{token}?key={secret}: GET shows the form and the order
 * summary, POST validates, charges the test card and places the order.
 */
export function createCheckoutHandler(options: CheckoutHandlerOptions) {
  const storefrontUrl = options.storefrontUrl.replace(/\/+$/, '');

  const requestContext = (): RequestContext => ({
    ...options,
    catalogue: options.catalogue.current(),
  });

  /**
   * The URL carries the cart's secret. Inline style and script run by nonce only; the form may
   * post here and land on the storefront.
   */
  const policy = {
    imageOrigins: [new URL(options.origin).origin],
    formTargets: [new URL(storefrontUrl).origin],
  };
  const shop = shopChrome({ ...options, storefrontUrl });
  /** The hosted pages' header, saying "Secure checkout". */
  const chrome = () => ({ ...shop(), secure: true });

  const redirectToSuccess = (response: ServerResponse, checkoutToken: string) =>
    sendRedirect(
      response,
      `${storefrontUrl}/success?checkout_id=${encodeURIComponent(checkoutToken)}`,
    );

  type FormState = Pick<CheckoutPageView, 'values' | 'errors' | 'errorTitle' | 'notice'>;

  /** The form for an open cart; for an empty cart, a word about that with the same status. */
  function sendCheckoutPage(
    response: ServerResponse,
    status: number,
    context: RequestContext,
    cart: CartRecord,
    form: FormState,
  ): void {
    if (context.carts.linesOf(cart.token).length === 0) {
      return sendMessagePage(response, status, chrome(), EMPTY_CART);
    }
    const summary = summariseCart(context, cart, form.values.email);
    const country = COUNTRIES.has(form.values.country) ? form.values.country : DOMESTIC_COUNTRY;
    sendPrivatePage(response, status, policy, (nonce) =>
      renderCheckoutPage({
        ...shop(),
        nonce,
        actionUrl: checkoutPath(cart),
        summary,
        ...form,
        quote: describeQuote(summary, country, form.values.province),
        quotes: describeQuotes(summary),
        imageUrl: (image) =>
          productImageUrl(options.origin, options.imageSources, image, THUMBNAIL),
      }),
    );
  }

  /** The form as first shown: the cart's (or its signed-in buyer's) email and country filled in. */
  async function show(response: ServerResponse, token: string, key: string): Promise<void> {
    const context = requestContext();
    const cart = findCartWithKey(context.carts, token, key);
    if (!cart || cart.completedAt !== null)
      return sendMessagePage(response, 404, chrome(), NOT_FOUND);
    const { email, countryCode, customerAccessToken } = cart.buyerIdentity;
    const buyer = email ? null : await options.customerOfBuyerToken(customerAccessToken);
    const country = countryCode && COUNTRIES.has(countryCode) ? countryCode : DOMESTIC_COUNTRY;
    const values = formValues(new URLSearchParams({ email: email ?? buyer?.email ?? '', country }));
    if (context.carts.linesOf(cart.token).length > 0)
      options.analytics.recordCheckoutStart(cart.token);
    sendCheckoutPage(response, 200, context, cart, { values });
  }

  /** A completed cart's checkout sends a repeated submission to its order; anything else is gone. */
  function sendGone(response: ServerResponse, cart: CartRecord | null): void {
    const order = cart && options.orders.findByCheckoutToken(cart.token);
    if (order) return redirectToSuccess(response, order.checkoutToken);
    sendMessagePage(response, 404, chrome(), NOT_FOUND);
  }

  async function submit(
    request: IncomingMessage,
    response: ServerResponse,
    token: string,
    key: string,
  ): Promise<void> {
    const known = findCartWithKey(options.carts, token, key);
    if (!known || known.completedAt !== null) {
      request.resume();
      return sendGone(response, known);
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded') {
      request.resume();
      return sendMessagePage(response, 415, chrome(), UNREADABLE_FORM);
    }
    let body: URLSearchParams;
    try {
      body = await readForm(request, MAX_CHECKOUT_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const content = error.status === 413 ? TOO_LARGE_FORM : UNREADABLE_FORM;
      return sendMessagePage(response, error.status, chrome(), content, error.headers);
    }
    const form = parseCheckoutForm(body);

    if (!form.ok) {
      // Re-read: the cart may have been paid for while this body arrived.
      const context = requestContext();
      const cart = findCartWithKey(context.carts, token, key);
      if (!cart || cart.completedAt !== null) return sendGone(response, cart);
      return sendCheckoutPage(response, 422, context, cart, {
        values: form.values,
        errors: form.errors,
      });
    }

    // Read before the order's transaction, which cannot wait on the token store.
    const buyer = await options.customerOfBuyerToken(known.buyerIdentity.customerAccessToken);
    const context = requestContext();
    const outcome = placeOrder(
      { context, orders: options.orders, customers: options.customers },
      token,
      key,
      form.submission,
      buyer?.id ?? null,
    );
    switch (outcome.kind) {
      case 'notFound':
        return sendMessagePage(response, 404, chrome(), NOT_FOUND);
      case 'paid':
        return redirectToSuccess(response, outcome.order.checkoutToken);
      case 'emptyCart':
        return sendMessagePage(response, 422, chrome(), EMPTY_CART);
      case 'confirmTotal': {
        const total = formatMoneyForDisplay(
          outcome.amounts.totalCents,
          outcome.summary.currencyCode,
        );
        const notice =
          form.submission.expectedTotalCents === null
            ? `Shipping and taxes are now calculated for your address: your total is ${total}. Check your order, then select Pay now.`
            : `Your total has changed to ${total}. Check your order, then select Pay now.`;
        // A first-order code the cart showed, which this buyer's email has already used up.
        const lostCode = summariseCart(context, outcome.summary.cart).discountCode;
        const firstOrderNote =
          lostCode && !outcome.summary.discountCode
            ? `${lostCode} is for a first order, and ${form.submission.email} has ordered before. `
            : '';
        return sendCheckoutPage(response, 200, context, outcome.summary.cart, {
          values: form.values,
          notice: `${firstOrderNote}${notice}`,
        });
      }
      case 'declined':
        // As on Shopify, a declined card is cleared so the buyer enters another.
        return sendCheckoutPage(response, 402, context, outcome.summary.cart, {
          values: { ...form.values, cardNumber: '', cardExpiry: '', cardCvc: '' },
          errors: { cardNumber: outcome.message },
          errorTitle: 'Payment declined',
        });
    }
  }

  return async function handleCheckout(
    request: IncomingMessage,
    response: ServerResponse,
    token: string,
    searchParams: URLSearchParams,
  ): Promise<void> {
    const key = searchParams.get('key') ?? '';
    if (request.method === 'GET' || request.method === 'HEAD') return show(response, token, key);
    if (request.method === 'POST') return submit(request, response, token, key);
    request.resume();
    sendMessagePage(response, 405, chrome(), failure('This page cannot do that.'), {
      allow: 'GET, HEAD, POST',
    });
  };
}
