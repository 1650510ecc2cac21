import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Logger } from "../logger.ts";
import type { Mail } from "../mail/mail-service.ts";
import type { DarajaClient } from "../mpesa/daraja-client.ts";

/** What the donation modules share; `daraja` is null when M-Pesa giving is off. */
export type DonationDeps = {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  now: () => Date;
  jobs: Jobs;
  mail: Mail;
  daraja: DarajaClient | null;
  /** the secret part of the callback paths (server-side only) */
  callbackSecret: string;
};

/** The one-off job that asks Daraja about a push with no answer yet (payload `{ id }`). */
export const QUERY_JOB = "donations.query";
