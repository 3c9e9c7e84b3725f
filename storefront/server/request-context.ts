import type { RequestHandler } from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import { loggablePath, logger, runWithRequestId } from '../app/lib/log.server';

/** An incoming X-Request-Id is reused (a proxy's id ties the logs together) only when it is short and plain. */
const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives every request an id (echoed as X-Request-Id, on every log line written while it is
 * handled) and a fresh CSP nonce, and logs one line per finished request.
 */
export const requestContext: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.locals.cspNonce = randomBytes(16).toString('base64');
  res.setHeader('X-Request-Id', requestId);

  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      reqId: requestId,
      method: req.method,
      // The path only, tokens redacted: query strings may hold tokens too (checkout keys,
      // sign-in codes).
      path: loggablePath(req.path),
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
    };
    if (res.statusCode >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });
  runWithRequestId(requestId, next);
};
