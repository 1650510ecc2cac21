import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERRUPTED } from "../../server/newsletter/issue-sender.ts";
import { arfMail, dsnMail } from "../support/bounce-mail.ts";
import { databaseKinds } from "../support/databases.ts";
import { startImap, type TestImap } from "../support/imap.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const ROOT = path.resolve(import.meta.dirname, "../..");
const COUNT = 40;
const HELD = 25;
const address = (n: number) => `reader${String(n).padStart(2, "0")}@example.org`;

/**
 * The sending instance is killed (SIGKILL) while a mail is on the wire and
 * another starts on the same database: every mail not yet begun goes out once,
 * and the one cut off is never sent again (no one gets an issue twice).
 */
describe.each(kinds)(
  "the newsletter beside other processes (a killed sender, a mail server pipe, a bounce mailbox) on %s",
  (kind) => {
    let h: Harness;
    let smtp: TestSmtp;
    let imap: TestImap;
    let env: Record<string, string>;
    const children: ChildProcess[] = [];

    const start = (script: string, args: string[] = [], stdin?: string) => {
      const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ["pipe", "pipe", "pipe"],
      });
      children.push(child);
      let output = "";
      child.stdout?.on("data", (d) => (output += d));
      child.stderr?.on("data", (d) => (output += d));
      if (stdin !== undefined) child.stdin?.end(stdin);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      return { child, output: () => output, exited };
    };
    const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 45_000) => {
      const deadline = Date.now() + ms;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const received = (n: number) =>
      smtp.messages.filter(
        (m) => m.subject === "Uraia news, June" && m.to && !Array.isArray(m.to) && m.to.text === address(n),
      ).length;

    beforeAll(async () => {
      smtp = await startSmtp();
      imap = await startImap();
      const settings = {
        SMTP_URL: smtp.url,
        PUBLIC_URL: "https://uraia.test",
        NEWSLETTER_PER_MINUTE: "0",
        NEWSLETTER_BOUNCE_DOMAIN: "bounces.uraia.test",
      };
      h = await startHarness(kind, { ...settings, BOUNCE_IMAP_URL: imap.url });
      env = {
        ...settings,
        DATA_DIR: h.database.dataDir,
        DATABASE_URL: h.database.databaseUrl ?? "",
        DEMO_CONTENT: "false",
        LOG_LEVEL: "warn",
      };
    });
    afterAll(async () => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await h.close();
      await smtp.stop();
      await imap.stop();
    });

    it("delivers every remaining mail exactly once after a SIGKILL and restart", { timeout: 150_000 }, async () => {
      const token = await h.signIn();
      const rows = Array.from({ length: COUNT }, (_, i) => `${address(i + 1)},en,2025-03-01`);
      const imported = await h.call("POST", "/api/subscribers/import", {
        token,
        headers: { "content-type": "text/csv" },
        body: ["email,language,consented_at", ...rows].join("\n"),
      });
      expect(await imported.json()).toEqual({ added: COUNT, skipped: 0, errors: [] });
      const created = await h.call("POST", "/api/newsletter/issues", {
        token,
        json: { subject: "Uraia news, June", locale: "en" },
      });
      const { id } = (await created.json()) as { id: number };
      // The mail server takes reader25's mail and never answers: the sender is stuck on it when killed.
      smtp.holding.add(address(HELD));
      expect((await h.call("POST", `/api/newsletter/issues/${id}/send`, { token, json: {} })).status).toBe(202);

      const first = start("tests/support/jobs-process.ts");
      await until("the first 24 mails", () => smtp.messages.length >= HELD - 1);
      await new Promise((r) => setTimeout(r, 300)); // reader25's mail is on the wire, unanswered
      first.child.kill("SIGKILL");
      await first.exited;
      smtp.holding.clear();

      const second = start("tests/support/jobs-process.ts");
      await until("the rest", () => smtp.messages.length >= COUNT - 1).catch(async (error) => {
        const rows = await h.services.db.db.selectFrom("newsletter_deliveries").select(["status"]).execute();
        const schedules = await h.services.db.db.selectFrom("job_schedules").selectAll().execute();
        throw new Error(
          `${error.message}: ${smtp.messages.length} mails, ${JSON.stringify(rows.map((r) => r.status))}, ${JSON.stringify(schedules)}\n${second.output()}`,
        );
      });
      await new Promise((r) => setTimeout(r, 1000)); // time for a duplicate to show, were there one
      second.child.kill("SIGTERM");
      await second.exited;

      for (let n = 1; n <= COUNT; n++) expect(received(n), address(n)).toBe(n === HELD ? 0 : 1);
      const deliveries = await h.services.db.db
        .selectFrom("newsletter_deliveries")
        .select(["email", "status"])
        .where("issue_id", "=", id)
        .execute();
      expect(deliveries).toHaveLength(COUNT);
      expect(deliveries.filter((d) => d.status === "sent")).toHaveLength(COUNT - 1);
      expect(deliveries.find((d) => d.email === address(HELD))?.status).toBe("sending");

      // Once a run could no longer be holding it, the cut-off mail shows as failed, and the issue as sent.
      h.clock.set(new Date(Date.now() + 3 * 60_000).toISOString());
      await h.services.newsletterIssues.run(h.clock.now());
      const stuck = await h.services.db.db
        .selectFrom("newsletter_deliveries")
        .select(["status", "error"])
        .where("email", "=", address(HELD))
        .executeTakeFirstOrThrow();
      expect(stuck).toEqual({ status: "failed", error: INTERRUPTED });
      const figures = await (await h.call("GET", `/api/newsletter/issues/${id}`, { token: await h.signIn() })).json();
      expect(figures).toMatchObject({ status: "sent", total: COUNT, sent: COUNT - 1, failed: 1, queued: 0 });
      expect(received(HELD)).toBe(0);
    });

    it("takes a bounce from a mail server's pipe: npm run newsletter -- bounce < message.eml", async () => {
      const index = smtp.messages.findIndex((m) => m.to && !Array.isArray(m.to) && m.to.text === address(1));
      const returnPath = smtp.envelopes[index]!.from;
      const dsn = dsnMail({ returnPath, recipient: address(1), status: "5.1.1", diagnostic: "550 5.1.1 User unknown" });
      const cli = start("scripts/newsletter.ts", ["bounce"], dsn);
      expect(await cli.exited, cli.output()).toBe(0);
      const subscriber = await h.services.db.db
        .selectFrom("subscribers")
        .select(["id", "suppressed_reason"])
        .where("email", "=", address(1))
        .executeTakeFirstOrThrow();
      expect(cli.output()).toMatch(
        new RegExp(
          `^Recorded a hard bounce for subscriber ${subscriber.id} \\(issue \\d+\\): no more mail goes to this address\\.\\n$`,
        ),
      );
      expect(subscriber.suppressed_reason).toBe("hard: 5.1.1 550 5.1.1 User unknown");
      const junk = start("scripts/newsletter.ts", ["bounce"], "From: a@example.org\r\nSubject: Hello\r\n\r\nHi\r\n");
      expect(await junk.exited).toBe(0);
      expect(junk.output()).toBe("Ignored: not a delivery failure or complaint report.\n");
    });

    it("reads the bounce mailbox over IMAP on the jobs table, and marks what it read", async () => {
      const sent = (n: number) =>
        smtp.messages.findIndex((m) => m.to && !Array.isArray(m.to) && m.to.text === address(n));
      const returnPath = smtp.envelopes[sent(2)]!.from;
      await imap.append(
        dsnMail({ returnPath, recipient: address(2), status: "5.1.1", diagnostic: "550 5.1.1 Mailbox unavailable" }),
        arfMail({ messageId: smtp.messages[sent(3)]!.messageId!, recipient: address(3) }),
        "From: someone@example.org\r\nSubject: Out of office\r\n\r\nBack on Monday.\r\n",
      );
      h.clock.advance(10 * 60_000); // the mailbox task's interval
      await h.services.jobs.runDue();
      const reasons = await h.services.db.db
        .selectFrom("subscribers")
        .select(["email", "suppressed_reason"])
        .where("email", "in", [address(2), address(3), address(4)])
        .orderBy("email")
        .execute();
      expect(reasons).toEqual([
        { email: address(2), suppressed_reason: "hard: 5.1.1 550 5.1.1 Mailbox unavailable" },
        { email: address(3), suppressed_reason: "complaint: abuse (ExampleFBL/1.0)" },
        { email: address(4), suppressed_reason: null },
      ]);
      expect(await imap.flags()).toEqual([["\\Seen"], ["\\Seen"], ["\\Seen"]]);
    });
  },
);
