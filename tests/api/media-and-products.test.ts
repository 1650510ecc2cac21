import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { SAMPLES } from "./collection-samples.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";
type Details = Record<string, string>;

/** The rules of the Media Hub's items and the shop's products, beyond what every collection shares. */
describe.each(kinds)("media and products rules on %s", (kind) => {
  let h: Harness;
  let token: string;
  const post = (name: "media" | "products", fields: Record<string, unknown>) =>
    h.call("POST", `/api/${name}`, { token, json: { ...SAMPLES[name].item, published_at: PAST, ...fields } });
  /** The 400's message per field for a body that breaks a rule. */
  const refused = async (name: "media" | "products", fields: Record<string, unknown>) => {
    const res = await post(name, fields);
    expect(res.status, await res.clone().text()).toBe(400);
    return ((await res.json()) as { details: Details }).details;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("a media item needs a link or a page", async () => {
    expect(await refused("media", { link: "", page: null })).toEqual({
      link: "Give a link or a page: visitors need somewhere to open the item",
    });
    expect((await post("media", { page: null, link: "https://cob.go.ke/" })).status).toBe(201);
    expect((await post("media", { page: "/publications", link: null })).status).toBe(201);
  });

  it("a link is an https address; a page is a path on this site; the date is a calendar day kept as written", async () => {
    expect(await refused("media", { link: "http://cob.go.ke/", page: "publications", date: "2025-02-30" })).toEqual({
      link: "Link must be an https:// address, such as https://cob.go.ke/",
      page: "Page must be a path on this site starting with /, such as /publications",
      date: "Date must be a date such as 2026-03-01",
    });
    expect((await refused("media", { page: "//evil.example" })).page).toMatch(/starting with \//);
    const res = await post("media", { date: "2025-03-01", status: "Live" });
    expect(await res.json()).toMatchObject({ date: "2025-03-01", status: "Live", image_url: null, link: null });
  });

  it("a price is a whole number of shillings above 0", async () => {
    expect((await refused("products", { price: 0 })).price).toBe("Price (KSh) must be a whole number of at least 1");
    expect((await refused("products", { price: 12.5 })).price).toBe("Price (KSh) must be a whole number of at least 1");
    expect((await refused("products", { price: "" })).price).toBe("Price (KSh) is required");
    const res = await post("products", { price: "2500", rating: "", reviews: "" });
    expect(await res.json()).toMatchObject({ price: 2500, original_price: null, rating: 0, reviews: 0 });
  });

  it("an original price must be above the price: that is what puts a product on sale", async () => {
    for (const original of [900, 500]) {
      expect(await refused("products", { price: 900, original_price: original })).toEqual({
        original_price: "Original price must be more than the price: it is what the product cost before the sale",
      });
    }
    const created = (await (await post("products", { price: 900, original_price: 1200 })).json()) as { id: number };
    // An update is checked as a whole: lowering the original price under the stored price is refused too.
    const lowered = await h.call("PUT", `/api/products/${created.id}`, { token, json: { original_price: 800 } });
    expect(lowered.status).toBe(400);
  });

  it("a rating is 0 to 5 with one decimal; reviews are a whole number", async () => {
    expect(await refused("products", { rating: 4.65, reviews: -1 })).toEqual({
      rating: "Rating must be a number from 0 to 5 with at most one decimal",
      reviews: "Reviews must be a whole number of at least 0",
    });
    expect((await refused("products", { rating: 5.5 })).rating).toMatch(/from 0 to 5/);
    expect((await refused("products", { category: "Toys" })).category).toBe(
      "Category must be one of: Apparel, Books, Art Prints, Accessories",
    );
  });

  it("lists media newest first and by status; products in staff's order and by category", async () => {
    const dates = (
      (await (await h.call("GET", "/api/media?limit=100")).json()) as { items: Array<{ date: string }> }
    ).items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const live = (await (await h.call("GET", "/api/media?kind=Live")).json()) as { items: Array<{ status: string }> };
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((i) => i.status === "Live")).toBe(true);
    const books = await h.call("GET", `/api/products?kind=${encodeURIComponent("Art Prints")}`);
    expect(((await books.json()) as { total: number }).total).toBe(0);
  });
});
