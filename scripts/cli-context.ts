import { type Config, ConfigError, loadConfig } from "../server/config.ts";
import { type Db, type DbOptions, openDb } from "../server/db/connection.ts";

/** Configuration and database for the command-line scripts; a bad setting ends the script with its message. */
export async function openForCli(options: Pick<DbOptions, "migrate"> = {}): Promise<{ config: Config; db: Db }> {
  const config = loadCliConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...options });
  return { config, db };
}

export function describeDb(config: Config): string {
  return config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).host})` : `SQLite in ${config.dataDir}`;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Every command-line script ends a failure the same way: one clear line on
 * stderr naming what failed and a non-zero exit, never a stack trace, whatever
 * threw (even an error event no code was listening for). Call first.
 */
export function failuresAsOneLine(what: string): void {
  const end = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    fail(`${what} failed: ${message.split("\n")[0]}`);
  };
  process.on("uncaughtException", end);
  process.on("unhandledRejection", end);
}

/** The configuration for a script; a bad setting ends the script with its message. */
export function loadCliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
