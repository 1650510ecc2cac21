import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { apiToken, createNewsForm, newsRow, signedInPage } from "./admin-support.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ DEMO_CONTENT: "false" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("managed lists in the admin", () => {
  it("an admin adds a category, an author picks it in the news editor, it cannot be removed while used, and a rename reaches the public chip", async () => {
    const { page, context, errors } = await signedInPage(browser, server.url);
    await page.goto("/admin/settings");
    const categories = page.getByRole("region", { name: "News categories" });
    await categories.getByLabel("Name of General").waitFor();
    await categories.getByLabel("New category").fill("Budget Watch");
    await categories.getByRole("button", { name: "Add" }).click();
    await categories.getByText('Added "Budget Watch".').waitFor();
    await categories.getByLabel("Name of Budget Watch").waitFor();
    // Its Kiswahili name, beside it (decision 0076), reaches the Kiswahili chip.
    await categories.getByLabel("Budget Watch in Kiswahili").fill("Ufuatiliaji wa bajeti");
    await categories.getByRole("button", { name: "Save Budget Watch" }).click();
    await categories.getByText('Saved the Kiswahili name of "Budget Watch": "Ufuatiliaji wa bajeti".').waitFor();

    await page.goto("/admin");
    const form = createNewsForm(page);
    const category = form.getByLabel("Category");
    await expect.poll(() => category.locator("option").allTextContents()).toEqual(["Budget Watch", "General"]);
    expect(await category.evaluate((el) => el.tagName)).toBe("SELECT");
    await form.getByLabel("Title").fill("Kajiado budget hearing: what residents asked");
    await category.selectOption("Budget Watch");
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("News item created.").waitFor();
    await newsRow(page, "Kajiado budget hearing: what residents asked").waitFor();

    await page.goto("/admin/settings");
    await categories.getByText("Used by 1 article").waitFor();
    await categories.getByRole("button", { name: "Remove Budget Watch" }).click();
    await categories
      .getByText('"Budget Watch" is used by 1 news article: rename it onto another entry, or change it first')
      .waitFor();
    await categories.getByLabel("Name of Budget Watch").fill("Budget Week");
    await categories.getByRole("button", { name: "Save Budget Watch" }).click();
    await categories
      .getByText('Renamed "Budget Watch" to "Budget Week": every item using it now shows "Budget Week".')
      .waitFor();
    // The refused removal is the one failed request the browser reports.
    expect(errors).toEqual(["console: Failed to load resource: the server responded with a status of 409 (Conflict)"]);
    await context.close();

    const html = await (await fetch(`${server.url}/news`)).text();
    expect(html).toContain("Budget Week");
    expect(html).not.toContain("Budget Watch");
    const sw = await (await fetch(`${server.url}/sw/news`)).text();
    // The chip shows the Kiswahili name and still filters by the stored one.
    expect(sw).toMatch(/href="\/sw\/news\?category=Budget%20Week"[^>]*>Ufuatiliaji wa bajeti</);
  });

  it("event kinds show their public name and the page they appear on, not the stored code", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "New event" }).click();
    const form = page.getByRole("form", { name: "Create: Event" });
    const kind = form.getByLabel("Kind");
    await expect.poll(() => kind.locator("option").count()).toBeGreaterThan(1);
    const kinds = await kind.locator("option").allTextContents();
    expect(kinds).toContain("Community club event · on /community-club");
    expect(kinds.join(" ")).not.toContain("club-event");
    await context.close();

    const token = await apiToken(server.url);
    const res = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        kind: "club-event",
        title: "Club meet-up",
        starts_at: "2030-01-10T15:00:00+03:00",
        published_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const html = await (await fetch(`${server.url}/events/${id}`)).text();
    expect(html).toContain("Community club event");
    expect(html).not.toMatch(/>club-event</);
  });
});
