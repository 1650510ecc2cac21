import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { FAKE_AT_ACCOUNT, fakeAtEnv } from "../../server/sms/fake-at/dev-credentials.ts";
import { type FakeAt, startFakeAt } from "../../server/sms/fake-at/fake-at.ts";
import { smsHookUrls } from "../../server/sms/sms-hook-urls.ts";
import { type Harness, startHarness } from "./harness.ts";

export type SmsHarness = {
  h: Harness;
  fake: FakeAt;
  siteUrl: string;
  /** POST /api/sms/subscribers from an address of its own */
  signUp(json: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  /** runs the due jobs and waits for the fake's callbacks */
  settle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The site served on a random port (so the fake Africa's Talking's callbacks
 * reach it over HTTP, as the gateway's would), with SMS pointed at the fake.
 */
export async function startSmsHarness(kind: "sqlite" | "postgres"): Promise<SmsHarness> {
  let listener: http.RequestListener | null = null;
  const server = http.createServer((req, res) => listener?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake = await startFakeAt({ ...FAKE_AT_ACCOUNT });
  const h = await startHarness(kind, { ...fakeAtEnv(fake.url), PUBLIC_URL: siteUrl, TRUST_PROXY: "1" });
  listener = getRequestListener(h.app.fetch);
  Object.assign(fake.callbacks, smsHookUrls(siteUrl, h.services.sms.callbackSecret));
  return {
    h,
    fake,
    siteUrl,
    signUp: (json, headers) =>
      h.call("POST", "/api/sms/subscribers", { json, headers: { "x-forwarded-for": freshAddress(), ...headers } }),
    async settle() {
      await h.services.jobs.runDue();
      await fake.idle();
    },
    async close() {
      await fake.idle();
      await fake.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await h.close();
    },
  };
}

let next = 1;
/** A Kenyan mobile number no test has used yet: +2547 2000 0015, … (never ending in a refusal of the fake). */
export const freshPhone = () => `+2547${String(2_000_000 + next++ * 10).padStart(8, "0")}`;
/** A client address no limit has seen yet. */
export const freshAddress = () => `10.${(next >> 8) & 255}.${next++ & 255}.9`;
