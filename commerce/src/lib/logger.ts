import pino from 'pino';

/**
 * The commerce server's logger: JSON lines (pino) on stdout, level from LOG_LEVEL. Errors are
 * logged by name and message with the request id, never with stacks, tokens or bodies.
 */
export const logger = pino({
  // Quiet under Vitest unless asked: tests assert on answers, not on log lines.
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'commerce' },
  redact: {
    paths: ['*.authorization', '*.cookie', '*.token', '*.password', '*["x-shopify-access-token"]'],
    censor: '[redacted]',
  },
});

export function errorFields(error: unknown): { err: { name: string; message: string } } {
  if (error instanceof Error) return { err: { name: error.name, message: error.message } };
  return { err: { name: 'NonError', message: String(error) } };
}
