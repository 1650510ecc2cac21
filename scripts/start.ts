import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "./build.ts";
import { BUILD_DIR, buildIsCurrent } from "./build-stamp.ts";

// `npm start` on a fresh clone: build when there is no current build, then serve in this very process
// (package.json runs it with `exec`, so npm's signals reach the server and npm exits when it does).
if (!buildIsCurrent()) {
  console.log("No current build: building the site first…");
  build();
}

// Should whatever started us go away without passing a signal on (a shell that does not forward
// SIGTERM), the server shuts down as on SIGTERM instead of serving on as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();

await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
