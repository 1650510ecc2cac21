import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "./build.ts";
import { BUILD_DIR, buildIsCurrent } from "./build-stamp.ts";

// `npm start` on a fresh clone: build when there is no current build, then serve.
if (!buildIsCurrent()) {
  console.log("No current build: building the site first…");
  build();
}
await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
