import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { apiToken, signIn } from "./admin-support.ts";

const kinds = await databaseKinds();

const html = async (server: RunningServer, path: string) => (await fetch(`${server.url}${path}`)).text();

async function put(server: RunningServer, token: string, key: string, value: string) {
  const res = await fetch(`${server.url}/api/settings/${key}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe.each(kinds)("site settings on the cached public pages (%s)", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startServer({
      DEMO_CONTENT: "false",
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    token = await apiToken(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("the home page and /community-club show one counties figure, and a change shows at once on cached pages", async () => {
    const pages = ["/", "/community-club", "/programs", "/donate", "/contact", "/shop"];
    for (const path of pages) await html(server, path); // now in the render cache
    const before = await html(server, "/community-club");
    expect(before).toContain(">15+<");
    expect(before).not.toContain(">25+<");
    expect(await html(server, "/")).toContain(">15+<");

    await put(server, token, "impact_counties", "31+");
    await put(server, token, "mpesa_paybill", "654321");
    await put(server, token, "whatsapp_number", "0733 111 222");
    await put(server, token, "phone", "0110 123 456");
    await put(server, token, "contact_email", "Hello@Uraia.org");
    await put(server, token, "social_x", "https://x.com/UraiaNews");

    const home = await html(server, "/");
    const club = await html(server, "/community-club");
    expect(home).toContain(">31+<");
    expect(club).toContain(">31+<");
    expect(await html(server, "/programs")).toContain("31+ counties");
    expect(await html(server, "/donate")).toContain(">654321<");
    const contact = await html(server, "/contact");
    expect(contact).toContain('href="https://wa.me/254733111222"');
    expect(contact).toContain(">+254 733 111 222<");
    expect(contact).toContain('href="tel:+254110123456"');
    expect(contact).toContain('href="mailto:hello@uraia.org"');
    expect(contact).toContain('href="https://x.com/UraiaNews"');
    expect(contact).not.toContain("254712345678");
    // The footer of every page, and the home page's structured data.
    expect(home).toContain('href="mailto:hello@uraia.org"');
    expect(home).toContain('"telephone":"+254110123456"');
  });
});

describe("site settings in the admin and the shop", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ DEMO_CONTENT: "true" }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the Settings screen groups labelled fields, names what is wrong, and saves what the site then shows", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await signIn(page);
    await page.goto("/admin/settings");
    const mpesa = page.getByRole("form", { name: "M-Pesa giving" });
    const paybill = mpesa.getByLabel("Paybill number");
    await expect.poll(() => paybill.inputValue()).toBe("400200");
    for (const name of [
      "Bank transfer",
      "Phones and email",
      "Address and office hours",
      "Social links",
      "Impact figures",
    ]) {
      await page.getByRole("form", { name }).waitFor();
    }
    await paybill.fill("4002");
    await mpesa.getByRole("button", { name: "Save M-Pesa giving" }).click();
    await mpesa.getByText("The paybill must be 5 to 7 digits, such as 400200").waitFor();
    expect(await paybill.getAttribute("aria-invalid")).toBe("true");

    await paybill.fill("222333");
    await mpesa.getByLabel("Business name").fill("URAIA TRUST FUND");
    await mpesa.getByRole("button", { name: "Save M-Pesa giving" }).click();
    await mpesa.getByText("Saved. The site shows the new details now.").waitFor();
    expect(await paybill.getAttribute("aria-invalid")).toBeNull();

    const impact = page.getByRole("form", { name: "Impact figures" });
    await impact.getByLabel("Counties").fill("many");
    await impact.getByRole("button", { name: "Save Impact figures" }).click();
    await impact.getByText("Enter a figure such as 15+, 1,200+ or 95%").waitFor();
    await impact.getByLabel("Counties").fill("18+");
    await impact.getByRole("button", { name: "Save Impact figures" }).click();
    await impact.getByText("Saved. The site shows the new details now.").waitFor();

    const donate = await html(server, "/donate");
    expect(donate).toContain(">222333<");
    expect(donate).toContain(">URAIA TRUST FUND<");
    expect(await html(server, "/community-club")).toContain(">18+<");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the shop's order links carry the product's name to the WhatsApp number in the settings", async () => {
    await put(server, await apiToken(server.url), "whatsapp_number", "+254 722 000 111");
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/shop");
    const order = page.getByRole("link", { name: /^Order on WhatsApp \(order Uraia Civic Hoodie on WhatsApp/ }).first();
    const href = new URL((await order.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://wa.me/254722000111");
    expect(href.searchParams.get("text")).toBe("Hello Uraia, I would like to order: Uraia Civic Hoodie (KSh 2,500).");
    const how = page.getByRole("region", { name: "How ordering works" });
    await how.getByRole("link", { name: "Order on WhatsApp +254 722 000 111" }).waitFor();
    await context.close();
  });
});
