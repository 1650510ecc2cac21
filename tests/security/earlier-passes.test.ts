import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET_KEY_FILE } from "../../server/auth/secret-box.ts";
import { PUSH_LIMITS } from "../../server/donations/donation-start.ts";
import { contentSecurityPolicy } from "../../server/http/security-headers.ts";
import type { Role } from "../../shared/roles.ts";
import { type DonationHarness, freshAddress, freshPhone, startDonationHarness } from "../api/donation-support.ts";
import { messageClient } from "../api/message-client.ts";
import { addStaff } from "../api/staff-support.ts";
import { databaseKinds } from "../support/databases.ts";
import { cvPdf } from "../support/form-proof.ts";

const kinds = await databaseKinds();

/** Search texts that are syntax somewhere (SQL, FTS5, tsquery, LIKE, regular expressions, HTML): 55 of them. */
const SEARCH_PAYLOADS = [
  "'",
  '"',
  "''",
  '""',
  "' OR '1'='1",
  '" OR ""="',
  "1; DROP TABLE news; --",
  "'; SELECT pg_sleep(5); --",
  "%",
  "_",
  "%_%",
  "\\",
  "\\\\",
  "*",
  "**",
  "a*",
  "*a",
  "NEAR(a b)",
  "a NEAR b",
  "a AND",
  "OR",
  "NOT",
  "a OR OR b",
  "(",
  ")",
  "((a)",
  "a)",
  "{a b}",
  "[a]",
  "^a",
  "a:b",
  "title:a",
  "-a",
  "+a",
  "a & b",
  "a | b",
  "!a",
  "a <-> b",
  "a:*",
  "&&",
  "||",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "$\u007b7*7}",
  "{{7*7}}",
  "\u0000",
  "a\u0000b",
  "\u202e",
  "😀",
  "ñandú",
  ".*",
  "(a+)+$",
  "?",
  "#",
  "a".repeat(200),
];

describe.each(kinds)("the earlier passes' findings stay fixed on %s", (kind) => {
  let d: DonationHarness;
  const tokens = {} as Record<Role, string>;
  const { from, formTokens, staffGet, contact } = messageClient(
    () => d.h,
    () => tokens.admin,
  );

  beforeAll(async () => {
    d = await startDonationHarness(kind);
    tokens.admin = await d.h.signIn();
    for (const role of ["editor", "author", "finance"] as const) tokens[role] = (await addStaff(d.h, role)).token;
  });
  afterAll(() => d.close());

  it("answers 413 to a declared 300 MB body at once, without waiting for a byte of it", async () => {
    // Served as in production (the Node adapter). The client declares 300 MB and sends none of it:
    // an answer at all proves the server decided before reading.
    let server: ReturnType<typeof serve> | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: d.h.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    });
    const declaredOnly = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            path,
            method: "POST",
            headers: {
              "content-length": String(300 * 1024 * 1024),
              "content-type": "application/json",
              authorization: `Bearer ${tokens.admin}`,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
            req.destroy();
          },
        );
        req.on("error", reject);
        req.flushHeaders();
      });
    for (const path of ["/api/messages", "/api/news", "/api/upload", "/api/login", "/api/donations", "/contact"]) {
      expect(await declaredOnly(path), path).toBe(413);
    }
    await new Promise((resolve) => server!.close(resolve));
  });

  it("never keeps the file of a message judged spam", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Wanjiru Kamau",
      email: "wanjiru@example.org",
      phone: "+254 733 111 222",
      message: "I have run youth forums in Machakos for three years.",
      consent: "on",
      kind: "internship",
      reference: "Research & Policy Intern",
    }))
      form.set(k, String(v));
    form.set(
      "attachment",
      new File([(await cvPdf()) as Uint8Array<ArrayBuffer>], "cv.pdf", { type: "application/pdf" }),
    );
    const res = await d.h.call("POST", "/api/messages", { body: form, headers: from() });
    expect(res.status).toBe(201);
    const message = await staffGet(((await res.json()) as { id: number }).id);
    expect(message.status).toBe("spam");
    expect(message.attachment).toBeNull();
    expect(message.spam_reason).toContain("The attached file was not kept.");
  });

  it("refuses a form post from another site with 403", async () => {
    const { form_stamp } = await formTokens();
    const body = new URLSearchParams({ ...contact, consent: "on", form_stamp } as Record<string, string>);
    const foreign: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }];
    for (const headers of foreign) {
      const res = await d.h.call("POST", "/api/messages", {
        body,
        headers: { ...from(), "content-type": "application/x-www-form-urlencoded", ...headers },
      });
      expect(res.status).toBe(403);
    }
  });

  it("refuses addresses that mail programs or spreadsheets read as syntax", async () => {
    for (const email of [
      "x?cc=a%40evil.org@example.com",
      '=HYPERLINK("http://evil")@example.com',
      "<x@example.com>",
      "a@b@example.com",
      "a@example.com\r\nBcc: b@evil.org",
    ]) {
      const res = await d.h.call("POST", "/api/newsletter", { json: { email }, headers: from() });
      expect(res.status, email).toBe(400);
    }
  });

  it("trusts the page's inline scripts by hashes or a fresh nonce, never 'unsafe-inline'", async () => {
    const hashed = contentSecurityPolicy({ hashes: ["'sha256-abc='"] }, true);
    const scripts = hashed.split("; ").find((part) => part.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'sha256-abc=' 'strict-dynamic'");
    const nonces = await Promise.all(
      [1, 2].map(async () => (await d.h.call("GET", "/api/news")).headers.get("content-security-policy") ?? ""),
    );
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonceOf(nonces[0]!)).toBeTruthy();
    expect(nonceOf(nonces[0]!)).not.toBe(nonceOf(nonces[1]!));
    for (const csp of nonces) expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("writes the secret key 0600 (and SQLite's database 0600 in a 0700 folder)", () => {
    const dir = d.h.services.config.dataDir;
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(path.join(dir, SECRET_KEY_FILE))).toBe(0o600);
    if (kind === "sqlite") {
      expect(mode(dir)).toBe(0o700);
      expect(mode(path.join(dir, "uraia.sqlite"))).toBe(0o600);
    }
  });

  it("keeps second-factor secrets encrypted", async () => {
    const person = await addStaff(d.h, "editor");
    const { secret } = (await (await d.h.call("POST", "/api/me/totp", { token: person.token })).json()) as {
      secret: string;
    };
    const row = await d.h.services.db.db
      .selectFrom("users")
      .select("totp_secret")
      .where("email", "=", person.email)
      .executeTakeFirst();
    expect(row?.totp_secret ?? "").not.toContain(secret);
  });

  it(`answers ${SEARCH_PAYLOADS.length} injection payloads in every search without a 500`, async () => {
    expect(SEARCH_PAYLOADS.length).toBeGreaterThanOrEqual(55);
    for (const q of SEARCH_PAYLOADS) {
      for (const path of ["/api/search", "/api/news", "/api/events", "/api/publications"]) {
        const res = await d.h.call("GET", `${path}?q=${encodeURIComponent(q)}`, { token: tokens.editor });
        expect([200, 400], `${path} ${JSON.stringify(q)}`).toContain(res.status);
      }
    }
  });

  it("holds the authorisation matrix for every role, a Finance officer included", async () => {
    type Who = Role | "visitor";
    const rows: Array<[string, string, Record<Who, number>, unknown?]> = [
      ["GET", "/api/donations", { admin: 200, editor: 403, author: 403, finance: 200, visitor: 401 }],
      ["GET", "/api/donations/export.csv", { admin: 200, editor: 403, author: 403, finance: 200, visitor: 401 }],
      ["GET", "/api/messages", { admin: 200, editor: 200, author: 403, finance: 403, visitor: 401 }],
      ["GET", "/api/subscribers", { admin: 200, editor: 200, author: 403, finance: 403, visitor: 401 }],
      ["GET", "/api/users", { admin: 200, editor: 403, author: 403, finance: 403, visitor: 401 }],
      ["GET", "/api/audit", { admin: 200, editor: 403, author: 403, finance: 403, visitor: 401 }],
      ["HEAD", "/api/session", { admin: 200, editor: 200, author: 200, finance: 200, visitor: 401 }],
      ["POST", "/api/news", { admin: 201, editor: 201, author: 201, finance: 403, visitor: 401 }, { title: "Matrix" }],
      [
        "POST",
        "/api/events",
        { admin: 201, editor: 201, author: 403, finance: 403, visitor: 401 },
        { kind: "dialogue", title: "Matrix", starts_at: "2026-02-10T14:00" },
      ],
      [
        "PUT",
        "/api/settings/listen_live_url",
        { admin: 200, editor: 403, author: 403, finance: 403, visitor: 401 },
        { value: null },
      ],
    ];
    const wrong: string[] = [];
    for (const [method, path, expected, json] of rows) {
      for (const who of Object.keys(expected) as Who[]) {
        const token = who === "visitor" ? undefined : tokens[who];
        const res = await d.h.call(method, path, { token, json });
        if (res.status !== expected[who]) wrong.push(`${who} ${method} ${path}: ${res.status}, not ${expected[who]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to every callback path but the secret ones, changing nothing", async () => {
    const secret = d.h.services.donations.callbackSecret;
    for (const path of [
      "/hooks/mpesa/wrong",
      "/hooks/mpesa",
      `/hooks/mpesa/${secret}/extra`,
      `/hooks/mpesa/${secret.slice(0, -1)}`,
      "/hooks/paybill/wrong/confirmation",
      `/hooks/paybill/${secret}/other`,
    ]) {
      const res = await fetch(`${d.siteUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status, path).toBe(404);
    }
  });

  it("counts the STK limits across a number's spellings and however X-Forwarded-For is padded", async () => {
    const phone = freshPhone(); // 0733xxxxx5
    const local = phone.slice(1);
    const spellings = [
      `+254${local}`,
      `254 ${local.slice(0, 3)} ${local.slice(3)}`,
      `0${local.slice(0, 3)}-${local.slice(3)}`,
    ];
    for (const spelling of spellings)
      expect((await d.give({ amount: 10, phone: spelling })).status, spelling).toBe(201);
    const fourth = await d.give({ amount: 10, phone: local });
    expect(fourth.status).toBe(429);
    await d.fake.idle();

    // Per address, the pushes nobody answered count, however X-Forwarded-For is padded on the left.
    const address = freshAddress();
    const unanswered = PUSH_LIMITS.address.max;
    d.fake.queue(...Array.from({ length: unanswered }, () => ({ resultCode: 0, callbacks: 0, delayMs: 600_000 })));
    for (let i = 0; i < unanswered; i++) {
      const padded = `198.51.100.${i + 1}, ${address}`;
      expect((await d.give({ amount: 10, phone: freshPhone() }, { "x-forwarded-for": padded })).status).toBe(201);
    }
    const over = await d.give({ amount: 10, phone: freshPhone() }, { "x-forwarded-for": `203.0.113.77, ${address}` });
    expect(over.status).toBe(429);
  });
});
