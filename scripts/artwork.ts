import path from "node:path";
import { generateArtwork } from "../server/artwork/generate.ts";
import { BUILD_DIR } from "./build-stamp.ts";

/** Generates the artwork into the build's client folder (also run by scripts/build.ts). */
export async function buildArtwork(): Promise<void> {
  const started = Date.now();
  const { files, bytes } = await generateArtwork(path.join(BUILD_DIR, "client"));
  console.log(
    `artwork: ${files} files, ${(bytes / 1024).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.main) await buildArtwork();
