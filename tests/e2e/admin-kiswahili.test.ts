import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { apiToken } from "./admin-support.ts";

/** The admin in Kiswahili (docs/product.md; decision 0072): the sign-in page by the browser, the admin by the person. */
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
});
