import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { NonceEnv } from "./security-headers.ts";

/**
 * Built client files: hashed /assets/* are immutable for a year; the service
 * worker is checked on every visit (a new deploy's worker must be found at once);
 * the rest an hour.
 */
export function staticFiles(clientDir: string) {
  const files = new Hono<NonceEnv>();
  files.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  files.use(
    "/service-worker.js",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
  files.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  return files;
}
