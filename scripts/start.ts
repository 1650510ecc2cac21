import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "./build.ts";
import { buildIsCurrent } from "./build-stamp.ts";

// `npm start` on a fresh clone: build when there is no current build, then serve.
if (!buildIsCurrent()) {
  console.log("No current build: building the site first…");
  build();
}
await import(pathToFileURL(path.resolve("build/server/index.js")).href);
