import { Hono } from "hono";
import { COLLECTION_NAMES } from "../../shared/collections/index.ts";
import { CONTENT_KINDS } from "../../shared/translation-schema.ts";
import { auditWrites } from "../audit/audit-writes.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { itemNotFound } from "../translations/translations-service.ts";
import { accountRoutes } from "./account-routes.ts";
import { auditRoutes } from "./audit-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { choicesRoutes } from "./choices-routes.ts";
import { collectionRoutes } from "./collection-routes.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { donationRoutes } from "./donation-routes.ts";
import { formsRoutes } from "./forms-routes.ts";
import { byId } from "./item-address.ts";
import { mailRoutes } from "./mail-routes.ts";
import { messagesRoutes } from "./messages-routes.ts";
import { newsRoutes } from "./news-routes.ts";
import { newsletterRoutes } from "./newsletter-routes.ts";
import { pageAddress } from "./page-address.ts";
import { pagesRoutes } from "./pages-routes.ts";
import { previewLinkRoutes } from "./preview-link-routes.ts";
import { privacyRoutes } from "./privacy-routes.ts";
import { publicationsRoutes } from "./publications-routes.ts";
import { revisionRoutes } from "./revision-routes.ts";
import { searchRoutes } from "./search-routes.ts";
import { settingsRoutes } from "./settings-routes.ts";
import { smsRoutes } from "./sms-routes.ts";
import { type ApiEnv, staffAccess } from "./staff-access.ts";
import { translationRoutes } from "./translation-routes.ts";
import { transparencyRoutes } from "./transparency-routes.ts";
import { uploadRoutes } from "./upload-routes.ts";
import { securityRoutes, usersRoutes } from "./users-routes.ts";

/** The JSON API, mounted at /api. */
export function apiRoutes(services: Services) {
  const api = new Hono<ApiEnv>();
  // One authorisation rule for every route below (see staff-access.ts).
  api.use("*", staffAccess(services));
  api.use("*", async (c, next) => {
    await next();
    // Answers can depend on the token (drafts for staff): never cached by a shared cache.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  // Every successful write by staff, in every group below, goes to the audit log.
  api.use("*", auditWrites(services.audit.record, services.audit.label));
  api.route("/news", newsRoutes(services));
  api.route("/publications", publicationsRoutes(services));
  api.route("/search", searchRoutes(services));
  api.route("/settings", settingsRoutes(services));
  api.route("/pages", pagesRoutes(services));
  api.route("/pages", revisionRoutes(services, "pages", pageAddress(services)));
  api.route("/pages", previewLinkRoutes(services, "pages", pageAddress(services)));
  api.route("/choices", choicesRoutes(services));
  api.route("/upload", uploadRoutes(services));
  api.route("/mail", mailRoutes(services));
  api.route("/dashboard", dashboardRoutes(services));
  for (const name of COLLECTION_NAMES) api.route(`/${name}`, collectionRoutes(services, name));
  // Kiswahili versions: the same routes for every kind of content.
  for (const kind of CONTENT_KINDS) api.route(`/${kind}`, translationRoutes(services, kind));
  // Revisions: the same routes for every kind of content (page copy mounts its own the same way).
  for (const kind of CONTENT_KINDS) {
    api.route(`/${kind}`, revisionRoutes(services, kind, byId(itemNotFound(kind))));
    api.route(`/${kind}`, previewLinkRoutes(services, kind, byId(itemNotFound(kind))));
  }
  api.route("/forms", formsRoutes(services));
  api.route("/messages", messagesRoutes(services));
  api.route("/privacy", privacyRoutes(services));
  api.route("/", newsletterRoutes(services));
  api.route("/", donationRoutes(services));
  api.route("/sms", smsRoutes(services));
  api.route("/transparency", transparencyRoutes(services));
  api.route("/me", accountRoutes(services));
  api.route("/users", usersRoutes(services));
  api.route("/security", securityRoutes(services));
  api.route("/audit", auditRoutes(services));
  api.route("/", authRoutes(services));
  api.all("*", () => {
    throw notFound("No such API endpoint");
  });
  return api;
}
