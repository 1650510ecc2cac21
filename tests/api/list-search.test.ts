import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";
const FUTURE = "2026-06-01T09:00:00.000Z";
type Page = { items: Array<{ title: string }>; total: number };

/** Staff lists of news and publications: ?q= search, ?status= filter and server-side pages. */
describe.each(kinds)("news and publications search and status on %s", (kind) => {
  let h: Harness;
  let token: string;
  const titles = async (path: string, auth = true) => {
    const res = await h.call("GET", path, auth ? { token } : {});
    expect(res.status, await res.clone().text()).toBe(200);
    const page = (await res.json()) as Page;
    return { titles: page.items.map((i) => i.title).sort(), total: page.total };
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    const pdf = "/uploads/0123456789abcdef0123456789abcdef.pdf";
    for (const [title, published_at, excerpt] of [
      ["Budget hearing in Kitengela", PAST, "Residents asked about water"],
      ["Water points survey", FUTURE, ""],
      ["Youth forum notes", null, "100% turnout_"],
    ] as const) {
      await h.call("POST", "/api/news", { token, json: { title, published_at, excerpt } });
      await h.call("POST", "/api/publications", {
        token,
        json: { title, published_at, pdf_url: pdf, description: excerpt },
      });
    }
  });
  afterAll(() => h.close());

  it.each(["news", "publications"])(
    "/api/%s finds by title or summary, case-insensitively, through the search index",
    async (path) => {
      expect(await titles(`/api/${path}?q=WATER`)).toEqual({
        titles: ["Budget hearing in Kitengela", "Water points survey"],
        total: 2,
      });
      // The site search's engine (drafts included): words, the last one a prefix; symbols alone filter nothing.
      expect((await titles(`/api/${path}?q=${encodeURIComponent("100%")}`)).titles).toEqual(["Youth forum notes"]);
      expect((await titles(`/api/${path}?q=wat`)).total).toBe(2);
      expect((await titles(`/api/${path}?q=${encodeURIComponent("%")}`)).total).toBe(3);
    },
  );

  it.each(["news", "publications"])("/api/%s filters by status; the public sees only published", async (path) => {
    expect((await titles(`/api/${path}?status=draft`)).titles).toEqual(["Youth forum notes"]);
    expect((await titles(`/api/${path}?status=scheduled`)).titles).toEqual(["Water points survey"]);
    expect((await titles(`/api/${path}?status=published`)).titles).toEqual(["Budget hearing in Kitengela"]);
    expect((await titles(`/api/${path}?status=draft`, false)).total).toBe(0);
    expect((await titles(`/api/${path}?q=water`, false)).titles).toEqual(["Budget hearing in Kitengela"]);
    const bad = await h.call("GET", `/api/${path}?status=old`, { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ details: { status: "status must be draft, scheduled or published" } });
  });

  it.each(["news", "publications"])(
    "/api/%s pages with limit and offset, total counting the whole match",
    async (path) => {
      const first = await titles(`/api/${path}?limit=2&offset=0`);
      const second = await titles(`/api/${path}?limit=2&offset=2`);
      expect([first.total, second.total]).toEqual([3, 3]);
      expect(first.titles.length + second.titles.length).toBe(3);
    },
  );
});
