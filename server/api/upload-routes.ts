import { Hono } from "hono";
import type { Services } from "../services.ts";
import type { ApiEnv } from "./staff-access.ts";

/** POST /api/upload: multipart field `file`; answers `{ url }` (staff only, by the group's rule). */
export function uploadRoutes(services: Services) {
  const upload = new Hono<ApiEnv>();
  upload.post("/", async (c) => c.json(await services.uploads.receive(c.req.raw, c.var.viewer), 201));
  return upload;
}
