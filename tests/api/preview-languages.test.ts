import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

/** A link preview per language: the Kiswahili card carries the Kiswahili headline, so its image differs. */
describe.each(kinds)("link-preview cards per language on %s", (kind) => {
  let h: Harness;
  let token: string;
  let slug: string;
  let publication: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    const created = await h.call("POST", "/api/news", {
      token,
      json: {
        title: "County budget hearing in Kajiado",
        excerpt: "Residents met the assembly",
        content: "<p>The hearing ran all day.</p>",
        published_at: "2025-01-01T09:00:00.000Z",
      },
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: number; slug: string };
    slug = item.slug;
    const put = await h.call("PUT", `/api/news/${item.id}/translations/sw`, {
      token,
      json: { title: "Kikao cha bajeti ya kaunti ya Kajiado" },
    });
    expect(put.status).toBe(200);
    const brief = await h.call("POST", "/api/publications", {
      token,
      json: {
        title: "Water services review",
        type: "Policy Brief",
        pdf_url: "/uploads/0123456789abcdef0123456789abcdef.pdf",
        published_at: "2025-01-01T09:00:00.000Z",
      },
    });
    expect(brief.status).toBe(201);
    const made = (await brief.json()) as { id: number; slug: string };
    publication = made.slug;
    const translated = await h.call("PUT", `/api/publications/${made.id}/translations/sw`, {
      token,
      json: { title: "Tathmini ya huduma za maji" },
    });
    expect(translated.status).toBe(200);
  });
  afterAll(() => h.close());

  const image = async (path: string) => {
    const res = await h.call("GET", path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    return Buffer.from(await res.arrayBuffer());
  };

  it("draws the Kiswahili card with its own headline, and answers 404 for an unknown item", async () => {
    const english = await image(`/og/news/${slug}.jpg`);
    const kiswahili = await image(`/og/sw/news/${slug}.jpg`);
    expect(kiswahili.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(kiswahili.equals(english)).toBe(false);
    // The same card again: made once, kept.
    expect((await image(`/og/sw/news/${slug}.jpg`)).equals(kiswahili)).toBe(true);
    const missing = await h.call("GET", "/og/sw/news/no-such-item.jpg");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No published news item has that address" });
  });

  it("draws a publication's Kiswahili card with its Kiswahili title and type", async () => {
    const english = await image(`/og/publications/${publication}.jpg`);
    const kiswahili = await image(`/og/sw/publications/${publication}.jpg`);
    expect(kiswahili.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(kiswahili.equals(english)).toBe(false);
    expect((await image(`/og/sw/publications/${publication}.jpg`)).equals(kiswahili)).toBe(true);
    const missing = await h.call("GET", "/og/sw/publications/no-such-item.jpg");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No published publication has that address" });
  });
});
