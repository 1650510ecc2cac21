import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Album } from "../../shared/collections/index.ts";
import { slugify } from "../../shared/slug.ts";
import { resizableUpload, VARIANT_WIDTHS, variantName } from "../../shared/upload-variants.ts";
import { artworkJpeg } from "../artwork/generate.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { CollectionService } from "../collections/collection-service.ts";
import type { Database } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Logger } from "../logger.ts";
import type { ImageVariants } from "../uploads/image-variants.ts";
import { type FileStorage, readAllBytes, STORAGE_KEY } from "../uploads/storage.ts";
import { writeZip, type ZipEntry } from "./zip-file.ts";

export const ALBUM_ZIP_JOB = "gallery.zip";

/** A visitor: only published albums have a ZIP (server/auth/viewer.ts's PUBLIC_VIEWER). */
const VISITOR: Viewer = { staff: false };

/** The web size: the largest responsive variant (JPEG, for every photo program). */
const WEB_WIDTH: number = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1440;

export type AlbumZipPayload = { albumId: number; fingerprint: string };

export type AlbumZip =
  | { state: "ready"; key: string; size: number; title: string }
  | { state: "building"; title: string };

export interface AlbumZips {
  /**
   * The published album's ZIP when it is built; otherwise `building`, and the
   * first request for this album's current photos enqueues the one build. Null: no such album.
   */
  request(albumId: number): Promise<AlbumZip | null>;
  /** The job: writes the ZIP of the album's web-size photos into storage. */
  build(payload: AlbumZipPayload): Promise<void>;
}

const photosOf = (album: Album) =>
  album.sets.flatMap((set, s) => set.photos.map((photo, p) => ({ set: set.name, s, p, ...photo })));

/** A hash of what goes into the ZIP: a changed album (photos, sets, order) gets a new one. */
export function albumFingerprint(album: Album): string {
  const list = photosOf(album).map((photo) => [photo.set, photo.url, photo.alt]);
  return createHash("sha256").update(JSON.stringify(list)).digest("hex").slice(0, 24);
}

/** `03-day-1/002-youth-leaders-at-the-table.jpg`: set and photo in album order, named by alt text. */
function entryName(photo: { set: string; s: number; p: number; alt: string }, ext: string): string {
  const set = `${String(photo.s + 1).padStart(2, "0")}-${slugify(photo.set).slice(0, 40) || "set"}`;
  const name = `${String(photo.p + 1).padStart(3, "0")}-${slugify(photo.alt).slice(0, 60) || "photo"}`;
  return `${set}/${name}.${ext}`;
}

export function createAlbumZips(deps: {
  db: Kysely<Database>;
  storage: FileStorage;
  variants: ImageVariants;
  collections: CollectionService;
  jobs: Jobs;
  logger: Logger;
  now: () => Date;
}): AlbumZips {
  const { db, storage, variants, collections, jobs, logger, now } = deps;

  const publicAlbum = async (id: number) =>
    Number.isSafeInteger(id) && id > 0 ? ((await collections.getById("albums", VISITOR, id)) as Album | null) : null;

  /** A photo at web size: an upload's largest JPEG variant, an artwork's JPEG; null when it can't be had here. */
  async function webPhoto(url: string): Promise<{ bytes: Uint8Array; ext: string } | null> {
    const upload = resizableUpload(url);
    if (upload && url.startsWith("/uploads/")) {
      const name = variantName(upload.id, WEB_WIDTH, "jpg");
      if (await variants.ensure(name)) return { bytes: await readAllBytes(storage, name), ext: "jpg" };
      return null;
    }
    const stored = /^\/uploads\/(.+)$/.exec(url)?.[1];
    if (stored && STORAGE_KEY.test(stored) && (await storage.size(stored)) !== null) {
      return { bytes: await readAllBytes(storage, stored), ext: stored.split(".").pop() ?? "jpg" };
    }
    const art = /^\/art\/([a-z0-9-]+)$/.exec(url)?.[1];
    if (art) {
      const bytes = await artworkJpeg(art, path.join(storage.tempDir(), "artwork"));
      return bytes ? { bytes, ext: "jpg" } : null;
    }
    // A photo kept elsewhere (an http(s) link) is not fetched from here.
    return null;
  }

  const zips: AlbumZips = {
    async request(albumId) {
      const album = await publicAlbum(albumId);
      if (!album) return null;
      const fingerprint = albumFingerprint(album);
      const row = await db
        .selectFrom("album_zips")
        .select(["state", "storage_key", "size"])
        .where("album_id", "=", albumId)
        .where("fingerprint", "=", fingerprint)
        .executeTakeFirst();
      if (row?.state === "ready" && row.size !== null) {
        return { state: "ready", key: row.storage_key, size: Number(row.size), title: album.title };
      }
      if (!row) {
        // Only the request whose row goes in enqueues the build (the key is album and fingerprint).
        await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto("album_zips")
            .values({
              album_id: albumId,
              fingerprint,
              state: "building",
              storage_key: `gallery-zips/album-${albumId}-${fingerprint}.zip`,
              created_at: now(),
            })
            .onConflict((oc) => oc.columns(["album_id", "fingerprint"]).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
            await jobs.enqueue(ALBUM_ZIP_JOB, { albumId, fingerprint } satisfies AlbumZipPayload, { db: trx });
          }
        });
      }
      return { state: "building", title: album.title };
    },

    async build({ albumId, fingerprint }) {
      const row = await db
        .selectFrom("album_zips")
        .select(["state", "storage_key"])
        .where("album_id", "=", albumId)
        .where("fingerprint", "=", fingerprint)
        .executeTakeFirst();
      if (!row || row.state === "ready") return;
      const album = await publicAlbum(albumId);
      if (!album || albumFingerprint(album) !== fingerprint) {
        // Changed or unpublished since it was asked for: the next request asks for the current photos.
        await db
          .deleteFrom("album_zips")
          .where("album_id", "=", albumId)
          .where("fingerprint", "=", fingerprint)
          .execute();
        return;
      }
      const local = path.join(storage.tempDir(), `album-${albumId}-${fingerprint}.zip`);
      let count = 0;
      async function* entries(): AsyncIterable<ZipEntry> {
        for (const photo of photosOf(album!)) {
          const web = await webPhoto(photo.url);
          if (!web) {
            logger.warn({ albumId, url: photo.url }, "album photo left out of its ZIP");
            continue;
          }
          count += 1;
          yield { name: entryName(photo, web.ext), bytes: web.bytes };
        }
      }
      try {
        const size = await writeZip(local, entries(), now());
        await storage.putFile(row.storage_key, local);
        await db
          .updateTable("album_zips")
          .set({ state: "ready", size, photos: count, built_at: now() })
          .where("album_id", "=", albumId)
          .where("fingerprint", "=", fingerprint)
          .execute();
      } finally {
        await fs.promises.rm(local, { force: true });
      }
      // The album's older ZIPs (of photos it no longer has) are dropped.
      const old = await db
        .selectFrom("album_zips")
        .select(["fingerprint", "storage_key"])
        .where("album_id", "=", albumId)
        .where("fingerprint", "<>", fingerprint)
        .execute();
      for (const stale of old) {
        await storage.remove(stale.storage_key).catch(() => undefined);
        await db
          .deleteFrom("album_zips")
          .where("album_id", "=", albumId)
          .where("fingerprint", "=", stale.fingerprint)
          .execute();
      }
    },
  };
  jobs.handle(ALBUM_ZIP_JOB, (payload) => zips.build(payload as AlbumZipPayload));
  return zips;
}
