import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { type ArtworkStore, artworkStore } from "../../server/artwork/artwork-store.ts";
import { staticFiles } from "../../server/http/static-files.ts";
import { artworkHeight, artworkUrl, artworkWidths } from "../../shared/artwork/artwork-files.ts";
import { homeArtwork } from "../../shared/artwork/artwork-home.ts";
import { type Harness, startHarness } from "./harness.ts";

/** A server as main.ts builds it: the built client files first, then artwork made on first request into them. */
function serveWithArtwork(h: Harness, clientDir: string, cacheDir: string) {
  const store = artworkStore({ dir: path.join(clientDir, "art"), cacheDir, logger: h.services.logger });
  const app = createApp(h.services, {
    staticFiles: staticFiles(path.relative(process.cwd(), clientDir)),
    artwork: store,
  });
  return new Promise<{ url: string; store: ArtworkStore; close: () => Promise<unknown> }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        store,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

const fetchBytes = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
};

// Artwork is about files and HTTP, not the database: SQLite alone keeps this file quick.
describe("generated artwork is made on its first request", () => {
  let h: Harness;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-artwork-"));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    h = await startHarness("sqlite");
  });
  afterAll(async () => {
    await h.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers every image of the home page from an empty build folder, each at its size", async () => {
    const clientDir = tempDir();
    const server = await serveWithArtwork(h, clientDir, tempDir());
    try {
      // What a browser asks for first: each home artwork's AVIF at the second width it is offered in.
      const wanted = Object.entries(homeArtwork).map(([name, spec]) => {
        const width = artworkWidths(spec)[1] ?? 0;
        return { url: artworkUrl(name, width, "avif"), width, height: artworkHeight(spec, width) };
      });
      const answers = await Promise.all(wanted.map((image) => fetchBytes(`${server.url}${image.url}`)));
      for (const [i, image] of wanted.entries()) {
        const answer = answers[i];
        expect(answer?.status, image.url).toBe(200);
        expect(answer?.type).toBe("image/avif");
        const meta = await sharp(answer?.bytes).metadata();
        expect([meta.width, meta.height], image.url).toEqual([image.width, image.height]);
        expect(fs.existsSync(path.join(clientDir, image.url))).toBe(true);
      }
      expect(server.store.encodings).toBe(wanted.length);
    } finally {
      await server.close();
    }
  });

  it("makes a missing file once for two requests at the same time, then serves the kept file", async () => {
    const clientDir = tempDir();
    const cacheDir = tempDir();
    const server = await serveWithArtwork(h, clientDir, cacheDir);
    try {
      const url = `${server.url}/art/home-about-1200.webp`;
      const [first, second] = await Promise.all([fetchBytes(url), fetchBytes(url)]);
      expect([first?.status, second?.status]).toEqual([200, 200]);
      expect(first?.type).toBe("image/webp");
      expect(second?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(server.store.encodings).toBe(1);
      // One encoding: one file in the encoded-file cache, one in the build's art folder.
      expect(fs.readdirSync(cacheDir)).toHaveLength(1);
      expect(fs.readdirSync(path.join(clientDir, "art"))).toEqual(["home-about-1200.webp"]);

      const later = await fetchBytes(url);
      expect(later.status).toBe(200);
      expect(later.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(server.store.encodings).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("answers 404 for a name or a width that is no artwork file, and makes nothing", async () => {
    const clientDir = tempDir();
    const server = await serveWithArtwork(h, clientDir, tempDir());
    try {
      for (const file of ["no-such-art-800.avif", "home-about-999.avif", "home-about-800.png"]) {
        const res = await fetch(`${server.url}/art/${file}`);
        expect(res.status, file).toBe(404);
        expect(await res.json()).toEqual({ error: "No generated artwork has that name" });
      }
      expect(server.store.encodings).toBe(0);
      expect(fs.existsSync(path.join(clientDir, "art"))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
