import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Donation } from "../../shared/donations.ts";
import { databaseKinds } from "../support/databases.ts";
import { type DonationHarness, freshPhone, startDonationHarness } from "./donation-support.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
type List = {
  items: Donation[];
  total: number;
  totals: { count: number; paid_count: number; paid_amount: number; by_status: Record<string, number> };
};

describe.each(kinds)("the finance screen's API on %s", (kind) => {
  let d: DonationHarness;
  const tokens = { admin: "", finance: "", editor: "" };
  const get = async (path: string, who: keyof typeof tokens = "finance") =>
    d.h.call("GET", path, { token: tokens[who] });
  const list = async (query = "", who: keyof typeof tokens = "finance") =>
    (await (await get(`/api/donations${query}`, who)).json()) as List;

  beforeAll(async () => {
    d = await startDonationHarness(kind, { MPESA_CALLBACK_IPS: "127.0.0.1,10.9.9.9" });
    await d.giveAndSettle(
      { amount: 1000, phone: "0712 345 675", name: '=HYPERLINK("http://evil")' },
      { resultCode: 0, callbacks: 1, delayMs: 20 },
    );
    await d.giveAndSettle({ amount: 250, phone: freshPhone() }, { resultCode: 1032, callbacks: 1, delayMs: 20 });
    d.h.clock.advance(2 * 86400_000);
    await d.giveAndSettle({ amount: 600, phone: freshPhone() }, { resultCode: 0, callbacks: 1, delayMs: 20 });
    await d.giveAndSettle({ amount: 90, phone: freshPhone() }, { resultCode: 0, callbacks: 0, delayMs: 0 });
    tokens.admin = await d.h.signIn();
    tokens.finance = (await addStaff(d.h, "finance")).token;
    tokens.editor = (await addStaff(d.h, "editor")).token;
  });
  afterAll(() => d.close());

  it("answers 401 to visitors and 403 to staff without the finance permission", async () => {
    expect((await d.h.call("GET", "/api/donations")).status).toBe(401);
    expect((await d.h.call("GET", "/api/donations/export.csv")).status).toBe(401);
    const editor = await get("/api/donations", "editor");
    expect(editor.status).toBe(403);
    expect(await editor.json()).toEqual({
      error: "Your role can't see donations. Ask an Administrator or the Finance officer.",
    });
    expect((await get("/api/donations/export.csv", "editor")).status).toBe(403);
  });

  it("lets the Finance officer see donations (phones masked) and nothing of the content", async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.phone)).toContain("2547•••••675");
    expect(all.items.every((i) => !/^\d{12}$/.test(i.phone ?? ""))).toBe(true);
    const news = await d.h.call("POST", "/api/news", { token: tokens.finance, json: { title: "Budget notes" } });
    expect(news.status).toBe(403);
    expect((await get("/api/messages")).status).toBe(403);
  });

  it("shows Administrators full phone numbers", async () => {
    expect((await list("", "admin")).items.map((i) => i.phone)).toContain("254712345675");
  });

  it("filters by state, source, dates and receipt or phone, with totals for the filter", async () => {
    const paid = await list("?status=paid");
    expect(paid.totals).toMatchObject({ count: 2, paid_count: 2, paid_amount: 1600 });
    expect((await list("?status=cancelled")).items.map((i) => i.amount)).toEqual([250]);
    expect((await list("?source=paybill")).total).toBe(0);
    const firstDay = d.h.clock.now().toISOString().slice(0, 10);
    expect((await list(`?from=${firstDay}`)).total).toBe(2);
    expect((await list("?to=2026-01-15")).total).toBe(2);
    const receipt = paid.items.find((i) => i.amount === 1000)!.receipt!;
    expect((await list(`?q=${receipt.toLowerCase()}`)).items.map((i) => i.amount)).toEqual([1000]);
    expect((await list("?q=0712345675", "admin")).items.map((i) => i.amount)).toEqual([1000]);
    // A Finance officer sees phones masked, so finds one only by the last digits shown.
    expect((await list("?q=0712345675")).items).toEqual([]);
    expect((await list("?q=675")).items.map((i) => i.amount)).toEqual([1000]);
    const all = await list();
    expect(all.totals.by_status).toEqual({ paid: 2, cancelled: 1, pending: 1 });
    const bad = await get("/api/donations?status=lost&from=yesterday");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toHaveProperty("status");
  });

  it("shows a donation's history with the raw callback, and checks a pending one with M-Pesa", async () => {
    const paid = (await list("?status=paid")).items.find((i) => i.amount === 1000)!;
    const detail = (await (await get(`/api/donations/${paid.id}`)).json()) as {
      events: Array<{ kind: string; raw: unknown }>;
    };
    const callback = detail.events.find((e) => e.kind === "callback")!;
    expect(callback.raw).toMatchObject({
      Body: { stkCallback: { ResultCode: 0, CheckoutRequestID: expect.any(String) } },
    });
    expect(JSON.stringify(callback.raw)).not.toContain("254712345675");

    const pending = (await list("?status=pending")).items[0]!;
    const check = await d.h.call("POST", `/api/donations/${pending.id}/check`, { token: tokens.finance });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({
      outcome: "settled",
      donation: { status: "paid", events: expect.any(Array) },
    });
    const again = await d.h.call("POST", `/api/donations/${pending.id}/check`, { token: tokens.finance });
    expect(await again.json()).toMatchObject({ outcome: "not-pending" });
    expect((await d.h.call("POST", `/api/donations/${pending.id}/check`)).status).toBe(401);
  });

  it("exports the filter as CSV, safe to open in a spreadsheet", async () => {
    const res = await get("/api/donations/export.csv?status=paid");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="uraia-donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await res.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "ref,created_at,source,status,amount,paid_amount,receipt,phone,name,email,result_code,result_desc,settled_at",
    );
    expect(lines).toHaveLength(4);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("2547•••••675");
  });

  it("takes callbacks only from MPESA_CALLBACK_IPS, read by the TRUST_PROXY rule", async () => {
    const body = JSON.stringify({
      Body: { stkCallback: { CheckoutRequestID: "ws_CO_none", ResultCode: 0, ResultDesc: "ok" } },
    });
    const from = (ip: string) =>
      fetch(d.hookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body,
      });
    expect((await from("10.9.9.9")).status).toBe(200);
    const refused = await from("203.0.113.5");
    expect(refused.status).toBe(403);
  });

  it("keeps donations, as financial records, when a donor's personal data is erased", async () => {
    await d.giveAndSettle(
      { amount: 500, phone: freshPhone(), email: "kept@example.co.ke" },
      { resultCode: 0, callbacks: 1, delayMs: 20 },
    );
    const erase = await d.h.call("POST", "/api/privacy/erase", {
      token: tokens.admin,
      json: { email: "kept@example.co.ke" },
    });
    expect(erase.status).toBe(200);
    const kept = await d.h.services.db.db
      .selectFrom("donations")
      .select(["status", "email"])
      .where("email", "=", "kept@example.co.ke")
      .execute();
    expect(kept).toEqual([{ status: "paid", email: "kept@example.co.ke" }]);
  });
});
