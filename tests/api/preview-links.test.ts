import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

const BANNER = "Preview — not published";
const GONE = "This preview link is not valid: it has expired or was ended. Ask the person who sent it for a new one.";

/** Each kind with a draft to preview, what its public page shows, and what publishes it. */
const KINDS = [
  {
    kind: "news",
    create: { title: "Draft budget story" },
    shows: "Draft budget story",
    address: /^\/news\/draft-budget-story$/,
  },
  {
    kind: "publications",
    create: { title: "Draft water report", pdf_url: "/uploads/w.pdf" },
    shows: "Draft water report",
    address: /^\/publications\?doc=draft-water-report$/,
  },
  { kind: "team", create: { name: "Draft team member" }, shows: "Draft team member", address: /^\/team$/ },
] as const;

describe.each(kinds)("preview links on %s", (database) => {
  let h: Harness;
  let token: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    h = await startHarness(database);
    token = await h.signIn();
    const { news, publications, collections } = h.services;
    // A stand-in for the pages: each shows what the public may see of its kind (as the real loaders ask).
    const page = (title: string | undefined) =>
      title
        ? new Response(`<!DOCTYPE html><html><body><h1>${title}</h1></body></html>`, {
            headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" },
          })
        : new Response("<html><body>Not found</body></html>", {
            status: 404,
            headers: { "content-type": "text/html" },
          });
    app = createApp(h.services, {
      renderPage: async (request) => {
        const url = new URL(request.url);
        const path = url.pathname.replace(/^\/sw(?=\/)/, "");
        if (path.startsWith("/news/")) return page((await news.getBySlug(PUBLIC_VIEWER, path.slice(6)))?.item.title);
        if (path === "/publications")
          return page((await publications.getBySlug(PUBLIC_VIEWER, url.searchParams.get("doc") ?? ""))?.title);
        if (path === "/team")
          return page((await collections.list("team", PUBLIC_VIEWER)).items.map((i) => String(i.name)).join(", "));
        return page(undefined);
      },
    });
  });
  afterAll(() => h.close());

  const api = async <T>(method: string, path: string, json?: unknown) => {
    const response = await h.call(method, path, { token, ...(json !== undefined && { json }) });
    return { status: response.status, body: (await response.json().catch(() => null)) as T };
  };
  const visit = (path: string) => app.request(path, { redirect: "manual" });
  const pathOf = (url: string) => new URL(url).pathname;

  describe.each(KINDS)("$kind", (k) => {
    it("shows the draft to anyone holding the link, until it is ended; then it is gone", async () => {
      const item = (await api<{ id: number }>("POST", `/api/${k.kind}`, k.create)).body;
      const made = await api<{ id: number; url: string; expires_at: string }>(
        "POST",
        `/api/${k.kind}/${item.id}/preview-links`,
      );
      expect(made.status).toBe(201);
      expect(made.body.url).toMatch(/^http:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{43}$/);
      expect(made.body.expires_at).toBe(new Date(h.clock.now().getTime() + 168 * 3_600_000).toISOString());
      // Only a hash of the token is kept.
      const stored = await h.services.db.db.selectFrom("preview_links").select("token_hash").execute();
      expect(JSON.stringify(stored)).not.toContain(pathOf(made.body.url).slice(9));

      const shown = await visit(pathOf(made.body.url));
      expect(shown.status).toBe(200);
      expect(shown.headers.get("x-robots-tag")).toBe("noindex");
      expect(shown.headers.get("cache-control")).toBe("private, no-store");
      const html = await shown.text();
      expect(html).toContain(`<h1>${k.shows}</h1>`);
      expect(html).toContain(`>${BANNER}</div>`);
      // In Kiswahili, the banner in Kiswahili.
      expect(await (await visit(`/sw${pathOf(made.body.url)}`)).text()).toContain(
        ">Hakikisho — bado haijachapishwa</div>",
      );
      // The grant is the preview request's only: the public still does not see the draft.
      expect((await h.call("GET", `/api/${k.kind}/${item.id}`)).status).toBe(404);

      const listed = await api<{ items: Array<{ id: number; active: boolean; ended_at: string | null }> }>(
        "GET",
        `/api/${k.kind}/${item.id}/preview-links`,
      );
      expect(listed.body.items).toEqual([expect.objectContaining({ id: made.body.id, active: true, ended_at: null })]);
      expect(Object.keys(listed.body.items[0]!).sort()).toEqual([
        "active",
        "created_at",
        "ended_at",
        "expires_at",
        "id",
      ]);

      // Tampered: one character changed.
      const tampered = pathOf(made.body.url).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      const bad = await visit(tampered);
      expect(bad.status).toBe(404);
      expect(await bad.text()).toBe(GONE);

      expect((await api("DELETE", `/api/${k.kind}/${item.id}/preview-links/${made.body.id}`)).status).toBe(204);
      const ended = await visit(pathOf(made.body.url));
      expect(ended.status).toBe(404);
      expect(ended.headers.get("x-robots-tag")).toBe("noindex");
      expect((await api("DELETE", `/api/${k.kind}/${item.id}/preview-links/${made.body.id}`)).status).toBe(404);

      // Once the item is published, a link sends the visitor to its public page.
      const again = (await api<{ url: string }>("POST", `/api/${k.kind}/${item.id}/preview-links`, { hours: 2 })).body;
      expect(
        (await api("PUT", `/api/${k.kind}/${item.id}`, { published_at: h.clock.now().toISOString() })).status,
      ).toBe(200);
      const moved = await visit(pathOf(again.url));
      expect(moved.status).toBe(302);
      expect(moved.headers.get("location")).toMatch(k.address);
    });
  });

  it("refuses bad hours, the signed-out, and expires a link after its hours", async () => {
    const item = (await api<{ id: number }>("POST", "/api/news", { title: "Expiring draft" })).body;
    for (const hours of [0, 721, 1.5, "12"]) {
      const refused = await api<{ error: string }>("POST", `/api/news/${item.id}/preview-links`, { hours });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("hours must be a whole number from 1 to 720 (30 days)");
    }
    expect((await h.call("POST", `/api/news/${item.id}/preview-links`, { json: {} })).status).toBe(401);
    expect((await h.call("GET", `/api/news/${item.id}/preview-links`)).status).toBe(401);
    expect((await api("POST", "/api/news/999999/preview-links")).status).toBe(404);

    const month = await api<{ expires_at: string }>("POST", `/api/news/${item.id}/preview-links`, { hours: 720 });
    expect(month.body.expires_at).toBe(new Date(h.clock.now().getTime() + 720 * 3_600_000).toISOString());
    const link = (await api<{ url: string }>("POST", `/api/news/${item.id}/preview-links`, { hours: 1 })).body;
    expect((await visit(pathOf(link.url))).status).toBe(200);
    h.clock.advance(3_600_000);
    expect((await visit(pathOf(link.url))).status).toBe(404);
    expect((await visit("/preview/not-a-token")).status).toBe(404);

    // The audit log names the links made and ended.
    const audit = await api<{ items: Array<{ action: string; sentence: string }> }>("GET", "/api/audit?entity=news");
    expect(audit.body.items.find((e) => e.action === "news.preview-links")?.sentence).toMatch(
      /made a preview link for 'Expiring draft' in News$/,
    );
  });
});
