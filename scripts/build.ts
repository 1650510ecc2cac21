import { execFileSync } from "node:child_process";
import path from "node:path";
import { BUILD_DIR, writeStamp } from "./build-stamp.ts";
import { precompress } from "./precompress.ts";

/** Builds the client and server bundles and records which sources they came from. */
export function build(): void {
  // Always a production build, even when started from a test run (Vitest sets NODE_ENV=test,
  // which would otherwise bundle React's development builds).
  execFileSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  // The default link-preview image; the artwork (server/artwork) is made by the server on first request.
  console.log("Writing the default link-preview image…");
  execFileSync(process.execPath, ["scripts/artwork.ts"], { stdio: "inherit" });
  // The offline reading's service worker, beside the assets it names (before they are precompressed).
  execFileSync(process.execPath, ["scripts/build-service-worker.ts"], { stdio: "inherit" });
  console.log("Precompressing the client files (brotli)…");
  const { files, bytes, brotliBytes } = precompress(path.join(BUILD_DIR, "client"));
  console.log(
    `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
  );
  writeStamp();
}

if (import.meta.main) build();
