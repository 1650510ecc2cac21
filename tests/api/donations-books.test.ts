import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type DonationHarness, freshAddress, freshPhone, startDonationHarness } from "./donation-support.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();

/** What a Finance officer checks the books by: receipts, the export and the limits donors meet. */
describe.each(kinds)("books a finance officer trusts, on %s", (kind) => {
  let d: DonationHarness;
  let finance = "";
  const csv = async (query = "") =>
    (await d.h.call("GET", `/api/donations/export.csv${query}`, { token: finance })).text();
  const lateCallback = (checkout: string, receipt: string, amount: number) =>
    fetch(d.hookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: "m",
            CheckoutRequestID: checkout,
            ResultCode: 0,
            ResultDesc: "The service request is processed successfully.",
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: amount },
                { Name: "MpesaReceiptNumber", Value: receipt },
              ],
            },
          },
        },
      }),
    });

  beforeAll(async () => {
    d = await startDonationHarness(kind);
    finance = (await addStaff(d.h, "finance")).token;
  });
  afterAll(() => d.close());

  it("shows a push settled by the status query as paid with its receipt pending, until a later callback brings it", async () => {
    const { ref } = await d.giveAndSettle(
      { amount: 750, phone: freshPhone() },
      { resultCode: 0, callbacks: 0, delayMs: 0 },
    );
    d.h.clock.advance(60_000);
    await d.h.services.jobs.runDue();
    const pending = await d.status(ref);
    expect(pending).toEqual({ status: "paid", amount: 750, receipt_pending: true, paid_at: pending.paid_at });
    const list = (await (await d.h.call("GET", "/api/donations?status=paid", { token: finance })).json()) as {
      items: Array<{ ref: string; receipt: string | null }>;
    };
    expect(list.items.find((i) => i.ref === ref)?.receipt).toBeNull();
    expect((await csv()).split("\r\n").find((line) => line.startsWith(ref))).toContain(
      ",paid,750,750,receipt pending,",
    );

    expect((await lateCallback((await d.row(ref)).checkout_request_id!, "TQRY000001", 750)).status).toBe(200);
    const settled = await d.status(ref);
    expect(settled).toMatchObject({ status: "paid", receipt: "TQRY000001" });
    expect(settled).not.toHaveProperty("receipt_pending");
    expect((await csv()).split("\r\n").find((line) => line.startsWith(ref))).toContain(",paid,750,750,TQRY000001,");
  });

  it("exports references exactly as stored, times in East Africa Time with the offset, and still guards formulas", async () => {
    d.h.clock.set("2026-01-15T21:30:00.000Z");
    finance = (await addStaff(d.h, "finance")).token;
    const { ref } = await d.giveAndSettle(
      { amount: 300, phone: freshPhone(), name: "@SUM(A1)", email: "ok@example.org" },
      { resultCode: 0, callbacks: 1, delayMs: 5 },
    );
    const line = (await csv("?from=2026-01-16&to=2026-01-16")).split("\r\n")[1]!;
    const cells = line.split(",");
    expect(cells[0]).toBe(ref);
    // 21:30 UTC is 00:30 the next day in Nairobi: the day filter and the time agree.
    expect(cells[1]).toBe("2026-01-16T00:30:00+03:00");
    expect(cells.at(-1)).toBe("2026-01-16T00:30:00+03:00");
    expect(line).toContain(",'@SUM(A1),ok@example.org,");
  });

  it("counts per address only the pushes nobody answered, while the per-phone limit stays", async () => {
    const address = freshAddress();
    const from = { "x-forwarded-for": address };
    // 32 donors behind one mobile network address, each answering their prompt (paid or cancelled): all get theirs.
    for (let i = 0; i < 32; i++) {
      d.fake.queue({ resultCode: i % 4 === 0 ? 1032 : 0, callbacks: 1, delayMs: 30 });
      expect((await d.give({ amount: 10, phone: freshPhone() }, from)).status).toBe(201);
      await d.fake.idle();
    }
    // Prompts nobody answers count: 30 an hour, the 31st is refused.
    d.fake.queue(...Array.from({ length: 30 }, () => ({ resultCode: 0, callbacks: 0, delayMs: 600_000 })));
    for (let i = 0; i < 30; i++) expect((await d.give({ amount: 10, phone: freshPhone() }, from)).status).toBe(201);
    const refused = await d.give({ amount: 10, phone: freshPhone() }, from);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toContain("from your network");
    // One phone, paying each time from different addresses: still 3 per 10 minutes.
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) {
      d.fake.queue({ resultCode: 0, callbacks: 1, delayMs: 1 });
      expect((await d.give({ amount: 10, phone })).status).toBe(201);
      await d.fake.idle();
    }
    expect((await d.give({ amount: 10, phone })).status).toBe(429);
  });

  it("tells staff the shortcode prompts pay, and names the old and new value in a setting's audit entry", async () => {
    const admin = await d.h.signIn();
    const listed = (await (await d.h.call("GET", "/api/settings", { token: admin })).json()) as {
      items: Array<{ key: string; value: string }>;
      mpesa: { shortcode: string | null };
    };
    expect(listed.mpesa).toEqual({ shortcode: "174379" });
    expect(listed.items.find((i) => i.key === "mpesa_paybill")?.value).toBe("400200");
    expect(await (await d.h.call("GET", "/api/settings")).json()).not.toHaveProperty("mpesa");

    const put = await d.h.call("PUT", "/api/settings/mpesa_paybill", { token: admin, json: { value: "174379" } });
    expect(put.status).toBe(200);
    const entry = await d.h.services.db.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "detail"])
      .where("entity", "=", "settings")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.entity_id).toBe("mpesa_paybill");
    expect(JSON.parse(entry.detail!)).toEqual({ from: "400200", to: "174379" });
  });
});
