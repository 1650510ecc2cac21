import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

/** A photo as a phone takes it: GPS position, camera make and a rotation flag in its EXIF. */
async function phonePhoto(format: "jpeg" | "png" | "webp") {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: "#c2462a" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 9" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 21/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

describe.each(kinds)("uploaded originals lose their metadata on %s", (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it.each(["jpeg", "png", "webp"] as const)("a %s keeps no EXIF or GPS and is turned upright", async (format) => {
    const bytes = await phonePhoto(format);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), `photo.${format}`);
    const res = await h.call("POST", "/api/upload", { token, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = Buffer.from(await (await h.call("GET", url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Orientation 6 (rotate 90°) was applied to the pixels: 60×40 became 40×60.
    expect([meta.width, meta.height]).toEqual([40, 60]);
    const row = await h.services.db.db
      .selectFrom("uploads")
      .select(["size", "width", "height"])
      .where("url", "=", url)
      .executeTakeFirstOrThrow();
    expect([Number(row.size), row.width, row.height]).toEqual([served.length, 40, 60]);
  });
});
