import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { createItem } from "./collection-client.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
type Item = { id: number } & Record<string, unknown>;
type Page = { items: Item[]; total: number };

/** Rules particular to one collection: closing dates, upcoming events, downloads, alt text. */
describe.each(kinds)("collection rules on %s", (kind) => {
  let h: Harness;
  let token: string;
  const create = (name: string, json: Record<string, unknown>) => createItem(h, token, name, json);
  const list = async (path: string, auth = false) =>
    (await (await h.call("GET", path, auth ? { token } : {})).json()) as Page;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("an opening leaves the public list at its closing moment, decided at query time", async () => {
    h.clock.set("2026-01-15T09:00:00.000Z");
    const closing = await create("openings", {
      kind: "job",
      title: "Programme Officer",
      closes_at: "2026-01-20T17:00", // Kenyan time: 14:00 UTC
    });
    const open = await create("openings", { kind: "job", title: "Finance Assistant" });
    expect(closing.closes_at).toBe("2026-01-20T14:00:00.000Z");
    const ids = async () => (await list("/api/openings?kind=job")).items.map((i) => i.id);
    expect(await ids()).toEqual([closing.id, open.id]);
    h.clock.set("2026-01-20T13:59:59.000Z");
    expect(await ids()).toEqual([closing.id, open.id]);
    h.clock.set("2026-01-20T14:00:00.000Z");
    expect(await ids()).toEqual([open.id]);
    // A direct link still finds it (the page then says it has closed); staff still list it.
    expect((await h.call("GET", `/api/openings/${closing.id}`)).status).toBe(200);
    token = await h.signIn();
    expect((await list("/api/openings?kind=job", true)).items.map((i) => i.id)).toContain(closing.id);
    h.clock.set("2026-01-15T09:00:00.000Z");
    token = await h.signIn();
  });

  it("events split into upcoming (soonest first) and past (latest first) by date", async () => {
    h.clock.set("2026-01-15T09:00:00.000Z");
    const later = await create("events", { kind: "session", title: "Later", starts_at: "2026-03-01T10:00" });
    const soon = await create("events", { kind: "session", title: "Soon", starts_at: "2026-01-20T10:00:00Z" });
    const past = await create("events", { kind: "session", title: "Past", starts_at: "2025-12-01T10:00" });
    const older = await create("events", { kind: "session", title: "Older", starts_at: "2025-11-01T10:00" });
    // Started yesterday morning, ends tomorrow: still upcoming (running).
    const running = await create("events", {
      kind: "session",
      title: "Running",
      starts_at: "2026-01-14T10:00",
      ends_at: "2026-01-16T10:00",
    });
    const titles = (page: Page) => page.items.map((i) => i.title);
    expect(titles(await list("/api/events?kind=session&upcoming=true"))).toEqual(["Running", "Soon", "Later"]);
    expect(titles(await list("/api/events?kind=session&upcoming=false"))).toEqual(["Past", "Older"]);
    // Without an end an event is upcoming until a day after it starts.
    h.clock.set("2026-01-21T09:59:00.000Z");
    expect(titles(await list("/api/events?kind=session&upcoming=true"))).toEqual(["Soon", "Later"]);
    h.clock.set("2026-01-21T10:00:00.000Z");
    expect(titles(await list("/api/events?kind=session&upcoming=true"))).toEqual(["Later"]);
    h.clock.set("2026-01-15T09:00:00.000Z");
    token = await h.signIn();
    expect([later, soon, past, older, running].every((e) => typeof e.id === "number")).toBe(true);
    const bad = await h.call("POST", "/api/events", {
      token,
      json: { kind: "session", title: "Backwards", starts_at: "2026-02-02T10:00", ends_at: "2026-02-01T10:00" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: object }).details).toEqual({ ends_at: "Ends at must be after Starts at" });
    expect((await h.call("GET", "/api/openings?upcoming=true")).status).toBe(400);
  });

  it("every album photo and team photo needs alt text", async () => {
    const album = await h.call("POST", "/api/albums", {
      token,
      json: {
        title: "Youth Assembly",
        date: "2025-11-02",
        sets: [
          {
            name: "Day 1",
            photos: [
              { url: "/uploads/a.jpg", alt: "Delegates" },
              { url: "/uploads/b.jpg", alt: " " },
            ],
          },
        ],
      },
    });
    expect(album.status).toBe(400);
    expect(((await album.json()) as { details: object }).details).toEqual({
      "sets.0.photos.1.alt": "Alt text is required for every photo",
    });
    const member = await h.call("POST", "/api/team", {
      token,
      json: { name: "Achieng Otieno", photo_url: "/uploads/0123456789abcdef0123456789abcdef.jpg" },
    });
    expect(member.status).toBe(400);
    expect(((await member.json()) as { details: object }).details).toEqual({
      photo_alt: "Alt text is required for every team photo",
    });
  });

  it("a resource's size comes from its upload; downloads are served as attachments and counted atomically", async () => {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0f5231" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), "poster.png");
    const uploaded = await h.call("POST", "/api/upload", { token, body: form });
    const { url } = (await uploaded.json()) as { url: string };
    const resource = await create("resources", {
      title: "Ward Budget Poster",
      category: "Toolkits",
      file_url: url,
      size: "9 TB",
      downloads: 99,
    });
    expect(resource.downloads).toBe(0);
    expect(resource.size).toMatch(/^\d+B$/);
    const res = await h.call("GET", `/resources/${resource.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=\"ward-budget-poster.png\"; filename*=UTF-8''Ward%20Budget%20Poster.png",
    );
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).length).toBeGreaterThan(0);
    await Promise.all(Array.from({ length: 12 }, () => h.call("GET", `/resources/${resource.id}/download`)));
    const after = (await (await h.call("GET", `/api/resources/${resource.id}`)).json()) as Item;
    expect(after.downloads).toBe(13);
    // PUT cannot set the count.
    const put = await h.call("PUT", `/api/resources/${resource.id}`, { token, json: { downloads: 0 } });
    expect(((await put.json()) as Item).downloads).toBe(13);
    // Drafts and unknown ids are not downloadable.
    const draft = await create("resources", {
      title: "Draft toolkit",
      category: "Toolkits",
      file_url: url,
      published_at: null,
    });
    expect((await h.call("GET", `/resources/${draft.id}/download`)).status).toBe(404);
    expect((await h.call("GET", "/resources/99999/download")).status).toBe(404);
    const external = await create("resources", {
      title: "Elsewhere",
      category: "Research",
      file_url: "https://files.example.org/a.pdf",
    });
    const redirect = await h.call("GET", `/resources/${external.id}/download`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("https://files.example.org/a.pdf");
    expect(external.size).toBe("—");
  });
});
