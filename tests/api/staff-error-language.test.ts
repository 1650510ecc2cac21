import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry, Me } from "../../shared/staff.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

/**
 * The server's errors and the audit log's sentences in the staff member's language
 * (docs/product.md, "The admin in Kiswahili"; decision 0075): Kiswahili for someone who
 * chose it, the same status and `details` keys, and today's exact English for everyone else.
 */
const kinds = await databaseKinds();

type ErrorBody = { error: string; details?: Record<string, string> };

describe.each(kinds)("staff errors in the staff member's language on %s", (kind) => {
  let h: Harness;
  type Staff = Awaited<ReturnType<typeof addStaff>>;
  let admin: Staff;
  let adminSw: Staff;
  let editor: Staff;
  let editorSw: Staff;
  let author: Staff;
  let authorSw: Staff;

  const answer = async (res: Response, status: number): Promise<ErrorBody> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as ErrorBody;
  };
  const inKiswahili = async (staff: Staff) => {
    const res = await h.call("PUT", "/api/me", { token: staff.token, json: { language: "sw" } });
    expect(((await res.json()) as Me).language).toBe("sw");
  };
  /** The same call by an English and a Kiswahili staff member: both answers, same status and keys. */
  const both = async (
    english: Staff,
    kiswahili: Staff,
    status: number,
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    json?: unknown,
  ) => {
    const en = await answer(await h.call(method, path, { token: english.token, json }), status);
    const sw = await answer(await h.call(method, path, { token: kiswahili.token, json }), status);
    expect(Object.keys(sw.details ?? {})).toEqual(Object.keys(en.details ?? {}));
    return { en, sw };
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    admin = await addStaff(h, "admin", "Amina Odhiambo");
    adminSw = await addStaff(h, "admin", "Baraka Mwangi");
    editor = await addStaff(h, "editor", "Juma Otieno");
    editorSw = await addStaff(h, "editor", "Neema Wanjiru");
    author = await addStaff(h, "author", "Achieng Atieno");
    authorSw = await addStaff(h, "author", "Halima Said");
    for (const staff of [adminSw, editorSw, authorSw]) await inKiswahili(staff);
  });
  afterAll(async () => {
    await h.close();
  });

  it("checks a collection item's fields in the field's Kiswahili label", async () => {
    const { en, sw } = await both(editor, editorSw, 400, "POST", "/api/events", { kind: "dialogue", title: "" });
    expect(en).toEqual({
      error: "Title is required. Starts at is required.",
      details: { title: "Title is required", starts_at: "Starts at is required" },
    });
    expect(sw).toEqual({
      error: "Sehemu ya Kichwa inahitajika. Sehemu ya Inaanza inahitajika.",
      details: { title: "Sehemu ya Kichwa inahitajika", starts_at: "Sehemu ya Inaanza inahitajika" },
    });
  });

  it("checks news and a staff account's fields likewise", async () => {
    const news = await both(editor, editorSw, 400, "POST", "/api/news", { title: "Bajeti", image_url: "ftp://x" });
    expect(news.en.details?.image_url).toBe("Image URL must be a relative path like /uploads/… or an http(s) URL");
    expect(news.sw.details?.image_url).toBe(
      "Sehemu ya Kiungo cha picha lazima iwe njia ya tovuti hii kama /uploads/… au anwani ya http(s)",
    );
    const user = await both(admin, adminSw, 400, "POST", "/api/users", { email: "not-an-email", role: "chief" });
    expect(user.en.details).toEqual({
      email: "Enter a valid email address",
      name: "Name is required",
      role: "Role must be admin, editor, author or finance",
    });
    expect(user.sw.details).toEqual({
      email: "Weka anwani sahihi ya barua pepe",
      name: "Sehemu ya Jina inahitajika",
      role: "Wadhifa lazima uwe admin, editor, author au finance",
    });
  });

  it("gives the password estimator's advice in the staff member's language", async () => {
    const weak = (staff: Staff) => ({ password: "password1234", current_password: staff.password });
    const en = await answer(await h.call("PUT", "/api/me", { token: author.token, json: weak(author) }), 400);
    const sw = await answer(await h.call("PUT", "/api/me", { token: authorSw.token, json: weak(authorSw) }), 400);
    expect(en.details?.password).toMatch(/^This password is too easy to guess\. \S/);
    expect(sw.details?.password).toMatch(/^Nenosiri hili ni rahisi mno kukisiwa\. \S/);
    expect(sw.details?.password).not.toMatch(/guess|Avoid|Add /);
  });

  it("refuses what a role may not do in the staff member's language", async () => {
    const audit = await both(author, authorSw, 403, "GET", "/api/audit");
    expect(audit.en).toEqual({ error: "Only an Administrator can read the audit log." });
    expect(audit.sw).toEqual({ error: "Msimamizi pekee ndiye anayeweza kusoma kumbukumbu za shughuli." });
    const publish = await both(author, authorSw, 403, "POST", "/api/news", {
      title: "Bajeti ya kaunti",
      published_at: "2026-11-01T09:00",
    });
    expect(publish.en.error).toBe("Authors can save news only as drafts. An Editor or Administrator publishes it.");
    expect(publish.sw.error).toBe(
      "Waandishi wanaweza kuhifadhi habari kama rasimu tu. Mhariri au Msimamizi ndiye huzichapisha.",
    );
  });

  it("says what was not found, and what is already there", async () => {
    const event = await both(editor, editorSw, 404, "PUT", "/api/events/987654", { title: "Kikao" });
    expect(event.en).toEqual({ error: "Event not found" });
    expect(event.sw).toEqual({ error: "Kipengele hiki hakipo kwenye Matukio" });
    const news = await both(editor, editorSw, 404, "DELETE", "/api/news/987654");
    expect(news.en).toEqual({ error: "News item not found" });
    expect(news.sw).toEqual({ error: "Habari hii haikupatikana" });
    const taken = await both(admin, adminSw, 409, "POST", "/api/users", {
      email: editor.email,
      name: "Juma",
      role: "editor",
    });
    expect(taken.en).toEqual({ error: `There is already a staff account for ${editor.email}.` });
    expect(taken.sw).toEqual({ error: `Tayari kuna akaunti ya mfanyakazi ya ${editor.email}.` });
  });

  it("refuses an upload in the staff member's language", async () => {
    const upload = async (staff: Staff) => {
      const body = new FormData();
      body.append("file", new Blob([Buffer.from("just some words")], { type: "application/pdf" }), "notes.pdf");
      return answer(await h.call("POST", "/api/upload", { token: staff.token, body }), 415);
    };
    expect(await upload(editor)).toEqual({
      error: "This type of file cannot be uploaded. Choose a JPEG, PNG, WebP, AVIF or GIF image, or a PDF.",
    });
    expect(await upload(editorSw)).toEqual({
      error: "Faili ya aina hii haiwezi kupakiwa. Chagua picha ya JPEG, PNG, WebP, AVIF au GIF, au PDF.",
    });
  });

  it("answers the sign-in page by the admin's cookie or the browser's language, else English", async () => {
    const wrong = { email: editor.email, password: "not-the-password-at-all" };
    const english = await answer(await h.call("POST", "/api/login", { json: wrong }), 401);
    expect(english.error).toBe("Incorrect email or password.");
    const browser = await answer(
      await h.call("POST", "/api/login", { json: wrong, headers: { "accept-language": "sw-KE,sw;q=0.9,en;q=0.8" } }),
      401,
    );
    expect(browser.error).toBe("Barua pepe au nenosiri si sahihi.");
    const chosen = await answer(
      await h.call("POST", "/api/login", {
        json: wrong,
        headers: { cookie: "admin_language=sw", "accept-language": "en-GB" },
      }),
      401,
    );
    expect(chosen.error).toBe("Barua pepe au nenosiri si sahihi.");
    // A signed-in person's own setting wins over the browser's.
    const own = await answer(
      await h.call("GET", "/api/audit", { token: author.token, headers: { "accept-language": "sw" } }),
      403,
    );
    expect(own.error).toBe("Only an Administrator can read the audit log.");
  });

  it("writes the audit log's sentences in the reader's language, for the same entries", async () => {
    const created = await h.call("POST", "/api/events", {
      token: editor.token,
      json: { kind: "dialogue", title: "Kikao cha bajeti", starts_at: "2026-12-01T09:00" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const read = async (staff: Staff) => {
      const res = await h.call("GET", "/api/audit?entity=events&limit=5", { token: staff.token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: AuditEntry[] }).items;
    };
    const [en, sw] = [await read(admin), await read(adminSw)];
    expect(sw.map((entry) => entry.id)).toEqual(en.map((entry) => entry.id));
    expect(en[0]?.sentence).toBe("Juma Otieno added 'Kikao cha bajeti' to Events");
    expect(sw[0]?.sentence).toBe("Juma Otieno aliongeza 'Kikao cha bajeti' kwenye Matukio");
  });
});
