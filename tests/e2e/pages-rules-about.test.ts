import { describe, expect, it } from "vitest";
import { civicEducationPage } from "../../app/content/civic-education.ts";
import { grassrootsAdvocacyPage } from "../../app/content/grassroots-advocacy.ts";
import { contentPageSession } from "./pages-rules-support.ts";

const session = contentPageSession();
const { section, cards, links } = session;

describe("partners, programmes and about", () => {
  it("/partners lists 9 collaborations, each Active or Completed", async () => {
    await session.page.goto("/partners");
    await expect(cards("Our collaborations").count()).resolves.toBe(9);
    const statuses = await cards("Our collaborations").evaluateAll((els) =>
      els.map((el) => el.querySelector("span.rounded-full")?.textContent),
    );
    expect(statuses.every((s) => s === "Active" || s === "Completed")).toBe(true);
  });

  it("/programs has #education and #advocacy sections linking to the full pages", async () => {
    await session.page.goto("/programs#advocacy");
    await expect(session.page.locator("#education").getByRole("link").getAttribute("href")).resolves.toBe(
      "/civic-education",
    );
    await expect(session.page.locator("#advocacy").getByRole("link").getAttribute("href")).resolves.toBe(
      "/grassroots-advocacy",
    );
    await session.page.locator("#advocacy").getByRole("link").click();
    await session.page.waitForURL("**/grassroots-advocacy");
    await session.page.getByRole("heading", { level: 1, name: grassrootsAdvocacyPage.hero.title }).waitFor();
  });

  it("/about has Our History, values, track record, policy initiatives, vision and an element #team", async () => {
    await session.page.goto("/about");
    for (const name of ["Our History", "Our values", "Our track record", "Policy initiatives", "Our vision"]) {
      await expect(session.page.getByRole("heading", { level: 2, name }).isVisible()).resolves.toBe(true);
    }
    await expect(session.page.locator("#team").getByRole("heading", { level: 3 }).count()).resolves.toBe(4);
    await expect(session.page.getByText("700+", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("/team has four leaders with tags, three advisory roles, four values and links onwards", async () => {
    await session.page.goto("/team");
    await expect(cards("Leadership").count()).resolves.toBe(4);
    await expect(
      section("Leadership")
        .getByRole("list", { name: /focus areas/ })
        .count(),
    ).resolves.toBe(4);
    await expect(section("Advisory roles").getByRole("listitem").count()).resolves.toBe(3);
    await expect(section("How we work").getByRole("listitem").count()).resolves.toBe(4);
    await expect(session.page.locator('main a[href="/work-with-us"]').count()).resolves.toBeGreaterThan(0);
    await expect(session.page.locator('main a[href^="/contact"]').count()).resolves.toBeGreaterThan(0);
  });

  it("/community-dialogues shows sample events of February and March 2025", async () => {
    await session.page.goto("/community-dialogues");
    const dates = await section("Recent dialogues").locator("time").allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => /^\d{1,2} (Feb|Mar) 2025$/.test(d))).toBe(true);
  });
});

describe("civic education and grassroots advocacy", () => {
  it("/civic-education: stats, 4 modules, 6 programmes with levels, 3 open sessions, materials and videos", async () => {
    await session.page.goto("/civic-education");
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
    await expect(links("Register Now", sessions).first().getAttribute("href")).resolves.toMatch(
      /^\/register\?reference=/,
    );
    await expect(links("Download Materials").getAttribute("href")).resolves.toBe("/resources?category=civic-education");
    await expect(links("Watch Videos").getAttribute("href")).resolves.toBe("/media-hub#video-content");
  });

  it("/grassroots-advocacy: Active campaigns say 'Join Campaign', Completed ones 'View Results', in their own badge colour", async () => {
    await session.page.goto("/grassroots-advocacy");
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
    await session.page.goto("/media-hub");
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
      await expect(session.page.getByRole("heading", { level: 3, name }).isVisible()).resolves.toBe(true);
    }
    await expect(section("Recent content").getByRole("listitem").count()).resolves.toBeGreaterThan(2);
    await expect(session.page.locator('main a[href="/event-gallery"]').count()).resolves.toBeGreaterThan(0);
    await expect(links("Subscribe Now").isVisible()).resolves.toBe(true);
  });

  it("/community-stories: chips with real counts (All 24) as links, 2 featured + 12 more, and they really filter", async () => {
    await session.page.goto("/community-stories");
    const chips = session.page.getByRole("navigation", { name: "Filter stories by category" });
    await expect(chips.getByRole("link").allTextContents()).resolves.toEqual([
      "All24",
      "Governance6",
      "Youth5",
      "Women4",
      "Arts & Wellbeing4",
      "Environment3",
      "Education2",
    ]);
    const all = chips.getByRole("link", { name: "All 24" });
    await expect(all.getAttribute("aria-current")).resolves.toBe("page");
    await expect(cards("Featured stories").count()).resolves.toBe(2);
    await expect(cards("More stories").count()).resolves.toBe(12);
    await expect(cards("Featured stories").locator("time").first().textContent()).resolves.toMatch(
      /^\d{2} [A-Z][a-z]+ \d{4}$/,
    );
    await expect(cards("More stories").locator("time").first().textContent()).resolves.toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    // The address changes a moment before the new page is drawn: wait for its current chip.
    const current = (name: string) => chips.locator("a[aria-current=page]", { hasText: name }).waitFor();
    await chips.getByRole("link", { name: "Governance 6" }).click();
    await session.page.waitForURL("**/community-stories?category=governance");
    await current("Governance");
    await expect(all.getAttribute("aria-current")).resolves.toBe(null);
    await expect(cards("Featured stories").count()).resolves.toBe(1);
    await expect(cards("More stories").count()).resolves.toBe(5);
    await all.click();
    await session.page.waitForURL("**/community-stories");
    await current("All");
    await expect(cards("More stories").count()).resolves.toBe(12);
    await expect(links("Learn More").getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
    await expect(session.page.getByRole("heading", { level: 2, name: "Share Your Story" }).isVisible()).resolves.toBe(
      true,
    );
  });

  it("/resources: All 32, 2 featured + 12 others, Download on each, icon by type, Request Resource and Contact Us", async () => {
    await session.page.goto("/resources");
    await expect(session.page.getByRole("link", { name: "All 32" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(cards("Featured resources").count()).resolves.toBe(2);
    await expect(cards("All resources").count()).resolves.toBe(12);
    await expect(session.page.getByRole("link", { name: "Download", exact: true }).count()).resolves.toBe(14);
    const icon = (type: string) =>
      session.page.locator("article", { hasText: type }).locator("[data-icon]").first().getAttribute("data-icon");
    await expect(icon("What does an MCA do?")).resolves.toBe("video");
    await expect(icon("Devolution at ten")).resolves.toBe("report");
    await expect(icon("Memorandum templates")).resolves.toBe("toolkit");
    await expect(icon("The Bill of Rights in simple words")).resolves.toBe("document");
    await expect(links("Request Resource").getAttribute("href")).resolves.toMatch(
      /^\/contact\?subject=.*&kind=resource$/,
    );
    await expect(links("Contact Us").getAttribute("href")).resolves.toBe("/contact");
  });

  it("/resources?category=civic-education opens filtered from the server, its chip current", async () => {
    const html = await (await fetch(`${session.url}/resources?category=civic-education`)).text();
    const chip = html.match(/<a [^>]*>/g)?.find((tag) => tag.includes('href="/resources?category=civic-education"'));
    expect(chip).toContain('aria-current="page"');
    await session.page.goto("/resources?category=civic-education");
    await expect(
      session.page.getByRole("link", { name: "Civic Education 9" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await expect(cards("Featured resources").count()).resolves.toBe(1);
    await expect(cards("All resources").count()).resolves.toBe(8);
  });
});
