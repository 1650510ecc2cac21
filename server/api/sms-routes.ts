import { Hono } from "hono";
import { readRequestLocale } from "../http/request-locale.ts";
import type { Services } from "../services.ts";
import { costPerSegment } from "../sms/sms-config.ts";
import { smsSubscribersCsv } from "../sms/sms-csv.ts";
import { readJson } from "./json-body.ts";
import { idParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const object = (input: unknown) =>
  typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};

/**
 * SMS: POST /sms/subscribers { phone, language, consent: true } (202; open to
 * everyone), and for staff who may broadcast: POST /sms/broadcasts
 * { en, sw, at? } (202 { id }), GET /sms/broadcasts and /sms/broadcasts/:id
 * (figures), GET /sms/subscribers (with the count subscribed and the cost per
 * part, for the admin's estimate), /sms/subscribers.csv and /sms/suppressions.
 */
export function smsRoutes(services: Services) {
  const api = new Hono<ApiEnv>();
  const { sms } = services;

  api.post("/subscribers", async (c) => {
    const fields = object(await readJson(c));
    await sms.subscribe(fields, { ip: c.var.ip, source: "api", locale: readRequestLocale(fields) });
    return c.json({ status: "accepted" }, 202);
  });

  api.post("/broadcasts", async (c) => c.json(await sms.createBroadcast(c.var.viewer, object(await readJson(c))), 202));
  api.get("/broadcasts", async (c) => c.json({ items: await sms.broadcasts(c.var.viewer) }));
  api.get("/broadcasts/:id", async (c) => {
    const figures = await sms.broadcast(c.var.viewer, idParam(c, "No broadcast has this id."));
    const { status, total, sent, delivered, failed, segments, cost_estimate } = figures;
    return c.json({ status, total, sent, delivered, failed, segments, cost_estimate });
  });
  api.get("/subscribers", async (c) => {
    const items = await sms.subscribers(c.var.viewer);
    return c.json({
      items,
      subscribed: items.filter((s) => s.status === "subscribed").length,
      enabled: sms.enabled,
      cost_per_segment: costPerSegment(services.config.sms),
    });
  });
  api.get("/subscribers.csv", async (c) => {
    const csv = smsSubscribersCsv(await sms.subscribers(c.var.viewer));
    const day = services.now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="uraia-sms-subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });
  api.get("/suppressions", async (c) => c.json({ items: await sms.suppressions(c.var.viewer) }));
  return api;
}
