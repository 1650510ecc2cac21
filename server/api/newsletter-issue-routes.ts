import { Hono } from "hono";
import { localizedPath } from "../../shared/locales.ts";
import { requirePermission } from "../auth/permissions.ts";
import { notFound, unsupportedMediaType } from "../http/errors.ts";
import { readUnsubscribeToken } from "../newsletter/newsletter-tokens.ts";
import { importSubscribers } from "../newsletter/subscriber-import.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { idParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const NO_ISSUE = "No such newsletter issue";

/**
 * Sending the newsletter (docs/product.md, "Sending the newsletter"): for staff,
 * the subscribers' CSV import and the issues (compose, preview, test, send or
 * schedule, figures); for mail apps, the one-click unsubscribe address each
 * issue's List-Unsubscribe header names.
 */
export function newsletterIssueRoutes(services: Services) {
  const api = new Hono<ApiEnv>();
  const issues = services.newsletterIssues;

  api.post("/subscribers/import", async (c) => {
    requirePermission(c.var.viewer, "subscribers");
    if (!/^text\/csv\b/i.test(c.req.header("content-type") ?? ""))
      throw unsupportedMediaType(
        "Send the file as text/csv with the columns email, language, consented_at and optionally name.",
      );
    return c.json(await importSubscribers(services.db.db, await c.req.text(), services.now()));
  });

  api.get("/newsletter/issues", async (c) => c.json({ items: await issues.list(c.var.viewer) }));
  api.post("/newsletter/issues", async (c) => c.json(await issues.create(await readJson(c), c.var.viewer), 201));
  api.patch("/newsletter/issues/:id", async (c) =>
    c.json(await issues.update(idParam(c, NO_ISSUE), await readJson(c), c.var.viewer)),
  );
  api.delete("/newsletter/issues/:id", async (c) => {
    const { subject } = await issues.remove(idParam(c, NO_ISSUE), c.var.viewer);
    c.set("auditNote", { label: subject });
    return c.body(null, 204);
  });
  api.post("/newsletter/issues/:id/cancel", async (c) =>
    c.json(await issues.cancel(idParam(c, NO_ISSUE), c.var.viewer)),
  );
  api.get("/newsletter/issues/:id", async (c) => c.json(await issues.get(idParam(c, NO_ISSUE), c.var.viewer)));
  api.get("/newsletter/issues/:id/preview", async (c) =>
    c.json(await issues.preview(idParam(c, NO_ISSUE), c.var.viewer)),
  );
  api.post("/newsletter/issues/:id/test", async (c) => {
    await issues.test(idParam(c, NO_ISSUE), await readJson(c), c.var.viewer);
    return c.json({ status: "queued" }, 202);
  });
  api.post("/newsletter/issues/:id/send", async (c) => {
    // `{}` sends now, `{ at }` schedules.
    return c.json(await issues.send(idParam(c, NO_ISSUE), await readJson(c), c.var.viewer), 202);
  });

  // The public archive of sent issues (the pages and feed at /newsletter/archive read the same).
  api.get("/newsletter/archive", async (c) =>
    c.json({ items: await issues.archive(c.req.query("locale") === "sw" ? "sw" : "en") }),
  );
  api.get("/newsletter/archive/:slug", async (c) => {
    const issue = await issues.archived(c.req.param("slug"));
    if (!issue) throw notFound("No such newsletter issue in the archive");
    return c.json(issue);
  });

  // RFC 8058: a POST unsubscribes at once, without a page or a sign-in; opening the address shows the page.
  api.post("/newsletter/one-click", async (c) => {
    const result = await services.newsletter.unsubscribe(c.req.query("token"));
    if (result !== "unsubscribed") return c.json({ error: "This unsubscribe link is not valid." }, 404);
    return c.json({ status: "unsubscribed" });
  });
  api.get("/newsletter/one-click", async (c) => {
    const token = c.req.query("token") ?? "";
    const id = readUnsubscribeToken(await services.newsletter.secret(), token);
    const locale = id === null ? "en" : await services.newsletter.localeOf(id);
    return c.redirect(`${localizedPath("/newsletter/unsubscribe", locale)}?token=${encodeURIComponent(token)}`, 303);
  });

  return api;
}
