import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { createFormsService } from "../forms/forms-service.ts";
import { createIdempotencyKeys } from "../forms/idempotency-keys.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Mail } from "../mail/mail-service.ts";
import { createNewsletterService } from "../newsletter/newsletter-service.ts";
import { purgeOldSmsMessages } from "../sms/sms-retention.ts";
import { staffMailLanguage } from "./mail-copy/index.ts";
import { createMessageHistory } from "./message-history.ts";
import { messageNotice } from "./message-notice.ts";
import { createMessagesService } from "./messages-service.ts";
import { createPrivacyService } from "./privacy-service.ts";
import { purgeFormRecords, purgeOldMessages } from "./retention.ts";
import { sendSpamDigest } from "./spam-digest.ts";

const DAY = 86400_000;

/**
 * The public forms' services (messages, newsletter, privacy requests) and what
 * they keep on a schedule: retention of messages and unconfirmed sign-ups, and
 * the forms' counters (docs/product.md, "Data protection").
 */
export function createMessagingServices(deps: {
  db: Kysely<Database>;
  now: () => Date;
  config: Config;
  jobs: Jobs;
  mail: Mail;
  afterRegistration?: Parameters<typeof createMessagesService>[0]["afterRegistration"];
}) {
  const { db, now, config, jobs, mail } = deps;
  const forms = createFormsService(db, now);
  const staffEmail = config.staffEmail;
  const messages = createMessagesService({
    db,
    now,
    secret: forms.secret,
    afterRegistration: deps.afterRegistration,
    notice: async (message, trx) => {
      if (!mail.enabled || !staffEmail) return;
      const language = await staffMailLanguage(trx, staffEmail);
      await mail.enqueue(messageNotice(message, staffEmail, config.publicUrl, language), trx);
    },
  });
  const newsletter = createNewsletterService({
    db,
    now,
    secret: forms.secret,
    publicUrl: config.publicUrl,
    sendMail: (outgoing, trx) => mail.enqueue(outgoing, trx),
  });
  jobs.every("messages.retention", DAY / 4, async (at) => {
    await purgeOldMessages(db, at, config.messageRetentionDays);
    await purgeOldSmsMessages(db, at, config.messageRetentionDays);
    await newsletter.purgeUnconfirmed(at);
  });
  jobs.every("forms.purge", DAY / 24, (at) => purgeFormRecords(db, at));
  // Forms sent again from a browser's outbox answer once per key; a key is kept a day.
  const idempotencyKeys = createIdempotencyKeys(db, now);
  jobs.every("forms.idempotency-keys", DAY / 24, (at) => idempotencyKeys.purge(at));
  if (mail.enabled && staffEmail) {
    const site = { to: staffEmail, publicUrl: config.publicUrl };
    jobs.every("messages.spam-digest", DAY, (at) => sendSpamDigest(db, at, site, mail.enqueue).then(() => undefined));
  }
  const messageHistory = createMessageHistory({
    db,
    now,
    load: messages.load,
    mail,
    site: { publicUrl: config.publicUrl, staffEmail: staffEmail ?? null },
  });
  return { forms, messages, messageHistory, newsletter, idempotencyKeys, privacy: createPrivacyService(db, now) };
}
