import { Hono } from "hono";
import type { Services } from "../services.ts";
import type { ApiEnv } from "./staff-access.ts";

/** GET /api/forms/challenge: a fresh signed stamp and proof-of-work challenge for a public form. */
export function formsRoutes(services: Services) {
  const forms = new Hono<ApiEnv>();
  forms.get("/challenge", async (c) => c.json(await services.forms.challenge()));
  return forms;
}
