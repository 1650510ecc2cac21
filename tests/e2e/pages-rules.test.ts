import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { civicEducationPage } from "../../app/content/civic-education.ts";
import { communityClubPage } from "../../app/content/community-club.ts";
import { grassrootsAdvocacyPage } from "../../app/content/grassroots-advocacy.ts";
import { internPage } from "../../app/content/intern.ts";
import { shopPage } from "../../app/content/shop.ts";
import { workWithUsPage } from "../../app/content/work-with-us.ts";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

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
const cards = (name: string) => section(name).locator("article");
const links = (name: string, scope = page.locator("main")) => scope.getByRole("link", { name, exact: true });

describe("partners, programmes and about", () => {
  it("/partners lists 9 collaborations, each Active or Completed", async () => {
    await page.goto("/partners");
    await expect(cards("Our collaborations").count()).resolves.toBe(9);
    const statuses = await cards("Our collaborations").evaluateAll((els) =>
      els.map((el) => el.querySelector("span.rounded-full")?.textContent),
    );
    expect(statuses.every((s) => s === "Active" || s === "Completed")).toBe(true);
  });

  it("/programs has #education and #advocacy sections linking to the full pages", async () => {
    await page.goto("/programs#advocacy");
    await expect(page.locator("#education").getByRole("link").getAttribute("href")).resolves.toBe("/civic-education");
    await expect(page.locator("#advocacy").getByRole("link").getAttribute("href")).resolves.toBe(
      "/grassroots-advocacy",
    );
    await page.locator("#advocacy").getByRole("link").click();
    await page.waitForURL("**/grassroots-advocacy");
    await page.getByRole("heading", { level: 1, name: grassrootsAdvocacyPage.hero.title }).waitFor();
  });

  it("/about has Our History, values, track record, policy initiatives, vision and an element #team", async () => {
    await page.goto("/about");
    for (const name of ["Our History", "Our values", "Our track record", "Policy initiatives", "Our vision"]) {
      await expect(page.getByRole("heading", { level: 2, name }).isVisible()).resolves.toBe(true);
    }
    await expect(page.locator("#team").getByRole("heading", { level: 3 }).count()).resolves.toBe(4);
    await expect(page.getByText("700+", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("/team has four leaders with tags, three advisory roles, four values and links onwards", async () => {
    await page.goto("/team");
    await expect(cards("Leadership").count()).resolves.toBe(4);
    await expect(
      section("Leadership")
        .getByRole("list", { name: /focus areas/ })
        .count(),
    ).resolves.toBe(4);
    await expect(section("Advisory roles").getByRole("listitem").count()).resolves.toBe(3);
    await expect(section("How we work").getByRole("listitem").count()).resolves.toBe(4);
    await expect(page.locator('main a[href="/work-with-us"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('main a[href^="/contact"]').count()).resolves.toBeGreaterThan(0);
  });

  it("/community-dialogues shows sample events of February and March 2025", async () => {
    await page.goto("/community-dialogues");
    const dates = await section("Recent dialogues").locator("time").allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => /^(Feb|Mar) \d{1,2}, 2025$/.test(d))).toBe(true);
  });
});

describe("civic education and grassroots advocacy", () => {
  it("/civic-education: stats, 4 modules, 6 programmes with levels, 3 open sessions, materials and videos", async () => {
    await page.goto("/civic-education");
    for (const value of ["500+", "25+", "15+", "95%"]) {
      await expect(section("Our impact").getByText(value, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(section("Learning modules").getByRole("listitem").count()).resolves.toBe(4);
    await expect(cards("Programmes").count()).resolves.toBe(6);
    await expect(links("Register", section("Programmes")).count()).resolves.toBe(6);
    await expect(links("Learn More", section("Programmes")).count()).resolves.toBe(6);
    for (const p of civicEducationPage.programmes) {
      await expect(
        cards("Programmes").filter({ hasText: p.title }).getByText(p.level, { exact: true }).count(),
      ).resolves.toBe(1);
    }
    const sessions = section("Upcoming sessions");
    await expect(sessions.getByText("Open for registration", { exact: true }).count()).resolves.toBe(3);
    await expect(links("Register Now", sessions).count()).resolves.toBe(3);
    await expect(links("Register Now", sessions).first().getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
    await expect(links("Download Materials").getAttribute("href")).resolves.toBe("/resources?category=civic-education");
    await expect(links("Watch Videos").getAttribute("href")).resolves.toBe("/media-hub#video-content");
  });

  it("/grassroots-advocacy: Active campaigns say 'Join Campaign', Completed ones 'View Results', in their own badge colour", async () => {
    await page.goto("/grassroots-advocacy");
    const { campaigns } = grassrootsAdvocacyPage;
    const active = campaigns.filter((c) => c.status === "Active").length;
    await expect(cards("Campaigns").count()).resolves.toBe(6);
    await expect(links("Join Campaign").count()).resolves.toBe(active);
    await expect(links("View Results").count()).resolves.toBe(6 - active);
    for (const c of campaigns) {
      const card = cards("Campaigns").filter({ hasText: c.title });
      await expect(links(c.status === "Active" ? "Join Campaign" : "View Results", card).count()).resolves.toBe(1);
    }
    const colour = (status: string) =>
      cards("Campaigns")
        .getByText(status, { exact: true })
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colour("Active")).not.toBe(await colour("Completed"));
    await expect(section("Advocacy tools").getByRole("listitem").count()).resolves.toBe(4);
    await expect(cards("Success stories").count()).resolves.toBe(3);
    await expect(links("Join Action", section("Upcoming actions")).count()).resolves.toBe(3);
    for (const value of ["15+", "1,200+", "25+", "50+"]) {
      await expect(section("Our impact").getByText(value, { exact: true }).isVisible()).resolves.toBe(true);
    }
  });
});

describe("media, stories and resources", () => {
  it("/media-hub: Conference, X Spaces and Report cards; only the external report says 'View Report' in a new tab", async () => {
    await page.goto("/media-hub");
    const featured = cards("Featured content");
    await expect(featured.count()).resolves.toBe(3);
    for (const type of ["Conference", "X Spaces", "Report"]) {
      await expect(featured.getByText(type, { exact: true }).count()).resolves.toBe(1);
    }
    const view = featured.getByRole("link", { name: /^View Report/ });
    await expect(view.count()).resolves.toBe(1);
    await expect(view.getAttribute("target")).resolves.toBe("_blank");
    await expect(view.getAttribute("href")).resolves.toMatch(/^https:\/\//);
    await expect(links("Access Content", featured).count()).resolves.toBe(2);
    for (const name of ["Video Content", "X Spaces & Audio", "Articles & Reports"]) {
      await expect(page.getByRole("heading", { level: 3, name }).isVisible()).resolves.toBe(true);
    }
    await expect(section("Recent content").getByRole("listitem").count()).resolves.toBeGreaterThan(2);
    await expect(page.locator('main a[href="/event-gallery"]').count()).resolves.toBeGreaterThan(0);
    await expect(links("Subscribe Now").isVisible()).resolves.toBe(true);
  });

  it("/community-stories: chips with counts (All 24), 2 featured + 6 more, and they really filter", async () => {
    await page.goto("/community-stories");
    const all = page.getByRole("button", { name: "All 24" });
    await expect(all.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(cards("Featured stories").count()).resolves.toBe(2);
    await expect(cards("More stories").count()).resolves.toBe(6);
    await expect(cards("Featured stories").locator("time").first().textContent()).resolves.toMatch(
      /^[A-Z][a-z]+ \d{2}, \d{4}$/,
    );
    await expect(cards("More stories").locator("time").first().textContent()).resolves.toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await page.getByRole("button", { name: /^Governance \d+$/ }).click();
    await expect(page.getByRole("button", { name: /^Governance/ }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(all.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(cards("Featured stories").count()).resolves.toBe(1);
    await expect(cards("More stories").count()).resolves.toBe(2);
    await expect(page.getByRole("status").textContent()).resolves.toBe("Showing 3 stories in Governance");
    expect(new URL(page.url()).searchParams.get("category")).toBe("governance");
    await all.click();
    await expect(cards("More stories").count()).resolves.toBe(6);
    await expect(links("Learn More").getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
    await expect(page.getByRole("heading", { level: 2, name: "Share Your Story" }).isVisible()).resolves.toBe(true);
  });

  it("/resources: All 32, 2 featured + 8 others, Download on each, icon by type, Request Resource and Contact Us", async () => {
    await page.goto("/resources");
    await expect(page.getByRole("button", { name: "All 32" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(cards("Featured resources").count()).resolves.toBe(2);
    await expect(cards("All resources").count()).resolves.toBe(8);
    await expect(page.getByRole("link", { name: "Download", exact: true }).count()).resolves.toBe(10);
    const icon = (type: string) =>
      page.locator("article", { hasText: type }).locator("[data-icon]").first().getAttribute("data-icon");
    await expect(icon("What does an MCA do?")).resolves.toBe("video");
    await expect(icon("Devolution at ten")).resolves.toBe("report");
    await expect(icon("Memorandum templates")).resolves.toBe("toolkit");
    await expect(icon("The Bill of Rights in simple words")).resolves.toBe("document");
    await expect(links("Request Resource").getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
    await expect(links("Contact Us").getAttribute("href")).resolves.toBe("/contact");
  });

  it("/resources?category=civic-education opens filtered, even before JavaScript runs", async () => {
    const html = await (await fetch(`${server.url}/resources?category=civic-education`)).text();
    expect(html).toContain("Showing 3 resources in Civic Education");
    await page.goto("/resources?category=civic-education");
    await expect(page.getByRole("button", { name: /^Civic Education/ }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
  });
});

describe("getting involved", () => {
  it("/get-involved: 4 opportunities, 4 partnership types to /contact, 3 ways to support, contact cards", async () => {
    await page.goto("/get-involved");
    await expect(links("Apply Now", section("Volunteer opportunities")).count()).resolves.toBe(4);
    const learnMore = links("Learn More", section("Partnership types"));
    await expect(learnMore.count()).resolves.toBe(4);
    for (const href of await learnMore.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toMatch(/^\/contact(\?|$)/);
    }
    await expect(links("Donate Now").getAttribute("href")).resolves.toBe("/donate");
    await expect(links("Join Us").isVisible()).resolves.toBe(true);
    await expect(links("Get Started").isVisible()).resolves.toBe(true);
    for (const name of ["WhatsApp", "Email", "Postal address"]) {
      await expect(section("Talk to us").getByRole("heading", { level: 3, name }).isVisible()).resolves.toBe(true);
    }
    await expect(links("Start Volunteering").getAttribute("href")).resolves.toMatch(/^\/contact/);
    await expect(links("Contact Us").getAttribute("href")).resolves.toBe("/contact");
  });

  it("/volunteer: 6 roles, exactly one 'Urgent Need', Apply Now prefills the contact subject", async () => {
    await page.goto("/volunteer");
    await expect(cards("Open roles").count()).resolves.toBe(6);
    await expect(page.getByText("Urgent Need", { exact: true }).count()).resolves.toBe(1);
    const apply = links("Apply Now", section("Open roles")).first();
    await expect(apply.getAttribute("href")).resolves.toBe(
      `/contact?subject=${encodeURIComponent("Volunteer application: Community Dialogue Facilitator")}`,
    );
    await expect(section("What our volunteers say").locator("figure").count()).resolves.toBe(3);
  });

  it("/intern: 6 positions showing 2 requirements then '+N more', the 5 steps, Apply Now and the form", async () => {
    await page.goto("/intern");
    await expect(cards("Open positions").count()).resolves.toBe(6);
    for (const p of internPage.positions) {
      const card = cards("Open positions").filter({ hasText: p.title });
      await expect(card.locator("ul.grid li").count()).resolves.toBe(Math.min(2, p.requirements.length));
      const more = p.requirements.length - 2;
      await expect(card.getByText(/^\+\d+ more$/).allTextContents()).resolves.toEqual(
        more > 0 ? [`+${more} more`] : [],
      );
    }
    const steps = await section("How to apply").getByRole("heading", { level: 3 }).allTextContents();
    expect(steps.map((s) => s.replace(/^Step \d: /, ""))).toEqual([
      "Application",
      "Initial Review",
      "Interview",
      "Selection",
      "Orientation",
    ]);
    await expect(links("Download Application Form").first().getAttribute("href")).resolves.toMatch(
      /^\/contact\?subject=/,
    );
    await expect(page.getByText("3-6", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("/work-with-us: 6 jobs with Featured and Urgent badges, View All Positions and Send Your CV", async () => {
    await page.goto("/work-with-us");
    const { jobs } = workWithUsPage;
    await expect(cards("Open positions").count()).resolves.toBe(6);
    await expect(cards("Open positions").getByText("Featured", { exact: true }).count()).resolves.toBe(
      jobs.filter((j) => j.featured).length,
    );
    await expect(cards("Open positions").getByText("Urgent", { exact: true }).count()).resolves.toBe(
      jobs.filter((j) => j.urgent).length,
    );
    await expect(links("View All Positions").getAttribute("href")).resolves.toBe("/work-with-us#positions");
    await expect(links("Send Your CV").first().getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
    await expect(section("From the team").locator("figure").count()).resolves.toBe(3);
  });

  it("/community-club: network stats, Popular badges, 10-50 people, events with title, date, place, type and participants", async () => {
    await page.goto("/community-club");
    for (const value of ["45+", "1,200+", "25+", "150+"]) {
      await expect(section("Our club network").getByText(value, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(cards("Types of clubs").getByText("Popular", { exact: true }).count()).resolves.toBe(
      communityClubPage.types.filter((t) => t.featured).length,
    );
    await expect(page.getByText("A club needs a group of 10-50 people", { exact: false }).isVisible()).resolves.toBe(
      true,
    );
    const events = section("Upcoming club events")
      .getByRole("listitem")
      .filter({ has: page.locator("time") });
    await expect(events.count()).resolves.toBe(3);
    await expect(links("Register", section("Upcoming club events")).count()).resolves.toBe(3);
    await expect(links("Register Your Club").first().getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
    await expect(links("Download Guide").getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
  });
});

describe("shop", () => {
  it("shows KSh prices with separators, Sale badge and struck price, floor(rating) stars", async () => {
    await page.goto("/shop");
    const all = cards("All products");
    await expect(all.count()).resolves.toBe(6);
    const prices = await all.locator("p.flex-wrap > span.font-display").allTextContents();
    expect(prices).toEqual(["KSh 2,500", "KSh 1,500", "KSh 5,000", "KSh 1,200", "KSh 2,000", "KSh 800"]);
    for (const product of shopPage.products) {
      const card = all.filter({ hasText: product.name });
      const onSale = product.originalPrice !== null;
      await expect(card.getByText("Sale", { exact: true }).count()).resolves.toBe(onSale ? 1 : 0);
      await expect(card.locator("s").count()).resolves.toBe(onSale ? 1 : 0);
      await expect(card.getByRole("img", { name: `Rated ${product.rating} out of 5` }).count()).resolves.toBe(1);
      await expect(card.locator('[data-star="filled"]').count()).resolves.toBe(Math.floor(product.rating));
      await expect(card.locator("[data-star]").count()).resolves.toBe(5);
    }
    await expect(
      page.getByText(/free delivery on orders over KSh 3,000 within Nairobi and major towns/i).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "30-day return policy" }).isVisible()).resolves.toBe(true);
    await expect(cards("Featured products").count()).resolves.toBe(shopPage.products.filter((p) => p.featured).length);
  });

  it("Add to Cart opens a WhatsApp order with the product and price; the heart toggles", async () => {
    await page.goto("/shop");
    const card = cards("All products").filter({ hasText: "Uraia Civic Hoodie" });
    const cart = card.getByRole("link", { name: /^Add to Cart/ });
    await expect(cart.getAttribute("target")).resolves.toBe("_blank");
    const href = new URL((await cart.getAttribute("href")) ?? "");
    expect(href.hostname).toBe("wa.me");
    expect(href.searchParams.get("text")).toContain("Uraia Civic Hoodie (KSh 2,500)");
    const heart = card.getByRole("button", { name: "Favourite: Uraia Civic Hoodie" });
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await heart.click();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("true");
    await heart.click();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
  });

  it("category chips start on All 24 and filter the products", async () => {
    await page.goto("/shop");
    await expect(page.getByRole("button", { name: "All 24" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await page.getByRole("button", { name: /^Books \d+$/ }).click();
    await expect(cards("All products").count()).resolves.toBe(1);
    await expect(cards("All products").first().textContent()).resolves.toContain("The Citizen's Handbook");
    await page.getByRole("button", { name: /^Accessories \d+$/ }).click();
    await expect(cards("All products").count()).resolves.toBe(2);
    await expect(page.getByRole("heading", { level: 2, name: "Featured products" }).count()).resolves.toBe(0);
  });
});
