import { Hono } from "hono";
import { cors } from "hono/cors";
import { STAFF_ERRORS } from "../shared/staff-errors.ts";
import { albumZipDownloads } from "./api/album-zip-download.ts";
import { artworkRoutes } from "./api/artwork-routes.ts";
import { openBooksCsv } from "./api/books-csv-route.ts";
import { measureRequests, metricsEndpoint } from "./api/metrics-routes.ts";
import { previewPage } from "./api/preview-page.ts";
import { previewImageRoutes } from "./api/preview-routes.ts";
import { publicationDownloads } from "./api/publication-download.ts";
import { resourceDownloads } from "./api/resource-download.ts";
import { apiRoutes } from "./api/routes.ts";
import { uploadFiles } from "./api/upload-files.ts";
import type { ArtworkStore } from "./artwork/artwork-store.ts";
import { isDatabaseUnavailable } from "./db/availability.ts";
import { hookRoutes } from "./donations/hook-routes.ts";
import { bodyLimits, bodyLimitTable } from "./http/body-limits.ts";
import { withClientIp } from "./http/client-ip-header.ts";
import { compression } from "./http/compression.ts";
import { sameSiteForms } from "./http/cross-site.ts";
import { errorBody, type StaffLanguageEnv } from "./http/error-language.ts";
import { HttpError } from "./http/errors.ts";
import { languageSwitch } from "./http/language-switch.ts";
import { liteSwitch } from "./http/lite-switch.ts";
import { OUTAGE_MESSAGE } from "./http/outage-page.ts";
import { clientIp, loggedPath, requestLog } from "./http/request-log.ts";
import { type NonceEnv, securityHeaders } from "./http/security-headers.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { invalidateOnWrite } from "./page-cache/invalidate-on-write.ts";
import type { PageCache } from "./page-cache/page-cache.ts";
import type { RenderPage } from "./page-cache/render-page.ts";
import type { Services } from "./services.ts";
import { smsHookRoutes } from "./sms/sms-hook-routes.ts";

export type AppOptions = {
  /** Serves built client assets (production only). */
  staticFiles?: Hono<NonceEnv>;
  /** The React Router request handler for every page; absent in API-only tests. */
  renderPage?: RenderPage;
  /** The same handler without the page cache, for preview links (defaults to `renderPage`). */
  renderPreview?: RenderPage;
  /** Extra CSP connect-src sources (the dev server's hot-reload socket). */
  extraConnectSrc?: readonly string[];
  /** Called after every committed change of content, and every successful write to settings or lists (clears cached pages). */
  onContentChange?: () => void;
  /** The render cache, for its hit and miss metrics. */
  pageCache?: PageCache | null;
  /** The metrics to record into (made here when absent); the page cache's fast path records hits too. */
  metrics?: Metrics;
  /** Generated artwork made on first request (/art/…) when the built files do not hold it yet. */
  artwork?: ArtworkStore;
};

/** Builds the one HTTP app: health checks, the API, static files and the pages. */
export function createApp(services: Services, options: AppOptions = {}) {
  const { config, logger } = services;
  const app = new Hono<NonceEnv & StaffLanguageEnv>();
  const metrics =
    options.metrics ?? createMetrics({ db: services.db, jobs: services.jobs, pageCache: options.pageCache });
  app.use("*", measureRequests(metrics));

  app.use("*", requestLog(logger, config.trustProxy));
  app.use(
    "*",
    securityHeaders({
      https: config.publicUrl.startsWith("https://"),
      extraConnectSrc: options.extraConnectSrc,
      uploadsPublicUrl: config.uploadsPublicUrl,
    }),
  );
  app.use("*", compression());
  // Every body, for the API and the pages' forms alike, within its route's limit (413 before buffering).
  app.use("*", bodyLimits(bodyLimitTable(Math.max(config.maxImageUploadBytes, config.maxPdfUploadBytes))));

  app.onError((error, c) => {
    // In the signed-in staff member's language (decision 0075); English for everyone else.
    const language = c.get("staffLanguage") ?? "en";
    if (error instanceof HttpError) {
      return c.json(errorBody(error, language), error.status, error.headers);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, reqId: c.get("requestId"), path: loggedPath(c.req.path) }, "database unavailable");
      return c.json({ error: OUTAGE_MESSAGE }, 503, { "Retry-After": "30" });
    }
    logger.error({ err: error, reqId: c.get("requestId"), path: loggedPath(c.req.path) }, "unhandled error");
    return c.json({ error: STAFF_ERRORS[language].serverError }, 500);
  });

  app.get("/metrics", metricsEndpoint(metrics, config.metricsToken, config.trustProxy));
  app.get("/lite", liteSwitch(config.publicUrl.startsWith("https://")));
  app.get("/language", languageSwitch(config.publicUrl.startsWith("https://")));
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.db.ping();
      return c.json({ status: "ready", database: services.db.dialect });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
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
  app.use("/api/*", sameSiteForms(config));
  if (options.onContentChange) {
    services.onContentChanged(options.onContentChange);
    app.use("/api/*", invalidateOnWrite(options.onContentChange));
  }
  app.route("/api", apiRoutes(services));
  app.route("/uploads", uploadFiles(services.storage, services.imageVariants));
  app.route("/og", previewImageRoutes(services));
  app.route("/resources", resourceDownloads(services));
  app.route("/publications", publicationDownloads(services));
  app.route("/event-gallery", albumZipDownloads(services));
  app.route("/hooks/sms", smsHookRoutes(services));
  app.route("/hooks", hookRoutes(services));
  app.get("/transparency.csv", openBooksCsv(services));
  app.route("/", previewPage(services, options.renderPreview ?? options.renderPage));

  if (options.staticFiles) app.route("/", options.staticFiles);
  if (options.artwork) app.route("/art", artworkRoutes(options.artwork));

  const render = options.renderPage;
  if (render) {
    // Page actions (the forms without JavaScript) are held to the API's cross-site rule.
    app.use("*", sameSiteForms(config));
    // Page actions learn the client's address through a header.
    app.all("*", (c) => render(withClientIp(c.req.raw, clientIp(c, config.trustProxy)), c.get("nonce")));
  }
  return app;
}
