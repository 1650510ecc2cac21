import { chosenAdminLanguage } from "../../shared/admin-language.ts";
import { endExpiredSession, getToken } from "./admin-session.ts";
import { apiUrl } from "./api-base.ts";

/**
 * The one way the browser calls the API: a configurable base
 * (build setting VITE_API_BASE, default same origin, trailing slashes trimmed),
 * JSON bodies, the stored bearer token, JSON answers with an {} fallback, and an
 * ApiError carrying the server's `error` message (or 'Request failed') and status.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  /** Flags the server set beside `error`, e.g. `totp_required`, `reauth_required`. */
  readonly flags: ReadonlySet<string>;
  /** The whole answer, for what comes beside `error` (a 409's `current` item). */
  readonly body: Record<string, unknown>;

  constructor(
    message: string,
    status: number,
    details?: Record<string, string>,
    flags: string[] = [],
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.flags = new Set(flags);
    this.body = body;
  }
}

export const REQUEST_FAILED = "Request failed";

function parseBody(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Turns a finished response (status + body text) into its JSON, or throws ApiError. */
function settle<T>(status: number, text: string, sentToken: boolean): T {
  const body = parseBody(text);
  if (status >= 200 && status < 300) return body as T;
  if (status === 401 && sentToken) endExpiredSession();
  const message = typeof body.error === "string" && body.error ? body.error : REQUEST_FAILED;
  const details =
    body.details && typeof body.details === "object" ? (body.details as Record<string, string>) : undefined;
  const flags = Object.keys(body).filter((key) => body[key] === true);
  throw new ApiError(message, status, details, flags, body);
}

/** What the admin says when the server cannot be reached, in the staff member's language. */
export const NETWORK_ERROR = {
  en: "Could not reach the server. Check your connection and try again.",
  sw: "Hatukuweza kufikia seva. Angalia muunganisho wako kisha ujaribu tena.",
} as const;

/** The admin's language as this browser remembers it (the account's own, once signed in). */
const adminLanguage = () => (typeof document === "undefined" ? null : chosenAdminLanguage(document.cookie));

/** A network failure (offline, server down) is an ApiError with status 0. */
export function networkError(): ApiError {
  return new ApiError(NETWORK_ERROR[adminLanguage() ?? "en"], 0);
}

export type ApiOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal };

export async function apiFetch<T = Record<string, unknown>>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Before a session the server answers errors in the admin's chosen language (the cookie is the
  // /admin pages' own, so the API does not see it); after sign-in the account's setting decides.
  const chosen = adminLanguage();
  if (chosen) headers["Accept-Language"] = chosen;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  return settle<T>(response.status, await response.text(), Boolean(token));
}

/**
 * POST /api/upload as multipart field `file`, with upload progress (0..1).
 * XMLHttpRequest because fetch cannot report upload progress; no JSON content type.
 */
export function uploadFile(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open("POST", apiUrl("/api/upload"));
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(settle<{ url: string }>(xhr.status, xhr.responseText, Boolean(token)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
