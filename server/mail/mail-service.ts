import crypto from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Logger } from "../logger.ts";

/** One mail to send: plain text always, HTML optional. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
  /** its own Message-ID (`<…@host>`), when others must refer to it; otherwise one per outbox entry */
  messageId?: string;
  /** threading: the Message-ID answered, and every Message-ID of the conversation so far */
  inReplyTo?: string;
  references?: string[];
  /** the envelope sender (Return-Path) when bounces must reach another address than From */
  returnPath?: string;
};

export interface Mail {
  /** SMTP_URL is set: mail is sent. Without it nothing is queued (the data itself is still stored). */
  readonly enabled: boolean;
  /**
   * Puts a mail in the outbox (the `mail.send` jobs). Pass your transaction as `db`
   * so the mail is queued if and only if your write commits. A worker sends it,
   * retrying with backoff through an SMTP outage or a restart, for up to 24 hours.
   */
  enqueue(mail: OutgoingMail, db?: Kysely<Database>): Promise<void>;
  /**
   * Hands one mail to the outbox's SMTP server now, over a kept-open connection,
   * without a job of its own: for senders that keep their own record of what went
   * out and must never send it twice (the newsletter's deliveries). Throws the
   * server's answer (`responseCode`) when it refuses.
   */
  sendNow(mail: OutgoingMail): Promise<void>;
}

export const MAIL_JOB = "mail.send";

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const message = (from: string, mail: OutgoingMail, messageId: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  replyTo: mail.replyTo,
  headers: mail.headers,
  inReplyTo: mail.inReplyTo,
  references: mail.references,
  messageId,
  ...(mail.returnPath ? { envelope: { from: mail.returnPath, to: mail.to } } : {}),
});

export function createMail(deps: { config: Config; jobs: Jobs; logger: Logger }): Mail {
  const { config, jobs, logger } = deps;
  const smtpUrl = config.smtpUrl;
  const host = new URL(config.publicUrl).hostname;
  let pooled: ReturnType<typeof nodemailer.createTransport> | undefined;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
    jobs.handle(MAIL_JOB, async (payload, job) => {
      const mail = payload as OutgoingMail;
      // One Message-ID per outbox entry: a retry after a lost acknowledgement is recognisably the same mail.
      await transport.sendMail(message(config.mailFrom, mail, mail.messageId ?? `<outbox-${job.id}@${host}>`));
      logger.info({ job: job.id, to: mail.to, subject: mail.subject }, "mail sent");
    });
  }
  return {
    enabled: Boolean(smtpUrl),
    async enqueue(mail, db) {
      if (!smtpUrl) return;
      await jobs.enqueue(MAIL_JOB, mail, { db });
    },
    async sendNow(mail) {
      if (!smtpUrl) throw new Error("SMTP_URL is not set: no mail can be sent");
      pooled ??= nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 4, ...TIMEOUTS });
      await pooled.sendMail(message(config.mailFrom, mail, mail.messageId ?? `<${crypto.randomUUID()}@${host}>`));
    },
  };
}
