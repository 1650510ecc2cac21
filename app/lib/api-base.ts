/**
 * The configurable API base: the build setting VITE_API_BASE,
 * default the same origin, trailing slashes trimmed. Kept apart from the admin's
 * fetch helper so public pages can build URLs without loading admin code.
 */
export function apiBase(): string {
  const configured: string | undefined = import.meta.env.VITE_API_BASE;
  return (configured ?? "").replace(/\/+$/, "");
}

export function apiUrl(path: string): string {
  return `${apiBase()}${path.startsWith("/") ? "" : "/"}${path}`;
}
