/**
 * Typed HTTP errors: a status, a stable code and a human-readable message. The
 * error handler turns them into `{ "error": message, "details"? }`; anything
 * else becomes a logged 500 whose details never reach the client.
 */
export type ErrorDetails = Record<string, string>;

export class HttpError extends Error {
  override name = "HttpError";
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
  readonly code: string;
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Flags the client acts on, beside `error`, e.g. `{ totp_required: true }`. */
  readonly flags: Record<string, true> | undefined;
  /** More of the answer beside `error`, e.g. a conflict's `current` item. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: HttpError["status"],
    code: string,
    message: string,
    options: {
      details?: ErrorDetails;
      headers?: Record<string, string>;
      flags?: Record<string, true>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
    this.flags = options.flags;
    this.extra = options.extra;
  }

  /** The answer's body: `{ error, details?, ...flags, ...extra }`. */
  body(): Record<string, unknown> {
    return { error: this.message, ...(this.details && { details: this.details }), ...this.flags, ...this.extra };
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new HttpError(400, "bad_request", message, { details });
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, "unauthorized", message);
export const forbidden = (message: string) => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);
export const payloadTooLarge = (message: string) => new HttpError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) => new HttpError(415, "unsupported_media_type", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, details?: ErrorDetails) =>
  new HttpError(429, "too_many_requests", message, {
    details,
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

/** `invariant(item, notFound("News item not found"))`: not-found as a one-liner. */
export function invariant<T>(value: T | null | undefined, error: HttpError): asserts value is T {
  if (value === null || value === undefined) throw error;
}
