import { Hono } from "hono";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";

/** The JSON API of the spec's section 7, mounted at /api. */
export function apiRoutes(_services: Services) {
  const api = new Hono();
  api.all("*", () => {
    throw notFound("No such API endpoint");
  });
  return api;
}
