import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCopy } from "../../app/content/admin.ts";
import { contactForm } from "../../app/content/contact.ts";
import { galleryPage } from "../../app/content/gallery.ts";
import { zipEntries } from "../../server/gallery/zip-file.ts";
import { LAPTOP, launchBrowser, newPage, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { apiToken, createNewsForm, signedInPage } from "./admin-support.ts";
import { humanPause, storedMessages } from "./forms-support.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The headline's top and bottom on the first screen, as the page first shows it. */
async function headlineBox(page: Page) {
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  if (!box) throw new Error("no headline");
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

describe("the article's first screen", () => {
  it("shows the whole headline at 1366×768 and 390×844, even the longest demo title", async () => {
    const res = await fetch(`${server.url}/api/news?limit=100`);
    const { items } = (await res.json()) as { items: Array<{ slug: string; title: string }> };
    const longest = items.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    for (const viewport of [LAPTOP, PHONE]) {
      const { page, context } = await newPage(browser, { baseURL: server.url, viewport });
      await page.goto(`/news/${longest.slug}`);
      await page.getByRole("heading", { level: 1, name: longest.title }).waitFor();
      const box = await headlineBox(page);
      console.info(`headline at ${viewport.width}×${viewport.height}: top ${box.top}, bottom ${box.bottom}`);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(viewport.height);
      await context.close();
    }
  });
});

describe("menu items lead to their own places", () => {
  it("Our Work's X Spaces, Conferences and Public Participation open their sections; Civic Education its page", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, viewport: LAPTOP });
    const targets = [
      ["X Spaces", "/programs#x-spaces", "#x-spaces"],
      ["Conferences", "/programs#conferences", "#conferences"],
      ["Public Participation", "/programs#public-participation", "#public-participation"],
      ["Civic Education", "/civic-education", "h1"],
    ] as const;
    for (const [label, href, target] of targets) {
      await page.goto("/");
      const header = page.getByRole("banner");
      await header.getByRole("button", { name: "Our Work menu" }).click();
      const link = header.getByRole("link", { name: label, exact: true });
      expect(await link.getAttribute("href")).toBe(href);
      await link.click();
      await page.waitForURL(`**${href}`);
      // The section (or page heading) is there and brought into view.
      await expect
        .poll(() =>
          page
            .locator(target)
            .first()
            .evaluate((el) => el.getBoundingClientRect().top < window.innerHeight),
        )
        .toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the gallery's promises", () => {
  it("Request Photos sends a request that names the album", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/event-gallery");
    const album = await page.locator("#album-title").innerText();
    await page.getByRole("link", { name: galleryPage.actions.request }).click();
    await page.waitForURL("**/contact?**");
    const main = page.getByRole("main");
    const subject = galleryPage.actions.requestSubject(album);
    expect(await main.getByLabel(contactForm.fields.subject.label).inputValue()).toBe(subject);
    await main.getByLabel(contactForm.fields.name.label).fill("Wanjiru Kamau");
    await main.getByLabel(contactForm.fields.email.label).fill("wanjiru@example.co.ke");
    await main.getByLabel(contactForm.fields.message.label).fill("May we have the photos of our group, please?");
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await humanPause(page);
    await main.getByRole("button", { name: contactForm.submit }).click();
    await main.getByRole("heading", { name: contactForm.sentTitle }).waitFor();
    const [stored] = await storedMessages(server.url);
    expect(stored).toMatchObject({ kind: "resource", subject, name: "Wanjiru Kamau", status: "new" });
    expect(stored?.subject).toContain(album);
    await context.close();
  });

  it("Download Gallery says the ZIP is being prepared, refreshes, then downloads the album's photos", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/event-gallery");
    const album = await page.locator("#album-title").innerText();
    const link = page.getByRole("link", { name: galleryPage.actions.download });
    const href = (await link.getAttribute("href")) ?? "";
    const first = await fetch(`${server.url}${href}`);
    expect(first.status).toBe(202);
    const downloading = page.waitForEvent("download", { timeout: 120_000 });
    await link.click();
    await page.getByRole("heading", { name: `Preparing the photos of ${album}` }).waitFor();
    const download = await downloading;
    // Chromium takes the title from filename* (the ASCII slug is the fallback).
    expect(download.suggestedFilename()).toBe(`${album} photos.zip`);
    const file = await download.path();
    const entries = zipEntries(readFileSync(file));
    console.info(`album ZIP of "${album}": ${entries.length} photos, first ${entries[0]?.name}`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => /^\d{2}-[a-z0-9-]+\/\d{3}-[a-z0-9-]+\.jpg$/.test(e.name))).toBe(true);
    await context.close();
  }, 180_000);
});

describe("an image inserted into an article's text", () => {
  it("needs alt text or Decorative before it is inserted, and shows as responsive variants", async () => {
    const { page, context, errors } = await signedInPage(browser, server.url);
    const form = createNewsForm(page);
    const title = "Inserted photo from the Isinya dialogue";
    await form.getByLabel("Title").fill(title);
    await form.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The hall was full.");
    await form.getByRole("button", { name: adminCopy.editor.image }).click();
    const dialog = page.getByRole("dialog", { name: adminCopy.editor.imageDialog.title });
    const copy = adminCopy.editor.imageDialog;
    await dialog.getByRole("button", { name: copy.insert, exact: true }).click();
    await dialog.getByText(copy.fileMissing).waitFor();
    await dialog.getByText(copy.altMissing).waitFor();
    const photo = await sharp({ create: { width: 2000, height: 1300, channels: 3, background: "#2d6a4f" } })
      .jpeg()
      .toBuffer();
    await dialog.getByLabel(copy.file).setInputFiles({ name: "hall.jpg", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByRole("button", { name: copy.insert, exact: true }).click();
    await dialog.getByText(copy.altMissing).waitFor();
    expect(await form.locator(".ProseMirror img").count()).toBe(0);
    await dialog.getByLabel(copy.alt, { exact: true }).fill("Residents filling the Isinya hall");
    await dialog.getByRole("button", { name: copy.insert, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await form.locator('.ProseMirror img[alt="Residents filling the Isinya hall"]').waitFor();
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("News item created.").waitFor();
    expect(errors).toEqual([]);

    await page.goto("/news/inserted-photo-from-the-isinya-dialogue");
    const img = page.getByRole("img", { name: "Residents filling the Isinya hall" });
    await img.waitFor();
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await img.getAttribute("width")).toBe("2000");
    expect(await img.getAttribute("height")).toBe("1300");
    expect(await img.getAttribute("srcset")).toMatch(/-480\.jpg 480w, .*-960\.jpg 960w, .*-1440\.jpg 1440w$/);
    expect(await img.getAttribute("sizes")).toBe("(min-width: 768px) 768px, 100vw");
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc))
      .toMatch(/-\d{3,4}\.(avif|webp|jpg)$/);
    // The API refuses the same image without alt text (the editor can't be bypassed).
    const token = await apiToken(server.url);
    const src = await img.evaluate(
      (el) => (el as HTMLImageElement).closest("picture")?.querySelector("img")?.src ?? "",
    );
    const original = src.replace(/-960\.jpg$/, ".jpg").replace(server.url, "");
    const res = await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "No alt", content: `<img src="${original}">` }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Describe every image in the text/);
    await context.close();
  });
});
