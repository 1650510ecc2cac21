import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../../app/content/pages/page-registry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices, type Services } from "../../server/services.ts";
import { startUp } from "../../server/start-up.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const HOUR = 3600_000;

describe.each(kinds)("jobs and the mail outbox on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let token: string;
  const pendingMail = async () =>
    h.services.db.db
      .selectFrom("jobs")
      .select(["status", "attempts", "last_error"])
      .where("kind", "=", "mail.send")
      .execute();

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startHarness(kind, { SMTP_URL: smtp.url, MAIL_FROM: "Uraia <hello@uraia.test>" });
    token = await h.signIn();
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("sends a queued mail with its To, Reply-To, subject and headers", async () => {
    await h.services.mail.enqueue({
      to: "staff@uraia.test",
      subject: "New message: Partnership enquiry",
      text: "Hello from the outbox",
      replyTo: "wanjiru@example.org",
      headers: { "List-Unsubscribe": "<https://uraia.test/u/1>" },
    });
    expect(smtp.messages).toHaveLength(0);
    expect(await h.services.jobs.runDue()).toBe(1);
    const mail = await smtp.waitForMail((m) => m.subject === "New message: Partnership enquiry");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("staff@uraia.test");
    expect(mail.replyTo?.text).toBe("wanjiru@example.org");
    expect(mail.from?.text).toBe('"Uraia" <hello@uraia.test>');
    expect(mail.text?.trim()).toBe("Hello from the outbox");
    expect(mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line).toBe(
      "List-Unsubscribe: <https://uraia.test/u/1>",
    );
    expect(await h.services.jobs.runDue()).toBe(0);
  });

  it("holds mail while the SMTP server is down and delivers it once it is back", async () => {
    await smtp.stop();
    const before = smtp.messages.length;
    await h.services.mail.enqueue({ to: "staff@uraia.test", subject: "Held through an outage", text: "…" });
    expect(await h.services.jobs.runDue()).toBe(1);
    const [held] = (await pendingMail()).filter((row) => row.status === "pending");
    expect(held).toMatchObject({ status: "pending", attempts: 1 });
    expect(held?.last_error).toBeTruthy();
    // Not due again until the backoff has passed.
    expect(await h.services.jobs.runDue()).toBe(0);
    await smtp.restart();
    h.clock.advance(60_000);
    expect(await h.services.jobs.runDue()).toBe(1);
    await smtp.waitForMail((m) => m.subject === "Held through an outage");
    expect(smtp.messages.filter((m) => m.subject === "Held through an outage")).toHaveLength(1);
    expect(smtp.messages.length).toBe(before + 1);
  });

  it("gives up after 24 hours and lists the mail as failed for staff", async () => {
    await smtp.stop();
    await h.services.mail.enqueue({ to: "nobody@uraia.test", subject: "Never delivered", text: "…" });
    for (let i = 0; i < 40; i++) {
      await h.services.jobs.runDue();
      h.clock.advance(HOUR);
    }
    await smtp.restart();
    token = await h.signIn(); // the clock moved past the session's idle limit
    const res = await h.call("GET", "/api/mail/status", { token });
    expect(res.status).toBe(200);
    const status = (await res.json()) as { enabled: boolean; pending: number; failed: Array<Record<string, unknown>> };
    expect(status.enabled).toBe(true);
    expect(status.pending).toBe(0);
    expect(status.failed).toEqual([
      expect.objectContaining({ to: "nobody@uraia.test", subject: "Never delivered", error: expect.any(String) }),
    ]);
    expect((await h.call("GET", "/api/mail/status")).status).toBe(401);
  });

  it("queues nothing when a surrounding transaction rolls back", async () => {
    const before = (await pendingMail()).length;
    await expect(
      h.services.db.db.transaction().execute(async (trx) => {
        await h.services.mail.enqueue({ to: "a@uraia.test", subject: "Rolled back", text: "…" }, trx);
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect((await pendingMail()).length).toBe(before);
  });

  describe("two instances on one database", () => {
    let other: Services;
    let otherDb: Awaited<ReturnType<Harness["database"]["open"]>>;
    beforeAll(async () => {
      otherDb = await h.database.open();
      other = await startUp(
        await createServices({
          config: h.services.config,
          db: otherDb,
          pages: PAGES,
          logger: createLogger("silent"),
          now: h.clock.now,
        }),
      );
    });
    afterAll(() => otherDb.close());

    it("never run the same job twice", async () => {
      const ran: number[] = [];
      for (const instance of [h.services, other]) {
        instance.jobs.handle("test.count", async (payload) => {
          await new Promise((r) => setTimeout(r, 1));
          ran.push((payload as { n: number }).n);
        });
      }
      for (let n = 0; n < 60; n++) await h.services.jobs.enqueue("test.count", { n });
      const [a, b] = await Promise.all([h.services.jobs.runDue(), other.jobs.runDue()]);
      expect(a + b).toBe(60);
      expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    });

    it("run a recurring task once per interval between them", async () => {
      let runs = 0;
      for (const instance of [h.services, other]) {
        instance.jobs.every("test.recurring", HOUR, async () => {
          runs++;
        });
      }
      await Promise.all([h.services.jobs.runDue(), other.jobs.runDue()]);
      expect(runs).toBe(1);
      await Promise.all([h.services.jobs.runDue(), other.jobs.runDue()]);
      expect(runs).toBe(1);
      h.clock.advance(HOUR);
      await Promise.all([h.services.jobs.runDue(), other.jobs.runDue(), h.services.jobs.runDue()]);
      expect(runs).toBe(2);
    });
  });
});

describe("mail without SMTP_URL", () => {
  it("is off and queues nothing", async () => {
    const h = await startHarness("sqlite");
    try {
      expect(h.services.mail.enabled).toBe(false);
      await h.services.mail.enqueue({ to: "a@uraia.test", subject: "x", text: "y" });
      expect(await h.services.db.db.selectFrom("jobs").selectAll().where("kind", "=", "mail.send").execute()).toEqual(
        [],
      );
      const token = await h.signIn();
      const status = await (await h.call("GET", "/api/mail/status", { token })).json();
      expect(status).toEqual({ enabled: false, pending: 0, failed: [] });
    } finally {
      await h.close();
    }
  });
});
