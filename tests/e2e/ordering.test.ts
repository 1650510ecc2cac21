import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { signedInPage } from "./admin-support.ts";
import { staffApi } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof staffApi>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ DEMO_CONTENT: "false" }), launchBrowser()]);
  api = await staffApi(server.url);
  for (let n = 1; n <= 5; n++) {
    await api.call("POST", "/api/resources", {
      title: `Guide ${n}`,
      file_url: "https://files.example.org/guide.pdf",
      category: "Toolkits",
    });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const table = (page: Page, label: string) => page.getByRole("table", { name: label });
/** The titles of the list's rows, top to bottom. */
const titles = (page: Page, label: string) =>
  table(page, label).locator("tbody tr td:first-child span.block").allTextContents();
const announced = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();

async function resourcesPage() {
  const opened = await signedInPage(browser, server.url);
  await opened.page.getByRole("navigation").getByRole("link", { name: "Resources", exact: true }).first().click();
  await opened.page.waitForURL("**/admin/resources");
  await table(opened.page, "Resources").getByText("Guide 5", { exact: true }).waitFor();
  return opened;
}

async function waitForOrder(page: Page, label: string, first: string) {
  await table(page, label).locator("tbody tr").first().getByText(first, { exact: true }).waitFor();
}

describe("ordering a collection by hand", () => {
  it("moves an item with the keyboard: grip, Space, ArrowUp ×4, Space; the order stays after a reload", async () => {
    const { page, context, errors } = await resourcesPage();
    expect(await titles(page, "Resources")).toEqual(["Guide 1", "Guide 2", "Guide 3", "Guide 4", "Guide 5"]);
    const grip = page.getByRole("button", { name: "Reorder Guide 5" });
    await grip.focus();
    await page.keyboard.press("Space");
    await announced(page, "Guide 5 picked up, position 5 of 5.");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
    await announced(page, "Guide 5: position 1 of 5.");
    expect(await titles(page, "Resources")).toEqual(["Guide 5", "Guide 1", "Guide 2", "Guide 3", "Guide 4"]);
    await page.keyboard.press("Space");
    await announced(page, "Guide 5 dropped at position 1 of 5.");

    // Escape puts a carried item back where it was, and nothing is sent.
    await page.getByRole("button", { name: "Reorder Guide 2" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await announced(page, "Reordering cancelled: Guide 2 is back where it was.");
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await waitForOrder(page, "Resources", "Guide 5");
    expect(await titles(page, "Resources")).toEqual(["Guide 5", "Guide 1", "Guide 2", "Guide 3", "Guide 4"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves an item to the top and to the bottom in one click each", async () => {
    const { page, context } = await resourcesPage();
    await page.getByRole("button", { name: "Move to top: Guide 3" }).click();
    await waitForOrder(page, "Resources", "Guide 3");
    await page.getByRole("button", { name: "Move to bottom: Guide 5" }).click();
    await table(page, "Resources").locator("tbody tr").last().getByText("Guide 5", { exact: true }).waitFor();
    await page.reload();
    await waitForOrder(page, "Resources", "Guide 3");
    expect(await titles(page, "Resources")).toEqual(["Guide 3", "Guide 1", "Guide 2", "Guide 4", "Guide 5"]);
    expect(await page.getByRole("button", { name: "Move to top: Guide 3" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("adds a new team member at the top when asked", async () => {
    await api.call("POST", "/api/team", { name: "Achieng Otieno", role: "Programmes Lead" });
    const { page, context } = await signedInPage(browser, server.url);
    await page.getByRole("navigation").getByRole("link", { name: "Team", exact: true }).first().click();
    await page.waitForURL("**/admin/team");
    await page.getByRole("button", { name: "New team member" }).click();
    await page.getByLabel("Add at the top").check();
    const form = page.getByRole("form", { name: "Create: Team member" });
    await form.getByLabel("Name").fill("Baraka Mwangi");
    await form.getByLabel("Role").fill("Youth Officer");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await announced(page, "Team member created.");
    await waitForOrder(page, "Team", "Baraka Mwangi");
    expect(await titles(page, "Team")).toEqual(["Baraka Mwangi", "Achieng Otieno"]);
    await context.close();
  });

  it("reads the moves as sentences in the audit log, filtered by person, area and date", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await page.getByRole("navigation").getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log", level: 2 }).waitFor();
    await page.getByLabel("Person").selectOption(TEST_ADMIN.email);
    await page.getByLabel("Area").selectOption("resources");
    await page.getByLabel("When").selectOption("1");
    await page.getByRole("button", { name: "Filter" }).click();
    // The filtered list has arrived once the other areas' rows are gone (the unfiltered list holds the moves too).
    await expect.poll(() => page.getByRole("cell", { name: /team\.create/ }).count(), { timeout: 30_000 }).toBe(0);
    await page.getByText(/ moved 'Guide 3' to the top of Resources$/).waitFor();
    await page.getByText(/ moved 'Guide 5' to the bottom of Resources$/).waitFor();
    await page.getByText(/ moved 'Guide 5' to the top of Resources$/).waitFor();
    expect(await page.getByText(/ moved '/).count()).toBe(3);

    const tomorrow = new Date(Date.now() + 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("When").selectOption("");
    await page.getByLabel("From (day)").fill(tomorrow);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("Nothing recorded for these filters.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
