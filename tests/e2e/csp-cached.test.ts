import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const scriptSrc = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("CSP of pages answered from the render cache", () => {
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

  it("never hands one nonce to two visitors: cached answers trust their inline scripts by hash", async () => {
    for (const path of ["/", "/news", "/contact"]) {
      const answers = [await fetch(`${server.url}${path}`), await fetch(`${server.url}${path}`)];
      const sources = answers.map(scriptSrc);
      const nonces = sources.map((s) => /'nonce-([^']+)'/.exec(s ?? "")?.[1]).filter(Boolean);
      expect(new Set(nonces).size, path).toBe(nonces.length);
      if (answers[1]?.headers.get("cache-control")?.startsWith("public")) {
        expect(sources[1], path).toMatch(/^'self' ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'$/);
      }
    }
  });

  it("runs and hydrates cached pages in Chromium without a CSP violation", async () => {
    for (const path of ["/", "/news", "/about"]) await fetch(`${server.url}${path}`); // fill the cache
    const { context, page, errors } = await newPage(browser, { baseURL: server.url });
    try {
      for (const path of ["/", "/news", "/about"]) {
        const response = await page.goto(path);
        expect(response?.headers()["content-security-policy"]).toMatch(/'sha256-/);
        expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
      }
      await page.getByRole("link", { name: "News", exact: true }).first().click();
      await page.waitForURL(/\/news$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
