import { errorFields, logger } from './log.server';

/** Outcome of a data load a page renders either way (its content or its error state). */
export type Settled<T> = { ok: true; value: T } | { ok: false };

/**
 * Never rejects: a failure (unreachable API, GraphQL error…) is logged on the server and
 * becomes `{ ok: false }`, so the page renders its error state instead of crashing.
 */
export function settle<T>(promise: Promise<T>, what: string): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => {
      logger.error(errorFields(error), `[storefront] ${what} failed`);
      return { ok: false };
    },
  );
}
