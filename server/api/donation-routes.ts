import { Hono } from "hono";
import type { DonationFilter } from "../donations/donation-list.ts";
import { readFormBody } from "../forms/form-body.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { idParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const whole = (value: string | undefined) => (value && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

function filterOf(query: Record<string, string>): DonationFilter {
  return {
    status: query.status || undefined,
    source: query.source || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    q: query.q?.slice(0, 60) || undefined,
    limit: whole(query.limit),
    offset: whole(query.offset),
  };
}

/**
 * M-Pesa donations: POST /donations (the form with JavaScript: 201 { ref, status }),
 * GET /donation-status/:ref for the status page, and for the finance permission
 * GET /donations, /donations/export.csv, /donations/:id (with its history) and
 * POST /donations/:id/check ("check with M-Pesa").
 */
export function donationRoutes(services: Services) {
  const api = new Hono<ApiEnv>();
  const { donations } = services;

  api.post("/donations", async (c) => {
    const { fields } = await readFormBody(c.req.raw);
    return c.json(await donations.start(fields, c.var.ip), 201);
  });

  api.get("/donation-status/:ref", async (c) => {
    const found = await donations.status(c.req.param("ref"));
    if (!found) throw notFound("No donation has this reference.");
    return c.json(found.answer);
  });

  api.get("/donations", async (c) => c.json(await donations.list(c.var.viewer, filterOf(c.req.query()))));

  api.get("/donations/export.csv", async (c) => {
    const csv = await donations.csv(c.var.viewer, filterOf(c.req.query()));
    const day = services.now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="uraia-donations-${day}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });

  api.get("/donations/:id", async (c) => c.json(await donations.get(c.var.viewer, idParam(c, "Donation not found"))));

  api.post("/donations/:id/check", async (c) =>
    c.json(await donations.check(c.var.viewer, idParam(c, "Donation not found"))),
  );

  return api;
}
