/**
 * Every call the storefront makes to another service has a deadline, so no request to the
 * storefront can hang on a slow dependency. Below entry.server's stream timeout (10 s), so a
 * page still renders its error state rather than being cut off.
 */
export const UPSTREAM_TIMEOUT_MS = 8_000;

export interface DeadlineSignal {
  signal: AbortSignal;
  /** True when the deadline (not the caller's own signal) ended the call. */
  timedOut(): boolean;
}

/** The caller's signal (if any) combined with a deadline of `timeoutMs`. */
export function deadlineSignal(
  timeoutMs: number = UPSTREAM_TIMEOUT_MS,
  signal?: AbortSignal | undefined,
): DeadlineSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  return {
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    timedOut: () => deadline.aborted && !signal?.aborted,
  };
}

export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  constructor(url: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(`${new URL(url).origin} did not answer within ${timeoutMs} ms`, options);
  }
}

/**
 * fetch with a deadline, for server code reaching other services (Customer Account API, Admin
 * API, OAuth endpoints). Throws UpstreamTimeoutError when the deadline passes.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = UPSTREAM_TIMEOUT_MS, signal, ...rest } = init;
  const deadline = deadlineSignal(timeoutMs, signal ?? undefined);
  try {
    return await fetch(url, { ...rest, signal: deadline.signal });
  } catch (error) {
    if (deadline.timedOut()) throw new UpstreamTimeoutError(url, timeoutMs, { cause: error });
    throw error;
  }
}
