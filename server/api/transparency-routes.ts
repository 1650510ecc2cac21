import { Hono } from "hono";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import type { ApiEnv } from "./staff-access.ts";

/**
 * Open books: GET /transparency (public figures, no donor named); for Finance
 * officers and Administrators GET /transparency/entries and POST /transparency/gifts,
 * /spending and /statements (each a new entry; a correction names the one it
 * corrects). Every write is in the audit log like any staff write.
 */
export function transparencyRoutes(services: Services) {
  const api = new Hono<ApiEnv>();
  const { books } = services;
  api.get("/", async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await books.summary());
  });
  api.get("/entries", async (c) => c.json(await books.entries(c.var.viewer)));
  api.post("/gifts", async (c) => c.json(await books.recordGift(c.var.viewer, await readJson(c)), 201));
  api.post("/spending", async (c) => c.json(await books.recordSpending(c.var.viewer, await readJson(c)), 201));
  api.post("/statements", async (c) => c.json(await books.recordStatement(c.var.viewer, await readJson(c)), 201));
  return api;
}
