import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import { productImageUrl } from '../cdn/image-urls';
import type { ImageSources } from '../cdn/image-sources';
import type { CartRepository } from '../db/cart-repository';
import type { CommerceDatabase } from '../db/connection';
import type { OrderRepository } from '../db/order-repository';
import type { CartRecord } from '../db/records';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendPrivatePage } from '../http/responses';
import { findCartWithKey } from '../storefront-api/cart-view';
import type { RequestContext } from '../storefront-api/context';
import { formatMoneyForDisplay } from '../lib/money';
import {
  formValues,
  MAX_CHECKOUT_BODY_BYTES,
  parseCheckoutForm,
  type CheckoutValues,
  type FieldErrors,
} from './checkout-form';
import { renderCheckoutPage, renderMessagePage, type MessagePage } from './checkout-page';
import {
  describeQuote,
  quoteCheckout,
  summariseCart,
  type CheckoutSummary,
  type QuoteDisplay,
} from './checkout-summary';
import { placeOrder } from './place-order';
import { COUNTRIES, DOMESTIC_COUNTRY, US_STATES } from '../lib/regions';

export interface CheckoutHandlerOptions {
  db: CommerceDatabase;
  catalogue: CatalogueCache;
  carts: CartRepository;
  orders: OrderRepository;
  imageSources: ImageSources;
  /** Public origin of this server (image URLs). */
  origin: string;
  /** Where the buyer lands after paying: {storefrontUrl}/success?checkout_id={token}. */
  storefrontUrl: string;
}

type MessageContent = Pick<MessagePage, 'heading' | 'message' | 'linkText' | 'linkPath'>;

const NOT_FOUND: MessageContent = {
  heading: 'Checkout not found',
  message: 'This checkout does not exist or has already been completed.',
  linkText: 'Return to the store',
  linkPath: '/',
};
const EMPTY_CART: MessageContent = {
  heading: 'Your cart is empty',
  message: 'Add something to your cart before checking out.',
  linkText: 'Shop Now',
  linkPath: '/products',
};
const unreadableForm = (message: string): MessageContent => ({
  heading: 'Something went wrong',
  message,
  linkText: 'Return to the store',
  linkPath: '/',
});

const THUMBNAIL = { maxWidth: 128, maxHeight: 128, crop: 'center' } as const;

/**
 * The hosted checkout at /cart/c/{token}?key={secret}: GET shows the form and the order
 * summary, POST validates, charges the test card and places the order.
 */
export function createCheckoutHandler(options: CheckoutHandlerOptions) {
  const storefrontUrl = options.storefrontUrl.replace(/\/+$/, '');
  const storefrontOrigin = new URL(storefrontUrl).origin;
  const imageOrigin = new URL(options.origin).origin;

  const requestContext = (): RequestContext => ({
    db: options.db,
    catalogue: options.catalogue.current(),
    carts: options.carts,
    imageSources: options.imageSources,
    origin: options.origin,
  });

  /**
   * The URL carries the cart's secret. Inline style and script run by nonce only; the form may
   * post here and land on the storefront.
   */
  const sendPage = (
    response: ServerResponse,
    status: number,
    render: (nonce: string) => string,
    extraHeaders: Record<string, string> = {},
  ) =>
    sendPrivatePage(
      response,
      status,
      { imageOrigins: [imageOrigin], formTargets: [storefrontOrigin] },
      render,
      extraHeaders,
    );

  function sendMessage(
    response: ServerResponse,
    status: number,
    content: MessageContent,
    extraHeaders: Record<string, string> = {},
  ): void {
    const shopName = options.catalogue.current().shop().name;
    sendPage(
      response,
      status,
      (nonce) => renderMessagePage({ ...content, shopName, storefrontUrl, nonce }),
      extraHeaders,
    );
  }

  function redirectToSuccess(response: ServerResponse, checkoutToken: string): void {
    response.writeHead(303, {
      location: `${storefrontUrl}/success?checkout_id=${encodeURIComponent(checkoutToken)}`,
      'cache-control': 'no-store',
      'content-length': '0',
    });
    response.end();
  }

  /** Shipping, tax and total for every destination the form offers, keyed as the script looks them up. */
  function quoteTable(summary: CheckoutSummary): Record<string, QuoteDisplay> {
    const table: Record<string, QuoteDisplay> = {};
    for (const country of COUNTRIES.keys()) {
      table[country] = describeQuote(summary, quoteCheckout(summary, country, ''), null);
      if (country !== DOMESTIC_COUNTRY) continue;
      for (const state of US_STATES.keys()) {
        table[`${country}-${state}`] = describeQuote(
          summary,
          quoteCheckout(summary, country, state),
          state,
        );
      }
    }
    return table;
  }

  interface FormState {
    values: CheckoutValues;
    errors?: FieldErrors;
    errorTitle?: string;
    notice?: string;
  }

  function sendCheckoutPage(
    response: ServerResponse,
    status: number,
    context: RequestContext,
    cart: CartRecord,
    { values, errors = {}, errorTitle, notice }: FormState,
  ): void {
    const summary = summariseCart(context, cart, values.email);
    const country = COUNTRIES.has(values.country) ? values.country : DOMESTIC_COUNTRY;
    const domestic = country === DOMESTIC_COUNTRY;
    const state = domestic && US_STATES.has(values.province) ? values.province : null;
    const quote = describeQuote(summary, quoteCheckout(summary, country, values.province), state);
    const actionUrl = `/cart/c/${encodeURIComponent(cart.token)}?key=${encodeURIComponent(cart.secretKey)}`;
    sendPage(response, status, (nonce) =>
      renderCheckoutPage({
        shopName: context.catalogue.shop().name,
        storefrontUrl,
        nonce,
        actionUrl,
        summary,
        values: {
          ...values,
          expectedTotal: quote.totalCents === null ? '' : String(quote.totalCents),
        },
        errors,
        errorTitle: errorTitle ?? null,
        notice: notice ?? null,
        quote,
        quotes: quoteTable(summary),
        imageUrl: (image) =>
          productImageUrl(options.origin, options.imageSources, image, THUMBNAIL),
      }),
    );
  }

  function initialValues(cart: CartRecord): CheckoutValues {
    const values = formValues(new URLSearchParams());
    values.email = cart.buyerIdentity.email ?? '';
    const country = cart.buyerIdentity.countryCode;
    values.country = country && COUNTRIES.has(country) ? country : DOMESTIC_COUNTRY;
    return values;
  }

  function show(response: ServerResponse, token: string, key: string): void {
    const context = requestContext();
    const cart = findCartWithKey(context.carts, token, key);
    if (!cart || cart.completedAt !== null) return sendMessage(response, 404, NOT_FOUND);
    if (context.carts.linesOf(cart.token).length === 0) {
      return sendMessage(response, 200, EMPTY_CART);
    }
    sendCheckoutPage(response, 200, context, cart, { values: initialValues(cart) });
  }

  /** A completed cart's checkout sends a repeated submission to its order; anything else is gone. */
  function sendGone(response: ServerResponse, cart: CartRecord | null): void {
    const order = cart && options.orders.findByCheckoutToken(cart.token);
    if (order) return redirectToSuccess(response, order.checkoutToken);
    sendMessage(response, 404, NOT_FOUND);
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
      return sendMessage(
        response,
        415,
        unreadableForm('The form could not be read. Go back and try again.'),
      );
    }
    let body: Buffer;
    try {
      body = await readBody(request, MAX_CHECKOUT_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const message =
        error.status === 413
          ? 'The form was too large to send. Go back and try again.'
          : 'The form could not be read. Go back and try again.';
      return sendMessage(response, error.status, unreadableForm(message), error.headers);
    }

    const form = parseCheckoutForm(new URLSearchParams(body.toString('utf8')));
    if (!form.ok) {
      // Re-read: the cart may have been paid for while this body arrived.
      const context = requestContext();
      const cart = findCartWithKey(context.carts, token, key);
      if (!cart || cart.completedAt !== null) return sendGone(response, cart);
      if (context.carts.linesOf(cart.token).length === 0) {
        return sendMessage(response, 422, EMPTY_CART);
      }
      return sendCheckoutPage(response, 422, context, cart, {
        values: form.values,
        errors: form.errors,
      });
    }

    const context = requestContext();
    const outcome = placeOrder({ context, orders: options.orders }, token, key, form.submission);
    const money = (cents: number) => formatMoneyForDisplay(cents, context.catalogue.currencyCode());
    switch (outcome.kind) {
      case 'notFound':
        return sendMessage(response, 404, NOT_FOUND);
      case 'paid':
        return redirectToSuccess(response, outcome.order.checkoutToken);
      case 'emptyCart':
        return sendMessage(response, 422, EMPTY_CART);
      case 'confirmTotal': {
        const total = money(outcome.amounts.totalCents);
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
    sendMessage(response, 405, unreadableForm('This page cannot do that.'), {
      allow: 'GET, HEAD, POST',
    });
  };
}
