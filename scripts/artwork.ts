import path from "node:path";
import { artworkStore } from "../server/artwork/artwork-store.ts";
import { allArtworkFiles, writeDefaultOgImage } from "../server/artwork/generate.ts";
import { createLogger } from "../server/logger.ts";
import { step } from "../server/step-progress.ts";
import { BUILD_DIR } from "./build-stamp.ts";

/**
 * The build's generated images (run by scripts/build.ts): `/og/default.jpg`. The artwork itself is
 * made by the server on each file's first request; `npm run artwork` (`--all`) makes every file now
 * instead, into the same folder, e.g. after a deploy's build (docs/operations.md).
 */
export async function buildArtwork(all: boolean): Promise<void> {
  const clientDir = path.join(BUILD_DIR, "client");
  await writeDefaultOgImage(clientDir);
  if (!all) return;
  const files = allArtworkFiles();
  const store = artworkStore({ dir: path.join(clientDir, "art"), logger: createLogger("warn"), concurrency: 4 });
  let done = 0;
  await step(
    `Artwork (${files.length} files)`,
    (progress) =>
      Promise.all(
        files.map(async (file) => {
          await store.get(file);
          done++;
          progress.report(`${done} of ${files.length} files`);
        }),
      ),
    { quietMs: 0 },
  );
}

if (import.meta.main) await buildArtwork(process.argv.includes("--all"));
