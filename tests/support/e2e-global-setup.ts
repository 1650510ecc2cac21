import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { build } from "../../scripts/build.ts";
import { buildIsCurrent } from "../../scripts/build-stamp.ts";
import { TEST_BROWSER_PATH } from "./browser.ts";
import { DEMO_TEMPLATE_DIR, demoTemplateIsCurrent, stampDemoTemplate, startServer } from "./server.ts";

/** Pending background work (PDF pages to render) in a data folder's database. */
function pendingJobs(dataDir: string): number {
  const db = new DatabaseSync(path.join(dataDir, "uraia.sqlite"), { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM jobs WHERE status = 'pending'").get() as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
}

/** The demo data folder the servers start from (tests/support/server.ts): one first start, its jobs done. */
async function makeDemoTemplate(): Promise<void> {
  fs.rmSync(DEMO_TEMPLATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(DEMO_TEMPLATE_DIR, { recursive: true });
  const server = await startServer({ DATA_DIR: DEMO_TEMPLATE_DIR });
  try {
    const deadline = Date.now() + 180_000;
    while (pendingJobs(DEMO_TEMPLATE_DIR) > 0) {
      // A job still waiting then is left to the servers that start from the copy.
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await server.stop();
  }
  stampDemoTemplate();
}

/** Browser tests run against the production build: build it once when stale. */
export default async function setup() {
  if (!fs.existsSync(TEST_BROWSER_PATH)) {
    throw new Error(
      `Chromium not found at ${TEST_BROWSER_PATH}: install it with 'apt-get install -y chromium chromium-headless-shell' (.ci/run does).`,
    );
  }
  if (!buildIsCurrent()) build();
  if (!demoTemplateIsCurrent()) await makeDemoTemplate();
}
