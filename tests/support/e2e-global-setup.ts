import fs from "node:fs";
import { build } from "../../scripts/build.ts";
import { buildIsCurrent } from "../../scripts/build-stamp.ts";
import { CHROMIUM_PATH } from "./browser.ts";

/** Browser tests run against the production build: build it once when stale. */
export default function setup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (.ci/run does).`,
    );
  }
  if (!buildIsCurrent()) build();
}
