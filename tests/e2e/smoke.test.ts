import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

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

describe("server smoke", () => {
  it("answers readiness with the database kind", async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(await res.json()).toEqual({ status: "ready", database: "sqlite" });
  });

  it("answers an unknown route with the 404 page and status 404", async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/no-such-page");
    await expect(
      page.getByRole("heading", { name: "Oops! The page you are looking for doesn’t exist." }).isVisible(),
    ).resolves.toBe(true);
    // The browser reports the document's own 404 status; nothing else may fail.
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    await context.close();
  });
});
