import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { PageCopyAnswer } from "../../shared/pages/page-contract.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();

type Entry = { id: number; created_at: string; author: { name: string } | null; summary: string; status: string };
type Hero = { hero: { title: string } };

/** A page in one language keeps revisions and preview links as every item does (docs/product.md). */
describe.each(kinds)("page copy revisions and preview links on %s", (database) => {
  let h: Harness;
  let token: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    h = await startHarness(database);
    token = await h.signIn();
    // A stand-in for the About page: its hero title as the real loader reads it (stored copy, or the previewed draft).
    app = createApp(h.services, {
      renderPage: async (request) => {
        const locale = new URL(request.url).pathname.startsWith("/sw") ? "sw" : "en";
        const copy = (await h.services.pages.copy("about", locale)) as Hero;
        return new Response(`<!DOCTYPE html><html><body><h1>${copy.hero.title}</h1></body></html>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      },
    });
  });
  afterAll(() => h.close());

  const send = async <T>(method: string, path: string, json?: unknown, as = token) => {
    const res = await h.call(method, path, { token: as, ...(json !== undefined && { json }) });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  };
  const saveTitle = (title: string, locale: "en" | "sw", extra: Record<string, unknown> = {}) =>
    send<PageCopyAnswer>("PATCH", "/api/pages/about", { locale, copy: { hero: { title } }, ...extra });
  const visit = (path: string) => app.request(path, { redirect: "manual" });

  it("keeps a revision of every save, shows its snapshot, and restores it as a new revision the audit log names", async () => {
    expect((await send<{ items: Entry[] }>("GET", "/api/pages/about/revisions?locale=en")).body.items).toEqual([]);
    for (const title of ["Citizens first", "Citizens who act", "Citizens who lead"]) {
      expect((await saveTitle(title, "en")).status).toBe(200);
      h.clock.advance(60_000);
    }
    const { body } = await send<{ items: Entry[] }>("GET", "/api/pages/about/revisions?locale=en");
    expect(body.items).toHaveLength(3);
    expect(body.items.map((entry) => entry.status)).toEqual(["published", "published", "published"]);
    expect(body.items[0]!.summary).toMatch(/hero/i);
    expect(body.items[0]!.author).not.toBeNull();
    // Kiswahili has a history of its own.
    expect((await send<{ items: Entry[] }>("GET", "/api/pages/about/revisions?locale=sw")).body.items).toEqual([]);

    const oldest = body.items[2]!;
    const snapshot = await send<{ snapshot: Hero }>("GET", `/api/pages/about/revisions/${oldest.id}?locale=en`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.body.snapshot.hero.title).toBe("Citizens first");

    const stale = await send<{ error: string }>("POST", `/api/pages/about/revisions/${oldest.id}/restore?locale=en`, {
      version: 2,
    });
    expect(stale.status).toBe(409);
    const restored = await send<PageCopyAnswer>("POST", `/api/pages/about/revisions/${oldest.id}/restore?locale=en`, {
      version: 4,
    });
    expect(restored.status).toBe(200);
    expect((restored.body.copy as Hero).hero.title).toBe("Citizens first");
    expect(restored.body.version).toBe(5);
    const after = await send<{ items: Entry[] }>("GET", "/api/pages/about/revisions?locale=en");
    expect(after.body.items).toHaveLength(4);
    expect(after.body.items[0]!.summary).toMatch(new RegExp(`^Restored revision ${oldest.id} of `));
    const audit = await send<{ items: Array<{ action: string }> }>("GET", "/api/audit?entity=pages");
    expect(audit.body.items.some((entry) => entry.action.endsWith(`revisions.${oldest.id}.restore`))).toBe(true);

    expect((await send("GET", "/api/pages/about/revisions/999999?locale=en")).status).toBe(404);
    expect((await send("GET", "/api/pages/about/revisions?locale=fr")).status).toBe(400);
    expect((await send("GET", "/api/pages/nowhere/revisions?locale=en")).status).toBe(404);
    const author = await addStaff(h, "author");
    expect((await send("GET", "/api/pages/about/revisions?locale=en", undefined, author.token)).status).toBe(403);
  });

  it("shows a page's Kiswahili draft to anyone holding its link, until it is published or the link is ended", async () => {
    const draft = await saveTitle("Rasimu ya kichwa kipya", "sw", { draft: true });
    expect(draft.status).toBe(200);
    const made = await send<{ id: number; url: string }>("POST", "/api/pages/about/preview-links?locale=sw", {});
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/[^/]+\/sw\/preview\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(made.body.url).pathname;

    const preview = await visit(path);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("Rasimu ya kichwa kipya");
    expect(html).toContain("Hakikisho — bado haijachapishwa");
    // The public page still reads the published copy.
    expect(await (await visit("/sw/about")).text()).not.toContain("Rasimu ya kichwa kipya");
    expect((await visit(`${path.slice(0, -4)}AAAA`)).status).toBe(404);

    const links = await send<{ items: Array<{ id: number; active: boolean }> }>(
      "GET",
      "/api/pages/about/preview-links?locale=sw",
    );
    expect(links.body.items).toEqual([expect.objectContaining({ id: made.body.id, active: true })]);

    expect((await send("POST", "/api/pages/about/publish", { locale: "sw" })).status).toBe(200);
    const live = await visit(path);
    expect(live.status).toBe(302);
    expect(live.headers.get("location")).toBe("/sw/about");

    expect((await send("DELETE", `/api/pages/about/preview-links/${made.body.id}?locale=sw`)).status).toBe(204);
    expect((await visit(path)).status).toBe(404);
    // A page never saved in a language has nothing to preview.
    const never = await send<{ error: string }>("POST", "/api/pages/volunteer/preview-links?locale=en", {});
    expect(never.status).toBe(404);
    expect(never.body.error).toMatch(/^This page has not been saved in this language yet/);
  });
});
