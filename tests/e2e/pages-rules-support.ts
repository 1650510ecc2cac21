import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

/**
 * One server and one browser page per content-page rules file, with the finders
 * those tests share. The page must log no console errors across the whole file.
 */
export function contentPageSession() {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page, errors } = await newPage(browser, { baseURL: server.url }));
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await browser?.close();
    await server?.stop();
  });

  /** The <section> whose heading (h2) has this exact name. */
  const section = (name: string) =>
    page.locator("section", { has: page.getByRole("heading", { level: 2, name, exact: true }) }).last();
  return {
    get page() {
      return page;
    },
    get url() {
      return server.url;
    },
    section,
    cards: (name: string) => section(name).locator("article"),
    links: (name: string, scope?: ReturnType<Page["locator"]>) =>
      (scope ?? page.locator("main")).getByRole("link", { name, exact: true }),
  };
}
