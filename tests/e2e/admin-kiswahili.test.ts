import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { apiToken } from "./admin-support.ts";

/**
 * The admin in Kiswahili (docs/product.md; decisions 0072 and 0075): the sign-in page by the
 * browser, the admin by the person, and the server's errors and audit sentences in the person's language.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the admin in Kiswahili", () => {
  it("signs in in the browser's language until someone chooses, and remembers the choice", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, locale: "sw-KE" });
    await page.goto("/admin/login");
    await page.getByRole("heading", { name: "Kuingia kwa wafanyakazi", level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: "Ingia" }).isVisible()).toBe(true);
    const choice = page.getByRole("navigation", { name: "Lugha" });
    await choice.getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { name: "Staff sign in", level: 1 }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Staff sign in", level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a Kiswahili invitation in Kiswahili for a browser in English, lang="sw" from the server on', async () => {
    const html = await (
      await fetch(`${server.url}/sw/admin/accept-invitation?token=x`, { headers: { "accept-language": "en-GB" } })
    ).text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain("<title>Karibu Uraia Admin");
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, locale: "en-GB" });
    await page.goto("/sw/admin/accept-invitation?token=x");
    await page.getByRole("heading", { name: "Karibu Uraia Admin", level: 1 }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("sw");
    expect(await page.getByRole("button", { name: "Weka nenosiri uendelee" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin in Kiswahili to a staff member whose language is sw", async () => {
    const token = await apiToken(server.url);
    const res = await fetch(`${server.url}/api/me`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ language: "sw" }),
    });
    expect(res.status).toBe(200);
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    try {
      await page.goto("/admin/login");
      await page.getByLabel("Email").fill(TEST_ADMIN.email);
      await page.getByLabel("Password").fill(TEST_ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL("**/admin");
      await page.getByRole("heading", { name: "Dashibodi", level: 2 }).waitFor();
      const nav = page.getByRole("navigation", { name: "Sehemu za admin" });
      expect(await nav.getByRole("link", { name: "Kikasha" }).isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe("Dashibodi · Admin");
      await nav.getByRole("link", { name: "Akaunti yako" }).click();
      await page.getByLabel("Lugha ya admin").selectOption("en");
      await page.getByRole("button", { name: "Hifadhi lugha" }).click();
      await page.getByRole("heading", { name: "Your account", level: 2 }).waitFor();
      await page.getByText("Language saved.", { exact: true }).waitFor();
      const english = page.getByRole("navigation", { name: "Admin sections" });
      expect(await english.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      // The test server's admin is shared by this file only; leave it in English all the same.
      await fetch(`${server.url}/api/me`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ language: "en" }),
      });
    }
  });

  it("answers a Kiswahili staff member's mistakes and reads the audit log in Kiswahili, on a phone and a laptop", async () => {
    const token = await apiToken(server.url);
    const api = (method: string, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const event = await api("POST", "/api/events", {
      kind: "dialogue",
      title: "Kikao cha bajeti ya kaunti",
      starts_at: "2026-12-01T09:00",
    });
    expect(event.status).toBe(201);
    expect((await api("PUT", "/api/me", { language: "sw" })).status).toBe(200);
    try {
      for (const [name, viewport] of [
        ["phone", PHONE],
        ["laptop", LAPTOP],
      ] as const) {
        const { page, context } = await newPage(browser, { baseURL: server.url, viewport });
        try {
          await page.goto("/admin/login");
          await page.getByLabel("Email").fill(TEST_ADMIN.email);
          await page.getByLabel("Password").fill(TEST_ADMIN.password);
          await page.getByRole("button", { name: "Sign in" }).click();
          await page.getByRole("heading", { name: "Dashibodi", level: 2 }).waitFor();

          // The server's answer: a colleague who already has an account.
          await page.goto("/admin/users");
          const invite = page.getByRole("form", { name: "Alika mwenzako" });
          await invite.getByLabel("Jina").fill("Mwenzetu");
          await invite.getByLabel("Barua pepe").fill(TEST_ADMIN.email);
          await invite.getByRole("button", { name: "Tuma mwaliko" }).click();
          await invite.getByText(`Tayari kuna akaunti ya mfanyakazi ya ${TEST_ADMIN.email}.`).waitFor();
          await screenshot(page, `admin-sw-server-error-${name}`);

          // The form's own check says it in the same words as the server would.
          await page.goto("/admin/events");
          await page.getByRole("button", { name: "Ongeza: Tukio" }).click();
          await page.getByRole("button", { name: "Unda", exact: true }).click();
          await page.getByText("Sehemu ya Kichwa inahitajika", { exact: true }).waitFor();
          await screenshot(page, `admin-sw-field-error-${name}`);

          await page.goto("/admin/audit");
          await page.getByRole("heading", { name: "Kumbukumbu za shughuli", level: 2 }).waitFor();
          await page
            .getByText(/aliongeza 'Kikao cha bajeti ya kaunti' kwenye Matukio$/)
            .first()
            .waitFor();
          await page
            .getByText(/aliingia$/)
            .first()
            .waitFor();
          expect(await page.getByText(/ added '/).count()).toBe(0);
          // The longer Kiswahili sentences wrap: the table fits the screen, on a phone too.
          const sideways = await page.locator("table").evaluate((t) => {
            const box = t.parentElement as HTMLElement;
            return box.scrollWidth - box.clientWidth;
          });
          expect(sideways).toBeLessThanOrEqual(0);
          await screenshot(page, `admin-sw-audit-${name}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await api("PUT", "/api/me", { language: "en" });
    }
  });
});
