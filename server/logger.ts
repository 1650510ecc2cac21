import pino from "pino";
import type { Config } from "./config.ts";

export type Logger = pino.Logger;

export function createLogger(level: Config["logLevel"]): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["password", "*.password", "req.headers.authorization", "token"], censor: "[redacted]" },
  });
}
