import { describe, expect, it } from "vitest";
import { SITE_SETTING_DEFAULTS } from "../../../shared/site-settings.ts";
import { orderLink } from "./order-link.ts";

describe("orderLink", () => {
  it("opens WhatsApp at the WhatsApp number setting with the product name and formatted price", () => {
    const url = new URL(orderLink({ name: "Uraia Civic Hoodie", price: 2500 }, { whatsapp_number: "+254733111222" }));
    expect(url.origin + url.pathname).toBe("https://wa.me/254733111222");
    expect(url.searchParams.get("text")).toBe("Hello Uraia, I would like to order: Uraia Civic Hoodie (KSh 2,500).");
  });

  it("uses the default number until staff change it", () => {
    const url = new URL(orderLink({ name: "Tote", price: 800 }, SITE_SETTING_DEFAULTS));
    expect(url.pathname).toBe("/254712345678");
  });
});
