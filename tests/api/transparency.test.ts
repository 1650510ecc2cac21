import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transparency } from "../../shared/books.ts";
import { THANKS_CONSENT } from "../../shared/donations.ts";
import { databaseKinds } from "../support/databases.ts";
import { type DonationHarness, freshPhone, startDonationHarness } from "./donation-support.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const PAID = { resultCode: 0, callbacks: 1, delayMs: 5 };

describe.each(kinds)("the open books on %s", (kind) => {
  let d: DonationHarness;
  const tokens = { admin: "", finance: "", editor: "" };
  const receipts: string[] = [];
  const books = async () => (await (await d.h.call("GET", "/api/transparency")).json()) as Transparency;
  const record = (what: "gifts" | "spending" | "statements", json: unknown, who: keyof typeof tokens = "finance") =>
    d.h.call("POST", `/api/transparency/${what}`, { token: tokens[who], json });
  const paybill = (TransID: string, amount: number) =>
    d.h.call("POST", `/hooks/paybill/${d.h.services.donations.callbackSecret}/confirmation`, {
      json: {
        TransactionType: "Pay Bill",
        TransID,
        TransTime: "20260115103000",
        TransAmount: String(amount),
        MSISDN: "254711222333",
        FirstName: "Paybill",
        LastName: "Person",
        BillRefNumber: "gift",
      },
    });

  beforeAll(async () => {
    // 15 January 2026: three gifts from the page (one thanked by name), one by paybill,
    // and a cancelled, a failed, a short-paid (review) and an unanswered push that never count.
    d = await startDonationHarness(kind);
    tokens.admin = await d.h.signIn();
    tokens.finance = (await addStaff(d.h, "finance")).token;
    tokens.editor = (await addStaff(d.h, "editor")).token;
    const thanked = await d.giveAndSettle(
      { amount: 1000, phone: "0712 345 675", name: "Wanjiru Kamau", thank_by_name: "yes", public_name: "Wanjiru K." },
      PAID,
    );
    receipts.push(thanked.receipt!);
    receipts.push((await d.giveAndSettle({ amount: 2000, phone: freshPhone(), name: "Otieno Secret" }, PAID)).receipt!);
    receipts.push(
      (await d.giveAndSettle({ amount: 500, phone: freshPhone(), email: "quiet@example.org" }, PAID)).receipt!,
    );
    expect((await paybill("QJK1234567", 3000)).status).toBe(200);
    const never = [
      { resultCode: 1032, callbacks: 1, delayMs: 5 },
      { resultCode: 1, callbacks: 1, delayMs: 5 },
      { resultCode: 0, callbacks: 1, delayMs: 5, paidAmount: 850 },
      { resultCode: 0, callbacks: 0, delayMs: 5 },
    ];
    for (const scenario of never) {
      await d.giveAndSettle(
        { amount: 900, phone: freshPhone(), name: "Never Counted", thank_by_name: "yes" },
        scenario,
      );
    }
  });
  afterAll(() => d.close());

  it("refuses recording to visitors (401) and to roles other than Finance and Administrator (403)", async () => {
    const gift = { amount: 1000, received_on: "2026-01-10", channel: "bank" };
    expect((await d.h.call("POST", "/api/transparency/gifts", { json: gift })).status).toBe(401);
    const editor = await record("gifts", gift, "editor");
    expect(editor.status).toBe(403);
    expect(await editor.json()).toEqual({
      error: "Only the Finance officer or an Administrator can record in the open books.",
    });
    expect((await record("spending", { year: 2025, programme: "fundraising", amount: 5 }, "editor")).status).toBe(403);
    expect((await d.h.call("GET", "/api/transparency/entries", { token: tokens.editor })).status).toBe(403);
    const stored = await d.h.services.db.db.selectFrom("books_gifts").select("id").execute();
    expect(stored).toEqual([]);
  });

  it("names every bad field of an entry and stores nothing", async () => {
    const bad = await record("gifts", {
      amount: -5,
      received_on: "2026-02-30x",
      channel: "cash",
      note: 7,
      corrects: 99,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toEqual({
      corrects: "Name the id of the entry this corrects.",
      amount: "A correction's amount is the right amount in whole shillings (0 cancels the entry).",
      received_on: "Give the day the money arrived, like 2026-03-01.",
      channel: "The channel is bank or other.",
      note: "The note is text of at most 300 characters.",
    });
    const future = await record("gifts", { amount: 10, received_on: "2026-01-16", channel: "bank" });
    expect(((await future.json()) as { details: Record<string, string> }).details).toEqual({
      received_on: "The day the money arrived cannot be in the future.",
    });
    const spending = await record("spending", { year: 2027, programme: "parties", amount: 1.5 });
    expect(((await spending.json()) as { details: Record<string, string> }).details).toEqual({
      amount: "Give the amount in whole shillings, at least 1.",
      year: "The year is between 2000 and 2026.",
      programme:
        "The programme is one of: civic-education, grassroots-advocacy, art-in-heart, community-dialogues, running-costs, fundraising.",
    });
    expect(await d.h.services.db.db.selectFrom("books_spending").select("id").execute()).toEqual([]);
  });

  it("records gifts, spending and statements (Finance and Administrators), corrections as new entries, all audited", async () => {
    const typo = await record("gifts", {
      amount: 1000,
      received_on: "2026-01-10",
      channel: "bank",
      note: "KCB ref 77",
    });
    expect(typo.status).toBe(201);
    const { id } = (await typo.json()) as { id: number };
    const fixed = await record(
      "gifts",
      { corrects: id, amount: 10000, received_on: "2026-01-10", channel: "bank", note: "one zero missing" },
      "admin",
    );
    expect(fixed.status).toBe(201);
    const fixedId = ((await fixed.json()) as { id: number }).id;
    const chained = await record("gifts", { corrects: fixedId, amount: 1, received_on: "2026-01-10", channel: "bank" });
    expect(((await chained.json()) as { details: Record<string, string> }).details).toEqual({
      corrects: `Entry ${fixedId} is itself a correction: name the original entry, ${id}.`,
    });
    const first = await record("spending", { year: 2025, programme: "civic-education", amount: 40000 });
    expect(first.status).toBe(201);
    const spent = await record("spending", { year: 2026, programme: "art-in-heart", amount: 5000 });
    await record("spending", {
      corrects: ((await spent.json()) as { id: number }).id,
      year: 2026,
      programme: "art-in-heart",
      amount: 6000,
    });
    expect((await record("statements", { year: 2025, url: "javascript:alert(1)" })).status).toBe(400);
    expect((await record("statements", { year: 2025, url: "/uploads/abc123.pdf" }, "admin")).status).toBe(201);

    const entries = (await (await d.h.call("GET", "/api/transparency/entries", { token: tokens.finance })).json()) as {
      gifts: Array<{ id: number; amount: number; superseded: boolean; corrects: number | null }>;
    };
    expect(entries.gifts.map((g) => [g.amount, g.corrects, g.superseded])).toEqual([
      [1000, null, true],
      [10000, id, false],
    ]);
    const audit = await d.h.services.db.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "transparency")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "transparency.gifts",
      "transparency.gifts",
      "transparency.spending",
      "transparency.spending",
      "transparency.spending",
      "transparency.statements",
    ]);
    expect(audit[0]!.entity_id).toBe(String(id));
  });

  it("lets the Finance officer upload a statement's PDF but no picture", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText("Audited statement 2025");
    const body = (bytes: Uint8Array, name: string) => {
      const data = new FormData();
      data.append("file", new Blob([new Uint8Array(bytes)]), name);
      return data;
    };
    const pdf = await d.h.call("POST", "/api/upload", { token: tokens.finance, body: body(await doc.save(), "a.pdf") });
    expect(pdf.status).toBe(201);
    const { url } = (await pdf.json()) as { url: string };
    expect((await record("statements", { year: 2024, url })).status).toBe(201);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const picture = await d.h.call("POST", "/api/upload", { token: tokens.finance, body: body(png, "a.png") });
    expect(picture.status).toBe(403);
    expect(await picture.json()).toEqual({ error: "Your role can upload PDF files only (the audited statements)." });
  });

  it("adds up paid gifts only, per month and channel, equal to the finance screen's totals", async () => {
    const jan = (await books()).months.find((m) => m.month === "2026-01")!;
    expect(jan).toEqual({
      month: "2026-01",
      total: 16500,
      count: 5,
      channels: { stk: 3500, paybill: 3000, bank: 10000 },
    });
    const screen = (await (
      await d.h.call("GET", "/api/donations?status=paid&from=2026-01-01&to=2026-01-31", { token: tokens.finance })
    ).json()) as { totals: { paid_amount: number; paid_count: number } };
    expect(screen.totals).toMatchObject({ paid_amount: jan.channels!.stk + jan.channels!.paybill, paid_count: 4 });
    const all = await books();
    expect(all.currency).toBe("KES");
    expect(all.months).toHaveLength(24);
    expect(all.months[0]!.month).toBe("2024-02");
    expect(all.months.at(-1)!.month).toBe("2026-01");
    expect(all.years).toEqual([
      { year: 2026, received: 16500, spent: [{ programme: "art-in-heart", amount: 6000 }], statement_url: null },
      {
        year: 2025,
        received: 0,
        spent: [{ programme: "civic-education", amount: 40000 }],
        statement_url: "/uploads/abc123.pdf",
      },
      { year: 2024, received: 0, spent: [], statement_url: expect.stringMatching(/^\/uploads\/[\w-]+\.pdf$/) },
    ]);
  });

  it("shows a month of 4 gifts with its total but not its channel split", async () => {
    d.h.clock.set("2026-02-10T09:00:00.000Z");
    tokens.finance = (await addStaff(d.h, "finance")).token; // the January session has expired
    for (const amount of [100, 200, 300]) await d.giveAndSettle({ amount, phone: freshPhone() }, PAID);
    await record("gifts", { amount: 400, received_on: "2026-02-05", channel: "bank" });
    const voided = await record("gifts", { amount: 50, received_on: "2026-02-06", channel: "other" });
    await record("gifts", {
      corrects: ((await voided.json()) as { id: number }).id,
      amount: 0,
      received_on: "2026-02-06",
      channel: "other",
    });
    const feb = (await books()).months.at(-1)!;
    expect(feb).toEqual({ month: "2026-02", total: 1000, count: 4, channels: null });
  });

  it("never shows a donor's name, phone, email or receipt in the JSON or the CSV, and thanks by name only with consent", async () => {
    const json = await (await d.h.call("GET", "/api/transparency")).text();
    const csv = await (await d.h.call("GET", "/transparency.csv")).text();
    expect(csv.split("\r\n")[0]).toBe("section,period,programme,amount_kes,gifts,stk,paybill,bank,statement");
    expect(csv).toContain("received,2026-01,,16500,5,3500,3000,10000,\r\n");
    expect(csv).toContain("received,2026-02,,1000,4,,,,\r\n");
    expect(csv).toContain("spent,2025,civic-education,40000,,,,,\r\n");
    for (const text of [json, csv]) {
      for (const secret of [
        "Wanjiru",
        "Otieno",
        "Paybill Person",
        "2547",
        "254711222333",
        "quiet@",
        "QJK1234567",
        ...receipts,
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(await d.h.services.books.thanked()).toEqual(["Wanjiru K."]);
    const row = await d.h.services.db.db
      .selectFrom("donations")
      .select(["public_name", "name_consent_at", "name_consent_text"])
      .where("public_name", "is not", null)
      .where("status", "=", "paid")
      .executeTakeFirstOrThrow();
    expect(row.name_consent_text).toBe(THANKS_CONSENT.en);
    expect(new Date(row.name_consent_at!).toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(
      await d.h.services.db.db
        .selectFrom("donations")
        .select("id")
        .where("public_name", "=", "Otieno Secret")
        .execute(),
    ).toEqual([]);
  });
});
