// SPEC §9 server-state defaults for the admin app's TanStack Query client, written out (SPEC: "whether
// the product overrides these library defaults: not shown"; decision 0055).
import { AdminApiError } from "./failure.ts";

/** SPEC §9: unused data is kept 5 minutes. */
export const gcTime = 5 * 60 * 1000;

/** SPEC §9: queries retry 3 times. */
export const maxRetries = 3;

/**
 * Whether a failed query is worth trying again: no answer at all, or the server's own trouble
 * (5xx, 429). A 4xx answer (a 401 above all, which opens the session dialog at once) would only
 * come back the same, three times slower.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof AdminApiError)) return true;
  const { status } = error.failure;
  return status === 0 || status === 429 || status >= 500;
}

/** SPEC §9: retry up to 3 times, what is worth retrying. */
export function retry(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && isRetryable(error);
}

/**
 * SPEC §9: exponential back-off from 1 second up to 30 seconds. TanStack Query passes the number
 * of failures so far, starting at 0 before the first retry.
 */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** The client's default query options. */
export const queryDefaults = { gcTime, retry, retryDelay } as const;

/**
 * SPEC §4/§7: the admin profile is requested once (it is fresh for the whole visit) and not
 * refetched when the window regains focus.
 */
export const profileQueryOptions = { staleTime: Infinity, refetchOnWindowFocus: false } as const;
