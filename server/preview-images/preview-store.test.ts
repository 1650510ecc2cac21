import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { concurrencyLimit } from "../files/made-once.ts";
import { createLogger } from "../logger.ts";
import { imageVariants } from "../uploads/image-variants.ts";
import { localDiskStorage } from "../uploads/local-disk-storage.ts";
import { previewStore } from "./preview-store.ts";

const dirs: string[] = [];
function setup(concurrency = 2) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-previews-"));
  dirs.push(dir);
  const logger = createLogger("silent");
  const storage = localDiskStorage(dir);
  const variants = imageVariants(storage, logger);
  const asked: string[] = [];
  const watched = {
    ...variants,
    ensure: (name: string) => {
      asked.push(name);
      return variants.ensure(name);
    },
  };
  return { dir, storage, asked, store: previewStore({ storage, variants: watched, logger, concurrency }) };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const request = (n: number, imageUrl: string | null = null) => ({
  version: `news/${n}/2026-11-22T08:00:00.000Z`,
  seed: `item-${n}`,
  text: { kicker: "News", title: `Ward forum ${n}` },
  imageUrl,
});

describe("link-preview store", () => {
  it("renders identical requests in flight once and keeps the result in storage across restarts", async () => {
    const t = setup();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.store.get(request(1))));
    expect(t.store.renders).toBe(1);
    expect(new Set(answers.map((a) => a.toString("base64"))).size).toBe(1);
    const stored = fs.readdirSync(path.join(t.dir, "uploads")).filter((f) => f.endsWith(".jpg"));
    expect(stored).toHaveLength(1);
    // A new process (a fresh store on the same storage) serves it without rendering.
    const again = previewStore({
      storage: t.storage,
      variants: imageVariants(t.storage, createLogger("silent")),
      logger: createLogger("silent"),
    });
    expect((await again.get(request(1))).equals(answers[0]!)).toBe(true);
    expect(again.renders).toBe(0);
    // A new version of the item is a new preview.
    await t.store.get({ ...request(1), version: "news/1/2026-11-23T08:00:00.000Z" });
    expect(t.store.renders).toBe(2);
  });

  it("makes the preview from the item's 1440 px variant, not the original", async () => {
    const t = setup();
    const id = "0123456789abcdef0123456789abcdef";
    const original = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#b04a1e" } })
      .jpeg()
      .toBuffer();
    await t.storage.putBytes(`${id}.jpg`, original);
    const jpeg = await t.store.get(request(2, `/uploads/${id}.jpg`));
    expect(t.asked).toEqual([`${id}-1440.jpg`]);
    expect(await t.storage.size(`${id}-1440.jpg`)).not.toBeNull();
    expect((await sharp(jpeg).metadata()).width).toBe(1200);
  });

  it("runs at most the allowed number of renders at once", async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 10));
      active--;
    };
    await Promise.all(Array.from({ length: 12 }, () => run(task)));
    expect(peak).toBe(2);
  });
});
