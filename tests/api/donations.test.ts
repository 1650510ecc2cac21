import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donateAction } from "../../app/lib/donate-action.server.ts";
import { ACCEPTED } from "../../server/donations/hook-routes.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { DONATION_FIELD_MESSAGES } from "../../shared/donations.ts";
import { FORM_ERRORS } from "../../shared/form-errors.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type DonationHarness, freshAddress, freshPhone, startDonationHarness } from "./donation-support.ts";

const kinds = await databaseKinds();

describe.each(kinds)("M-Pesa donations on %s", (kind) => {
  let d: DonationHarness;
  let smtp: TestSmtp;
  const row = (ref: string) => d.row(ref);
  const events = (ref: string) => d.events(ref);

  beforeAll(async () => {
    smtp = await startSmtp();
    d = await startDonationHarness(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await d.close();
    await smtp.stop();
  });

  it("sends the push, answers 201 { ref, status }, and the callback makes it paid with a mailed receipt", async () => {
    const res = await d.give({
      amount: "1500",
      phone: "0712 345 678",
      name: "Achieng Otieno",
      email: "achieng@example.co.ke",
    });
    expect(res.status).toBe(201);
    const { ref, status } = (await res.json()) as { ref: string; status: string };
    expect(status).toBe("pending");
    expect(ref).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const push = [...d.fake.pushes.values()].at(-1)!;
    expect(push).toMatchObject({ amount: 1500, phone: "254712345678" });
    expect(ref).not.toContain(push.checkoutRequestId);
    await d.fake.idle();
    const answer = await d.status(ref);
    expect(answer).toEqual({
      status: "paid",
      amount: 1500,
      receipt: push.receipt,
      paid_at: d.h.clock.now().toISOString(),
    });
    await d.h.services.jobs.runDue();
    const mail = await smtp.waitForMail((m) => m.subject?.includes("KSh 1,500") ?? false);
    expect(mail.text).toContain(`M-Pesa receipt: ${push.receipt}`);
    expect(mail.text).toContain("Dear Achieng Otieno,");
  });

  it("answers 400 naming each bad field, and never calls Daraja", async () => {
    const before = d.fake.counts.pushes;
    const res = await d.give({ amount: "0", phone: "0202 123456", email: "no-at-sign" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please correct the highlighted fields.",
      details: {
        amount: DONATION_FIELD_MESSAGES.amount,
        phone: DONATION_FIELD_MESSAGES.phone,
        email: DONATION_FIELD_MESSAGES.emailInvalid,
      },
    });
    expect(d.fake.counts.pushes).toBe(before);
  });

  it("answers in Kiswahili and mails a Kiswahili receipt when the donor gave on a /sw page", async () => {
    const bad = await d.give({ amount: "0", phone: "0202 123456", email: "no-at-sign", locale: "sw" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: FORM_ERRORS.sw.form.fixFields,
      details: {
        amount: "Tafadhali andika kiasi kamili cha shilingi, kuanzia 1 hadi 250,000.",
        phone: FORM_ERRORS.sw.donation.phone,
        email: FORM_ERRORS.sw.donation.emailInvalid,
      },
    });
    const res = await d.give({
      amount: "2500",
      phone: freshPhone(),
      name: "Zawadi Mwangi",
      email: "zawadi@example.co.ke",
      locale: "sw",
    });
    expect(res.status).toBe(201);
    const { ref } = (await res.json()) as { ref: string };
    expect((await row(ref)).locale).toBe("sw");
    const push = [...d.fake.pushes.values()].at(-1)!;
    await d.fake.idle();
    await d.h.services.jobs.runDue();
    const mail = await smtp.waitForMail((m) => m.subject === "Asante kwa mchango wako wa KSh 2,500");
    expect(mail.text).toContain("Mpendwa Zawadi Mwangi,");
    expect(mail.text).toContain(`Risiti ya M-Pesa: ${push.receipt}`);
    expect(mail.text).toContain(`Kumbukumbu yetu: ${ref}`);

    // Without JavaScript: the /sw page's action gives in Kiswahili and lands on the Kiswahili status page.
    const post = (fields: Record<string, string>) =>
      new Request("https://uraia.test/sw/donate", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: freshAddress() },
      });
    const refused = await donateAction(d.h.services, post({ amount: "500", phone: "12" }));
    expect("data" in refused && refused.data).toMatchObject({
      refused: { formError: FORM_ERRORS.sw.form.fixFields, errors: { phone: FORM_ERRORS.sw.donation.phone } },
    });
    const sent = (await donateAction(d.h.services, post({ amount: "500", phone: freshPhone() }))) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/sw\/donate\/status\/[\w-]{24}$/);
    await d.fake.idle();
  });

  it.each([
    [1032, { status: "cancelled" }],
    [1, { status: "failed", reason: "insufficient_funds" }],
    [2001, { status: "failed", reason: "wrong_pin" }],
    [1037, { status: "failed", reason: "unreachable" }],
  ])("ends a push answered %i as %o", async (resultCode, expected) => {
    const settled = await d.giveAndSettle(
      { amount: 200, phone: freshPhone() },
      { resultCode, callbacks: 1, delayMs: 20 },
    );
    expect(settled).toEqual({ ref: settled.ref, amount: 200, ...expected });
  });

  it("changes nothing for a duplicate callback, and keeps every callback in the history", async () => {
    const { ref, status, receipt } = await d.giveAndSettle(
      { amount: 300, phone: freshPhone() },
      { resultCode: 0, callbacks: 2, delayMs: 20 },
    );
    expect(status).toBe("paid");
    const first = await row(ref);
    // Daraja sends it a third time, by hand.
    const callback = JSON.parse((await events(ref)).find((e) => e.kind === "callback")!.raw!) as unknown;
    const again = await fetch(d.hookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(callback),
    });
    expect(await again.json()).toEqual(ACCEPTED);
    expect(await row(ref)).toEqual(first);
    expect(first.receipt).toBe(receipt);
    expect((await events(ref)).map((e) => e.kind)).toEqual(["created", "push", "callback", "duplicate", "duplicate"]);
  });

  it("acknowledges and ignores a callback for an unknown push, and answers 404 on any other path", async () => {
    const count = async () =>
      Number(
        (
          await d.h.services.db.db
            .selectFrom("donation_events")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const unknown = {
      Body: {
        stkCallback: { MerchantRequestID: "1", CheckoutRequestID: "ws_CO_unknown", ResultCode: 0, ResultDesc: "ok" },
      },
    };
    const res = await fetch(d.hookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(unknown),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    for (const path of [
      "/hooks/mpesa/not-the-secret",
      "/hooks/mpesa",
      `/hooks/mpesa/${d.h.services.donations.callbackSecret}x`,
      "/hooks/paybill/wrong/confirmation",
    ]) {
      const other = await fetch(`${d.siteUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(unknown),
      });
      expect(other.status, path).toBe(404);
    }
    expect(await count()).toBe(before);
  });

  it("puts a donation whose paid amount differs from the asked one in review", async () => {
    const settled = await d.giveAndSettle(
      { amount: 1000, phone: freshPhone() },
      { resultCode: 0, callbacks: 1, delayMs: 20, paidAmount: 100 },
    );
    expect(settled.status).toBe("review");
    expect(await row(settled.ref)).toMatchObject({ amount: 1000, paid_amount: 100 });
  });

  it("answers 404 for an unknown reference", async () => {
    const res = await d.h.call("GET", "/api/donation-status/no-such-reference");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No donation has this reference." });
  });

  it("never writes the callback secret, the credentials or a full phone number to a log line", async () => {
    const all = d.logs.join("");
    expect(all).toContain("/hooks/mpesa/[secret]");
    const config = d.h.services.config.mpesa!;
    for (const secret of [d.h.services.donations.callbackSecret, config.passkey, config.consumerSecret]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/254(7|1)\d{8}/);
    expect(all).not.toContain("0712 345 678");
  });
});
