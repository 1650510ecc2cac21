import { Hono } from "hono";
import { clientIp } from "../http/request-log.ts";
import { subscribersCsv } from "../newsletter/subscribers-csv.ts";
import type { Services } from "../services.ts";
import { idempotent } from "./idempotent.ts";
import { readJson } from "./json-body.ts";
import { newsletterIssueRoutes } from "./newsletter-issue-routes.ts";
import type { ApiEnv } from "./staff-access.ts";

const LINK_ANSWERS = {
  confirmed: { status: 200, body: { status: "confirmed" } },
  already: { status: 200, body: { status: "confirmed" } },
  unsubscribed: { status: 200, body: { status: "unsubscribed" } },
  expired: { status: 410, body: { error: "This confirmation link has expired. Please sign up again." } },
  invalid: { status: 404, body: { error: "This link is not valid. Please sign up again." } },
} as const;

/**
 * The newsletter: POST /newsletter (always 202, whatever the address's state;
 * `confirmation: "off"` when the site sends no mail),
 * POST /newsletter/confirm and /newsletter/unsubscribe with a link's token, and
 * for staff GET /subscribers and GET /subscribers.csv.
 */
export function newsletterRoutes(services: Services) {
  const api = new Hono<ApiEnv>();

  api.post("/newsletter", idempotent(services.idempotencyKeys), async (c) => {
    const input = await readJson(c);
    await services.newsletter.subscribe(
      typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {},
      { ip: clientIp(c, services.config.trustProxy) },
    );
    // Whether confirmation mail goes out at all depends on the site, never on the address.
    return c.json({ status: "accepted", confirmation: services.mail.enabled ? "sent" : "off" }, 202);
  });

  for (const action of ["confirm", "unsubscribe"] as const) {
    api.post(`/newsletter/${action}`, async (c) => {
      const input = (await readJson(c)) as { token?: unknown } | null;
      const token = input?.token;
      const result =
        action === "confirm" ? await services.newsletter.confirm(token) : await services.newsletter.unsubscribe(token);
      const answer = LINK_ANSWERS[result];
      return c.json(answer.body, answer.status);
    });
  }

  api.get("/subscribers", async (c) => c.json(await services.newsletter.list(c.var.viewer, c.req.query("status"))));

  api.get("/subscribers.csv", async (c) => {
    const csv = subscribersCsv(await services.newsletter.confirmed(c.var.viewer));
    const day = services.now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="uraia-subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });

  api.route("/", newsletterIssueRoutes(services));
  return api;
}
