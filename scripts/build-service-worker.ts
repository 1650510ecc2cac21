import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { BUILD_DIR } from "./build-stamp.ts";

/**
 * Bundles the service worker (app/service-worker/service-worker.ts, with the
 * Workbox modules it uses) into one classic script at the root of the client
 * build, `/service-worker.js`, so its scope is the whole site. Its version is a
 * hash of the built asset names and the worker's own sources: a deploy that
 * changes either changes the file, the browser installs the new worker and it
 * takes over on the next visit.
 */
const WORKER_DIR = path.resolve("app/service-worker");

export async function buildServiceWorker(clientDir: string): Promise<void> {
  const assets = fs.readdirSync(path.join(clientDir, "assets")).sort();
  const hash = createHash("sha256").update(assets.join("\n"));
  for (const file of fs.readdirSync(WORKER_DIR).sort()) hash.update(fs.readFileSync(path.join(WORKER_DIR, file)));
  const version = hash.digest("hex").slice(0, 12);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { __SW_VERSION__: JSON.stringify(version), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: path.join(WORKER_DIR, "service-worker.ts"),
        formats: ["iife"],
        name: "uraiaServiceWorker",
        fileName: () => "service-worker.js",
      },
    },
  });
  console.log(`service worker ${version}: ${fs.statSync(path.join(clientDir, "service-worker.js")).size} bytes`);
}

if (import.meta.main) await buildServiceWorker(path.join(BUILD_DIR, "client"));
