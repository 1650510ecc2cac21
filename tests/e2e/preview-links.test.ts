import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { staffApi } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a preview link", () => {
  it("shows a draft's own page with its banner, with and without JavaScript, and nobody else sees the draft", async () => {
    const api = await staffApi(server.url);
    const draft = await api.createNews({ title: "Draft: county budget hearing", excerpt: "Not out yet" });
    const link = (await api.call("POST", `/api/news/${draft.id}/preview-links`, {})) as { url: string };
    const path = new URL(link.url).pathname;

    // With JavaScript on, the preview is the page's lite version: no script to run, nothing to hydrate.
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    await page.getByRole("heading", { name: "Draft: county budget hearing", level: 1 }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Preview — not published" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll("script[type=module]").length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: server.url });
    const plain = await noScript.newPage();
    await plain.goto(`/sw${path}`);
    expect(await plain.getByRole("status").textContent()).toBe("Hakikisho — bado haijachapishwa");
    await noScript.close();

    // The draft's own address stays closed to the public.
    expect((await fetch(`${server.url}/news/${draft.slug}`)).status).toBe(404);
  });
});
