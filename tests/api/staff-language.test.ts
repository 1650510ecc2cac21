import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../server/auth/staff-users.ts";
import type { Me, StaffAccount } from "../../shared/staff.ts";
import { databaseKinds } from "../support/databases.ts";
import { solveProof } from "../support/form-proof.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";
import { mailedLink } from "./mail-links.ts";
import { addStaff } from "./staff-support.ts";

/** Each staff member's language, and the staff mails in it (docs/product.md, "The admin in Kiswahili"; decision 0072). */
const kinds = await databaseKinds();

describe.each(kinds)("staff language on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof addStaff>>;
  const json = async <T>(res: Response, status: number): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startHarness(kind, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://uraia.test",
      STAFF_EMAIL: "inbox@uraia.test",
      TRUST_PROXY: "true",
    });
    admin = await addStaff(h, "admin", "Amina Odhiambo");
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("starts in English, is set with PUT /api/me and shown by GET /api/me", async () => {
    const before = await json<Me>(await h.call("GET", "/api/me", { token: admin.token }), 200);
    expect(before.language).toBe("en");
    const set = await h.call("PUT", "/api/me", { token: admin.token, json: { language: "sw" } });
    expect((await json<Me>(set, 200)).language).toBe("sw");
    const after = await json<Me>(await h.call("GET", "/api/me", { token: admin.token }), 200);
    expect(after).toMatchObject({ language: "sw", name: "Amina Odhiambo" });
  });

  it("refuses any language but en and sw, naming the field (in the asker's language, decision 0075)", async () => {
    const english = await addStaff(h, "editor", "Wafula Kip");
    for (const language of ["fr", "SW", "", 1, null]) {
      const res = await h.call("PUT", "/api/me", { token: english.token, json: { language } });
      const body = await json<{ error: string; details: Record<string, string> }>(res, 400);
      expect(body.error).toBe("Language must be en (English) or sw (Kiswahili).");
      expect(body.details).toEqual({ language: "Language must be en (English) or sw (Kiswahili)" });
      const fromSw = await h.call("PUT", "/api/me", { token: admin.token, json: { language } });
      expect(await json(fromSw, 400)).toEqual({
        error: "Lugha lazima iwe en (English) au sw (Kiswahili).",
        details: { language: "Lugha lazima iwe en (English) au sw (Kiswahili)" },
      });
    }
    const me = await json<Me>(await h.call("GET", "/api/me", { token: admin.token }), 200);
    expect(me.language).toBe("sw");
  });

  it("invites in the inviter's language: the mail in Kiswahili, the new account set to sw", async () => {
    const res = await h.call("POST", "/api/users", {
      token: admin.token,
      json: { email: "neema@uraia.test", name: "Neema Wanjiru", role: "editor" },
    });
    expect((await json<StaffAccount>(res, 201)).language).toBe("sw");
    const { mail, url } = await mailedLink(
      h,
      smtp,
      "neema@uraia.test",
      "Umealikwa kwenye mfumo wa wafanyakazi wa Uraia",
    );
    expect(mail.text).toContain("Habari Neema Wanjiru,");
    expect(mail.text).toContain("Amina Odhiambo amekualika kwenye mfumo wa wafanyakazi wa Uraia kama Mhariri.");
    expect(mail.html).toContain(`<a href="${url}">Weka nenosiri lako</a>`);
  });

  it("mails a password reset in the account's own language", async () => {
    const editor = await addStaff(h, "editor", "Juma Otieno");
    await json<Me>(await h.call("PUT", "/api/me", { token: editor.token, json: { language: "sw" } }), 200);
    const asked = await h.call("POST", "/api/password-reset", { json: { email: editor.email } });
    expect(asked.status).toBe(202);
    const { mail } = await mailedLink(h, smtp, editor.email, "Weka upya nenosiri lako la Uraia");
    expect(mail.text).toContain("Habari Juma Otieno,");
    expect(mail.text).toContain("Kinafanya kazi mara moja tu, ndani ya saa 1.");
  });

  it("sends the new-message notice in the language of the staff account at STAFF_EMAIL", async () => {
    const password = "jacaranda-harvest-lantern-58";
    await createStaff(h.services.db.db, "inbox@uraia.test", password, h.clock.now(), { name: "Ofisi", role: "editor" });
    const login = await h.call("POST", "/api/login", { json: { email: "inbox@uraia.test", password } });
    const { token } = await json<{ token: string }>(login, 200);
    await json<Me>(await h.call("PUT", "/api/me", { token, json: { language: "sw" } }), 200);

    const { form_stamp, challenge } = await json<{ form_stamp: string; challenge: Parameters<typeof solveProof>[0] }>(
      await h.call("GET", "/api/forms/challenge"),
      200,
    );
    const proof = await solveProof(challenge);
    h.clock.advance(5000);
    const sent = await h.call("POST", "/api/messages", {
      json: {
        form_stamp,
        proof,
        name: "Amina Wanjiku",
        email: "amina@example.co.ke",
        subject: "Mdahalo wa jamii Isinya",
        message: "Tungependa kuandaa mdahalo kuhusu bajeti ya kaunti.",
        consent: true,
      },
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    await h.services.jobs.runDue();
    const notice = await smtp.waitForMail((m) => m.subject === "Ujumbe: Mdahalo wa jamii Isinya");
    expect(notice.text).toContain("Ujumbe kutoka kwa Amina Wanjiku <amina@example.co.ke>");
    expect(notice.text).toContain("Jibu barua pepe hii ili kumjibu mgeni moja kwa moja.");
  });
});
