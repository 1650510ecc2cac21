/**
 * The staff session in the browser: the token from POST /api/login
 * is kept in localStorage under one fixed key. A notice for the sign-in page (why
 * the staff member was sent there) lives in sessionStorage for one read.
 */
export const TOKEN_KEY = "uraia_admin_token";
const NOTICE_KEY = "uraia_admin_notice";

function storage(kind: "local" | "session"): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

export function getToken(): string | null {
  return storage("local")?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage("local")?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage("local")?.removeItem(TOKEN_KEY);
}

/** Leaves a message for the sign-in page, e.g. after an expired session. */
export function setLoginNotice(message: string): void {
  storage("session")?.setItem(NOTICE_KEY, message);
}

/** Reads and forgets the message left for the sign-in page. */
export function takeLoginNotice(): string | null {
  const store = storage("session");
  const message = store?.getItem(NOTICE_KEY) ?? null;
  store?.removeItem(NOTICE_KEY);
  return message;
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** Called when the server refuses the stored token (401): the session is over. */
export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function endExpiredSession(): void {
  clearToken();
  for (const listener of expiredListeners) listener();
}
