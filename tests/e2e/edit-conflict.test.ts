import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAPTOP, launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { apiToken, newsRow, signedInPage } from "./admin-support.ts";

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

const TITLE = "Ward meeting on Machakos water points";

/** Opens the article's editor on the News screen of `page`. */
async function openEditor(page: Page) {
  await page.goto("/admin/news");
  await newsRow(page, TITLE)
    .getByRole("button", { name: `Edit ${TITLE}` })
    .click();
  const form = page.getByRole("form", { name: `Edit: ${TITLE}` });
  await form.getByLabel("Excerpt").waitFor();
  return form;
}

describe("edit conflicts", () => {
  it("two tabs edit one article: the second sees what the first saved, keeps its own text, and the history restores", async () => {
    const token = await apiToken(server.url);
    const created = await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: TITLE,
        excerpt: "Residents will meet the ward administrator on Saturday.",
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const { page: first, context, errors } = await signedInPage(browser, server.url);
    const second = await context.newPage();
    const firstEditor = await openEditor(first);
    const secondEditor = await openEditor(second);

    const theirs = "Residents met the ward administrator and mapped every broken water point.";
    const mine = "Residents will meet the ward administrator on Saturday at the chief's camp.";
    await firstEditor.getByLabel("Excerpt").fill(theirs);
    await firstEditor.getByRole("button", { name: "Save" }).click();
    await firstEditor.waitFor({ state: "detached" });

    await secondEditor.getByLabel("Excerpt").fill(mine);
    await secondEditor.getByRole("button", { name: "Save" }).click();
    const conflict = second.getByRole("region", { name: "Someone else saved this while you were editing" });
    await conflict.waitFor();
    // Theirs is shown against mine, word by word, with text cues as well as marks.
    const removed = await conflict.locator("del").allTextContents();
    const added = await conflict.locator("ins").allTextContents();
    expect(removed.join(" ")).toContain("removed: met");
    expect(removed.join(" ")).toContain("mapped every broken water point.");
    expect(added.join(" ")).toContain("added: will meet");
    expect(added.join(" ")).toContain("chief's camp.");
    await conflict.getByText("Struck through, marked “removed”: only in their version").waitFor();
    expect(await secondEditor.getByLabel("Excerpt").inputValue()).toBe(mine);

    await conflict.getByRole("button", { name: "Copy my text" }).click();
    const kept = conflict.getByRole("textbox", { name: "Your text, as you typed it" });
    expect(await kept.inputValue()).toContain(`Excerpt\n${mine}`);
    await screenshot(second, "edit-conflict-laptop");
    await second.setViewportSize(PHONE);
    await screenshot(second, "edit-conflict-phone");
    await second.setViewportSize(LAPTOP);

    await conflict.getByRole("button", { name: "Keep mine" }).click();
    await secondEditor.waitFor({ state: "detached" });
    const saved = await fetch(`${server.url}/api/news/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await saved.json()) as { excerpt: string }).excerpt).toBe(mine);

    // The history lists the three saves; theirs compared with the current one, then restored.
    const editor = await openEditor(second);
    const history = second.getByRole("list", { name: "Saved versions, newest first" });
    await expect.poll(() => history.getByRole("listitem").count()).toBe(3);
    await history
      .getByRole("listitem")
      .nth(1)
      .getByRole("button", { name: /^Compare the version saved/ })
      .click();
    const chosen = second.getByRole("region", { name: /^The version saved .*, compared with the current one$/ });
    await chosen.locator("del", { hasText: "mapped every broken water point." }).waitFor();
    // A draft: a preview link is made, its address shown once to copy, then ended.
    const previews = second.getByRole("region", { name: "Preview links" });
    await previews.getByRole("button", { name: "Create preview link" }).click();
    await previews.getByRole("link", { name: new RegExp(`^${server.url}/preview/`) }).waitFor();
    await previews.getByText("Copy this link now: it is shown only once.", { exact: false }).waitFor();
    await screenshot(second, "history-compare-laptop");
    await second.setViewportSize(PHONE);
    await screenshot(second, "history-compare-phone");
    await second.setViewportSize(LAPTOP);
    await chosen.getByRole("button", { name: "Restore this version" }).click();
    await second
      .getByRole("dialog", { name: "Restore this version?" })
      .getByRole("button", { name: "Restore this version" })
      .click();
    await second.getByText("Version restored. The form now shows it.").waitFor();
    await previews.getByRole("button", { name: "End link" }).click();
    await previews.getByText("Link ended: it no longer opens the draft.").waitFor();
    await expect.poll(() => editor.getByLabel("Excerpt").inputValue()).toBe(theirs);
    expect(errors).toEqual([]);
    await context.close();
  });
});
