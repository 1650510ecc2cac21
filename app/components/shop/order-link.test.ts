import { describe, expect, it } from "vitest";
import { site } from "../../../shared/site.ts";
import { orderLink } from "./order-link.ts";

describe("orderLink", () => {
  it("opens WhatsApp with the product name and formatted price", () => {
    const url = new URL(orderLink({ name: "Uraia Civic Hoodie", price: 2500 }));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
    expect(url.searchParams.get("text")).toBe("Hello Uraia, I would like to order: Uraia Civic Hoodie (KSh 2,500).");
  });
});
