import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPTED } from "../../server/donations/hook-routes.ts";
import { hookUrls } from "../../server/donations/hook-urls.ts";
import { createDarajaClient } from "../../server/mpesa/daraja-client.ts";
import { databaseKinds } from "../support/databases.ts";
import { type DonationHarness, freshAddress, freshPhone, startDonationHarness } from "./donation-support.ts";

const kinds = await databaseKinds();

describe.each(kinds)("M-Pesa donations without a callback, under limits and by paybill on %s", (kind) => {
  let d: DonationHarness;
  const row = (ref: string) => d.row(ref);
  const events = (ref: string) => d.events(ref);

  beforeAll(async () => {
    d = await startDonationHarness(kind);
  });
  afterAll(() => d.close());

  it("asks Daraja about a push with no callback after MPESA_QUERY_AFTER_SECONDS and settles it", async () => {
    const { ref, status } = await d.giveAndSettle(
      { amount: 750, phone: freshPhone() },
      { resultCode: 0, callbacks: 0, delayMs: 0 },
    );
    expect(status).toBe("pending");
    const push = d.fake.pushes.get((await row(ref)).checkout_request_id!)!;
    d.h.clock.advance(59_000);
    await d.h.services.jobs.runDue();
    expect(push.queries).toBe(0);
    d.h.clock.advance(1_000);
    await d.h.services.jobs.runDue();
    expect(push.queries).toBe(1);
    expect(await d.status(ref)).toMatchObject({ status: "paid", amount: 750 });
    expect((await row(ref)).receipt).toBeNull();
  });

  it("backs off while Daraja says it is being processed, expires after 10 minutes, and a late success still counts once", async () => {
    const { ref } = await d.giveAndSettle(
      { amount: 400, phone: freshPhone() },
      { resultCode: 0, callbacks: 0, delayMs: 600_000 },
    );
    const push = d.fake.pushes.get((await row(ref)).checkout_request_id!)!;
    for (let i = 0; i < 12 && (await d.status(ref)).status === "pending"; i++) {
      d.h.clock.advance(60_000);
      await d.h.services.jobs.runDue();
    }
    expect(await d.status(ref)).toEqual({ status: "expired", amount: 400 });
    const asked = push.queries;
    expect(asked).toBeGreaterThanOrEqual(5);
    expect(asked).toBeLessThanOrEqual(12);
    // The donor answered at last: Daraja's callback arrives after we gave up.
    const checkout = (await row(ref)).checkout_request_id!;
    const late = {
      Body: {
        stkCallback: {
          MerchantRequestID: "m",
          CheckoutRequestID: checkout,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: 400 },
              { Name: "MpesaReceiptNumber", Value: "TLATE00001" },
              { Name: "PhoneNumber", Value: 254733000015 },
            ],
          },
        },
      },
    };
    for (let i = 0; i < 2; i++) {
      await fetch(d.hookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(late),
      });
    }
    expect(await d.status(ref)).toMatchObject({ status: "paid", receipt: "TLATE00001" });
    const paid = await d.h.services.db.db
      .selectFrom("donations")
      .select("id")
      .where("receipt", "=", "TLATE00001")
      .execute();
    expect(paid).toHaveLength(1);
  });

  it("never lets two instances query the same push at once", async () => {
    const { ref } = await d.giveAndSettle(
      { amount: 50, phone: freshPhone() },
      { resultCode: 0, callbacks: 0, delayMs: 600_000 },
    );
    const id = Number((await row(ref)).id);
    const token = await d.h.signIn();
    const push = d.fake.pushes.get((await row(ref)).checkout_request_id!)!;
    // Daraja takes a moment to answer, so the three checks overlap.
    d.fake.setLatency(300);
    const answers = await Promise.all([1, 2, 3].map(() => d.h.call("POST", `/api/donations/${id}/check`, { token })));
    d.fake.setLatency(0);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(push.queries).toBe(1);
  });

  it("keeps asking later when the query job finds another instance asking", async () => {
    const { ref } = await d.giveAndSettle(
      { amount: 60, phone: freshPhone() },
      { resultCode: 0, callbacks: 0, delayMs: 600_000 },
    );
    const push = d.fake.pushes.get((await row(ref)).checkout_request_id!)!;
    d.h.clock.advance(60_000);
    // Another instance (or a staff member's check) holds the push for its 30-second lease.
    await d.h.services.db.db
      .updateTable("donations")
      .set({ query_locked_until: new Date(d.h.clock.now().getTime() + 30_000) })
      .where("ref", "=", ref)
      .execute();
    await d.h.services.jobs.runDue();
    expect(push.queries).toBe(0);
    d.h.clock.advance(30_000);
    await d.h.services.jobs.runDue();
    expect(push.queries).toBe(1);
    expect((await events(ref)).filter((e) => e.kind === "query")).toHaveLength(1);
    expect(await d.status(ref)).toMatchObject({ status: "pending" });
  });

  it("limits pushes to 3 per phone number per 10 minutes, and 30 unanswered ones per client address per hour (429)", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await d.give({ amount: 10, phone })).status).toBe(201);
    const fourth = await d.give({ amount: 10, phone });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: string }).error).toContain("3 M-Pesa prompts to this number");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    d.h.clock.advance(10 * 60_000 + 1000);
    expect((await d.give({ amount: 10, phone })).status).toBe(201);

    const address = freshAddress();
    // Nobody answers these prompts (the fake sends no callback): the 31st from one address is refused.
    d.fake.queue(...Array.from({ length: 30 }, () => ({ resultCode: 0, callbacks: 0, delayMs: 600_000 })));
    for (let i = 0; i < 30; i++)
      expect((await d.give({ amount: 10, phone: freshPhone() }, { "x-forwarded-for": address })).status).toBe(201);
    const thirtyFirst = await d.give({ amount: 10, phone: freshPhone() }, { "x-forwarded-for": address });
    expect(thirtyFirst.status).toBe(429);
    expect(((await thirtyFirst.json()) as { error: string }).error).toContain("from your network");
    await d.fake.idle();
  });

  it("answers 503 with the paybill fallback when Daraja is down, and records the donation as not sent", async () => {
    d.fake.setDown(true);
    try {
      const res = await d.give({ amount: 100, phone: freshPhone() });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toContain("give by paybill");
      const last = await d.h.services.db.db
        .selectFrom("donations")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({ status: "failed", failure_reason: "not_sent" });
    } finally {
      d.fake.setDown(false);
    }
  });

  it("records a paybill payment from its confirmation once, whatever Daraja resends", async () => {
    const urls = hookUrls(d.siteUrl, d.h.services.donations.callbackSecret);
    await createDarajaClient(d.h.services.config.mpesa!).registerC2bUrls({
      confirmationUrl: urls.confirmation,
      validationUrl: urls.validation,
    });
    const token = await createDarajaClient(d.h.services.config.mpesa!).token();
    const simulate = await fetch(`${d.fake.url}/mpesa/c2b/v1/simulate`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        ShortCode: "174379",
        CommandID: "CustomerPayBillOnline",
        Amount: 2500,
        Msisdn: "254708374149",
        BillRefNumber: "872607",
      }),
    });
    expect(simulate.status).toBe(200);
    await d.fake.idle();
    const paybill = await d.h.services.db.db
      .selectFrom("donations")
      .selectAll()
      .where("source", "=", "paybill")
      .execute();
    expect(paybill).toHaveLength(1);
    expect(paybill[0]).toMatchObject({
      status: "paid",
      amount: 2500,
      paid_amount: 2500,
      phone: "254708374149",
      name: "Wanjiru",
    });
    const confirmation = JSON.parse(
      (
        await d.h.services.db.db
          .selectFrom("donation_events")
          .select("raw")
          .where("kind", "=", "paybill")
          .executeTakeFirstOrThrow()
      ).raw!,
    ) as Record<string, unknown>;
    const resend = await fetch(urls.confirmation, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...confirmation, MSISDN: "254708374149" }),
    });
    expect(await resend.json()).toEqual(ACCEPTED);
    expect(
      await d.h.services.db.db.selectFrom("donations").select("id").where("source", "=", "paybill").execute(),
    ).toHaveLength(1);
    const validate = (body: unknown) =>
      fetch(urls.validation, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await (await validate(confirmation)).json()).toEqual(ACCEPTED);
    expect(await (await validate({})).json()).toEqual({ ResultCode: "C2B00016", ResultDesc: "Rejected" });
  });
});
