/**
 * Every call the storefront makes to the platform (Storefront, Admin and Customer Account APIs,
 * the sign-in endpoints) has a deadline, so no request to the storefront can hang on a slow
 * dependency. UPSTREAM_TIMEOUT_MS (config.server.ts) sets it; this is its default, below
 * entry.server's stream timeout (10 s), so a page still renders its error state rather than
 * being cut off.
 */
export const UPSTREAM_TIMEOUT_MS = 8_000;

/** The caller's signal (if any) combined with a deadline of `timeoutMs`. */
export function deadlineSignal(
  timeoutMs: number = UPSTREAM_TIMEOUT_MS,
  signal?: AbortSignal | undefined,
) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return {
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    /** True when the deadline (not the caller's own signal) ended the call. */
    timedOut: () => deadline.aborted && !signal?.aborted,
  };
}
