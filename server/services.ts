import type { Config } from "./config.ts";
import type { Db } from "./db/connection.ts";
import type { Logger } from "./logger.ts";

/**
 * Everything a request handler or loader may use, built once at start-up and
 * handed to the API routes and (through the router context) to page loaders.
 * Each domain module adds its service here.
 */
export type Services = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Current time; replaced in tests. */
  now: () => Date;
};

export async function createServices(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  now?: () => Date;
}): Promise<Services> {
  return { config: deps.config, db: deps.db, logger: deps.logger, now: deps.now ?? (() => new Date()) };
}
