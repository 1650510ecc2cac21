import { describe, expect, it } from "vitest";
import { communityClubPage } from "../../app/content/community-club.ts";
import { DEMO_OPENINGS } from "../../server/demo/collections/demo-openings.ts";
import { DEMO_PRODUCTS } from "../../server/demo/collections/demo-products.ts";
import { contentPageSession } from "./pages-rules-support.ts";

const session = contentPageSession();
const { section, cards, links } = session;

describe("getting involved", () => {
  it("/get-involved: 4 opportunities, 4 partnership types to /contact, 3 ways to support, contact cards", async () => {
    await session.page.goto("/get-involved");
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
    await expect(links("Start Volunteering").getAttribute("href")).resolves.toBe("/apply?kind=volunteer");
    await expect(links("Contact Us").getAttribute("href")).resolves.toBe("/contact");
  });

  it("/volunteer: 6 roles, exactly one 'Urgent Need', Apply Now opens the application form for that role", async () => {
    await session.page.goto("/volunteer");
    await expect(cards("Open roles").count()).resolves.toBe(6);
    await expect(session.page.getByText("Urgent Need", { exact: true }).count()).resolves.toBe(1);
    const apply = links("Apply Now", section("Open roles")).first();
    await expect(apply.getAttribute("href")).resolves.toBe(
      `/apply?kind=volunteer&reference=${encodeURIComponent("Community Dialogue Facilitator")}`,
    );
    await expect(section("What our volunteers say").locator("figure").count()).resolves.toBe(3);
  });

  it("/intern: 6 positions showing 2 requirements then '+N more', the 5 steps, Apply Now and the form", async () => {
    await session.page.goto("/intern");
    await expect(cards("Open positions").count()).resolves.toBe(6);
    for (const p of DEMO_OPENINGS.filter((o) => o.kind === "internship")) {
      const requirements = p.skills as string[];
      const card = cards("Open positions").filter({ hasText: String(p.title) });
      await expect(card.locator("ul.grid li").count()).resolves.toBe(Math.min(2, requirements.length));
      const more = requirements.length - 2;
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
    await expect(session.page.getByText("3-6", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("/work-with-us: 6 jobs with Featured and Urgent badges, View All Positions and Send Your CV", async () => {
    await session.page.goto("/work-with-us");
    const jobs = DEMO_OPENINGS.filter((o) => o.kind === "job");
    await expect(cards("Open positions").count()).resolves.toBe(6);
    await expect(cards("Open positions").getByText("Featured", { exact: true }).count()).resolves.toBe(
      jobs.filter((j) => j.featured).length,
    );
    await expect(cards("Open positions").getByText("Urgent", { exact: true }).count()).resolves.toBe(
      jobs.filter((j) => j.urgent).length,
    );
    await expect(links("View All Positions").getAttribute("href")).resolves.toBe("/work-with-us#positions");
    await expect(links("Send Your CV").first().getAttribute("href")).resolves.toBe("/apply?kind=job");
    await expect(section("From the team").locator("figure").count()).resolves.toBe(3);
  });

  it("/community-club: network stats, Popular badges, 10-50 people, events with title, date, place, type and participants", async () => {
    await session.page.goto("/community-club");
    for (const value of ["45+", "1,200+", "15+", "150+"]) {
      await expect(section("Our club network").getByText(value, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(cards("Types of clubs").getByText("Popular", { exact: true }).count()).resolves.toBe(
      communityClubPage.types.filter((t) => t.featured).length,
    );
    await expect(
      session.page.getByText("A club needs a group of 10-50 people", { exact: false }).isVisible(),
    ).resolves.toBe(true);
    const events = section("Upcoming club events")
      .getByRole("listitem")
      .filter({ has: session.page.locator("time") });
    await expect(events.count()).resolves.toBe(3);
    await expect(links("Register", section("Upcoming club events")).count()).resolves.toBe(3);
    await expect(links("Register Your Club").first().getAttribute("href")).resolves.toBe(
      "/register?reference=Community%20Club%20registration",
    );
    await expect(links("Download Guide").getAttribute("href")).resolves.toMatch(/^\/contact\?subject=/);
  });
});

describe("shop", () => {
  it("shows KSh prices with separators, Sale badge and struck price, floor(rating) stars", async () => {
    await session.page.goto("/shop");
    const all = cards("All products");
    await expect(all.count()).resolves.toBe(6);
    const prices = await all.locator("p.flex-wrap > span.font-display").allTextContents();
    expect(prices).toEqual(["KSh 2,500", "KSh 1,500", "KSh 5,000", "KSh 1,200", "KSh 2,000", "KSh 800"]);
    for (const product of DEMO_PRODUCTS) {
      const card = all.filter({ hasText: String(product.name) });
      const onSale = product.original_price !== null;
      await expect(card.getByText("Sale", { exact: true }).count()).resolves.toBe(onSale ? 1 : 0);
      await expect(card.locator("s").count()).resolves.toBe(onSale ? 1 : 0);
      await expect(card.getByRole("img", { name: `Rated ${product.rating} out of 5` }).count()).resolves.toBe(1);
      await expect(card.locator('[data-star="filled"]').count()).resolves.toBe(Math.floor(Number(product.rating)));
      await expect(card.locator("[data-star]").count()).resolves.toBe(5);
    }
    await expect(
      session.page.getByText(/free delivery on orders over KSh 3,000 within Nairobi and major towns/i).isVisible(),
    ).resolves.toBe(true);
    await expect(session.page.getByRole("heading", { name: "30-day return policy" }).isVisible()).resolves.toBe(true);
    await expect(cards("Featured products").count()).resolves.toBe(DEMO_PRODUCTS.filter((p) => p.featured).length);
  });

  it("says how ordering works; Order on WhatsApp names the product and price, Call to order dials; the heart toggles", async () => {
    await session.page.goto("/shop");
    const how = session.page.getByRole("region", { name: "How ordering works" });
    await expect(how.getByText(/There is no online cart\. Order on WhatsApp or call us/).isVisible()).resolves.toBe(
      true,
    );
    const card = cards("All products").filter({ hasText: "Uraia Civic Hoodie" });
    await expect(card.getByRole("link", { name: /Add to Cart/ }).count()).resolves.toBe(0);
    const order = card.getByRole("link", {
      name: "Order on WhatsApp (order Uraia Civic Hoodie on WhatsApp, opens in a new tab)",
    });
    await expect(order.getAttribute("target")).resolves.toBe("_blank");
    const href = new URL((await order.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://wa.me/254712345678");
    expect(href.searchParams.get("text")).toBe("Hello Uraia, I would like to order: Uraia Civic Hoodie (KSh 2,500).");
    const call = card.getByRole("link", { name: "Call to order (call us to order Uraia Civic Hoodie)" });
    await expect(call.getAttribute("href")).resolves.toBe("tel:+254712345678");
    const heart = card.getByRole("button", { name: "Favourite: Uraia Civic Hoodie" });
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await heart.click();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("true");
    await heart.click();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
  });

  it("category chips start on All 24 and filter the products", async () => {
    await session.page.goto("/shop");
    await expect(session.page.getByRole("button", { name: "All 24" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await session.page.getByRole("button", { name: /^Books \d+$/ }).click();
    await expect(cards("All products").count()).resolves.toBe(1);
    await expect(cards("All products").first().textContent()).resolves.toContain("The Citizen's Handbook");
    await session.page.getByRole("button", { name: /^Accessories \d+$/ }).click();
    await expect(cards("All products").count()).resolves.toBe(2);
    await expect(session.page.getByRole("heading", { level: 2, name: "Featured products" }).count()).resolves.toBe(0);
  });
});
