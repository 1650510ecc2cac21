import type { TestSmtp } from "../support/smtp.ts";
import type { Harness } from "./harness.ts";

/** Runs the outbox, waits for the newest mail to `to` with `subject`, and answers it with the ?token= of its link. */
export async function mailedLink(h: Harness, smtp: TestSmtp, to: string, subject: string) {
  const before = smtp.messages.length;
  await h.services.jobs.runDue();
  const mail = await smtp.waitForMail(
    (m) => smtp.messages.indexOf(m) >= before && m.subject === subject && (m.to as { text: string }).text === to,
  );
  const link = /https?:\/\/\S+\?token=([\w-]+)/.exec(mail.text ?? "");
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return { mail, url: link[0], token: link[1]! };
}
