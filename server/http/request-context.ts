import { createContext, RouterContextProvider } from "react-router";
import type { Services } from "../services.ts";

/** Server services for loaders and actions (server only; set by server/main.ts). */
export const servicesContext = createContext<Services>();

/** The per-request CSP nonce for inline scripts. */
export const nonceContext = createContext<string>("");

/**
 * Whether this request loads a whole document (a fresh visit) or only route data
 * (an in-app navigation, React Router's `.data` requests).
 */
export const requestKindContext = createContext<"document" | "data">("document");

/** The router context the server hands each request's loaders. */
export function requestContext(services: Services, request: Request, nonce: string): RouterContextProvider {
  const kind = new URL(request.url).pathname.endsWith(".data") ? "data" : "document";
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
      [servicesContext, services],
      [nonceContext, nonce],
      [requestKindContext, kind],
    ]),
  );
}
