/**
 * The main journeys in Kiswahili, with JavaScript on and off (docs/product.md,
 * "Kiswahili"): from /sw read the news and an article, open a publication, reach
 * the contact page and the donate page through the menus, and switch to English.
 * The forms' own words belong to the forms' work; this walks the shell and the pages.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubjects as enSubjects } from "../../app/content/contact.ts";
import { heroSlides as enHeroSlides } from "../../app/content/home.ts";
import { shellCopy as enShell } from "../../app/content/shell.ts";
import { contactForm, contactHero, contactSubjects } from "../../app/content/sw/contact.ts";
import { donateHero } from "../../app/content/sw/donate.ts";
import { footerLinkGroups } from "../../app/content/sw/footer.ts";
import { heroSlides, homeMeta } from "../../app/content/sw/home.ts";
import { navigation } from "../../app/content/sw/navigation.ts";
import { newsPage } from "../../app/content/sw/news-page.ts";
import { publicationsPage } from "../../app/content/sw/publications-page.ts";
import { shellCopy } from "../../app/content/sw/shell.ts";
import { fillIn } from "../../shared/fill-in.ts";
import { site } from "../../shared/site.ts";
import { LAPTOP, launchBrowser, newPage } from "../support/browser.ts";
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

const label = (to: string) => navigation.find((link) => link.to === to)?.label ?? to;
const footerLabel = (to: string) =>
  footerLinkGroups.flatMap((group) => group.links).find((link) => link.to === to)?.label ?? to;

async function expectKiswahili(page: Page, path: RegExp, heading: string) {
  await page.waitForURL(path);
  // After an in-app navigation the heading comes with the page's data.
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  expect(await page.locator("html").getAttribute("lang")).toBe("sw");
}

describe.each([
  { javaScript: true, name: "with JavaScript" },
  { javaScript: false, name: "without JavaScript" },
])("the journeys in Kiswahili $name", ({ javaScript }) => {
  it("reads the news, opens a publication, reaches contact and donate, and switches to English", async () => {
    const { page, errors, context } = await newPage(browser, { viewport: LAPTOP, baseURL: server.url, javaScript });
    const header = page.getByRole("banner");
    const mainMenu = header.getByRole("navigation", { name: shellCopy.mainMenu });

    await page.goto("/sw");
    expect(await page.locator("html").getAttribute("lang")).toBe("sw");
    expect(await page.getByRole("link", { name: shellCopy.skipToContent }).count()).toBe(1);

    // News, then an article.
    await mainMenu.getByRole("link", { name: label("/news"), exact: true }).click();
    await expectKiswahili(page, /\/sw\/news$/, newsPage.hero.title);
    const article = page.getByRole("main").locator('a[href^="/sw/news/"]').first();
    const href = await article.getAttribute("href");
    await article.click();
    await page.waitForURL(new RegExp(`${href}$`));
    expect(await page.locator("html").getAttribute("lang")).toBe("sw");

    // A publication, read online (its own address under /sw).
    await page.goto("/sw/publications");
    await expectKiswahili(page, /\/sw\/publications$/, publicationsPage.hero.title);
    await page.getByRole("main").getByRole("link", { name: publicationsPage.read }).first().click();
    if (!javaScript) await page.waitForURL(/\/sw\/publications\?doc=/);
    expect(await page.getByRole("heading", { name: /./ }).first().isVisible()).toBe(true);

    // Write to us, through the header's menu (from the home page: the reader may still be open).
    await page.goto("/sw");
    await mainMenu.getByRole("link", { name: label("/contact"), exact: true }).click();
    await expectKiswahili(page, /\/sw\/contact$/, contactHero.title);

    // Give, through the footer.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLabel("/donate"), exact: true })
      .click();
    await expectKiswahili(page, /\/sw\/donate$/, donateHero.title);

    // The same page in English, from the header's switch.
    await header.getByRole("link", { name: shellCopy.languageSwitch.label }).click();
    await page.waitForURL(/\/donate$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // The switch remembers the choice with or without JavaScript (decision 0076).
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** List names, the remembered switch and contact subjects on Kiswahili pages (docs/product.md, "Kiswahili"; decision 0076). */
describe("Kiswahili on every part of a /sw page", () => {
  it("answers the home page's data address, /sw.data, in Kiswahili", async () => {
    const data = await (await fetch(`${server.url}/sw.data`)).text();
    expect(data).toContain(heroSlides[0]?.title);
    expect(data).not.toContain(enHeroSlides[0]?.title);
  });

  it("shows the Kiswahili home page after an in-app navigation back to /sw", async () => {
    const { page, errors, context } = await newPage(browser, { viewport: LAPTOP, baseURL: server.url });
    await page.goto("/sw/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: fillIn(shellCopy.logoHome, { site: site.name }) })
      .click();
    await page.waitForURL(/\/sw$/);
    await page.getByRole("heading", { name: heroSlides[0]?.title }).first().waitFor();
    expect(await page.title()).toBe(homeMeta.title);
    expect(await page.getByRole("main").innerText()).not.toContain(enHeroSlides[0]?.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names the news categories in Kiswahili on /sw/news: chips and cards, filtering by the same address", async () => {
    const { page, errors, context } = await newPage(browser, { viewport: LAPTOP, baseURL: server.url });
    await page.goto("/sw/news");
    const chips = page.getByRole("navigation", { name: newsPage.categoriesLabel });
    const names = await chips.getByRole("link").allTextContents();
    expect(names.join(" ")).toContain("Utawala");
    for (const english of ["Governance", "Civic Education", "Community", "Public Participation"])
      expect(names.join(" ")).not.toContain(english);
    await chips.getByRole("link", { name: /Utawala/ }).click();
    await page.waitForURL(/\/sw\/news\?category=Governance$/);
    const main = await page.getByRole("main").innerText();
    expect(main).toContain("Utawala");
    expect(main).not.toMatch(/\bGovernance\b/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the choice made with the switch without JavaScript: the offer does not come back", async () => {
    const { page, context } = await newPage(browser, {
      viewport: LAPTOP,
      baseURL: server.url,
      javaScript: false,
      locale: "sw-KE",
    });
    const offer = page.getByRole("complementary", { name: enShell.languageOffer.region });
    await page.goto("/about");
    await offer.waitFor();
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: enShell.languageSwitch.label }).click();
    await page.waitForURL(/\/sw\/about$/);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("sw");
    await header.getByRole("link", { name: shellCopy.languageSwitch.label }).click();
    await page.waitForURL(/\/about$/);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    expect(await offer.count()).toBe(0);
    await page.goto("/news");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it.each([true, false])("prefills a contact link's subject in Kiswahili (JavaScript %s)", async (javaScript) => {
    const { page, errors, context } = await newPage(browser, { viewport: LAPTOP, baseURL: server.url, javaScript });
    await page.goto("/sw/partners");
    await page.getByRole("main").getByRole("link", { name: "Kuwa mshirika" }).click();
    await page.waitForURL(/\/sw\/contact\?subject=/);
    const subject = page.getByLabel(contactForm.fields.subject.label);
    await expect.poll(() => subject.inputValue()).toBe(contactSubjects.partnership);
    // An English link followed to the Kiswahili page: the subject comes in Kiswahili.
    await page.goto(`/sw/contact?subject=${encodeURIComponent(enSubjects.partnership)}&kind=partnership`);
    await expect
      .poll(() => page.getByLabel(contactForm.fields.subject.label).inputValue())
      .toBe(contactSubjects.partnership);
    expect(errors).toEqual([]);
    await context.close();
  });
});
