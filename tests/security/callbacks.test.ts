import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hookUrls } from "../../server/donations/hook-urls.ts";
import { c2bBody } from "../../server/mpesa/fake-daraja/fake-scenarios.ts";
import { type DonationHarness, freshPhone, startDonationHarness } from "../api/donation-support.ts";
import { databaseKinds } from "../support/databases.ts";

const kinds = await databaseKinds();

/** M-Pesa's callbacks are read by schema: anything but an exact, complete success is held for review. */
describe.each(kinds)("M-Pesa callbacks read by schema on %s", (kind) => {
  let d: DonationHarness;
  let urls: ReturnType<typeof hookUrls>;
  const post = (url: string, body: unknown) =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    d = await startDonationHarness(kind);
    urls = hookUrls(d.siteUrl, d.h.services.donations.callbackSecret);
  });
  afterAll(() => d.close());

  /** A push Daraja never answers by itself: the test sends its callback. */
  async function pendingPush(amount: number) {
    const { ref, status } = await d.giveAndSettle(
      { amount, phone: freshPhone() },
      { resultCode: 0, callbacks: 0, delayMs: 600_000 },
    );
    expect(status).toBe("pending");
    return { ref, checkout: (await d.row(ref)).checkout_request_id! };
  }

  const items = (amount: unknown, receipt: unknown) => ({
    CallbackMetadata: {
      Item: [
        { Name: "Amount", Value: amount },
        { Name: "MpesaReceiptNumber", Value: receipt },
        { Name: "PhoneNumber", Value: 254733000015 },
      ],
    },
  });

  const hostileStk: [string, (checkout: string) => Record<string, unknown>][] = [
    [
      "an empty ResultCode",
      (c) => ({ CheckoutRequestID: c, ResultCode: "", ResultDesc: "", ...items(500, "TSEC000001") }),
    ],
    [
      "a ResultCode in quotes",
      (c) => ({ CheckoutRequestID: c, ResultCode: "0", ResultDesc: "ok", ...items(500, "TSEC000002") }),
    ],
    ["a success without its metadata", (c) => ({ CheckoutRequestID: c, ResultCode: 0, ResultDesc: "ok" })],
    [
      "a success without a receipt",
      (c) => ({ CheckoutRequestID: c, ResultCode: 0, ResultDesc: "ok", ...items(500, undefined) }),
    ],
    [
      "a success with an amount of 1e300",
      (c) => ({ CheckoutRequestID: c, ResultCode: 0, ResultDesc: "ok", ...items(1e300, "TSEC000003") }),
    ],
    [
      "a success with a fraction of a shilling",
      (c) => ({ CheckoutRequestID: c, ResultCode: 0, ResultDesc: "ok", ...items(499.6, "TSEC000004") }),
    ],
    [
      "a success with the amount as text",
      (c) => ({ CheckoutRequestID: c, ResultCode: 0, ResultDesc: "ok", ...items("500", "TSEC000005") }),
    ],
  ];

  it.each(hostileStk)("holds a pushed donation for review after %s, keeping the raw body", async (_, make) => {
    const { ref, checkout } = await pendingPush(500);
    const res = await post(d.hookUrl, { Body: { stkCallback: make(checkout) } });
    expect(res.status).toBe(200);
    const row = await d.row(ref);
    expect(row.status).toBe("review");
    expect(row.paid_amount).toBeNull();
    expect(row.receipt).toBeNull();
    const events = await d.events(ref);
    const review = events.find((e) => e.kind === "review");
    expect(review?.raw).toContain(checkout);
    expect(review?.raw).not.toContain("254733000015");
  });

  it("still settles an exact success as paid", async () => {
    const { ref, checkout } = await pendingPush(500);
    await post(d.hookUrl, {
      Body: {
        stkCallback: { CheckoutRequestID: checkout, ResultCode: 0, ResultDesc: "ok", ...items(500, "TSECGOOD01") },
      },
    });
    expect(await d.row(ref)).toMatchObject({ status: "paid", paid_amount: 500, receipt: "TSECGOOD01" });
  });

  it("records a paybill confirmation with a strange amount for review, outside the totals and with its raw body", async () => {
    const at = d.h.services.now();
    const base = { shortcode: "174379", msisdn: "254708374149", billRef: "872607", at };
    const cases = [
      { TransAmount: "1e300" },
      { TransAmount: "0.6" },
      { TransAmount: "250001.00" },
      { TransAmount: "-5.00" },
      { TransAmount: 2500 },
      { TransAmount: "" },
      { TransTime: "yesterday" },
    ];
    for (const change of cases) {
      const body = { ...c2bBody({ ...base, amount: 2500 }), ...change };
      expect((await post(urls.confirmation, body)).status).toBe(200);
      const row = await d.h.services.db.db
        .selectFrom("donations")
        .selectAll()
        .where("receipt", "=", body.TransID)
        .executeTakeFirstOrThrow();
      expect(row, JSON.stringify(change)).toMatchObject({ status: "review", source: "paybill", paid_amount: null });
      const [event] = await d.events(row.ref);
      expect(event?.kind).toBe("review");
      expect(event?.raw).toContain(body.TransID);
    }
    const good = c2bBody({ ...base, amount: 2500 });
    await post(urls.confirmation, good);
    const paid = await d.h.services.db.db
      .selectFrom("donations")
      .selectAll()
      .where("receipt", "=", good.TransID)
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: "paid", amount: 2500, paid_amount: 2500 });
    const token = await d.h.signIn();
    const list = await d.h.call("GET", "/api/donations?source=paybill", { token });
    const { totals } = (await list.json()) as { totals: { paid_amount: number; paid_count: number } };
    expect(totals).toMatchObject({ paid_amount: 2500, paid_count: 1 });
    const csv = await (await d.h.call("GET", "/api/donations/export.csv?source=paybill", { token })).text();
    expect(csv).not.toContain("e+300");
  });

  it("validates a paybill payment by the same schema: a strange amount is rejected, a whole one accepted", async () => {
    const base = { shortcode: "174379", msisdn: "254708374149", billRef: "872607", at: d.h.services.now() };
    for (const TransAmount of ["1e300", "0.6", "250001.00", "0.00"]) {
      const res = await post(urls.validation, { ...c2bBody({ ...base, amount: 10 }), TransAmount });
      expect(res.status).toBe(200);
      expect(await res.json(), TransAmount).toEqual({ ResultCode: "C2B00013", ResultDesc: "Rejected" });
    }
    const ok = await post(urls.validation, c2bBody({ ...base, amount: 10 }));
    expect(await ok.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
  });

  it("answers 413 to a body over 64 KB on every callback path, sent chunked or with its length", async () => {
    const big = JSON.stringify({ Body: { stkCallback: { pad: "x".repeat(70 * 1024) } } });
    for (const url of [d.hookUrl, urls.confirmation, urls.validation]) {
      const declared = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: big });
      expect(declared.status, url).toBe(413);
      const bytes = new TextEncoder().encode(big);
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
          controller.close();
        },
      });
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: chunked,
        duplex: "half",
      } as RequestInit);
      expect(res.status, `${url} chunked`).toBe(413);
    }
  });
});
