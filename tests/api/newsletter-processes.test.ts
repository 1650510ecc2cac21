import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERRUPTED, SENDERS } from "../../server/newsletter/issue-sender.ts";
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
    /** readers whose mail surely arrived (not in doubt after the kill), for the bounce tests */
    const delivered: number[] = [];

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

      // The mails on the wire when the process died (the held one and any other lane's): in doubt.
      const inDoubt = new Set(
        (
          await h.services.db.db
            .selectFrom("newsletter_deliveries")
            .select("email")
            .where("issue_id", "=", id)
            .where("status", "=", "sending")
            .execute()
        ).map((d) => d.email),
      );
      expect(inDoubt.has(address(HELD))).toBe(true);
      expect(inDoubt.size).toBeLessThanOrEqual(SENDERS);

      const second = start("tests/support/jobs-process.ts");
      const settled = () => {
        for (let n = 1; n <= COUNT; n++) if (!inDoubt.has(address(n)) && received(n) === 0) return false;
        return true;
      };
      await until("the rest", settled);
      await new Promise((r) => setTimeout(r, 1000)); // time for a duplicate to show, were there one
      second.child.kill("SIGTERM");
      await second.exited;

      // Every mail not begun before the kill arrived exactly once; one in doubt at most once, the held one never.
      for (let n = 1; n <= COUNT; n++) {
        if (inDoubt.has(address(n))) expect(received(n), address(n)).toBeLessThanOrEqual(n === HELD ? 0 : 1);
        else expect(received(n), address(n)).toBe(1);
      }
      const deliveries = await h.services.db.db
        .selectFrom("newsletter_deliveries")
        .select(["email", "status"])
        .where("issue_id", "=", id)
        .execute();
      expect(deliveries).toHaveLength(COUNT);
      expect(deliveries.filter((d) => d.status === "sent")).toHaveLength(COUNT - inDoubt.size);
      expect(
        deliveries
          .filter((d) => d.status === "sending")
          .map((d) => d.email)
          .sort(),
      ).toEqual([...inDoubt].sort());

      // Once no run could still be holding them, the cut-off mails show as failed, and the issue as sent.
      h.clock.set(new Date(Date.now() + 3 * 60_000).toISOString());
      await h.services.newsletterIssues.run(h.clock.now());
      const stuck = await h.services.db.db
        .selectFrom("newsletter_deliveries")
        .select(["status", "error"])
        .where("email", "=", address(HELD))
        .executeTakeFirstOrThrow();
      expect(stuck).toEqual({ status: "failed", error: INTERRUPTED });
      const figures = await (await h.call("GET", `/api/newsletter/issues/${id}`, { token: await h.signIn() })).json();
      expect(figures).toMatchObject({
        status: "sent",
        total: COUNT,
        sent: COUNT - inDoubt.size,
        failed: inDoubt.size,
        queued: 0,
      });
      expect(received(HELD)).toBe(0);
      delivered.push(...Array.from({ length: COUNT }, (_, i) => i + 1).filter((n) => !inDoubt.has(address(n))));
    });

    it("takes a bounce from a mail server's pipe: npm run newsletter -- bounce < message.eml", async () => {
      const index = smtp.messages.findIndex(
        (m) => m.to && !Array.isArray(m.to) && m.to.text === address(delivered[0]!),
      );
      const returnPath = smtp.envelopes[index]!.from;
      const dsn = dsnMail({
        returnPath,
        recipient: address(delivered[0]!),
        status: "5.1.1",
        diagnostic: "550 5.1.1 User unknown",
      });
      const cli = start("scripts/newsletter.ts", ["bounce"], dsn);
      expect(await cli.exited, cli.output()).toBe(0);
      const subscriber = await h.services.db.db
        .selectFrom("subscribers")
        .select(["id", "suppressed_reason"])
        .where("email", "=", address(delivered[0]!))
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
      const returnPath = smtp.envelopes[sent(delivered[1]!)]!.from;
      await imap.append(
        dsnMail({
          returnPath,
          recipient: address(delivered[1]!),
          status: "5.1.1",
          diagnostic: "550 5.1.1 Mailbox unavailable",
        }),
        arfMail({ messageId: smtp.messages[sent(delivered[2]!)]!.messageId!, recipient: address(delivered[2]!) }),
        "From: someone@example.org\r\nSubject: Out of office\r\n\r\nBack on Monday.\r\n",
      );
      h.clock.advance(10 * 60_000); // the mailbox task's interval
      await h.services.jobs.runDue();
      const reasons = await h.services.db.db
        .selectFrom("subscribers")
        .select(["email", "suppressed_reason"])
        .where("email", "in", [address(delivered[1]!), address(delivered[2]!), address(delivered[3]!)])
        .orderBy("email")
        .execute();
      expect(reasons).toEqual([
        { email: address(delivered[1]!), suppressed_reason: "hard: 5.1.1 550 5.1.1 Mailbox unavailable" },
        { email: address(delivered[2]!), suppressed_reason: "complaint: abuse (ExampleFBL/1.0)" },
        { email: address(delivered[3]!), suppressed_reason: null },
      ]);
      expect(await imap.flags()).toEqual([["\\Seen"], ["\\Seen"], ["\\Seen"]]);
    });
  },
);
