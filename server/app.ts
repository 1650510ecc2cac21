import { Hono } from "hono";
import { cors } from "hono/cors";
import { apiRoutes } from "./api/routes.ts";
import { compression } from "./http/compression.ts";
import { HttpError } from "./http/errors.ts";
import { requestLog } from "./http/request-log.ts";
import { resourceDownloads } from "./http/resource-download.ts";
import { type NonceEnv, securityHeaders } from "./http/security-headers.ts";
import { uploadFiles } from "./http/upload-files.ts";
import { invalidateOnWrite } from "./page-cache/invalidate-on-write.ts";
import { previewImageRoutes } from "./preview-images/preview-routes.ts";
import type { Services } from "./services.ts";

export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

export type AppOptions = {
  /** Serves built client assets (production only). */
  staticFiles?: Hono<NonceEnv>;
  /** The React Router request handler for every page; absent in API-only tests. */
  renderPage?: RenderPage;
  /** Extra CSP connect-src sources (the dev server's hot-reload socket). */
  extraConnectSrc?: readonly string[];
  /** Called after every successful write to news, publications or settings (clears cached pages). */
  onContentChange?: () => void;
};

/** Builds the one HTTP app: health checks, the API, static files and the pages. */
export function createApp(services: Services, options: AppOptions = {}) {
  const { config, logger } = services;
  const app = new Hono<NonceEnv>();

  app.use("*", requestLog(logger, config.trustProxy));
  app.use(
    "*",
    securityHeaders({ https: config.publicUrl.startsWith("https://"), extraConnectSrc: options.extraConnectSrc }),
  );
  app.use("*", compression());

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(error.body(), error.status, error.headers);
    }
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.db.ping();
      return c.json({ status: "ready", database: services.db.dialect });
    } catch (error) {
      logger.error({ err: error }, "readiness check failed");
      return c.json({ error: "Database unavailable" }, 503);
    }
  });

  if (config.corsOrigins.length > 0) {
    app.use(
      "/api/*",
      cors({
        origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
        allowHeaders: ["Content-Type", "Authorization"],
        allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
        maxAge: 600,
      }),
    );
  }
  if (options.onContentChange) app.use("/api/*", invalidateOnWrite(options.onContentChange));
  app.route("/api", apiRoutes(services));
  app.route("/uploads", uploadFiles(services.storage, services.imageVariants));
  app.route("/og", previewImageRoutes(services));
  app.route("/resources", resourceDownloads(services));

  if (options.staticFiles) app.route("/", options.staticFiles);

  const render = options.renderPage;
  if (render) {
    app.all("*", (c) => render(c.req.raw, c.get("nonce")));
  }
  return app;
}
