import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { step } from "../server/step-progress.ts";
import { BUILD_DIR, buildIsCurrent } from "./build-stamp.ts";

/** Runs scripts/build.ts in a child, passing its output on, so this process can say how far it is meanwhile. */
function buildInChild(progress: { report(where: string): void }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build.ts"], { stdio: ["ignore", "pipe", "pipe"] });
    const passOn = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      out.write(chunk);
      const last = chunk.toString().trim().split("\n").pop()?.trim();
      if (last) progress.report(`last said “${last.length > 60 ? `${last.slice(0, 57)}…` : last}”`);
    };
    child.stdout.on("data", passOn(process.stdout));
    child.stderr.on("data", passOn(process.stderr));
    // Stopped while building (Ctrl-C, systemctl stop): the build stops too, and nothing is served.
    const stop = (signal: NodeJS.Signals) => {
      child.kill(signal);
      child.once("exit", () => process.exit(1));
    };
    process.once("SIGINT", stop).once("SIGTERM", stop);
    child.on("error", reject);
    child.on("exit", (code) => {
      process.off("SIGINT", stop).off("SIGTERM", stop);
      if (code === 0) resolve();
      else reject(new Error(`the build failed (exit code ${code})`));
    });
  });
}

// `npm start` on a fresh clone: build when there is no current build, then serve in this very process
// (package.json runs it with `exec`, so npm's signals reach the server and npm exits when it does).
// Every slow step says how far it is (server/step-progress.ts); the build's own lines are passed on
// between those lines.
if (!buildIsCurrent()) {
  console.log("No current build: building the site first (about 25 s on a 2-core machine)…");
  try {
    await step("Building the site", buildInChild);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

// Should whatever started us go away without passing a signal on (a shell that does not forward
// SIGTERM), the server shuts down as on SIGTERM instead of serving on as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();

console.log("Starting the server: database, search index, first start…");
await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
