import { Hono } from "hono";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { authRoutes } from "./auth-routes.ts";
import { mailRoutes } from "./mail-routes.ts";
import { newsRoutes } from "./news-routes.ts";
import { publicationsRoutes } from "./publications-routes.ts";
import { settingsRoutes } from "./settings-routes.ts";
import { type ApiEnv, staffAccess } from "./staff-access.ts";
import { uploadRoutes } from "./upload-routes.ts";

/** The JSON API of the spec's section 7, mounted at /api. */
export function apiRoutes(services: Services) {
  const api = new Hono<ApiEnv>();
  // One authorisation rule for every route below (see staff-access.ts).
  api.use("*", staffAccess(services));
  api.use("*", async (c, next) => {
    await next();
    // Answers can depend on the token (drafts for staff): never cached by a shared cache.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  api.route("/news", newsRoutes(services));
  api.route("/publications", publicationsRoutes(services));
  api.route("/settings", settingsRoutes(services));
  api.route("/upload", uploadRoutes(services));
  api.route("/mail", mailRoutes(services));
  api.route("/", authRoutes(services));
  api.all("*", () => {
    throw notFound("No such API endpoint");
  });
  return api;
}
