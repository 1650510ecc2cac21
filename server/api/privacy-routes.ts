import { Hono } from "hono";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import type { ApiEnv } from "./staff-access.ts";

/** Access and erasure requests, staff only: GET /privacy/export?email=… (or ?phone=…), POST /privacy/erase { email } (or { phone }). */
export function privacyRoutes(services: Services) {
  const privacy = new Hono<ApiEnv>();
  privacy.get("/export", async (c) => {
    const data = await services.privacy.export(c.var.viewer, {
      email: c.req.query("email"),
      phone: c.req.query("phone"),
    });
    const name = ("email" in data ? data.email : data.phone).replace(/[^\w.@+-]/g, "_");
    return c.json(data, 200, { "Content-Disposition": `attachment; filename="personal-data-${name}.json"` });
  });
  privacy.post("/erase", async (c) => c.json(await services.privacy.erase(c.var.viewer, await readJson(c))));
  return privacy;
}
