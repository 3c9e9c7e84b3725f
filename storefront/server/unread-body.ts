import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/**
 * An answer that starts while the request's body is still arriving (a 413 past a size cap, or
 * a 415, 403 or 405 decided before reading) closes the connection after it: the unread rest of
 * the body would otherwise stall the keep-alive socket or be taken for the next request, and
 * that request (a browser does not retry a POST) would fail. Whatever still arrives is dropped
 * unread until the answer is out, so the client is not reset before it reads it.
 */
export const closeAfterUnreadBody: RequestHandler = (req, res, next) => {
  onHeaders(res, () => {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    if (req.complete || !hasBody) return;
    res.setHeader('Connection', 'close');
    // No reader is fed any more (nothing buffers a body refused); the socket keeps draining.
    req.removeAllListeners('data');
    req.resume();
  });
  next();
};
