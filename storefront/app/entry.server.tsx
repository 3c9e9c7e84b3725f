import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { cspNonceContext, NonceProvider } from './lib/csp-nonce';
import {
  consentBannerContext,
  withConsentBanner,
} from './components/consent/consent-banner.server';
import { collectDeferredHydrationDocument } from './lib/html/defer-hydration.server';
import { errorFields, loggablePath, logger } from './lib/log.server';

/** How long deferred data may take before the server gives up on it (ms). */
export const streamTimeout = 10_000;

/**
 * Renders the whole document before sending it (`onAllReady`), for every request, not only
 * bots: the first HTML then holds the products rather than skeletons, which is what shoppers
 * without JavaScript, crawlers and link previews need. Client-side navigations still stream.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // The request's CSP nonce (server/security-headers.ts) goes on every script React writes.
  const nonce = loadContext.get(cspNonceContext);
  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    let ready = false;
    // Deferred data rejects after streamTimeout; give React a moment to flush, then stop. Cleared
    // once the document is complete, so a finished render is not held in memory until then.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a completed Suspense boundary larger than this (12.8 KB by default)
        // into a hidden <div> that an inline script swaps in, even after onAllReady; shoppers
        // without JavaScript would see the skeletons. The document is sent whole, so inline all.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          ready = true;
          clearTimeout(deadline);
          // The document is complete here; its JavaScript starts loading after the first paint.
          // It goes out as one body: no stream to convert between Node's kind and the web's.
          pipe(
            collectDeferredHydrationDocument((html) => {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const status = statusCode;
              const bannerText = loadContext.get(consentBannerContext);
              const body = bannerText
                ? bannerText.then((text) => withConsentBanner(html, text))
                : Promise.resolve(html);
              resolve(
                body.then((bytes) => new Response(bytes, { headers: responseHeaders, status })),
              );
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // Before onAllReady React reports the error through the error boundary/onShellError.
          if (ready) logger.error(errorFields(error), 'render failed after the shell was sent');
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A shopper navigating away aborts the request; that is not an error.
  if (request.signal.aborted) return;
  const where = { method: request.method, path: loggablePath(new URL(request.url).pathname) };
  // A client's mistake (e.g. 405 for a POST to a page) is a line in the log, not a stack trace.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, ...where }, 'client error');
  } else {
    logger.error({ ...errorFields(error), ...where }, 'request error');
  }
};
