import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** How long a refused body is read and dropped before its connection is cut. */
const DRAIN_MS = 5_000;
/** How much of a refused body is read and dropped before its connection is cut. */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/**
 * An answer that starts while the request's body is still arriving (a 413 past a size cap, or
 * a 415, 403 or 405 decided before reading): the rest of the body is read and dropped, then the
 * connection serves the next request. Closing it at once would make this machine answer the
 * bytes still on their way with a reset, which can reach the client before it has read the
 * answer: the client (a browser posting a form) would see a network error, not the 413. A body
 * still arriving after DRAIN_MS, or more than DRAIN_MAX_BYTES of it, ends the connection: no
 * client makes the server read without end.
 */
export const drainUnreadBody: RequestHandler = (req, res, next) => {
  onHeaders(res, () => {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    if (req.complete || !hasBody) return;
    // No reader is fed any more: nothing buffers a body that was refused.
    req.removeAllListeners('data');
    const cut = () => req.socket.destroy();
    const deadline = setTimeout(cut, DRAIN_MS);
    const stop = () => clearTimeout(deadline);
    let dropped = 0;
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_MAX_BYTES) cut();
    });
    req.once('end', stop);
    req.once('close', stop);
    req.resume();
  });
  next();
};
