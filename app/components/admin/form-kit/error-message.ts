import { ApiError, REQUEST_FAILED } from "../../../lib/api-client.ts";

/**
 * What a failed call shows: the server's message when it sent
 * one, otherwise the situation's own fallback ('Create failed', 'Save failed', …).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return `${fallback}. ${error.message}`;
    if (error.message && error.message !== REQUEST_FAILED) return error.message;
  }
  return fallback;
}
