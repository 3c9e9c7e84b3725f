import type { IncomingMessage, ServerResponse } from 'node:http';
import { CDN_PATH_PREFIX } from './cdn/image-urls';
import { renderHomePage } from './http/home-page';
import { sendHtml, sendJson, sendJsonError } from './http/responses';
import { errorFields, logger } from './lib/logger';

type Handler<Args extends unknown[]> = (
  request: IncomingMessage,
  response: ServerResponse,
  ...args: Args
) => Promise<void>;

interface Routes {
  storefrontApi: Handler<[version: string]>;
  adminApi: Handler<[version: string]>;
  checkout: Handler<[cartToken: string, searchParams: URLSearchParams]>;
  image: Handler<[fileName: string, searchParams: URLSearchParams]>;
  shopName(): string;
  /** Customer accounts (OpenID provider, sign-in pages, Customer Account API); false = not theirs. */
  customerAccounts(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    searchParams: URLSearchParams,
  ): Promise<boolean>;
  /** GET /__outbox: the development outbox. */
  outbox: Handler<[searchParams: URLSearchParams]>;
  /** GET /admin/customers: the owner's page of customers and contact messages. */
  ownerCustomers: Handler<[]>;
}

const STOREFRONT_API_PATH = /^\/api\/([^/]+)\/graphql\.json$/;
const ADMIN_API_PATH = /^\/admin\/api\/([^/]+)\/graphql\.json$/;
/** A cart's checkoutUrl: /cart/c/{token}?key={secret}. */
const CHECKOUT_PATH = /^\/cart\/c\/([^/]+)$/;

/** A path segment decoded, or null when its %-escapes are malformed (a 404, not a crash). */
function decodeSegment(segment: string | undefined): string | null {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
}

/** The server's routes; anything else is a 404, and no failure ever shows a stack trace. */
export function createRequestHandler(routes: Routes) {
  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;

    const api = decodeSegment(STOREFRONT_API_PATH.exec(path)?.[1]);
    if (api) return routes.storefrontApi(request, response, api);

    if (path === '/admin/customers') return routes.ownerCustomers(request, response);

    const admin = decodeSegment(ADMIN_API_PATH.exec(path)?.[1]);
    if (admin) return routes.adminApi(request, response, admin);

    const cartToken = decodeSegment(CHECKOUT_PATH.exec(path)?.[1]);
    if (cartToken) return routes.checkout(request, response, cartToken, url.searchParams);

    if (await routes.customerAccounts(request, response, path, url.searchParams)) return;
    if (path === '/__outbox') return routes.outbox(request, response, url.searchParams);

    const imageName = path.startsWith(CDN_PATH_PREFIX)
      ? decodeSegment(path.slice(CDN_PATH_PREFIX.length))
      : null;
    if (imageName !== null) return routes.image(request, response, imageName, url.searchParams);

    if (request.method === 'GET' || request.method === 'HEAD') {
      if (path === '/') return sendHtml(response, 200, renderHomePage(routes.shopName()));
      if (path === '/healthz') return sendJson(response, 200, { status: 'ok' });
    }
    request.resume();
    sendJsonError(response, 404, `Not found: ${request.method ?? 'GET'} ${path}`);
  }

  return function handleRequest(request: IncomingMessage, response: ServerResponse): void {
    route(request, response).catch((error: unknown) => {
      logger.error(
        { ...errorFields(error), method: request.method, path: request.url?.split('?')[0] },
        'request failed',
      );
      if (!response.headersSent) sendJsonError(response, 500, 'Internal server error.');
      else response.destroy();
    });
  };
}
