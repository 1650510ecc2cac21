import { PAGES } from "../../app/content/pages/page-registry.ts";
import { loadConfig } from "../../server/config.ts";
import { openDb } from "../../server/db/connection.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { startUp } from "../../server/start-up.ts";

/**
 * An instance's background half, as server/main.ts starts it (the same services,
 * start-up and job polling, without the pages): for tests that kill a process
 * mid-work with SIGKILL and start another on the same database. Prints "ready".
 */
const config = loadConfig(process.env);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const services = await startUp(
  await createServices({ config, db, logger: createLogger(config.logLevel), pages: PAGES }),
);
services.jobs.start(200);
console.log("ready");
