import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALBUM_ZIP_JOB } from "../../server/gallery/album-zips.ts";
import { zipEntries, zipEntryBytes } from "../../server/gallery/zip-file.ts";
import { albumZipPath } from "../../shared/album-zip.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-12-01T09:00:00.000Z";

describe.each(kinds)("Download Gallery: an album's ZIP on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  async function upload(width: number, color: string) {
    const bytes = await sharp({ create: { width, height: Math.round(width * 0.65), channels: 3, background: color } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "camera.jpg");
    const res = await h.call("POST", "/api/upload", { token, body });
    expect(res.status).toBe(201);
    return { url: ((await res.json()) as { url: string }).url, bytes: bytes.length };
  }

  const pendingZipJobs = async () =>
    Number(
      (
        await h.services.db.db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("kind", "=", ALBUM_ZIP_JOB)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers 202 with a refreshing page while the one job builds it, then the ZIP of web-size photos", async () => {
    const big = await upload(2000, "#1f7f4c");
    const small = await upload(800, "#c9a227");
    const created = await h.call("POST", "/api/albums", {
      token,
      json: {
        title: "Mkutano wa Vijana 2025",
        date: "2025-11-02",
        published_at: PAST,
        sets: [
          { name: "Day 1", photos: [{ url: big.url, alt: "Delegates at the opening" }] },
          {
            name: "Siku ya 2",
            photos: [
              { url: small.url, alt: "Youth leaders at the table" },
              { url: "https://photos.example.org/elsewhere.jpg", alt: "Kept elsewhere" },
            ],
          },
        ],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const album = (await created.json()) as { id: number };
    const path = albumZipPath(album.id);

    const waiting = await Promise.all([h.call("GET", path), h.call("GET", path), h.call("GET", path)]);
    for (const res of waiting) {
      expect(res.status).toBe(202);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html).toContain('<meta http-equiv="refresh" content="5">');
      expect(html).toContain("Preparing the photos of Mkutano wa Vijana 2025");
    }
    // Three requests at once, one build.
    expect(await pendingZipJobs()).toBe(1);
    await h.services.jobs.runDue();

    const res = await h.call("GET", path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=\"mkutano-wa-vijana-2025-photos.zip\"; filename*=UTF-8''Mkutano%20wa%20Vijana%202025%20photos.zip",
    );
    const zip = Buffer.from(await res.arrayBuffer());
    const entries = zipEntries(zip);
    expect(entries.map((e) => e.name)).toEqual([
      "01-day-1/001-delegates-at-the-opening.jpg",
      "02-siku-ya-2/001-youth-leaders-at-the-table.jpg",
    ]);
    // Web size: the 2000-pixel original comes at 1440, the 800-pixel one as it is (never enlarged).
    const widths = await Promise.all(entries.map(async (e) => (await sharp(zipEntryBytes(zip, e)).metadata()).width));
    expect(widths).toEqual([1440, 800]);
    expect(entries[0]!.size).toBeLessThan(big.bytes);

    // Kept: asking again builds nothing.
    expect(await h.services.jobs.runDue()).toBe(0);
    expect((await h.call("GET", path)).status).toBe(200);
    expect(await pendingZipJobs()).toBe(1);
  });

  it("builds a new ZIP when the album's photos change, and 404s for unknown or draft albums", async () => {
    const photo = await upload(600, "#0f5231");
    const created = await h.call("POST", "/api/albums", {
      token,
      json: {
        title: "Town Hall",
        date: "2025-10-01",
        published_at: PAST,
        sets: [{ name: "Day 1", photos: [{ url: photo.url, alt: "Hall" }] }],
      },
    });
    const album = (await created.json()) as { id: number };
    const path = albumZipPath(album.id);
    expect((await h.call("GET", path)).status).toBe(202);
    await h.services.jobs.runDue();
    expect(zipEntries(Buffer.from(await (await h.call("GET", path)).arrayBuffer())).map((e) => e.name)).toEqual([
      "01-day-1/001-hall.jpg",
    ]);

    const second = await upload(500, "#883322");
    const put = await h.call("PUT", `/api/albums/${album.id}`, {
      token,
      json: {
        sets: [
          {
            name: "Day 1",
            photos: [
              { url: photo.url, alt: "Hall" },
              { url: second.url, alt: "Chairs" },
            ],
          },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect((await h.call("GET", path)).status).toBe(202);
    await h.services.jobs.runDue();
    const rebuilt = await h.call("GET", path);
    expect(zipEntries(Buffer.from(await rebuilt.arrayBuffer())).map((e) => e.name)).toEqual([
      "01-day-1/001-hall.jpg",
      "01-day-1/002-chairs.jpg",
    ]);
    // Only the current ZIP is kept.
    const rows = await h.services.db.db
      .selectFrom("album_zips")
      .select("state")
      .where("album_id", "=", album.id)
      .execute();
    expect(rows).toEqual([{ state: "ready" }]);

    const missing = await h.call("GET", albumZipPath(99999));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Album not found" });
    const draft = await h.call("POST", "/api/albums", {
      token,
      json: { title: "Draft album", date: "2025-10-01", published_at: null, sets: [] },
    });
    expect((await h.call("GET", albumZipPath(((await draft.json()) as { id: number }).id))).status).toBe(404);
  });
});
