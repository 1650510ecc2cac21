import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";

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

/**
 * A harness with a real SMTP server and staff notices going to `STAFF_EMAIL`,
 * its public origin `publicUrl`, and every request's address from X-Forwarded-For.
 */
export async function startMailHarness(kind: "sqlite" | "postgres", publicUrl: string) {
  const smtp = await startSmtp();
  const h = await startHarness(kind, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Uraia <hello@uraia.test>",
    STAFF_EMAIL: "inbox@uraia.test",
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
  });
  return { smtp, h, token: await h.signIn() };
}
