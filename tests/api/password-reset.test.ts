import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LIMIT_MESSAGE } from "../../server/forms/form-limits.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, STAFF, startHarness } from "./harness.ts";
import { mailedLink } from "./mail-links.ts";

const kinds = await databaseKinds();
const HOUR = 3600_000;

/** A log line without what differs between any two requests (time, id, duration, address). */
const shape = (line: string) => {
  const { time, reqId, ms, ip, ...rest } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(rest);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.each(kinds)("password reset requests on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let logs = "";
  let client = 0;
  const from = () => ({ "x-forwarded-for": `198.51.100.${++client}` });
  const ask = (email: string, headers = from()) => h.call("POST", "/api/password-reset", { json: { email }, headers });
  const jobCount = async () => (await h.services.db.db.selectFrom("jobs").select("id").execute()).length;

  beforeAll(async () => {
    smtp = await startSmtp();
    const sink = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    h = await startHarness(kind, { SMTP_URL: smtp.url, TRUST_PROXY: "1" }, { logger: pino({ level: "debug" }, sink) });
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("does the same work, writes the same log and answers alike for a staff address and an unknown one", async () => {
    const jobsBefore = await jobCount();
    logs = "";
    expect((await ask(STAFF.email)).status).toBe(202);
    const known = logs.trim().split("\n").map(shape);
    const jobsAfterKnown = await jobCount();
    logs = "";
    expect((await ask("nobody@uraia.test")).status).toBe(202);
    const unknown = logs.trim().split("\n").map(shape);
    expect(unknown).toEqual(known);
    // One queued job each, and no mail written on the request path.
    expect(jobsAfterKnown - jobsBefore).toBe(1);
    expect((await jobCount()) - jobsAfterKnown).toBe(1);
    const { token } = await mailedLink(h, smtp, STAFF.email, "Reset your Uraia staff password");
    expect(token).toBeTruthy();
    expect(smtp.messages.some((m) => (m.to as { text: string }).text === "nobody@uraia.test")).toBe(false);
  });

  it("takes the same time for both (medians printed)", async () => {
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    for (let round = 0; round < 30; round++) {
      h.clock.advance(HOUR);
      for (const [which, email] of [
        ["known", STAFF.email],
        ["unknown", "nobody@uraia.test"],
      ] as const) {
        const started = performance.now();
        expect((await ask(email)).status).toBe(202);
        times[which].push(performance.now() - started);
      }
    }
    const [k, u] = [median(times.known), median(times.unknown)];
    console.log(`${kind}: password reset request median ${k.toFixed(2)} ms (staff) vs ${u.toFixed(2)} ms (unknown)`);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 0.25 + 0.5);
    await h.services.jobs.runDue();
  });

  it("limits requests per address asked about and per client, counted atomically, for any address", async () => {
    h.clock.advance(HOUR);
    for (const email of [STAFF.email, "nobody-else@uraia.test"]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => ask(email)));
      expect(answers.map((r) => r.status).sort()).toEqual([202, 202, 202, 202, 202, 429]);
      const refused = answers.find((r) => r.status === 429) as Response;
      expect(await refused.json()).toEqual({ error: RESET_LIMIT_MESSAGE });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const one = from();
    const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => ask(`someone-${i}@uraia.test`, one)));
    expect(answers.filter((r) => r.status === 429)).toHaveLength(1);
  });
});
