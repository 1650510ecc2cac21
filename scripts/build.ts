import { execFileSync } from "node:child_process";
import { writeStamp } from "./build-stamp.ts";

/** Builds the client and server bundles and records which sources they came from. */
export function build(): void {
  execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
  writeStamp();
}

if (import.meta.main) build();
