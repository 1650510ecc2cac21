import { serve } from "@hono/node-server";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { createApp } from "../../server/app.ts";
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, SMALL_FORM_LIMIT } from "../../server/http/body-limits.ts";
import { postOversized } from "../support/oversized-post.ts";
import { type Harness, startHarness } from "./harness.ts";

const HUGE = 300 * 1024 * 1024;

/** Every page path of the router (parameters filled in), so a page added later is walked too. */
function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.index || entry.path ? [path || "/"] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}
const fill = (path: string) => path.replace(/:\w+/g, "1").replace("*", "anything");

// Limits are about the HTTP layer, not the database: SQLite alone keeps this file quick.
describe("request body limits on every route", () => {
  let h: Harness;
  let server: ReturnType<typeof serve>;
  let url: string;
  let token: string;
  const pageReads: string[] = [];

  beforeAll(async () => {
    h = await startHarness("sqlite");
    token = await h.signIn();
    // A page action that reads its body with no limit of its own: the gate in front must still hold.
    const app = createApp(h.services, {
      renderPage: async (request) => {
        pageReads.push(new URL(request.url).pathname);
        await request.formData();
        return new Response("read", { status: 200 });
      },
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  const apiWrites = () =>
    [
      ...new Set(
        h.app.routes
          .filter((r) => ["POST", "PUT", "PATCH"].includes(r.method) && r.path.startsWith("/api/"))
          .map((r) => `${r.method} ${fill(r.path)}`),
      ),
    ].map((key) => key.split(" ")[1] as string);

  it("answers 413 to a declared 300 MB body on every API write and every page, before reading it", async () => {
    const paths = [...apiWrites(), ...pagePaths(routes).map(fill)];
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      const answer = await postOversized(`${url}${path}`, {
        declared: HUGE,
        maxBytes: 4 * 1024 * 1024,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      });
      expect(answer.status, path).toBe(413);
    }
    expect(pageReads).toEqual([]);
  });

  it("stops a chunked body at the route's limit, also for a page action that reads it whole", async () => {
    const cases: Array<[string, number, Record<string, string>]> = [
      ["/newsletter", SMALL_FORM_LIMIT, {}],
      ["/about", SMALL_FORM_LIMIT, {}],
      ["/contact", FORM_BODY_LIMIT, {}],
      ["/api/messages", FORM_BODY_LIMIT, {}],
      ["/api/news", JSON_BODY_LIMIT, { authorization: `Bearer ${token}`, "content-type": "application/json" }],
      ["/api/login", JSON_BODY_LIMIT, { "content-type": "application/json" }],
    ];
    for (const [path, limit, headers] of cases) {
      const answer = await postOversized(`${url}${path}`, { maxBytes: HUGE, headers });
      expect(answer.status, path).toBe(413);
      // The server stopped reading near the limit (what is still in flight in socket buffers aside).
      expect(answer.sentBytes, path).toBeLessThan(limit + 16 * 1024 * 1024);
    }
  });
});
