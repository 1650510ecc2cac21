import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { openAdminSection, pdfFile, signIn } from "./admin-support.ts";
import { staffApi } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // An empty site: what staff add is all there is.
  [server, browser] = await Promise.all([startServer({ DEMO_CONTENT: "false" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function staffPage(path: string, viewport = LAPTOP) {
  const opened = await newPage(browser, { baseURL: server.url, viewport });
  await signIn(opened.page);
  await openAdminSection(opened.page, pathLabel(path));
  await opened.page.waitForURL(`**${path}`);
  return opened;
}

const pathLabel = (path: string) =>
  ({ "/admin/openings": "Openings", "/admin/albums": "Gallery albums", "/admin/resources": "Resources" })[path] ?? "";

/** A datetime-local value (East Africa Time) a day ahead, to the minute, and the moment it stands for. */
function tomorrowInNairobi(): { input: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000);
  const eat = new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 16);
  return { input: eat, at };
}

async function photo(n: number) {
  const colours = ["#0f5231", "#c2462a", "#f0b72f", "#1f7f4c", "#86301c"];
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: colours[n - 1]! } })
    .png()
    .toBuffer();
  return { name: `photo-${n}.png`, mimeType: "image/png", buffer };
}

const created = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();

describe("collections, from the admin to the public pages", () => {
  it("staff create an opening; it shows on /work-with-us and its own page, then leaves by its closing time", async () => {
    const { page, errors } = await staffPage("/admin/openings");
    await page.getByRole("button", { name: "New opening" }).click();
    const form = page.getByRole("form", { name: "Create: Opening" });
    await form.getByLabel("Kind").selectOption("job");
    await form.getByLabel("Title").fill("Monitoring and Evaluation Officer");
    await form.getByLabel("Location").fill("Kitengela");
    await form.getByLabel("Department").fill("Programmes");
    const closing = tomorrowInNairobi();
    await form.getByLabel("Closes at").fill(closing.input);
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await created(page, "Opening created.");
    const row = page.getByRole("row", { name: /Monitoring and Evaluation Officer/ });
    expect(await row.getByText("Published").isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-openings-laptop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "admin-openings-phone");

    const visitor = await newPage(browser, { baseURL: server.url });
    await visitor.page.goto("/work-with-us");
    const card = visitor.page.locator("article", { hasText: "Monitoring and Evaluation Officer" });
    expect(await card.count()).toBe(1);
    expect(await card.getByRole("link", { name: "Apply Now" }).getAttribute("href")).toBe(
      `/apply?kind=job&reference=${encodeURIComponent("Monitoring and Evaluation Officer")}`,
    );
    await card.getByRole("link", { name: "Monitoring and Evaluation Officer" }).click();
    await visitor.page.waitForURL(/\/work-with-us\/\d+$/);
    await visitor.page.getByRole("heading", { level: 1, name: "Monitoring and Evaluation Officer" }).waitFor();
    const detailUrl = visitor.page.url();
    expect(await seriousViolations(visitor.page)).toEqual([]);

    // The closing time typed in the form is the moment stored. The form works to the minute, the API
    // to the second: moved to a few seconds ahead there, the opening stays listed until that moment.
    const id = Number(detailUrl.split("/").pop());
    const api = await staffApi(server.url);
    expect((await api.call("GET", `/api/openings/${id}`)).closes_at).toBe(closing.at.toISOString());
    const closesAt = new Date(Date.now() + 5000);
    await api.call("PUT", `/api/openings/${id}`, { closes_at: closesAt.toISOString() });
    expect(await (await fetch(`${server.url}/work-with-us`)).text()).toContain("Monitoring and Evaluation Officer");
    expect(Date.now()).toBeLessThan(closesAt.getTime());
    // The closing moment passes: the list no longer shows it and its own page says it has closed.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt.getTime() - Date.now()) + 500));
    await visitor.page.goto("/work-with-us");
    expect(await visitor.page.locator("article", { hasText: "Monitoring and Evaluation Officer" }).count()).toBe(0);
    expect(await visitor.page.getByText("No positions are open right now.", { exact: false }).isVisible()).toBe(true);
    const response = await visitor.page.goto(detailUrl);
    expect(response?.status()).toBe(410);
    await visitor.page.getByRole("heading", { level: 1, name: "This opening has closed" }).waitFor();
    expect(await visitor.page.getByRole("link", { name: "See the positions open now" }).getAttribute("href")).toBe(
      "/work-with-us",
    );
    await visitor.page.setViewportSize(PHONE);
    await screenshot(visitor.page, "opening-closed-phone");
    // The browser reports the closed page's 410 status itself; nothing else may fail.
    expect(visitor.errors.filter((e) => !e.includes("status of 410"))).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.context.close();
  }, 90_000);

  it("staff upload an album of 5 photos at once, order them, pick a cover; the gallery and its lightbox show them", async () => {
    const { page, errors } = await staffPage("/admin/albums");
    await page.getByRole("button", { name: "New album" }).click();
    const form = page.getByRole("form", { name: "Create: Album" });
    await form.getByLabel("Title").fill("Isinya Youth Assembly");
    await form.getByLabel("Date").fill("2026-10-17");
    await form.getByLabel("Location").fill("Isinya, Kajiado County");
    // Slow the uploads down so each file's progress bar can be seen.
    await page.route("**/api/upload", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByLabel("Choose photos").setInputFiles(await Promise.all([1, 2, 3, 4, 5].map(photo)));
    await form.getByRole("progressbar", { name: "Uploading photo-1.png" }).waitFor();
    expect(await form.getByRole("progressbar").count()).toBeGreaterThan(1);
    await form.getByLabel("Photo 5: Alt text (required)").waitFor();
    expect(await form.getByText("5 photos").isVisible()).toBe(true);

    // Without alt text the album is not sent: every photo says why.
    await form.getByRole("button", { name: "Create", exact: true }).click();
    expect(await form.getByText("Alt text is required for every photo").count()).toBe(5);
    const alts = [
      "Delegates queue to register",
      "The opening plenary",
      "A youth leader speaks",
      "Group work",
      "The closing photo",
    ];
    for (const [i, alt] of alts.entries()) await form.getByLabel(`Photo ${i + 1}: Alt text (required)`).fill(alt);
    await form.getByLabel("Photo 1: Caption (optional)").fill("Registration opened at 8 am.");
    // Photo 5 to the front, and photo 3 as the cover.
    for (let n = 5; n > 1; n--) await form.getByRole("button", { name: `Move photo ${n} earlier` }).click();
    await form.getByRole("radio", { name: /Use as cover \(Photo 3\)/ }).check();
    await screenshot(page, "admin-album-editor-laptop");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await created(page, "Album created.");
    expect(errors).toEqual([]);

    const visitor = await newPage(browser, { baseURL: server.url });
    await visitor.page.goto("/event-gallery");
    await visitor.page.getByRole("heading", { level: 2, name: "Isinya Youth Assembly" }).waitFor();
    const photos = visitor.page.getByRole("tabpanel").getByRole("listitem");
    expect(await photos.count()).toBe(5);
    await photos.nth(0).getByRole("link").click();
    const lightbox = visitor.page.getByRole("dialog");
    await lightbox.waitFor();
    expect(await lightbox.getByRole("img").getAttribute("alt")).toBe("The closing photo");
    await lightbox.getByRole("button", { name: "Close" }).click();
    await photos.nth(1).getByRole("link").click();
    expect(await visitor.page.getByTestId("lightbox").getByText("Registration opened at 8 am.").isVisible()).toBe(true);
    await visitor.page.keyboard.press("Escape");
    expect(await seriousViolations(visitor.page)).toEqual([]);

    // The home gallery: its lightbox browses the first 4 photos of the album's first set.
    await visitor.page.goto("/");
    await visitor.page.locator("#gallery").scrollIntoViewIfNeeded();
    const highlights = visitor.page.locator("#gallery").getByRole("link", { name: /^Open photo:/ });
    expect(await highlights.count()).toBe(4);
    await highlights.first().click();
    await visitor.page.getByTestId("lightbox").getByText("1 of 4").waitFor();
    await visitor.page.keyboard.press("ArrowRight");
    await visitor.page.getByTestId("lightbox").getByText("2 of 4").waitFor();
    await visitor.page.setViewportSize(PHONE);
    await screenshot(visitor.page, "home-gallery-lightbox-phone");
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  }, 120_000);

  it("staff upload a resource; a visitor downloads the real file and staff see the count", async () => {
    const { page, errors } = await staffPage("/admin/resources", PHONE);
    await page.getByRole("button", { name: "New resource" }).click();
    const form = page.getByRole("form", { name: "Create: Resource" });
    await form.getByLabel("Title").fill("Ward Budget Tracker");
    await form.getByLabel("Type").fill("Toolkit");
    await form.getByLabel("Category").selectOption("Toolkits");
    await form.getByLabel("File").setInputFiles(await pdfFile(3, "tracker.pdf"));
    await form.getByText(/^Current file:/).waitFor();
    await screenshot(page, "admin-resource-form-phone");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await created(page, "Resource created.");

    const visitor = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await visitor.page.goto("/resources?category=toolkits");
    const card = visitor.page.locator("article", { hasText: "Ward Budget Tracker" });
    expect(await card.getByText("0 downloads").isVisible()).toBe(true);
    const [download] = await Promise.all([
      visitor.page.waitForEvent("download"),
      card.getByRole("link", { name: "Download" }).click(),
    ]);
    // The title form (filename*) wins in browsers; the slug is the plain-ASCII fallback.
    expect(download.suggestedFilename()).toBe("Ward Budget Tracker.pdf");
    const file = await download.path();
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
    await screenshot(visitor.page, "resources-phone");

    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Resources" }).waitFor();
    await page.setViewportSize(LAPTOP);
    const row = page.getByRole("row", { name: /Ward Budget Tracker/ });
    await row.getByRole("cell", { name: "1", exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  }, 90_000);
});
