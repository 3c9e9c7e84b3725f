import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * The storefront server's one logger: JSON lines (pino) on stdout. Every line written while a
 * request is handled carries that request's id (`reqId`), taken from AsyncLocalStorage so that
 * loaders and helpers deep in the call stack need not pass it around. LOG_LEVEL sets the level
 * (`silent` in tests that start servers).
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
      'authorization',
      'cookie',
      'password',
      'token',
      '*.authorization',
      '*.cookie',
      '*.password',
      '*.token',
      '*.accessToken',
      'headers.authorization',
      'headers.cookie',
      'headers["set-cookie"]',
      'headers["x-shopify-storefront-access-token"]',
      'headers["x-shopify-access-token"]',
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
});

/** An error as a log field: its name and message, never the stack (production logs stay small and free of paths). */
export function errorFields(error: unknown): { err: { name: string; message: string } } {
  if (error instanceof Error) return { err: { name: error.name, message: error.message } };
  return { err: { name: 'NonError', message: String(error) } };
}
