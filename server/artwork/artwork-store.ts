import fs from "node:fs";
import path from "node:path";
import { concurrencyLimit, singleFlight } from "../files/made-once.ts";
import type { Logger } from "../logger.ts";
import { ARTWORK_CACHE_DIR, artworkFileBytes, isArtworkFile, writeWhole } from "./generate.ts";

/**
 * Generated artwork files (`/art/home-hero-800.avif`), each made on its first
 * request and kept in `dir` under its public name, so the next request (and the
 * next start, and the static files handler) finds it there. The rule is the
 * link previews' (server/files/made-once.ts): requests for a file being made
 * share that one encoding, and at most `concurrency` encodings run at once.
 */
export function artworkStore(deps: { dir: string; logger: Logger; cacheDir?: string; concurrency?: number }) {
  const { dir, logger } = deps;
  const limit = concurrencyLimit(deps.concurrency ?? 2);
  const once = singleFlight<Buffer | null>();
  let encodings = 0;

  async function make(file: string): Promise<Buffer | null> {
    const kept = await fs.promises.readFile(path.join(dir, file)).catch(() => null);
    if (kept) return kept;
    const data = await limit(() => {
      encodings++;
      return artworkFileBytes(file, deps.cacheDir ?? ARTWORK_CACHE_DIR);
    });
    if (!data) return null;
    try {
      await fs.promises.mkdir(dir, { recursive: true });
      await writeWhole(path.join(dir, file), data);
    } catch (error) {
      // Serving the file just made is still right; it is made again next time.
      logger.warn({ err: error, file }, "could not keep a generated artwork file");
    }
    return data;
  }

  return {
    /** How many files this store has made (read from the encoded-file cache or encoded): for tests. */
    get encodings() {
      return encodings;
    },

    /** The file's bytes, made now when missing; null for a name that is no artwork file. */
    get(file: string): Promise<Buffer | null> {
      if (!isArtworkFile(file)) return Promise.resolve(null);
      return once(file, () => make(file));
    },
  };
}

export type ArtworkStore = ReturnType<typeof artworkStore>;
