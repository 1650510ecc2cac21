import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
// The React Router server build (routes, entry.server) produced by Vite.
import * as build from "virtual:react-router/server-build";
import { getRequestListener } from "@hono/node-server";
import type { Kysely } from "kysely";
import { createRequestHandler } from "react-router";
import type { PageDefinition } from "../shared/pages/define-page.ts";
import { createApp } from "./app.ts";
import { artworkStore } from "./artwork/artwork-store.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { databaseProbe } from "./db/availability.ts";
import { openDb } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrations/index.ts";
import type { FirstAccount } from "./demo/first-start.ts";
import { requestContext } from "./http/request-context.ts";
import { staticFiles } from "./http/static-files.ts";
import { createLogger } from "./logger.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { cachedRenderer } from "./page-cache/cached-render.ts";
import { fastCachedPages } from "./page-cache/fast-hit.ts";
import { nextScheduledAt } from "./page-cache/next-scheduled.ts";
import { PageCache } from "./page-cache/page-cache.ts";
import { type ChangeBus, postgresChangeBus } from "./page-cache/postgres-notify.ts";
import { staleIfError } from "./page-cache/stale-if-error.ts";
import { reportPageRenders } from "./publication-pages/report-page-renders.ts";
import { firstAdministrator, readyLine } from "./ready-line.ts";
import { createServices } from "./services.ts";
import { startUp } from "./start-up.ts";
import { step } from "./step-progress.ts";
import { withUploadLinks } from "./uploads/public-links.ts";

/** How long an idle keep-alive connection stays open: above nginx's 60 s upstream keepalive_timeout. */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Each slow step of starting says what it does and how far it is (./step-progress.ts).
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  await step("Database migrations", () => migrateToLatest(db.db as unknown as Kysely<unknown>, db.dialect));
  let firstAccount: FirstAccount | null = null;
  // The pages' definitions live in app/ (their copy); the server gets them from the build (decision 0088).
  const { PAGES: pageCopy } = build.entry.module as unknown as { PAGES?: readonly PageDefinition<object>[] };
  if (!pageCopy) throw new Error("The server build has no page definitions (PAGES from app/entry.server.tsx).");
  const services = await startUp(await createServices({ config, db, logger, pages: pageCopy }), {
    step,
    onFirstAccount: (account) => {
      firstAccount = account;
    },
  });
  const administrator = firstAccount ? null : await firstAdministrator(db.db);

  const handler = createRequestHandler(build, process.env.NODE_ENV === "development" ? "development" : "production");
  const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "client");

  // Rendered public pages are cached in memory until content changes; with
  // PostgreSQL every instance hears of every change (LISTEN/NOTIFY).
  const pageCache = config.renderCache ? new PageCache() : null;
  let changeBus: ChangeBus | null = null;
  if (pageCache && config.databaseUrl) {
    changeBus = await postgresChangeBus(
      config.databaseUrl,
      () => {
        services.pages.forget();
        pageCache.clear();
      },
      logger,
    );
  }
  const onContentChange = () => {
    pageCache?.clear();
    changeBus?.publish().catch((error) => logger.warn({ err: error }, "could not announce a content change"));
  };

  const renderRoute = withUploadLinks(
    (request: Request, nonce: string) => handler(request, requestContext(services, request, nonce)),
    config.uploadsPublicUrl,
  );
  const pages = cachedRenderer(renderRoute, {
    cache: pageCache,
    nextScheduledAt: () => nextScheduledAt(db.db, services.now()),
    https: config.publicUrl.startsWith("https://"),
    uploadsPublicUrl: config.uploadsPublicUrl,
  });
  const metrics = createMetrics({ db: services.db, jobs: services.jobs, pageCache });
  const app = createApp(services, {
    staticFiles: staticFiles(path.relative(process.cwd(), clientDir) || "."),
    onContentChange,
    pageCache,
    metrics,
    // While the database is unreachable: the last good copy of a public page, or a plain 503 page.
    renderPage: staleIfError(pages.render, { databaseDown: databaseProbe(db).isDown }),
    // Artwork is made on first request, not before the server listens; made files join the built ones.
    artwork: artworkStore({ dir: path.join(clientDir, "art"), logger }),
  });

  // Cached pages are answered before the app's adapter and middleware (server/page-cache/fast-hit.ts).
  const listener = fastCachedPages(pages, getRequestListener(app.fetch), {
    logger,
    trustProxy: config.trustProxy,
    observe: (route, method, status, seconds) => metrics.observe(route, method, status, seconds),
  });
  const server = http.createServer(listener);
  // Idle keep-alive connections stay open longer than a proxy keeps its own (nginx's upstream
  // keepalive_timeout is 60 s): were Node to close first (its default is 5 s), nginx could send the
  // next request on a socket being closed and answer the visitor 502 (docs/operations.md).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, host: config.host, database: db.dialect, url: config.publicUrl },
      "Uraia is listening",
    );
    // PDF pages are made in the background; their progress is printed until they are done.
    void reportPageRenders(services.pageRenders, (line) => process.stdout.write(line));
    // Printed whatever LOG_LEVEL is: the person who ran `npm start` is told where to go and how to sign in.
    console.log(readyLine(config.publicUrl, firstAccount, administrator));
  });
  // Background work (the mail outbox, purges, retention): every instance polls; each job runs once.
  services.pageRenders.onRendered(onContentChange);
  services.jobs.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("forcing shutdown after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await services.jobs.stop();
      await changeBus?.close();
      await db.close();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
