import { createRequestHandler, type ServerBuild } from "react-router";
import { requestContext } from "../server/http/request-context.ts";
import type { Services } from "../server/services.ts";

/**
 * Renders one page for `npm run dev`. Loaded through Vite's module graph, so the
 * request handler and the app's router context share one copy of react-router
 * (the handler checks the context's class by identity).
 */
export function renderDevPage(build: ServerBuild, services: Services, request: Request, nonce: string) {
  return createRequestHandler(build, "development")(request, requestContext(services, request, nonce));
}
