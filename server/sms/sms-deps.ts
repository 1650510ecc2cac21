import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Logger } from "../logger.ts";
import type { SmsProvider } from "./sms-provider.ts";

/** What the SMS parts share (server/sms/sms-service.ts builds it). */
export type SmsDeps = {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  jobs: Jobs;
  now: () => Date;
  /** null when SMS is not configured */
  provider: SmsProvider | null;
};

/** One batch of queued messages (ids), sent in as few requests as their texts allow. */
export const SEND_JOB = "sms.send";
/** A broadcast's start: its recipients are listed and its batches queued. */
export const BROADCAST_JOB = "sms.broadcast";
