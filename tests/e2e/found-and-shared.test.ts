import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import type { Browser } from "playwright-core";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { checkNode, jsonLdNodes } from "../support/structured-data-rules.ts";
import { signedInPage } from "./admin-support.ts";
import { metaContent, rawHtml, staffApi } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof staffApi>>;
const ARTICLE = "/news/kajiado-youth-take-the-floor-at-county-budget-hearings";
const REPORT = "/publications?doc=leadership-conference-2025-report";

type Item = { id: number; kind: string; title: string };
const FEED_LINK =
  /<link (nonce="[^"]+" )?rel="alternate" type="application\/rss\+xml" title="Uraia news" href="\/news\/feed\.xml"\/>/;
const firstOf = async (path: string) => ((await api.call("GET", path)) as { items: Item[] }).items[0]!;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = await staffApi(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The schema.org types a page declares, each node checked against the required properties. */
async function declaredTypes(path: string): Promise<string[]> {
  const { status, html } = await rawHtml(`${server.url}${path}`);
  expect(status, path).toBe(200);
  const nodes = jsonLdNodes(html);
  for (const node of nodes) expect(checkNode(node), `${path} ${String(node["@type"])}`).toEqual([]);
  return [...new Set(nodes.map((n) => String(n["@type"])))].sort();
}

describe("structured data (raw HTML, parsed strictly)", () => {
  it("declares on each kind of page the types its content calls for, with the required properties", async () => {
    const opening = await firstOf("/api/openings?kind=volunteer&status=published");
    const event = await firstOf("/api/events?upcoming=true&status=published");
    const declared: Record<string, string[]> = {};
    for (const path of [
      "/",
      "/about",
      "/team",
      "/community-dialogues",
      `/volunteer/${opening.id}`,
      `/events/${event.id}`,
      "/publications",
      REPORT,
      ARTICLE,
    ]) {
      declared[path] = await declaredTypes(path);
    }
    console.info("JSON-LD types by page:", JSON.stringify(declared, null, 1));
    expect(declared).toEqual({
      "/": ["NGO"],
      "/about": [],
      "/team": ["BreadcrumbList"],
      "/community-dialogues": ["BreadcrumbList", "Event"],
      [`/volunteer/${opening.id}`]: ["BreadcrumbList", "JobPosting"],
      [`/events/${event.id}`]: ["BreadcrumbList", "Event"],
      "/publications": ["BreadcrumbList"],
      [REPORT]: ["BreadcrumbList", "Report"],
      [ARTICLE]: ["BreadcrumbList", "NewsArticle"],
    });
  });

  it("keeps a title with </script> and <!-- inside its JSON-LD, and drops a closed opening's JobPosting", async () => {
    const title = "Dialogue </script><script>document.title='broken'</script> <!-- & \u2028 end";
    const event = (await api.call("POST", "/api/events", {
      kind: "dialogue",
      title,
      starts_at: "2027-02-06T10:00",
      location: "Isinya",
      published_at: "2025-01-01T00:00:00Z",
    })) as Item;
    const { html } = await rawHtml(`${server.url}/events/${event.id}`);
    const names = jsonLdNodes(html).map((n) => n.name ?? (n.itemListElement as Array<{ name: string }>).at(-1)?.name);
    expect(names).toEqual([title, title]);
    expect(html).not.toContain("<script>document.title");

    const closed = (await api.call("POST", "/api/openings", {
      kind: "job",
      title: "Field Officer (closed)",
      closes_at: "2025-01-31T17:00",
      published_at: "2025-01-01T00:00:00Z",
    })) as Item;
    const page = await rawHtml(`${server.url}/work-with-us/${closed.id}`);
    expect(page.status).toBe(410);
    expect(jsonLdNodes(page.html).map((n) => n["@type"])).not.toContain("JobPosting");
  });
});

describe("link previews", () => {
  it("name the image's text, an article's last change, and the X handle from the setting", async () => {
    const home = (await rawHtml(`${server.url}/`)).html;
    expect(metaContent(home, "og:image:alt")).toMatch(/^Uraia: /);
    expect(metaContent(home, "twitter:image:alt")).toBe(metaContent(home, "og:image:alt"));
    expect(metaContent(home, "twitter:site")).toBeUndefined();

    const article = (await rawHtml(`${server.url}${ARTICLE}`)).html;
    expect(metaContent(article, "og:image:alt")).toMatch(/^Public Participation: Kajiado Youth Take the Floor/i);
    expect(Date.parse(metaContent(article, "article:modified_time") ?? "")).not.toBeNaN();

    await api.call("PUT", "/api/settings/twitter_site", { value: "@UraiaKenya" });
    expect(metaContent((await rawHtml(`${server.url}/`)).html, "twitter:site")).toBe("@UraiaKenya");
    await api.call("PUT", "/api/settings/twitter_site", { value: null });
  });
});

describe("feeds", () => {
  it("are linked from every page, keep their own cache header, and read as text in two parsers", async () => {
    for (const path of ["/", "/team", ARTICLE]) {
      expect((await rawHtml(`${server.url}${path}`)).html, path).toMatch(FEED_LINK);
    }
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the page cache: the header is still the feed's own.
      const res = await fetch(`${server.url}/news/feed.xml`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=600");
      await res.text();
    }
    const xml = await (await fetch(`${server.url}/news/feed.xml`)).text();
    const [viaRssParser, viaFeedParser] = [await new Parser().parseString(xml), parseFeed(xml)];
    expect(viaRssParser.items.length).toBeGreaterThan(0);
    expect(viaFeedParser.items.map((i) => i.url)).toEqual(viaRssParser.items.map((i) => i.link));
    for (const item of viaRssParser.items) expect(item.content ?? "").not.toMatch(/<[a-z]/i);
  });

  it("narrow to one category, and answer 404 with a message for an unknown one", async () => {
    const all = await new Parser().parseString(await (await fetch(`${server.url}/news/feed.xml`)).text());
    const category = all.items[0]!.categories![0]!;
    const res = await fetch(`${server.url}/news/feed.xml?category=${encodeURIComponent(category.toUpperCase())}`);
    expect(res.status).toBe(200);
    const feed = await new Parser().parseString(await res.text());
    expect(feed.title).toBe(`Uraia news: ${category}`);
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.every((i) => i.categories?.[0] === category)).toBe(true);
    const unknown = await fetch(`${server.url}/news/feed.xml?category=Astrology`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('There is no news category called "Astrology"');
  });
});

describe("calendars", () => {
  it("serve every upcoming event at /events.ics and each event's own file, read by ical.js", async () => {
    const upcoming = (await api.call("GET", "/api/events?upcoming=true&status=published&limit=100")) as {
      items: Item[];
    };
    const res = await fetch(`${server.url}/events.ics`);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual(upcoming.items.map((e) => e.title).sort());
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Africa/Nairobi");

    const one = upcoming.items[0]!;
    const file = await fetch(`${server.url}/events/${one.id}/calendar.ics`);
    expect(file.headers.get("content-type")).toContain("text/calendar");
    const single = new ICAL.Component(ICAL.parse(await file.text())).getAllSubcomponents("vevent");
    expect(single.map((v) => new ICAL.Event(v).uid)).toEqual([`event-${one.id}@127.0.0.1`]);
    expect((await fetch(`${server.url}/events/999999/calendar.ics`)).status).toBe(404);

    const page = (await rawHtml(`${server.url}/community-dialogues`)).html;
    expect(page).toContain(`href="${server.url.replace("http://", "webcal://")}/events.ics"`);
  });

  it("lists openings and events in the sitemap with their last change", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toMatch(/<loc>[^<]+\/volunteer\/\d+<\/loc><lastmod>/);
    expect(xml).toMatch(/<loc>[^<]+\/events\/\d+<\/loc><lastmod>/);
  });
});

describe("breadcrumb (browser)", () => {
  it("is shown below the first level, names the page, and leads back up", async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, errors, context } = await newPage(browser, { viewport, baseURL: server.url });
      const opening = await firstOf("/api/openings?kind=volunteer&status=published");
      await page.goto(`/volunteer/${opening.id}`);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await trail.waitFor();
      expect(await trail.getByRole("link").allTextContents()).toEqual(["Home", "Get Involved", "Volunteer"]);
      expect(await trail.locator('[aria-current="page"]').textContent()).toBe(opening.title);
      // Below the fixed header, not under it.
      const header = (await page.getByRole("banner").boundingBox())!;
      const box = (await trail.getByRole("list").boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      // On one line, above the page's own words.
      const eyebrow = (await page.getByText("Volunteer role", { exact: true }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(eyebrow.y);
      const steps = await trail
        .getByRole("listitem")
        .evaluateAll((items) =>
          items.map((li) => li.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })),
        );
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i]!.left, "steps side by side, not overlapping").toBeGreaterThanOrEqual(steps[i - 1]!.right);
        expect(steps[i]!.top).toBe(steps[0]!.top);
      }
      await screenshot(page, `breadcrumb-${viewport.width}`);
      // Hydrating keeps the server's structured data (the browser never writes it).
      const ld = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")["@type"]));
      expect(ld.sort()).toEqual(["BreadcrumbList", "JobPosting"]);

      await trail.getByRole("link", { name: "Get Involved" }).click();
      await page.waitForURL("**/get-involved");
      // A first-level page has none.
      await trail.waitFor({ state: "detached" });
      await page.goto("/team");
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "About Us" }).click();
      await page.waitForURL("**/about");
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("the X handle in the admin (browser)", () => {
  it("is checked before saving, saved, and named by link previews", async () => {
    const { page, context } = await signedInPage(browser, server.url, PHONE);
    const form = page.getByRole("form", { name: "Link Previews" });
    const field = form.getByLabel("X handle");
    await field.fill("uraia kenya!");
    await form.getByRole("button", { name: "Save X handle" }).click();
    await form.getByText("Enter an X handle such as @UraiaKenya").waitFor();
    await field.fill("UraiaKenya");
    await form.getByRole("button", { name: "Save X handle" }).click();
    await form.getByText("X handle saved: new link previews name it.").waitFor();
    expect(metaContent((await rawHtml(`${server.url}/team`)).html, "twitter:site")).toBe("@UraiaKenya");
    await field.fill("");
    await form.getByRole("button", { name: "Save X handle" }).click();
    await form.getByText("X handle cleared").waitFor();
    expect(metaContent((await rawHtml(`${server.url}/team`)).html, "twitter:site")).toBeUndefined();
    await context.close();
  });
});
