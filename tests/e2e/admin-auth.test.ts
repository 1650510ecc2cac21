import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { createNewsForm, signedInPage, signIn, TOKEN_KEY } from "./admin-support.ts";

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

describe("admin sign-in and session", () => {
  it("sends /admin without a token to the sign-in page, which is noindex and never cached", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await page.goto("/admin");
    await page.waitForURL("**/admin/login");
    await page.getByRole("heading", { name: "Staff sign in" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    for (const path of ["/admin", "/admin/login"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("labels both fields as required, with an email-type email field", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/admin/login");
    const email = page.getByLabel("Email");
    expect(await email.getAttribute("type")).toBe("email");
    expect(await email.getAttribute("required")).not.toBeNull();
    expect(await page.getByLabel("Password").getAttribute("required")).not.toBeNull();
    await context.close();
  });

  it("shows the server's message for a wrong password and stays on the sign-in page", async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "nobody@uraia.test", password: "wrong-password-123" }),
    });
    const serverMessage = ((await res.json()) as { error: string }).error;
    expect(res.status).toBe(401);

    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(serverMessage);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await context.close();
  });

  it("shows 'Login failed' when the server gives no reason, and 'Signing in...' while busy", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/login", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "oops" });
    });
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Signing in..." }).waitFor();
    release();
    await page.getByRole("alert").filter({ hasText: "Login failed" }).waitFor();
    await context.close();
  });

  it("signs in, stores the token and opens the dashboard", async () => {
    const { page, context, errors } = await signedInPage(browser, server.url);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toMatch(/.{20,}/);
    for (const name of ["Dashboard", "News", "Settings"]) {
      await page.getByRole("navigation").getByRole("link", { name, exact: true }).waitFor();
    }
    // Every sidebar entry, Logout last, can be reached on a 1366×768 laptop (the sidebar scrolls).
    const logout = page.getByRole("navigation").getByRole("button", { name: "Logout" });
    await logout.scrollIntoViewIfNeeded();
    const box = await logout.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 768).toBe(true);
    for (const label of ["Total News", "Publications", "Categories", "Published", "Featured"]) {
      await page.getByRole("listitem").filter({ hasText: label }).first().waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("returns to sign-in with a notice when the token is revoked, and keeps the typed draft", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await createNewsForm(page).getByLabel("Title").fill("Draft that must survive");
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    const out = await fetch(`${server.url}/api/logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.ok).toBe(true);
    // Any call now answers 401: saving the settings is one. A background refresh of the admin (the
    // inbox count, say) may meet the 401 first and leave for sign-in before the click: either way counts.
    const save = page.getByRole("form", { name: "Site Settings" }).getByRole("button", { name: "Save Settings" });
    await Promise.race([save.click().catch(() => undefined), page.waitForURL("**/admin/login")]);
    await page.waitForURL("**/admin/login");
    await page.getByText("Your session has ended").waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await signIn(page);
    expect(await createNewsForm(page).getByLabel("Title").inputValue()).toBe("Draft that must survive");
    await context.close();
  });

  it("returns to sign-in when the stored token is not valid (expired)", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/admin/login");
    await page.evaluate((key) => localStorage.setItem(key, "expired-or-made-up-token"), TOKEN_KEY);
    await page.goto("/admin");
    await page.waitForURL("**/admin/login");
    await page.getByText("Your session has ended").waitFor();
    await context.close();
  });

  it("logs out: revokes the token on the server, removes it and goes to sign-in", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const after = await fetch(`${server.url}/api/publications`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(after.status).toBe(401);
    await context.close();
  });

  it("asks before leaving unsaved work (logout), and stays when told to", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await createNewsForm(page).getByLabel("Title").fill("Unsaved headline");
    await page.getByRole("button", { name: "Logout" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin");
    expect(await createNewsForm(page).getByLabel("Title").inputValue()).toBe("Unsaved headline");
    // beforeunload is armed too: a reload asks the browser's own question.
    let asked = false;
    page.once("dialog", async (d) => {
      asked = d.type() === "beforeunload";
      await d.dismiss();
    });
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(asked).toBe(true);
    await context.close();
  });
});
