import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * The storefront server's one logger: JSON lines (pino) on stdout. Every line written while a
 * request is handled carries that request's id (`reqId`), taken from AsyncLocalStorage so that
 * loaders and helpers deep in the call stack need not pass it around. LOG_LEVEL sets the level
 * (`silent` in tests that start servers); it is the one variable read outside config.server.ts,
 * which itself logs through this logger.
 */

const requestIds = new AsyncLocalStorage<string>();

/** Runs `next` with `requestId` attached to every log line written inside it. */
export function runWithRequestId<T>(requestId: string, next: () => T): T {
  return requestIds.run(requestId, next);
}

export const logger = pino({
  // Quiet under Vitest unless asked: tests assert on answers, not on log lines.
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'storefront' },
  mixin() {
    const reqId = requestIds.getStore();
    return reqId ? { reqId } : {};
  },
  // Credentials never reach the log, wherever they sit in a logged object.
  redact: {
    paths: [
      ...['authorization', 'cookie', 'password', 'token'].flatMap((key) => [key, `*.${key}`]),
      '*.accessToken',
      'headers["set-cookie"]',
      'headers["x-shopify-storefront-access-token"]',
      'headers["shopify-storefront-private-token"]',
      'headers["x-shopify-access-token"]',
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
});

/** Paths that end in a secret: a checkout token reads its order and opens its cart. */
const SECRET_PATH = /^(\/+(?:api\/+order|cart\/+c))\/.*$/is;

/** A request's path as logged: a checkout token in it is replaced by `[redacted]`. */
export function loggablePath(path: string): string {
  return path.replace(SECRET_PATH, '$1/[redacted]');
}

/** An error as a log field: its name and message, never the stack (production logs stay small and free of paths). */
export function errorFields(error: unknown): { err: { name: string; message: string } } {
  if (error instanceof Error) return { err: { name: error.name, message: error.message } };
  return { err: { name: 'NonError', message: String(error) } };
}
