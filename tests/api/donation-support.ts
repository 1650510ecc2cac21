import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import type { Selectable } from "kysely";
import pino from "pino";
import type { DonationsTable } from "../../server/db/schema.ts";
import { FAKE_CREDENTIALS, fakeDarajaEnv } from "../../server/mpesa/fake-daraja/dev-credentials.ts";
import { type FakeDaraja, startFakeDaraja } from "../../server/mpesa/fake-daraja/fake-daraja.ts";
import type { Scenario } from "../../server/mpesa/fake-daraja/fake-scenarios.ts";
import type { DonationStatusAnswer } from "../../shared/donations.ts";
import { type Harness, startHarness } from "./harness.ts";

export type DonationHarness = {
  h: Harness;
  fake: FakeDaraja;
  /** the site's address (PUBLIC_URL), where the fake Daraja delivers callbacks */
  siteUrl: string;
  hookUrl: string;
  /** every log line the site wrote (level debug) */
  logs: string[];
  give(fields: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  /** gives, waits for the fake's callbacks, answers the ref and the status */
  giveAndSettle(fields: Record<string, unknown>, scenario?: Scenario): Promise<{ ref: string } & DonationStatusAnswer>;
  status(ref: string): Promise<DonationStatusAnswer>;
  /** the stored donation row */
  row(ref: string): Promise<Selectable<DonationsTable>>;
  /** its history, oldest first */
  events(ref: string): Promise<Array<{ kind: string; raw: string | null }>>;
  close(): Promise<void>;
};

/**
 * The API served on a random port (so the fake Daraja's callbacks reach it over
 * HTTP, as Daraja's would), with M-Pesa pointed at a fake Daraja on another one.
 * The fake's clock is the harness's, so timestamps agree when the test moves time.
 */
export async function startDonationHarness(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
): Promise<DonationHarness> {
  let listener: http.RequestListener | null = null;
  const server = http.createServer((req, res) => listener?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let h: Harness | undefined;
  const fake = await startFakeDaraja({ ...FAKE_CREDENTIALS, delayMs: 20, now: () => h?.services.now() ?? new Date() });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  h = await startHarness(
    kind,
    { ...fakeDarajaEnv(fake.url), PUBLIC_URL: siteUrl, TRUST_PROXY: "1", ...env },
    { logger: pino({ level: "debug", base: undefined }, sink) },
  );
  listener = getRequestListener(h.app.fetch);
  const harness = h;
  const status = async (ref: string) =>
    (await (await harness.call("GET", `/api/donation-status/${ref}`)).json()) as DonationStatusAnswer;
  // Each donation from its own address unless the test says (TRUST_PROXY=1 reads X-Forwarded-For).
  const row = (ref: string) =>
    harness.services.db.db.selectFrom("donations").selectAll().where("ref", "=", ref).executeTakeFirstOrThrow();
  const give: DonationHarness["give"] = (fields, headers) =>
    harness.call("POST", "/api/donations", {
      json: fields,
      headers: { "x-forwarded-for": freshAddress(), ...headers },
    });
  return {
    h: harness,
    fake,
    siteUrl,
    logs,
    hookUrl: `${siteUrl}/hooks/mpesa/${harness.services.donations.callbackSecret}`,
    give,
    status,
    row,
    async events(ref) {
      const { id } = await row(ref);
      return harness.services.db.db
        .selectFrom("donation_events")
        .select(["kind", "raw"])
        .where("donation_id", "=", Number(id))
        .orderBy("id")
        .execute();
    },
    async giveAndSettle(fields, scenario) {
      if (scenario) fake.queue(scenario);
      const res = await give(fields);
      if (res.status !== 201) throw new Error(`donation refused: ${res.status} ${await res.text()}`);
      const { ref } = (await res.json()) as { ref: string };
      await fake.idle();
      return { ref, ...(await status(ref)) };
    },
    async close() {
      await fake.idle();
      await fake.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await harness.close();
    },
  };
}

let next = 1;
/** A phone number no limit has seen yet, ending in 5 (no fake scenario ending): 0733 00001 5, … */
export const freshPhone = () => `0733${String(next++).padStart(5, "0")}5`;
/** A client address no limit has seen yet. */
export const freshAddress = () => `10.${(next >> 8) & 255}.${next++ & 255}.7`;
