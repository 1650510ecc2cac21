import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";

/** The admin's data-fetching constants: 3 retries, delay doubling 1 s → 30 s, 5-minute cache. */
export const QUERY_RETRIES = 3;
export const RETRY_DELAY_MAX_MS = 30_000;
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** A refused request (401, 403, 404, 400…) answers the same on every try: only other failures are retried. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429);
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < QUERY_RETRIES && worthRetrying(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, RETRY_DELAY_MAX_MS),
        gcTime: CACHE_TIME_MS,
      },
    },
  });
}
